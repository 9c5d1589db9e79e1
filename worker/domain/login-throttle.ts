// Login throttling per account and per IP: fixed windows of failures, then a lock.
import { eq, sql } from 'drizzle-orm';
import { tentativasLogin } from '../../drizzle/schema.ts';
import { AppError } from '../lib/errors.ts';
import type { Db } from '../lib/env.ts';

const WINDOW_MS = 15 * 60 * 1000;
export const LIMITS = { conta: 5, ip: 20 } as const;

export const MSG_MUITAS_TENTATIVAS = 'Muitas tentativas de login. Aguarde 15 minutos e tente novamente.';

export function throttleKeys(email: string, ip: string) {
  return { conta: `conta:${email}`, ip: `ip:${ip}` };
}

export async function assertNotThrottled(db: Db, keys: { conta: string; ip: string }) {
  const rows = await db
    .select({ chave: tentativasLogin.chave, bloqueadoAte: tentativasLogin.bloqueadoAte })
    .from(tentativasLogin)
    .where(sql`${tentativasLogin.chave} IN (${keys.conta}, ${keys.ip})`);
  const now = Date.now();
  const lockedUntil = rows
    .map((r) => r.bloqueadoAte?.getTime() ?? 0)
    .filter((t) => t > now)
    .sort((a, b) => b - a)[0];
  if (lockedUntil) {
    const retryAfter = Math.ceil((lockedUntil - now) / 1000);
    throw new AppError('rate_limited', MSG_MUITAS_TENTATIVAS, undefined, { 'Retry-After': String(retryAfter) });
  }
}

/** Counts a failure in one statement per key, so concurrent attempts cannot slip past the limit. */
export async function recordFailure(db: Db, keys: { conta: string; ip: string }) {
  for (const [kind, chave] of [
    ['conta', keys.conta],
    ['ip', keys.ip],
  ] as const) {
    const limit = LIMITS[kind];
    await db.execute(sql`
      INSERT INTO tentativas_login AS t (chave, falhas, janela_inicio)
      VALUES (${chave}, 1, now())
      ON CONFLICT (chave) DO UPDATE SET
        falhas = CASE WHEN t.janela_inicio < now() - ${`${WINDOW_MS} milliseconds`}::interval THEN 1 ELSE t.falhas + 1 END,
        janela_inicio = CASE WHEN t.janela_inicio < now() - ${`${WINDOW_MS} milliseconds`}::interval THEN now() ELSE t.janela_inicio END,
        bloqueado_ate = CASE
          WHEN t.janela_inicio >= now() - ${`${WINDOW_MS} milliseconds`}::interval AND t.falhas + 1 >= ${limit}
          THEN now() + ${`${WINDOW_MS} milliseconds`}::interval ELSE t.bloqueado_ate END`);
  }
}

export async function clearFailures(db: Db, contaKey: string) {
  await db.delete(tentativasLogin).where(eq(tentativasLogin.chave, contaKey));
}

/** Forgets counters whose window and lock have both passed. */
export async function deleteStaleAttempts(db: Db) {
  await db.execute(sql`
    DELETE FROM tentativas_login
     WHERE janela_inicio < now() - ${`${WINDOW_MS} milliseconds`}::interval
       AND (bloqueado_ate IS NULL OR bloqueado_ate < now())`);
}
