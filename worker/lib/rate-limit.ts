// Fixed-window counters in tentativas_login, one row per key. Every call counts first, in one atomic upsert,
// and decides from the count it returns, so requests sent together cannot all read "still under the limit".
import { type SQL, inArray, sql } from 'drizzle-orm';
import type { MiddlewareHandler } from 'hono';
import { tentativasLogin } from '../../drizzle/schema.ts';
import type { AppEnv, Db } from './env.ts';
import { AppError } from './errors.ts';
import { clientKey } from './request-meta.ts';

type Executor = Pick<Db, 'execute'>;

const interval = (ms: number): SQL => sql`${`${ms} milliseconds`}::interval`;

/** Counts one more request under `chave`; a window older than `windowMs` starts over at 1. */
export async function hit(db: Executor, chave: string, windowMs: number) {
  const expired = sql`t.janela_inicio <= now() - ${interval(windowMs)}`;
  const result = await db.execute<{ falhas: number; retry: number }>(sql`
    INSERT INTO tentativas_login AS t (chave, falhas, janela_inicio) VALUES (${chave}, 1, now())
    ON CONFLICT (chave) DO UPDATE SET
      falhas = CASE WHEN ${expired} THEN 1 ELSE t.falhas + 1 END,
      janela_inicio = CASE WHEN ${expired} THEN now() ELSE t.janela_inicio END
    RETURNING falhas,
      greatest(1, ceil(extract(epoch FROM t.janela_inicio + ${interval(windowMs)} - now())))::int AS retry`);
  const row = result.rows[0]!;
  return { count: Number(row.falhas), retryAfter: Number(row.retry) };
}

/** Gives back one counted request (a sign-in that turned out to be the owner's). */
export async function refund(db: Executor, chave: string) {
  await db.execute(sql`UPDATE tentativas_login SET falhas = greatest(falhas - 1, 0) WHERE chave = ${chave}`);
}

export async function forget(db: Db, chaves: string[]) {
  await db.delete(tentativasLogin).where(inArray(tentativasLogin.chave, chaves));
}

export function rateLimited(message: string, retryAfter: number): AppError {
  return new AppError('rate_limited', message, undefined, { 'Retry-After': String(retryAfter) });
}

/**
 * An e-mailed link asked for by address (password reset, confirmation resend): counted against the client's network
 * and the address before anything is looked up, so a burst cannot slip past the limits and the answer does not
 * depend on whether the address has an account.
 */
export async function countEmailRequest(
  db: Executor,
  kind: string,
  { email, ipKey }: { email: string; ipKey: string },
  limits: { conta: number; ip: number },
  windowMs: number,
  message: string,
) {
  for (const [scope, chave] of [
    ['ip', `${kind}:ip:${ipKey}`],
    ['conta', `${kind}:conta:${email}`],
  ] as const) {
    const { count, retryAfter } = await hit(db, chave, windowMs);
    if (count > limits[scope]) throw rateLimited(message, retryAfter);
  }
}

const HOUR = 60 * 60 * 1000;

/** Public writes limited per client network; the limits per hour come from Worker vars (wrangler.toml). */
const PUBLIC_WRITES = {
  cadastro: {
    variable: 'LIMITE_CADASTROS_POR_HORA' as const,
    message: (min: number) => `Muitos cadastros feitos a partir desta rede. Tente novamente em ${min} minutos.`,
  },
  contato: {
    variable: 'LIMITE_CONTATOS_POR_HORA' as const,
    message: (min: number) => `Muitas mensagens enviadas a partir desta rede. Tente novamente em ${min} minutos.`,
  },
} as const;

/** A positive whole number from a Worker var, or the fallback when it is missing or malformed. */
export function limitFromVar(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
}

export const PUBLIC_WRITE_DEFAULT = 10;

export function publicWriteLimit(kind: keyof typeof PUBLIC_WRITES): MiddlewareHandler<AppEnv> {
  const { variable, message } = PUBLIC_WRITES[kind];
  return async (c, next) => {
    const limit = limitFromVar(c.env[variable], PUBLIC_WRITE_DEFAULT);
    const { count, retryAfter } = await hit(c.var.db, `${kind}:${clientKey(c)}`, HOUR);
    if (count > limit) throw rateLimited(message(Math.ceil(retryAfter / 60)), retryAfter);
    await next();
  };
}
