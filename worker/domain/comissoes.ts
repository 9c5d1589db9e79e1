// Commissions: one per sale, written with the approval (propostas.ts). A sale by an agency's broker under the
// agency's contract owes its commission to the agency, not to the broker (docs/vendas.md#divisão-da-comissão). Each
// party lists its own with totals per status and per month and exports them as CSV; only the owning developer moves
// one Prevista → Faturada → Paga, each with its date, in one guarded statement with the payee's notification. A Paga
// commission is final here and, as a backstop, in the database (a trigger refuses any update).
import { type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { decodeTimeCursor, isUuid, toPage } from '../lib/cursor.ts';
import type { Db } from '../lib/env.ts';
import { AppError } from '../lib/errors.ts';
import type { comissaoAcaoSchema, comissoesQuerySchema } from '../schemas/proposta-input.ts';
import { numeroBr } from '../schemas/numero-br.ts';
import type { Page } from '../schemas/page.ts';
import {
  MSG_PROPOSTA,
  STATUS_COMISSAO,
  type Comissao,
  type ResumoComissoes,
  type StatusComissao,
} from '../schemas/propostas.ts';
import { loadNotificacoes, type Notify } from './notificacoes.ts';
import { SQLSTATE, sqlState } from '../lib/sql-state.ts';
import { celulaCsv, dataBr, FUSO } from './relatorios.ts';
import type { ContractParty } from '../lib/actor.ts';

/** The day of the sale in São Paulo (the commission is written with it): no step of it may be dated earlier. */
const diaDaVenda = sql`(cm.created_at AT TIME ZONE ${FUSO})::date`;

/** The party's own commissions: a broker's are those owed to them, never the agency's on their sales. */
function dono(p: ContractParty): SQL {
  if (p.tipo === 'corretor') return sql`cm.corretor_id = ${p.perfilId} AND cm.imobiliaria_id IS NULL`;
  if (p.tipo === 'imobiliaria') return sql`cm.imobiliaria_id = ${p.perfilId}`;
  return sql`cm.construtora_id = ${p.perfilId}`;
}
const notFound = () => new AppError('not_found', MSG_PROPOSTA.comissaoNaoEncontrada);

type Row = {
  id: string;
  status: StatusComissao;
  versao: number;
  imovel_id: string;
  imovel_nome: string;
  torre: string;
  numero: string;
  corretor_id: string;
  corretor_nome: string;
  imobiliaria_id: string | null;
  imobiliaria_nome: string | null;
  base_centavos: number;
  percentual: number;
  valor_centavos: number;
  faturada_em: string | null;
  paga_em: string | null;
  created_at: string;
};

const SELECT = sql`
  SELECT cm.id, cm.status, cm.versao, i.id AS imovel_id, i.nome AS imovel_nome,
         v.unidade->>'torre' AS torre, v.unidade->>'numero' AS numero,
         c.id AS corretor_id, c.nome AS corretor_nome, im.id AS imobiliaria_id, im.nome AS imobiliaria_nome,
         cm.base_centavos::float8 AS base_centavos,
         cm.percentual::float8 AS percentual, cm.valor_centavos::float8 AS valor_centavos,
         cm.faturada_em::text AS faturada_em, cm.paga_em::text AS paga_em,
         to_json(cm.created_at) #>> '{}' AS created_at
    FROM comissoes cm
    JOIN vendas v ON v.id = cm.venda_id
    JOIN imoveis i ON i.id = cm.imovel_id
    JOIN corretores c ON c.id = cm.corretor_id
    LEFT JOIN imobiliarias im ON im.id = cm.imobiliaria_id`;

function toComissao(r: Row): Comissao {
  return {
    id: r.id,
    status: r.status,
    versao: r.versao,
    imovel: { id: r.imovel_id, nome: r.imovel_nome },
    unidade: { torre: r.torre, numero: r.numero },
    corretor: { id: r.corretor_id, nome: r.corretor_nome },
    imobiliaria: r.imobiliaria_id ? { id: r.imobiliaria_id, nome: r.imobiliaria_nome! } : null,
    base_centavos: r.base_centavos,
    percentual: r.percentual,
    valor_centavos: r.valor_centavos,
    faturada_em: r.faturada_em,
    paga_em: r.paga_em,
    created_at: new Date(r.created_at).toISOString(),
  };
}

/** The list's statement (exported so the benchmark can EXPLAIN exactly what the API runs). */
export function listComissoesSql(parte: ContractParty, q: z.output<typeof comissoesQuerySchema>): SQL {
  const where: SQL[] = [dono(parte)];
  if (q.status) where.push(sql`cm.status = ${q.status}`);
  if (q.cursor) {
    const c = decodeTimeCursor(q.cursor);
    where.push(sql`(cm.created_at, cm.id) < (${c.ts}::timestamptz, ${c.id}::uuid)`);
  }
  return sql`
    ${SELECT}
     WHERE ${sql.join(where, sql` AND `)}
     ORDER BY cm.created_at DESC, cm.id DESC
     LIMIT ${q.limit + 1}`;
}

/** The totals of every commission of the party (whatever the list's filter): per status, and per month of the sale. */
export function resumoComissoesSql(parte: ContractParty): SQL {
  return sql`
    SELECT cm.status, to_char(cm.created_at AT TIME ZONE ${FUSO}, 'YYYY-MM') AS mes,
           sum(cm.valor_centavos)::float8 AS valor_centavos
      FROM comissoes cm
     WHERE ${dono(parte)}
     GROUP BY 1, 2`;
}

export async function listComissoes(
  db: Db,
  parte: ContractParty,
  q: z.output<typeof comissoesQuerySchema>,
): Promise<Page<Comissao> & { resumo: ResumoComissoes }> {
  const [result, totais] = await Promise.all([
    db.execute<Row>(listComissoesSql(parte, q)),
    db.execute<{ status: StatusComissao; mes: string; valor_centavos: number }>(resumoComissoesSql(parte)),
  ]);
  const { items, nextCursor } = toPage(result.rows, q.limit, (r) => r.created_at, toComissao);
  const porStatus = Object.fromEntries(STATUS_COMISSAO.map((s) => [s, 0])) as ResumoComissoes['por_status'];
  const porMes = new Map<string, number>();
  for (const t of totais.rows) {
    porStatus[t.status] += t.valor_centavos;
    porMes.set(t.mes, (porMes.get(t.mes) ?? 0) + t.valor_centavos);
  }
  const resumo: ResumoComissoes = {
    por_status: porStatus,
    por_mes: [...porMes.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([mes, valor_centavos]) => ({ mes, valor_centavos })),
  };
  return { items, resumo, nextCursor };
}

type Acao = z.output<typeof comissaoAcaoSchema>;
const ANTERIOR: Record<Acao['status'], StatusComissao> = { Faturada: 'Prevista', Paga: 'Faturada' };

/** The owning developer moves a commission one step forward with the date it happened; the broker is notified. */
export async function actOnComissao(
  db: Db,
  parte: ContractParty,
  id: string,
  acao: Acao,
  notify: Notify = () => {},
): Promise<Comissao> {
  if (!isUuid(id)) throw notFound();
  if (parte.tipo !== 'construtora') throw await motivoDaRecusa(db, parte, id, acao);
  let result;
  try {
    result = await db.execute<{ id: string; avisos: string[] }>(sql`
      WITH alterada AS (
        UPDATE comissoes cm
           SET status = ${acao.status},
               faturada_em = CASE WHEN ${acao.status} = 'Faturada' THEN ${acao.data}::date ELSE cm.faturada_em END,
               paga_em = CASE WHEN ${acao.status} = 'Paga' THEN ${acao.data}::date ELSE cm.paga_em END,
               versao = cm.versao + 1, updated_at = now()
         WHERE cm.id = ${id} AND cm.construtora_id = ${parte.perfilId} AND cm.versao = ${acao.versao}
           AND cm.status = ${ANTERIOR[acao.status]}
           AND (${acao.status} <> 'Paga' OR ${acao.data}::date >= cm.faturada_em)
           AND ${acao.data}::date >= ${diaDaVenda}
        RETURNING cm.*
      ), aviso AS (
        INSERT INTO notificacoes (user_id, tipo, mensagem, imovel_id, link_acao)
        SELECT coalesce(im.user_id, c.user_id), 'comissao_atualizada',
               'Comissão da unidade ' || (v.unidade->>'numero') || ' (' || (v.unidade->>'torre') || ') de ' || i.nome
                 || ': ' || a.status || '.',
               a.imovel_id, '/dashboard?tab=comissoes'
          FROM alterada a
          JOIN vendas v ON v.id = a.venda_id
          JOIN imoveis i ON i.id = a.imovel_id
          JOIN corretores c ON c.id = a.corretor_id
          LEFT JOIN imobiliarias im ON im.id = a.imobiliaria_id
        RETURNING id
      )
      SELECT id, (SELECT coalesce(json_agg(id), '[]') FROM aviso) AS avisos FROM alterada`);
  } catch (err) {
    // The trigger's backstop: another request paid it between our read and our write.
    if (sqlState(err) === SQLSTATE.checkViolation) throw new AppError('conflict', MSG_PROPOSTA.comissaoPaga);
    throw err;
  }
  const feita = result.rows[0];
  if (!feita) throw await motivoDaRecusa(db, parte, id, acao);
  notify(await loadNotificacoes(db, feita.avisos));
  const atual = await db.execute<Row>(sql`${SELECT} WHERE cm.id = ${id}`);
  return toComissao(atual.rows[0]!);
}

async function motivoDaRecusa(db: Db, parte: ContractParty, id: string, acao: Acao): Promise<AppError> {
  const result = await db.execute<{
    status: StatusComissao;
    versao: number;
    faturada_em: string | null;
    venda_em: string;
  }>(sql`
    SELECT cm.status, cm.versao, cm.faturada_em::text AS faturada_em, ${diaDaVenda}::text AS venda_em FROM comissoes cm
     WHERE cm.id = ${id} AND ${dono(parte)}`);
  const atual = result.rows[0];
  if (!atual) return notFound();
  if (parte.tipo !== 'construtora') return new AppError('forbidden', MSG_PROPOSTA.atorInvalido);
  if (atual.status === 'Paga') return new AppError('conflict', MSG_PROPOSTA.comissaoPaga);
  if (atual.status !== ANTERIOR[acao.status]) return new AppError('conflict', MSG_PROPOSTA.comissaoTransicao);
  if (atual.versao !== acao.versao) return new AppError('conflict', MSG_PROPOSTA.comissaoConflito);
  if (acao.status === 'Paga' && atual.faturada_em && acao.data < atual.faturada_em) {
    return new AppError('validation_failed', MSG_PROPOSTA.comissaoDataPagamento, [
      { path: ['data'], message: MSG_PROPOSTA.comissaoDataPagamento },
    ]);
  }
  if (acao.data < atual.venda_em) {
    return new AppError('validation_failed', MSG_PROPOSTA.comissaoDataVenda, [
      { path: ['data'], message: MSG_PROPOSTA.comissaoDataVenda },
    ]);
  }
  return new AppError('conflict', MSG_PROPOSTA.comissaoConflito);
}

const reais = (centavos: number) => numeroBr(centavos / 100, 2, 2);

/** Every commission of the party as CSV for Excel pt-BR: BOM, ';' separator, 1.234.567,89, dd/mm/aaaa. */
export async function comissoesCsv(db: Db, parte: ContractParty): Promise<string> {
  const result = await db.execute<Row>(sql`
    ${SELECT} WHERE ${dono(parte)} ORDER BY cm.created_at DESC, cm.id DESC`);
  const lines = [
    [
      'Empreendimento',
      'Torre',
      'Unidade',
      'Corretor',
      'Imobiliária',
      'Data da venda',
      'Valor da venda (R$)',
      'Percentual (%)',
      'Comissão (R$)',
      'Status',
      'Faturada em',
      'Paga em',
    ].join(';'),
  ];
  for (const r of result.rows) {
    const venda = new Intl.DateTimeFormat('pt-BR', { timeZone: FUSO }).format(new Date(r.created_at));
    lines.push(
      [
        r.imovel_nome,
        r.torre,
        r.numero,
        r.corretor_nome,
        r.imobiliaria_nome ?? '',
        venda,
        reais(r.base_centavos),
        numeroBr(r.percentual, 2, 2),
        reais(r.valor_centavos),
        r.status,
        r.faturada_em ? dataBr(r.faturada_em) : '',
        r.paga_em ? dataBr(r.paga_em) : '',
      ]
        .map(celulaCsv)
        .join(';'),
    );
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
