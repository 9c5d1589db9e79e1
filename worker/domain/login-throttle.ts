// Login throttling. Every attempt is counted before the password is checked (one atomic upsert per counter,
// decided from the count it returns), so parallel attempts cannot all pass a check made before the count.
// - per account and IP: 5 attempts in 15 minutes, then that pair is locked until the window ends;
// - per IP: 20 attempts in 15 minutes across accounts (credential stuffing from one network);
// - per account across all IPs: 50 attempts an hour, with a growing delay after the first 10, applied only
//   to networks the account has never signed in from, so an attacker cannot lock the owner out.
// A sign-in with the right password clears the account's counters and gives the IP its attempt back.
import { and, eq, gt, sql } from 'drizzle-orm';
import { tentativasLogin } from '../../drizzle/schema.ts';
import type { Db } from '../lib/env.ts';
import { forget, hit, rateLimited, refund } from '../lib/rate-limit.ts';
import { MSG_MUITAS_TENTATIVAS, MSG_CONTA_PROTEGIDA } from '../schemas/auth.ts';

const MINUTE = 60 * 1000;
export const WINDOW_MS = 15 * MINUTE;
export const ACCOUNT_WINDOW_MS = 60 * MINUTE;
/** How long a network that signed in stays trusted for its account. */
export const KNOWN_NETWORK_MS = 30 * 24 * 60 * MINUTE;
export const LIMITS = { par: 5, ip: 20, conta: 50, contaSemAtraso: 10, atrasoMaxS: 15 * 60 } as const;
export type ThrottleKeys = ReturnType<typeof throttleKeys>;

/** `ip` is the client's key (IPv6 by its /64, see ipKey). */
export function throttleKeys(email: string, ip: string) {
  return {
    par: `login:par:${email}|${ip}`,
    ip: `login:ip:${ip}`,
    conta: `login:conta:${email}`,
    rede: `login:rede:${email}|${ip}`,
  };
}

/**
 * Counts this attempt on every counter that applies, before any password is checked; throws 429 once one of
 * them is over its limit. A wrong password needs nothing more: it was already counted.
 */
export async function assertNotThrottled(db: Db, keys: ThrottleKeys) {
  for (const kind of ['ip', 'par'] as const) {
    const { count, retryAfter } = await hit(db, keys[kind], WINDOW_MS);
    if (count > LIMITS[kind]) throw rateLimited(MSG_MUITAS_TENTATIVAS, retryAfter);
  }
  if (await isKnownNetwork(db, keys)) return;
  const conta = await hitAccount(db, keys.conta);
  if (!conta) throw rateLimited(MSG_CONTA_PROTEGIDA, await delayLeft(db, keys.conta));
  if (conta.count > LIMITS.conta) throw rateLimited(MSG_CONTA_PROTEGIDA, conta.retryAfter);
}

async function isKnownNetwork(db: Db, keys: ThrottleKeys) {
  const rows = await db
    .select({ chave: tentativasLogin.chave })
    .from(tentativasLogin)
    .where(
      and(
        eq(tentativasLogin.chave, keys.rede),
        gt(tentativasLogin.janelaInicio, sql`now() - ${`${KNOWN_NETWORK_MS} milliseconds`}::interval`),
      ),
    );
  return rows.length > 0;
}

/**
 * The account-wide counter: each attempt past the first `contaSemAtraso` sets a delay that doubles (2 s, 4 s,
 * … up to 15 minutes) before the next one is even counted. No row back means the delay is still running.
 */
async function hitAccount(db: Db, chave: string) {
  const janela = sql`${`${ACCOUNT_WINDOW_MS} milliseconds`}::interval`;
  const expired = sql`t.janela_inicio <= now() - ${janela}`;
  const result = await db.execute<{ falhas: number; retry: number }>(sql`
    INSERT INTO tentativas_login AS t (chave, falhas, janela_inicio) VALUES (${chave}, 1, now())
    ON CONFLICT (chave) DO UPDATE SET
      falhas = CASE WHEN ${expired} THEN 1 ELSE t.falhas + 1 END,
      janela_inicio = CASE WHEN ${expired} THEN now() ELSE t.janela_inicio END,
      bloqueado_ate = CASE
        WHEN ${expired} OR t.falhas + 1 <= ${LIMITS.contaSemAtraso} THEN NULL
        ELSE now() + least(power(2, t.falhas + 1 - ${LIMITS.contaSemAtraso}), ${LIMITS.atrasoMaxS}) * interval '1 second'
      END
      WHERE ${expired} OR t.bloqueado_ate IS NULL OR t.bloqueado_ate <= now()
    RETURNING falhas, greatest(1, ceil(extract(epoch FROM t.janela_inicio + ${janela} - now())))::int AS retry`);
  const row = result.rows[0];
  return row ? { count: Number(row.falhas), retryAfter: Number(row.retry) } : null;
}

async function delayLeft(db: Db, chave: string) {
  const result = await db.execute<{ s: number }>(sql`
    SELECT greatest(1, ceil(extract(epoch FROM bloqueado_ate - now())))::int AS s
      FROM tentativas_login WHERE chave = ${chave}`);
  return Number(result.rows[0]?.s ?? 1);
}

/** The right password: the account's counters start over, the IP gets its attempt back, the network is known. */
export async function recordSuccess(db: Db, keys: ThrottleKeys) {
  await forget(db, [keys.par, keys.conta]);
  await refund(db, keys.ip);
  await markKnownNetwork(db, keys.rede);
}

/** A sign-in makes the network a trusted one for the account. */
export async function markKnownNetwork(db: Pick<Db, 'execute'>, chave: string) {
  await db.execute(sql`
    INSERT INTO tentativas_login (chave, falhas, janela_inicio) VALUES (${chave}, 0, now())
    ON CONFLICT (chave) DO UPDATE SET janela_inicio = now()`);
}

/** Forgets counters whose window and delay have both passed; trusted networks are kept for 30 days. */
export async function deleteStaleAttempts(db: Db) {
  await db.execute(sql`
    DELETE FROM tentativas_login
     WHERE (bloqueado_ate IS NULL OR bloqueado_ate < now())
       AND janela_inicio < now() - CASE
         WHEN chave LIKE 'login:rede:%' THEN ${`${KNOWN_NETWORK_MS} milliseconds`}::interval
         ELSE interval '1 day'
       END`);
}
