// The view of a team's sale (docs/vendas.md#o-painel-da-imobiliária): the reservations, proposals and sales brokers
// made under an agency's contracts (rows with its imobiliaria_id, client data included: the work is the agency's), a
// ranking by broker and the sales as CSV. The scope (vendas-equipe-escopo.ts) says whose rows: the whole agency's, or
// a manager's team's. Nothing here reaches a row of another agency or a broker's work on a contract of their own.
import { type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { decodeTimeCursor, toPage } from '../lib/cursor.ts';
import type { Db } from '../lib/env.ts';
import { numeroBr } from '../schemas/numero-br.ts';
import type { Page } from '../schemas/page.ts';
import type { equipeQuerySchema, propostasEquipeQuerySchema } from '../schemas/vendas-equipe-input.ts';
import {
  MAX_RANKING,
  type PropostaEquipe,
  type RankingCorretor,
  type ReservaEquipe,
  type VendaEquipe,
} from '../schemas/vendas-equipe.ts';
import type { StatusComissao, StatusProposta } from '../schemas/propostas.ts';
import { celulaCsv, FUSO } from './relatorios.ts';
import { doEscopo, type EscopoEquipe, membrosDoEscopo } from './vendas-equipe-escopo.ts';

type Query = z.output<typeof equipeQuerySchema>;

const ref = (id: string, nome: string) => ({ id, nome });
const iso = (ts: string) => new Date(ts).toISOString();

function depois(cursor: string | undefined, coluna: SQL): SQL {
  if (!cursor) return sql``;
  const c = decodeTimeCursor(cursor);
  return sql`AND (${coluna}, x.id) < (${c.ts}::timestamptz, ${c.id}::uuid)`;
}

type ReservaRow = {
  id: string;
  corretor_id: string;
  corretor_nome: string;
  imovel_id: string;
  imovel_nome: string;
  torre: string;
  numero: string;
  cliente_nome: string;
  cliente_telefone: string;
  expira_em: string;
  created_at: string;
};

/** The team's reservations still holding a unit, newest first. */
export async function listReservasEquipe(db: Db, escopo: EscopoEquipe, q: Query): Promise<Page<ReservaEquipe>> {
  const result = await db.execute<ReservaRow>(sql`
    SELECT x.id, c.id AS corretor_id, c.nome AS corretor_nome, i.id AS imovel_id, i.nome AS imovel_nome,
           u.torre, u.numero, x.cliente_nome, x.cliente_telefone, to_json(x.expira_em) #>> '{}' AS expira_em,
           to_json(x.created_at) #>> '{}' AS created_at
      FROM reservas_unidades x
      JOIN unidades u ON u.id = x.unidade_id
      JOIN imoveis i ON i.id = x.imovel_id
      JOIN corretores c ON c.id = x.corretor_id
     WHERE ${doEscopo(escopo)} AND x.status = 'Ativa' ${depois(q.cursor, sql`x.created_at`)}
     ORDER BY x.created_at DESC, x.id DESC
     LIMIT ${q.limit + 1}`);
  return toPage(
    result.rows,
    q.limit,
    (r) => r.created_at,
    (r) => ({
      id: r.id,
      corretor: ref(r.corretor_id, r.corretor_nome),
      imovel: ref(r.imovel_id, r.imovel_nome),
      unidade: { torre: r.torre, numero: r.numero },
      cliente_nome: r.cliente_nome,
      cliente_telefone: r.cliente_telefone,
      expira_em: iso(r.expira_em),
      created_at: iso(r.created_at),
    }),
  );
}

type PropostaRow = Omit<ReservaRow, 'cliente_telefone' | 'expira_em' | 'created_at'> & {
  status: StatusProposta;
  preco_ofertado_centavos: number;
  updated_at: string;
};

/** The team's proposals, most recently changed first; `status` narrows them. */
export async function listPropostasEquipe(
  db: Db,
  escopo: EscopoEquipe,
  q: z.output<typeof propostasEquipeQuerySchema>,
): Promise<Page<PropostaEquipe>> {
  const result = await db.execute<PropostaRow>(sql`
    SELECT x.id, x.status, c.id AS corretor_id, c.nome AS corretor_nome, i.id AS imovel_id, i.nome AS imovel_nome,
           x.unidade->>'torre' AS torre, x.unidade->>'numero' AS numero, x.cliente_nome,
           x.preco_ofertado_centavos::float8 AS preco_ofertado_centavos,
           to_json(x.updated_at) #>> '{}' AS updated_at
      FROM propostas x
      JOIN imoveis i ON i.id = x.imovel_id
      JOIN corretores c ON c.id = x.corretor_id
     WHERE ${doEscopo(escopo)} ${q.status ? sql`AND x.status = ${q.status}` : sql``}
           ${depois(q.cursor, sql`x.updated_at`)}
     ORDER BY x.updated_at DESC, x.id DESC
     LIMIT ${q.limit + 1}`);
  return toPage(
    result.rows,
    q.limit,
    (r) => r.updated_at,
    (r) => ({
      id: r.id,
      status: r.status,
      corretor: ref(r.corretor_id, r.corretor_nome),
      imovel: ref(r.imovel_id, r.imovel_nome),
      unidade: { torre: r.torre, numero: r.numero },
      cliente_nome: r.cliente_nome,
      preco_ofertado_centavos: r.preco_ofertado_centavos,
      updated_at: iso(r.updated_at),
    }),
  );
}

type VendaRow = Omit<ReservaRow, 'cliente_telefone' | 'expira_em'> & {
  preco_centavos: number;
  comissao_id: string | null;
  comissao_valor_centavos: number | null;
  comissao_status: StatusComissao | null;
};

const VENDAS = sql`
  SELECT x.id, c.id AS corretor_id, c.nome AS corretor_nome, i.id AS imovel_id, i.nome AS imovel_nome,
         x.unidade->>'torre' AS torre, x.unidade->>'numero' AS numero, x.cliente->>'nome' AS cliente_nome,
         x.preco_centavos::float8 AS preco_centavos, cm.id AS comissao_id,
         cm.valor_centavos::float8 AS comissao_valor_centavos, cm.status AS comissao_status,
         to_json(x.created_at) #>> '{}' AS created_at
    FROM vendas x
    JOIN imoveis i ON i.id = x.imovel_id
    JOIN corretores c ON c.id = x.corretor_id
    LEFT JOIN comissoes cm ON cm.venda_id = x.id`;

const toVenda = (r: VendaRow): VendaEquipe => ({
  id: r.id,
  corretor: ref(r.corretor_id, r.corretor_nome),
  imovel: ref(r.imovel_id, r.imovel_nome),
  unidade: { torre: r.torre, numero: r.numero },
  cliente_nome: r.cliente_nome,
  preco_centavos: r.preco_centavos,
  comissao:
    r.comissao_id === null
      ? null
      : { id: r.comissao_id, valor_centavos: r.comissao_valor_centavos!, status: r.comissao_status! },
  created_at: iso(r.created_at),
});

/** The team's sales, newest first, with the commission the construtora owes the agency for each. */
export async function listVendasEquipe(db: Db, escopo: EscopoEquipe, q: Query): Promise<Page<VendaEquipe>> {
  const result = await db.execute<VendaRow>(sql`
    ${VENDAS}
     WHERE ${doEscopo(escopo)} ${depois(q.cursor, sql`x.created_at`)}
     ORDER BY x.created_at DESC, x.id DESC
     LIMIT ${q.limit + 1}`);
  return toPage(result.rows, q.limit, (r) => r.created_at, toVenda);
}

/**
 * The brokers by sales under the agency's contracts (count, then value), all time: current members of the scope
 * without a sale are listed with zero, and, in the agency's ranking, a broker who left keeps the sales made while in
 * the team.
 */
export async function rankingEquipe(db: Db, escopo: EscopoEquipe): Promise<{ items: RankingCorretor[] }> {
  const result = await db.execute<RankingCorretor>(sql`
    WITH time AS (
      SELECT corretor_id FROM ${membrosDoEscopo(escopo)} m
      UNION SELECT x.corretor_id FROM vendas x WHERE ${doEscopo(escopo)}
    )
    SELECT c.id, c.nome, count(v.id)::int AS vendas, coalesce(sum(v.preco_centavos), 0)::float8 AS valor_centavos
      FROM time t
      JOIN corretores c ON c.id = t.corretor_id
      LEFT JOIN vendas v ON v.corretor_id = t.corretor_id AND v.imobiliaria_id = ${escopo.imobiliariaId}
     GROUP BY c.id, c.nome
     ORDER BY vendas DESC, valor_centavos DESC, c.nome, c.id
     LIMIT ${MAX_RANKING}`);
  return { items: result.rows };
}

const reais = (centavos: number) => numeroBr(centavos / 100, 2, 2);

/** Every sale of the scope as CSV for Excel pt-BR: BOM, ';' separator, 1.234.567,89, dd/mm/aaaa. */
export async function vendasEquipeCsv(db: Db, escopo: EscopoEquipe): Promise<string> {
  const result = await db.execute<VendaRow>(sql`
    ${VENDAS} WHERE ${doEscopo(escopo)} ORDER BY x.created_at DESC, x.id DESC`);
  const lines = [
    [
      'Data da venda',
      'Corretor',
      'Empreendimento',
      'Torre',
      'Unidade',
      'Cliente',
      'Valor da venda (R$)',
      'Comissão (R$)',
      'Status da comissão',
    ].join(';'),
  ];
  for (const r of result.rows) {
    lines.push(
      [
        new Intl.DateTimeFormat('pt-BR', { timeZone: FUSO }).format(new Date(r.created_at)),
        r.corretor_nome,
        r.imovel_nome,
        r.torre,
        r.numero,
        r.cliente_nome,
        reais(r.preco_centavos),
        r.comissao_valor_centavos === null ? '' : reais(r.comissao_valor_centavos),
        r.comissao_status ?? '',
      ]
        .map(celulaCsv)
        .join(';'),
    );
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
