// What the grid's load benchmarks share: a development whose units and brokers (each with an Ativo contract and a
// session) are made in SQL in one statement, and the brokers' grid sockets opened in batches.
import { sql } from 'drizzle-orm';
import WebSocket from 'ws';
import { connectLocalDatabase } from '../../drizzle/local/connect.ts';
import { createSession } from '../../worker/domain/sessions.ts';
import { SESSION_COOKIE } from '../../worker/lib/session-cookie.ts';

type Units =
  /** One row of units on floor 1 of 'Torre A', numbered 101, 102… */
  | { row: number }
  /** towers × floors × units per floor, numbered floor × 100 + final. */
  | { towers: number; floors: number; perFloor: number };

export type BenchUnidade = { id: string; torre: string; andar: number; numero: string };

/** The development, its units in grid order (tower, top floor first) and one session cookie per broker. */
export async function developmentWithBrokers(label: string, brokers: number, units: Units) {
  const run = `${label}.${Date.now().toString(36)}`;
  const shape =
    'row' in units
      ? sql`SELECT im.id, 'Torre A', (100 + g)::text, 1, g::text, 50000000 FROM im, generate_series(1, ${units.row}) g`
      : sql`SELECT im.id, 'Torre ' || chr(64 + t), (f * 100 + p)::text, f, p::text, 45000000 + f * 100000
              FROM im, generate_series(1, ${units.towers}) t, generate_series(1, ${units.floors}) f,
                   generate_series(1, ${units.perFloor}) p`;
  const { db, close } = await connectLocalDatabase();
  try {
    const setup = await db.execute<{ imovel_id: string; user_id: string }>(sql`
      WITH dev AS (
        INSERT INTO users (email, password_hash, user_type)
        VALUES ('bench.' || ${run} || '@teste.com.br', 'bench-sem-login', 'construtora') RETURNING id, email
      ), ct AS (
        INSERT INTO construtoras (user_id, nome, email) SELECT id, 'Construtora Bench', email FROM dev RETURNING id
      ), im AS (
        -- Up to 50 holds per broker, so a broker's own limit never decides a race under measure.
        INSERT INTO imoveis (construtora_id, nome, endereco, reservas_max_por_corretor)
        SELECT id, 'Residencial Bench ' || ${run}, 'Rua do Bench, 29', 50 FROM ct RETURNING id, construtora_id
      ), un AS (
        INSERT INTO unidades (imovel_id, torre, numero, andar, final, preco_centavos) ${shape}
      ), us AS (
        INSERT INTO users (email, password_hash, user_type)
        SELECT 'bench.' || ${run} || '.k' || g || '@teste.com.br', 'bench-sem-login', 'corretor'
          FROM generate_series(1, ${brokers}) g RETURNING id, email
      ), ks AS (
        INSERT INTO corretores (user_id, nome, email, creci) SELECT id, 'Corretor Bench', email, 'CRECI-SP 1' FROM us
        RETURNING id, user_id
      ), kc AS (
        INSERT INTO contratos_captacao (imovel_id, corretor_id, construtora_id, status_contrato)
        SELECT im.id, ks.id, im.construtora_id, 'Ativo' FROM im, ks
      )
      SELECT im.id AS imovel_id, ks.user_id FROM im, ks`);
    const imovelId = setup.rows[0]!.imovel_id;
    const cookies: string[] = [];
    for (const r of setup.rows)
      cookies.push(`${SESSION_COOKIE}=${(await createSession(db, r.user_id, 'bench')).token}`);
    const unidades = (
      await db.execute<BenchUnidade>(sql`
        SELECT id, torre, andar, numero FROM unidades WHERE imovel_id = ${imovelId}
         ORDER BY torre, andar DESC, numero`)
    ).rows;
    return { imovelId, cookies, unidades };
  } finally {
    await close();
  }
}

/** Opens one grid socket per cookie, 50 at a time; `onFrame(i, data, at)` gets socket i's frames. */
export async function openGrids(
  base: string,
  imovelId: string,
  cookies: string[],
  onFrame: (i: number, frame: { unidades?: { id: string; status: string }[] }, at: number) => void,
  onClose: () => void = () => {},
) {
  const sockets: WebSocket[] = [];
  const url = `${base.replace(/^http/, 'ws')}/api/espelho/${imovelId}/ws`;
  for (let i = 0; i < cookies.length; i += 50) {
    await Promise.all(
      cookies.slice(i, i + 50).map(
        (cookie, k) =>
          new Promise<void>((resolve, reject) => {
            const ws = new WebSocket(url, { headers: { Cookie: cookie, Origin: base } });
            ws.on('open', () => resolve());
            ws.on('error', reject);
            ws.on('close', onClose);
            ws.on('message', (data) => onFrame(i + k, JSON.parse(String(data)), performance.now()));
            sockets.push(ws);
          }),
      ),
    );
  }
  return sockets;
}

/** The p-th percentile of xs (NaN when empty). */
export const pct = (xs: number[], p: number) =>
  xs.length ? [...xs].sort((a, b) => a - b)[Math.ceil((p / 100) * xs.length) - 1]! : Number.NaN;
