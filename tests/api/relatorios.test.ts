import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { celulaCsv, hojeSaoPaulo } from '../../worker/domain/relatorios.ts';
import type { Relatorio } from '../../worker/schemas/empreendimentos.ts';
import { signedInAdmin } from '../helpers/admin.ts';
import { withDb } from '../helpers/db.ts';
import { insertImovel, signedUp, type SignedUp } from '../helpers/factories.ts';
import { client, errorBody } from '../helpers/http.ts';

let dev: SignedUp;
let a = '';
let b = '';
let quiet = '';
const brokers: SignedUp[] = [];

/** The São Paulo day `n` days before today, as YYYY-MM-DD. */
const day = (n: number) => {
  const [y, m, d] = hojeSaoPaulo().split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1, d! - n)).toISOString().slice(0, 10);
};
/** Noon of that São Paulo day (UTC-3), as an instant. */
const noon = (n: number) => `${day(n)}T15:00:00Z`;

beforeAll(async () => {
  dev = await signedUp('construtora');
  const other = await signedUp('construtora');
  a = await insertImovel(dev.perfilId, { nome: 'Alfa' });
  b = await insertImovel(dev.perfilId, { nome: '=HYPERLINK("http://mal.example")' });
  quiet = await insertImovel(dev.perfilId, { nome: 'Sem movimento' });
  const foreign = await insertImovel(other.perfilId, { nome: 'Alheio' });
  for (let i = 0; i < 3; i++) brokers.push(await signedUp('corretor'));
  await withDb(async (db) => {
    // Views: a has 3 today, 1 five days ago; b has 2 yesterday; one 40 days ago is outside the period.
    await db.execute(sql`
      INSERT INTO visualizacoes_imoveis (imovel_id, dia, visitante) VALUES
        (${a}, ${day(0)}, 'v1'), (${a}, ${day(0)}, 'v2'), (${a}, ${day(0)}, 'v3'), (${a}, ${day(5)}, 'v1'),
        (${b}, ${day(1)}, 'v1'), (${b}, ${day(1)}, 'v2'), (${a}, ${day(40)}, 'v9'), (${foreign}, ${day(0)}, 'v1')`);
    // Captures: 01:30 UTC is still the previous day in São Paulo.
    await db.execute(sql`
      INSERT INTO captacoes (corretor_id, imovel_id, data_captacao) VALUES
        (${brokers[0]!.perfilId}, ${a}, ${noon(2)}),
        (${brokers[1]!.perfilId}, ${a}, ${`${day(2)}T01:30:00Z`}),
        (${brokers[0]!.perfilId}, ${b}, ${noon(0)}),
        (${brokers[0]!.perfilId}, ${foreign}, ${noon(0)})`);
    await db.execute(sql`
      INSERT INTO favoritos (corretor_id, imovel_id, user_id, created_at) VALUES
        (${brokers[2]!.perfilId}, ${a}, ${brokers[2]!.userId}, ${noon(29)}),
        (${brokers[2]!.perfilId}, ${b}, ${brokers[2]!.userId}, ${noon(30)})`);
  });
});

describe('GET /api/relatorios', () => {
  it('counts views, captures and favourites per São Paulo day, in total and per development', async () => {
    const res = await dev.client.api('GET', '/api/relatorios', { query: { dias: 30 } });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const r = await res.json();
    expect(r).toMatchObject({ dias: 30, de: day(29), ate: day(0) });
    expect(r.serie.map((d) => d.dia)).toEqual(Array.from({ length: 30 }, (_, i) => day(29 - i)));
    const at = (serie: Relatorio['serie'], n: number) => serie.find((d) => d.dia === day(n));
    expect(at(r.serie, 0)).toEqual({ dia: day(0), visualizacoes: 3, captacoes: 1, favoritos: 0 });
    expect(at(r.serie, 1)).toEqual({ dia: day(1), visualizacoes: 2, captacoes: 0, favoritos: 0 });
    expect(at(r.serie, 2)).toEqual({ dia: day(2), visualizacoes: 0, captacoes: 1, favoritos: 0 });
    expect(at(r.serie, 3)).toEqual({ dia: day(3), visualizacoes: 0, captacoes: 1, favoritos: 0 });
    expect(at(r.serie, 5)).toEqual({ dia: day(5), visualizacoes: 1, captacoes: 0, favoritos: 0 });
    expect(at(r.serie, 29)).toEqual({ dia: day(29), visualizacoes: 0, captacoes: 0, favoritos: 1 });
    expect(r.totais).toEqual({ visualizacoes: 6, captacoes: 3, favoritos: 1 });

    expect(r.imoveis.map((i) => i.id)).toEqual([a, b]);
    const [alfa, beta] = r.imoveis;
    expect(alfa).toMatchObject({ nome: 'Alfa', visualizacoes: 4, captacoes: 2, favoritos: 1 });
    expect(beta).toMatchObject({ visualizacoes: 2, captacoes: 1, favoritos: 0 });
    expect(alfa!.serie).toHaveLength(30);
    expect(at(alfa!.serie, 0)).toEqual({ dia: day(0), visualizacoes: 3, captacoes: 0, favoritos: 0 });
    expect(at(beta!.serie, 0)).toEqual({ dia: day(0), visualizacoes: 0, captacoes: 1, favoritos: 0 });
    expect(r.imoveis.some((i) => i.id === quiet)).toBe(false);

    const week = await (await dev.client.api('GET', '/api/relatorios', { query: { dias: 7 } })).json();
    expect(week.serie).toHaveLength(7);
    expect(week.totais).toEqual({ visualizacoes: 6, captacoes: 3, favoritos: 0 });
  });

  it('answers zeros for a developer without activity', async () => {
    const fresh = await signedUp('construtora');
    const r = await (await fresh.client.api('GET', '/api/relatorios')).json();
    expect(r.dias).toBe(30);
    expect(r.serie).toHaveLength(30);
    expect(r.totais).toEqual({ visualizacoes: 0, captacoes: 0, favoritos: 0 });
    expect(r.imoveis).toEqual([]);
  });

  it('refuses a bad period and other roles', async () => {
    for (const dias of ['3', '91', 'abc', '7.5']) {
      const res = await dev.client.request(`/api/relatorios?dias=${dias}`);
      expect(res.status).toBe(400);
      expect((await errorBody(res)).error.message).toBe('Período inválido.');
    }
    expect((await client().request('/api/relatorios')).status).toBe(401);
    expect((await brokers[0]!.client.request('/api/relatorios')).status).toBe(403);
    expect((await (await signedInAdmin()).client.request('/api/relatorios/csv')).status).toBe(403);
  });
});

describe('GET /api/relatorios/csv', () => {
  it('exports the same figures for Excel pt-BR, safe from formula injection', async () => {
    const res = await dev.client.request('/api/relatorios/csv?dias=7');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="relatorio-${hojeSaoPaulo()}.csv"`);
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes.slice(3)).trimEnd().split('\r\n');
    expect(lines[0]).toBe('Empreendimento;Data;Visualizações;Captações;Favoritos');
    expect(lines).toHaveLength(1 + 7 * 3);
    const br = (iso: string) => iso.split('-').reverse().join('/');
    expect(lines).toContain(`Todos os empreendimentos;${br(day(0))};3;1;0`);
    expect(lines).toContain(`Alfa;${br(day(0))};3;0;0`);
    expect(lines).toContain(`"'=HYPERLINK(""http://mal.example"")";${br(day(1))};2;0;0`);
    expect((await client().request('/api/relatorios/csv')).status).toBe(401);
    expect((await brokers[0]!.client.request('/api/relatorios/csv')).status).toBe(403);
    expect((await dev.client.request('/api/relatorios/csv?dias=1000')).status).toBe(400);
  });

  it('prefixes every cell that could start a formula', () => {
    expect(['=1+1', '+55 41', '-3', '@SUM(A1)', 'Casa; Jardim', 'ok', 12].map(celulaCsv)).toEqual([
      "'=1+1",
      "'+55 41",
      "'-3",
      "'@SUM(A1)",
      '"Casa; Jardim"',
      'ok',
      '12',
    ]);
  });
});
