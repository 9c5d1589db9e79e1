// The developer's reports: views, captures and favourites per day over the last `dias` days, in total
// and per development, with days in São Paulo time. One set-based query: the days come from generate_series and
// the events are counted per day and per development in the database, never one query per development. The
// period's sales (per day, VSO per development, average discount, best brokers) come from vendas alongside.
import { sql } from 'drizzle-orm';
import type { Db } from '../lib/env.ts';
import { bpsDe } from '../schemas/dinheiro.ts';
import type { Relatorio, RelatorioDia, RelatorioImovel, RelatorioVendas } from '../schemas/empreendimentos.ts';
import type { Owner } from '../lib/actor.ts';

export const FUSO = 'America/Sao_Paulo';
/** The JSON report charts the developments with most activity; the CSV carries every one that had any. */
export const MAX_IMOVEIS_RELATORIO = 100;

type Linha = {
  imovel_id: string | null;
  nome: string | null;
  dia: string;
  visualizacoes: number;
  captacoes: number;
  favoritos: number;
};

/** Today in São Paulo, as YYYY-MM-DD. */
export function hojeSaoPaulo(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: FUSO, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    now,
  );
}

/** The report's one statement (exported so the benchmark can EXPLAIN exactly what the API runs). */
export function relatorioSql(owner: Owner, dias: number, maxImoveis: number | null) {
  return sql`
    WITH periodo AS (
      SELECT (now() AT TIME ZONE ${FUSO})::date - ${dias - 1}::int AS de, (now() AT TIME ZONE ${FUSO})::date AS ate
    ),
    dias AS (
      SELECT d::date AS dia FROM periodo, generate_series(periodo.de, periodo.ate, interval '1 day') AS d
    ),
    meus AS (SELECT id, nome FROM imoveis WHERE construtora_id = ${owner.construtoraId}),
    -- One row per event (a view is stored with its day already); grouped below three ways, each into few groups:
    -- per day for the total, per development for the ranking, per (development, day) only for those ranked.
    eventos AS MATERIALIZED (
      SELECT v.imovel_id, v.dia, 1 AS v, 0 AS c, 0 AS f
        FROM visualizacoes_imoveis v JOIN meus m ON m.id = v.imovel_id, periodo p
       WHERE v.dia BETWEEN p.de AND p.ate
      UNION ALL
      SELECT c.imovel_id, (c.data_captacao AT TIME ZONE ${FUSO})::date, 0, 1, 0
        FROM captacoes c JOIN meus m ON m.id = c.imovel_id, periodo p
       WHERE c.data_captacao >= p.de::timestamp AT TIME ZONE ${FUSO}
      UNION ALL
      SELECT f.imovel_id, (f.created_at AT TIME ZONE ${FUSO})::date, 0, 0, 1
        FROM favoritos f JOIN meus m ON m.id = f.imovel_id, periodo p
       WHERE f.created_at >= p.de::timestamp AT TIME ZONE ${FUSO}
    ),
    ativos AS (
      SELECT e.imovel_id, m.nome
        FROM eventos e JOIN meus m ON m.id = e.imovel_id
       GROUP BY e.imovel_id, m.nome
       ORDER BY sum(e.v) DESC, sum(e.c) DESC, sum(e.f) DESC, m.nome, e.imovel_id
       LIMIT ${maxImoveis}
    ),
    total_dia AS (SELECT dia, sum(v) AS v, sum(c) AS c, sum(f) AS f FROM eventos GROUP BY dia),
    imovel_dia AS (
      SELECT imovel_id, dia, sum(v) AS v, sum(c) AS c, sum(f) AS f
        FROM eventos WHERE imovel_id IN (SELECT imovel_id FROM ativos)
       GROUP BY imovel_id, dia
    )
    SELECT NULL::uuid AS imovel_id, NULL AS nome, d.dia::text AS dia, coalesce(t.v, 0)::int AS visualizacoes,
           coalesce(t.c, 0)::int AS captacoes, coalesce(t.f, 0)::int AS favoritos
      FROM dias d LEFT JOIN total_dia t ON t.dia = d.dia
    UNION ALL
    SELECT a.imovel_id, a.nome, d.dia::text, coalesce(p.v, 0)::int, coalesce(p.c, 0)::int, coalesce(p.f, 0)::int
      FROM ativos a CROSS JOIN dias d
      LEFT JOIN imovel_dia p ON p.imovel_id = a.imovel_id AND p.dia = d.dia
     ORDER BY 1 NULLS FIRST, 3`;
}

async function linhas(db: Db, owner: Owner, dias: number, maxImoveis: number | null) {
  return (await db.execute<Linha>(relatorioSql(owner, dias, maxImoveis))).rows;
}

const ponto = (r: Linha): RelatorioDia => ({
  dia: r.dia,
  visualizacoes: r.visualizacoes,
  captacoes: r.captacoes,
  favoritos: r.favoritos,
});

function sum(serie: RelatorioDia[]) {
  return serie.reduce(
    (t, d) => ({
      visualizacoes: t.visualizacoes + d.visualizacoes,
      captacoes: t.captacoes + d.captacoes,
      favoritos: t.favoritos + d.favoritos,
    }),
    { visualizacoes: 0, captacoes: 0, favoritos: 0 },
  );
}

export const periodoSql = (dias: number) => sql`
  periodo AS (
    SELECT ((now() AT TIME ZONE ${FUSO})::date - ${dias - 1}::int) AS de, (now() AT TIME ZONE ${FUSO})::date AS ate
  ),
  inicio AS (SELECT de::timestamp AT TIME ZONE ${FUSO} AS t FROM periodo)`;

/**
 * The period's sales, three small statements over vendas (indexed by developer and time): per day with the average
 * discount off the table price; VSO per development, the units sold in the period over the stock at its start
 * (the development's units minus those sold before); and the brokers with most sales.
 */
export function vendasSql(owner: Owner, dias: number, maxImoveis: number | null) {
  return {
    serie: sql`
      WITH ${periodoSql(dias)},
      dias AS (SELECT d::date AS dia FROM periodo, generate_series(periodo.de, periodo.ate, interval '1 day') AS d),
      v AS (
        SELECT (v.created_at AT TIME ZONE ${FUSO})::date AS dia, v.preco_centavos, v.preco_tabela_centavos
          FROM vendas v, inicio WHERE v.construtora_id = ${owner.construtoraId} AND v.created_at >= inicio.t
      )
      SELECT d.dia::text AS dia, count(v.dia)::int AS unidades,
             coalesce(sum(v.preco_centavos), 0)::float8 AS valor_centavos,
             coalesce(sum(greatest(v.preco_tabela_centavos - v.preco_centavos, 0)::numeric * 10000
                          / v.preco_tabela_centavos), 0)::float8 AS desconto_bps_soma
        FROM dias d LEFT JOIN v ON v.dia = d.dia
       GROUP BY d.dia ORDER BY d.dia`,
    vso: sql`
      WITH ${periodoSql(dias)}
      SELECT i.id, i.nome,
             count(v.id) FILTER (WHERE v.created_at >= inicio.t)::int AS vendidas,
             (i.unidades_total - count(v.id) FILTER (WHERE v.created_at < inicio.t))::int AS estoque_inicial
        FROM imoveis i CROSS JOIN inicio
        LEFT JOIN vendas v ON v.imovel_id = i.id
       WHERE i.construtora_id = ${owner.construtoraId} AND i.unidades_total > 0
       GROUP BY i.id, i.nome, i.unidades_total
       ORDER BY vendidas DESC, i.nome, i.id
       LIMIT ${maxImoveis}`,
    corretores: sql`
      WITH ${periodoSql(dias)}
      SELECT c.id, c.nome, count(*)::int AS vendas, sum(v.preco_centavos)::float8 AS valor_centavos
        FROM vendas v CROSS JOIN inicio JOIN corretores c ON c.id = v.corretor_id
       WHERE v.construtora_id = ${owner.construtoraId} AND v.created_at >= inicio.t
       GROUP BY c.id, c.nome
       ORDER BY vendas DESC, valor_centavos DESC, c.nome, c.id
       LIMIT ${MAX_CORRETORES_RELATORIO}`,
  };
}

/** The best brokers the report lists. */
export const MAX_CORRETORES_RELATORIO = 10;

async function relatorioVendas(db: Db, owner: Owner, dias: number, maxImoveis: number | null) {
  const q = vendasSql(owner, dias, maxImoveis);
  const [serie, vso, corretores] = await Promise.all([
    db.execute<{ dia: string; unidades: number; valor_centavos: number; desconto_bps_soma: number }>(q.serie),
    db.execute<{ id: string; nome: string; vendidas: number; estoque_inicial: number }>(q.vso),
    db.execute<{ id: string; nome: string; vendas: number; valor_centavos: number }>(q.corretores),
  ]);
  const unidades = serie.rows.reduce((t, d) => t + d.unidades, 0);
  const descontoSoma = serie.rows.reduce((t, d) => t + d.desconto_bps_soma, 0);
  const vendas: RelatorioVendas = {
    totais: {
      unidades,
      valor_centavos: serie.rows.reduce((t, d) => t + d.valor_centavos, 0),
      desconto_medio_bps: unidades ? Math.round(descontoSoma / unidades) : null,
    },
    serie: serie.rows.map(({ dia, unidades: u, valor_centavos }) => ({ dia, unidades: u, valor_centavos })),
    vso: vso.rows
      .map((r) => ({ ...r, vso_bps: r.estoque_inicial > 0 ? bpsDe(r.vendidas, r.estoque_inicial) : null }))
      .sort((a, b) => (b.vso_bps ?? -1) - (a.vso_bps ?? -1) || a.nome.localeCompare(b.nome, 'pt-BR')),
    melhores_corretores: corretores.rows,
  };
  return vendas;
}

async function build(db: Db, owner: Owner, dias: number, maxImoveis: number | null): Promise<Relatorio> {
  const [rows, vendas] = await Promise.all([
    linhas(db, owner, dias, maxImoveis),
    relatorioVendas(db, owner, dias, maxImoveis),
  ]);
  const serie = rows.filter((r) => r.imovel_id === null).map(ponto);
  const porImovel = new Map<string, RelatorioImovel>();
  for (const r of rows) {
    if (r.imovel_id === null) continue;
    let item = porImovel.get(r.imovel_id);
    if (!item) {
      item = { id: r.imovel_id, nome: r.nome ?? '', visualizacoes: 0, captacoes: 0, favoritos: 0, serie: [] };
      porImovel.set(r.imovel_id, item);
    }
    item.serie.push(ponto(r));
  }
  const imoveis = [...porImovel.values()].map((i) => ({ ...i, ...sum(i.serie) }));
  imoveis.sort(
    (a, b) =>
      b.visualizacoes - a.visualizacoes ||
      b.captacoes - a.captacoes ||
      b.favoritos - a.favoritos ||
      a.nome.localeCompare(b.nome, 'pt-BR'),
  );
  return { dias, de: serie[0]!.dia, ate: serie[serie.length - 1]!.dia, totais: sum(serie), serie, imoveis, vendas };
}

/** Developments without any event in the period are left out of `imoveis` (their series would be all zeros). */
export function relatorio(db: Db, owner: Owner, dias: number) {
  return build(db, owner, dias, MAX_IMOVEIS_RELATORIO);
}

/** A cell Excel will not run as a formula, quoted when it holds the separator, a quote or a line break. */
export function celulaCsv(value: string | number): string {
  let s = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[;"\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

export const dataBr = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

/** The same figures as CSV for Excel pt-BR: BOM, ';' separator, dd/mm/aaaa dates, the total first. */
export async function relatorioCsv(db: Db, owner: Owner, dias: number): Promise<string> {
  const r = await build(db, owner, dias, null);
  const lines = [['Empreendimento', 'Data', 'Visualizações', 'Captações', 'Favoritos'].join(';')];
  const add = (nome: string, serie: RelatorioDia[]) => {
    for (const d of serie) {
      lines.push([nome, dataBr(d.dia), d.visualizacoes, d.captacoes, d.favoritos].map(celulaCsv).join(';'));
    }
  };
  add('Todos os empreendimentos', r.serie);
  for (const i of r.imoveis) add(i.nome, i.serie);
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
