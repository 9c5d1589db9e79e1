// The shares of an agency's commission (docs/vendas.md#divisão-da-comissão), written with the commission when the
// sale is approved (comissoes-partes-criacao.ts): each person's share is moved Prevista → Paga by the agency, with the
// day it paid, in one guarded statement with the person's notification. A Paga share is final here and, as a
// backstop, in the database (a trigger refuses any update).
import { type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { decodeTimeCursor, isUuid, toPage } from '../lib/cursor.ts';
import type { Db } from '../lib/env.ts';
import { AppError } from '../lib/errors.ts';
import { numeroBr } from '../schemas/numero-br.ts';
import type { Page } from '../schemas/page.ts';
import type { parteAcaoSchema, partesQuerySchema } from '../schemas/divisao-input.ts';
import {
  MSG_DIVISAO,
  type PapelParte,
  type ParteComissao,
  type ResumoPartes,
  type StatusParte,
} from '../schemas/divisao.ts';
import { loadNotificacoes, type Notify } from './notificacoes.ts';
import { SQLSTATE, sqlState } from '../lib/sql-state.ts';
import { celulaCsv, dataBr, FUSO } from './relatorios.ts';

/** Who reads shares: the agency all of its own, a broker the ones that are theirs. */
export type LeitorPartes = { tipo: 'imobiliaria' | 'corretor'; userId: string; perfilId: string };

const ownerColumn = (l: LeitorPartes) => (l.tipo === 'imobiliaria' ? sql`p.imobiliaria_id` : sql`p.corretor_id`);
const notFound = () => new AppError('not_found', MSG_DIVISAO.parteNaoEncontrada);
/** The day of the sale in São Paulo: a share cannot be paid before it. */
const diaDaVenda = sql`(p.created_at AT TIME ZONE ${FUSO})::date`;

type Row = {
  id: string;
  comissao_id: string;
  papel: PapelParte;
  status: StatusParte;
  versao: number;
  bp: number;
  valor_centavos: number;
  paga_em: string | null;
  corretor_id: string | null;
  corretor_nome: string | null;
  vendedor_id: string;
  vendedor_nome: string;
  imovel_id: string;
  imovel_nome: string;
  torre: string;
  numero: string;
  comissao_valor_centavos: number;
  comissao_status: string;
  created_at: string;
};

const SELECT = sql`
  SELECT p.id, p.comissao_id, p.papel, p.status, p.versao, p.bp, p.valor_centavos::float8 AS valor_centavos,
         p.paga_em::text AS paga_em, b.id AS corretor_id, b.nome AS corretor_nome,
         s.id AS vendedor_id, s.nome AS vendedor_nome, i.id AS imovel_id, i.nome AS imovel_nome,
         v.unidade->>'torre' AS torre, v.unidade->>'numero' AS numero,
         cm.valor_centavos::float8 AS comissao_valor_centavos, cm.status AS comissao_status,
         to_json(p.created_at) #>> '{}' AS created_at
    FROM comissoes_partes p
    JOIN comissoes cm ON cm.id = p.comissao_id
    JOIN vendas v ON v.id = p.venda_id
    JOIN imoveis i ON i.id = cm.imovel_id
    JOIN corretores s ON s.id = cm.corretor_id
    LEFT JOIN corretores b ON b.id = p.corretor_id`;

function toParte(r: Row): ParteComissao {
  return {
    id: r.id,
    comissao_id: r.comissao_id,
    papel: r.papel,
    status: r.status,
    versao: r.versao,
    bp: r.bp,
    valor_centavos: r.valor_centavos,
    paga_em: r.paga_em,
    corretor: r.corretor_id ? { id: r.corretor_id, nome: r.corretor_nome! } : null,
    vendedor: { id: r.vendedor_id, nome: r.vendedor_nome },
    imovel: { id: r.imovel_id, nome: r.imovel_nome },
    unidade: { torre: r.torre, numero: r.numero },
    comissao_valor_centavos: r.comissao_valor_centavos,
    comissao_status: r.comissao_status,
    created_at: new Date(r.created_at).toISOString(),
  };
}

export async function listPartes(
  db: Db,
  leitor: LeitorPartes,
  q: z.output<typeof partesQuerySchema>,
): Promise<Page<ParteComissao> & { resumo: ResumoPartes }> {
  const where: SQL[] = [sql`${ownerColumn(leitor)} = ${leitor.perfilId}`];
  if (q.status) where.push(sql`p.status = ${q.status}`);
  if (q.papel) where.push(sql`p.papel = ${q.papel}`);
  if (q.cursor) {
    const c = decodeTimeCursor(q.cursor);
    where.push(sql`(p.created_at, p.id) < (${c.ts}::timestamptz, ${c.id}::uuid)`);
  }
  const [result, totais] = await Promise.all([
    db.execute<Row>(sql`
      ${SELECT} WHERE ${sql.join(where, sql` AND `)} ORDER BY p.created_at DESC, p.id DESC LIMIT ${q.limit + 1}`),
    // What persons are owed and were paid: the agency's own part is not a debt to anyone.
    db.execute<ResumoPartes>(sql`
      SELECT coalesce(sum(valor_centavos) FILTER (WHERE status = 'Prevista'), 0)::float8 AS prevista_centavos,
             coalesce(sum(valor_centavos) FILTER (WHERE status = 'Paga'), 0)::float8 AS paga_centavos
        FROM comissoes_partes p
       WHERE ${ownerColumn(leitor)} = ${leitor.perfilId} AND p.papel <> 'Imobiliária'`),
  ]);
  const page = toPage(result.rows, q.limit, (r) => r.created_at, toParte);
  return { ...page, resumo: totais.rows[0]! };
}

type Acao = z.output<typeof parteAcaoSchema>;

/** The agency records that it paid a person's share on `acao.data`; the person is notified. */
export async function payParte(
  db: Db,
  imobiliariaId: string,
  id: string,
  acao: Acao,
  notify: Notify = () => {},
): Promise<ParteComissao> {
  if (!isUuid(id)) throw notFound();
  let result;
  try {
    result = await db.execute<{ id: string; avisos: string[] }>(sql`
      WITH paga AS (
        UPDATE comissoes_partes p
           SET status = 'Paga', paga_em = ${acao.data}::date, versao = p.versao + 1, updated_at = now()
         WHERE p.id = ${id} AND p.imobiliaria_id = ${imobiliariaId}
           AND p.status = 'Prevista' AND p.papel <> 'Imobiliária' AND p.versao = ${acao.versao}
           AND ${acao.data}::date >= ${diaDaVenda}
        RETURNING p.*
      ), aviso AS (
        INSERT INTO notificacoes (user_id, tipo, mensagem, imovel_id, link_acao)
        SELECT b.user_id, 'comissao_atualizada',
               'Sua parte (' || a.papel || ') da comissão da unidade ' || (v.unidade->>'numero') || ' ('
                 || (v.unidade->>'torre') || ') de ' || i.nome || ' foi paga.',
               v.imovel_id, '/dashboard?tab=comissoes'
          FROM paga a
          JOIN vendas v ON v.id = a.venda_id
          JOIN imoveis i ON i.id = v.imovel_id
          JOIN corretores b ON b.id = a.corretor_id
        RETURNING id
      )
      SELECT id, (SELECT coalesce(json_agg(id), '[]') FROM aviso) AS avisos FROM paga`);
  } catch (err) {
    // The trigger's backstop: another request paid it between our read and our write.
    if (sqlState(err) === SQLSTATE.checkViolation) throw new AppError('conflict', MSG_DIVISAO.partePaga);
    throw err;
  }
  const feita = result.rows[0];
  if (!feita) throw await motivoDaRecusa(db, imobiliariaId, id, acao);
  notify(await loadNotificacoes(db, feita.avisos));
  const atual = await db.execute<Row>(sql`${SELECT} WHERE p.id = ${id}`);
  return toParte(atual.rows[0]!);
}

async function motivoDaRecusa(db: Db, imobiliariaId: string, id: string, acao: Acao): Promise<AppError> {
  const result = await db.execute<{ status: StatusParte; papel: PapelParte; versao: number; venda_em: string }>(sql`
    SELECT p.status, p.papel, p.versao, ${diaDaVenda}::text AS venda_em FROM comissoes_partes p
     WHERE p.id = ${id} AND p.imobiliaria_id = ${imobiliariaId}`);
  const atual = result.rows[0];
  if (!atual) return notFound();
  if (atual.papel === 'Imobiliária') return new AppError('conflict', MSG_DIVISAO.parteDaImobiliaria);
  if (atual.status === 'Paga') return new AppError('conflict', MSG_DIVISAO.partePaga);
  if (atual.versao !== acao.versao) return new AppError('conflict', MSG_DIVISAO.parteConflito);
  if (acao.data < atual.venda_em) {
    return new AppError('validation_failed', MSG_DIVISAO.dataVenda, [
      { path: ['data'], message: MSG_DIVISAO.dataVenda },
    ]);
  }
  return new AppError('conflict', MSG_DIVISAO.parteConflito);
}

const reais = (centavos: number) => numeroBr(centavos / 100, 2, 2);

/** Every share the reader sees, as CSV for Excel pt-BR: BOM, ';' separator, 1.234.567,89, dd/mm/aaaa. */
export async function partesCsv(db: Db, leitor: LeitorPartes): Promise<string> {
  const result = await db.execute<Row>(sql`
    ${SELECT} WHERE ${ownerColumn(leitor)} = ${leitor.perfilId} ORDER BY p.created_at DESC, p.id DESC`);
  const lines = [
    [
      'Empreendimento',
      'Torre',
      'Unidade',
      'Vendedor',
      'Data da venda',
      'Comissão da venda (R$)',
      'Papel',
      'Para',
      'Percentual (%)',
      'Parte (R$)',
      'Status',
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
        r.vendedor_nome,
        venda,
        reais(r.comissao_valor_centavos),
        r.papel,
        r.corretor_nome ?? 'Imobiliária',
        numeroBr(r.bp / 100, 2, 2),
        reais(r.valor_centavos),
        r.status,
        r.paga_em ? dataBr(r.paga_em) : '',
      ]
        .map(celulaCsv)
        .join(';'),
    );
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
