// The developer's reports (issue 6): views, captures and favourites per day over the last `dias` days, in total
// and per development, with days in São Paulo time. One set-based query: the days come from generate_series and
// the events are counted per day and per development in the database, never one query per development.
import { sql } from 'drizzle-orm';
import type { Db } from '../lib/env.ts';
import type { Relatorio, RelatorioDia, RelatorioImovel } from '../schemas/empreendimentos.ts';
import type { Owner } from './empreendimentos.ts';

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

function somar(serie: RelatorioDia[]) {
  return serie.reduce(
    (t, d) => ({
      visualizacoes: t.visualizacoes + d.visualizacoes,
      captacoes: t.captacoes + d.captacoes,
      favoritos: t.favoritos + d.favoritos,
    }),
    { visualizacoes: 0, captacoes: 0, favoritos: 0 },
  );
}

async function montar(db: Db, owner: Owner, dias: number, maxImoveis: number | null): Promise<Relatorio> {
  const rows = await linhas(db, owner, dias, maxImoveis);
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
  const imoveis = [...porImovel.values()].map((i) => ({ ...i, ...somar(i.serie) }));
  imoveis.sort(
    (a, b) =>
      b.visualizacoes - a.visualizacoes ||
      b.captacoes - a.captacoes ||
      b.favoritos - a.favoritos ||
      a.nome.localeCompare(b.nome, 'pt-BR'),
  );
  return { dias, de: serie[0]!.dia, ate: serie[serie.length - 1]!.dia, totais: somar(serie), serie, imoveis };
}

/** Developments without any event in the period are left out of `imoveis` (their series would be all zeros). */
export function relatorio(db: Db, owner: Owner, dias: number) {
  return montar(db, owner, dias, MAX_IMOVEIS_RELATORIO);
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
  const r = await montar(db, owner, dias, null);
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
