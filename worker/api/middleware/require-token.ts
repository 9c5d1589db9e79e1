// What every /api/v1 route passes through: the bearer key (401 when missing, unknown or revoked), then its
// per-minute budget (429 with Retry-After). Counted after the key is known, so a stranger cannot spend a
// construtora's budget. Answers are private: they belong to the key's construtora.
import { createMiddleware } from 'hono/factory';
import { type Integracao, useTokenApi } from '../../domain/tokens-api.ts';
import type { AppEnv } from '../../lib/env.ts';
import { AppError } from '../../lib/errors.ts';
import { privateNoStore } from '../../lib/no-store.ts';
import { hit, limitFromVar, rateLimited } from '../../lib/rate-limit.ts';
import { LIMITE_API_PADRAO, MSG_INTEGRACOES } from '../../schemas/integracoes.ts';

export type TokenEnv = AppEnv & { Variables: { integracao: Integracao } };

const MINUTE = 60_000;

/** The secret of `Authorization: Bearer <token>`, or null. */
export function bearerToken(header: string | undefined): string | null {
  const m = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return m ? m[1]! : null;
}

/** Resolves a key (from the header, or from `fromQuery` for clients that cannot send one) and counts its use. */
export function requireToken(fromQuery?: string) {
  return createMiddleware<TokenEnv>(async (c, next) => {
    privateNoStore(c);
    const token = bearerToken(c.req.header('authorization')) ?? (fromQuery ? c.req.query(fromQuery) : undefined);
    if (!token) throw new AppError('unauthorized', MSG_INTEGRACOES.tokenAusente);
    const integracao = await useTokenApi(c.var.db, token);
    if (!integracao) throw new AppError('unauthorized', MSG_INTEGRACOES.tokenInvalido);
    const limit = limitFromVar(c.env.LIMITE_API_POR_MINUTO, LIMITE_API_PADRAO);
    const { count, retryAfter } = await hit(c.var.db, `api:${integracao.tokenId}`, MINUTE);
    if (count > limit) throw rateLimited(MSG_INTEGRACOES.limiteApi(retryAfter), retryAfter);
    c.header('X-RateLimit-Limit', String(limit));
    c.header('X-RateLimit-Remaining', String(Math.max(0, limit - count)));
    c.set('integracao', integracao);
    await next();
  });
}
