// A construtora's keys to the integration API. The secret is 32 random bytes shown once at creation; only its
// SHA-256 is stored, so a leaked database does not leak working keys. Every use is one UPDATE that also checks the
// key is not revoked, so a revocation takes effect on the next request.
import { encodeBase64urlNoPadding } from '@oslojs/encoding';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { tokensApi } from '../../drizzle/schema.ts';
import type { Owner } from '../lib/actor.ts';
import type { Db } from '../lib/env.ts';
import { AppError } from '../lib/errors.ts';
import { sha256Hex } from '../lib/hash.ts';
import { withOwnerLock } from '../lib/owner-lock.ts';
import { MAX_TOKENS_API, MSG_INTEGRACOES } from '../schemas/integracoes.ts';
import type { TokenApiInput } from '../schemas/integracoes-input.ts';

/** Every key starts with this, so a secret pasted where it should not be is easy to recognise and scan for. */
const PREFIXO = 'ci_';

export type TokenApiItem = {
  id: string;
  nome: string;
  prefixo: string;
  ultimo_uso_em: string | null;
  created_at: string;
};

/** The key's identity as the integration routes see it. */
export type Integracao = { tokenId: string; construtoraId: string };

export async function createTokenApi(db: Db, owner: Owner, input: TokenApiInput) {
  const bytes = new Uint8Array(32);
  crypto.getRandomValues(bytes);
  const token = PREFIXO + encodeBase64urlNoPadding(bytes);
  const result = await withOwnerLock(db, `tokens_api:${owner.construtoraId}`, (tx) =>
    tx.execute<{ id: string }>(sql`
      INSERT INTO tokens_api (construtora_id, nome, hash, prefixo)
      SELECT ${owner.construtoraId}, ${input.nome}, ${sha256Hex(token)}, ${token.slice(0, PREFIXO.length + 6)}
       WHERE (SELECT count(*) FROM tokens_api
               WHERE construtora_id = ${owner.construtoraId} AND revogado_em IS NULL) < ${MAX_TOKENS_API}
      RETURNING id`),
  );
  const row = result.rows[0];
  if (!row) throw new AppError('conflict', MSG_INTEGRACOES.limiteTokens);
  return { id: row.id, token };
}

export async function listTokensApi(db: Db, owner: Owner): Promise<TokenApiItem[]> {
  const rows = await db
    .select()
    .from(tokensApi)
    .where(and(eq(tokensApi.construtoraId, owner.construtoraId), isNull(tokensApi.revogadoEm)))
    .orderBy(desc(tokensApi.createdAt));
  return rows.map((r) => ({
    id: r.id,
    nome: r.nome,
    prefixo: r.prefixo,
    ultimo_uso_em: r.ultimoUsoEm?.toISOString() ?? null,
    created_at: r.createdAt.toISOString(),
  }));
}

export async function revokeTokenApi(db: Db, owner: Owner, id: string) {
  const rows = await db
    .update(tokensApi)
    .set({ revogadoEm: sql`now()` })
    .where(and(eq(tokensApi.id, id), eq(tokensApi.construtoraId, owner.construtoraId), isNull(tokensApi.revogadoEm)))
    .returning({ id: tokensApi.id });
  if (!rows.length) throw new AppError('not_found', MSG_INTEGRACOES.tokenNaoEncontrado);
}

/** The key's owner, recording its use; null for an unknown or revoked key. */
export async function useTokenApi(db: Db, token: string): Promise<Integracao | null> {
  if (!token.startsWith(PREFIXO) || token.length > 100) return null;
  const [row] = await db
    .update(tokensApi)
    .set({ ultimoUsoEm: sql`now()` })
    .where(and(eq(tokensApi.hash, sha256Hex(token)), isNull(tokensApi.revogadoEm)))
    .returning({ tokenId: tokensApi.id, construtoraId: tokensApi.construtoraId });
  return row ?? null;
}
