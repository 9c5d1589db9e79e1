// Single-use tokens sent by e-mail (password reset, address confirmation): 32 random bytes in the link, only
// their SHA-256 in tokens_usuario, and a use that is one conditional UPDATE, so two uses at once cannot both win.
import { encodeBase64urlNoPadding } from '@oslojs/encoding';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { tokensUsuario, type TIPOS_TOKEN } from '../../drizzle/schema.ts';
import type { Db } from '../lib/env.ts';
import { sessionIdFromToken } from './sessions.ts';

export type TipoToken = (typeof TIPOS_TOKEN)[number];
type Executor = Pick<Db, 'insert' | 'update'>;

/** Issues a token and ends the user's earlier unused ones of the same kind: only the newest link works. */
export async function issueToken(db: Executor, userId: string, tipo: TipoToken, ttlMs: number): Promise<string> {
  const bytes = new Uint8Array(32);
  crypto.getRandomValues(bytes);
  const token = encodeBase64urlNoPadding(bytes);
  await db
    .update(tokensUsuario)
    .set({ usadoEm: sql`now()` })
    .where(and(eq(tokensUsuario.userId, userId), eq(tokensUsuario.tipo, tipo), isNull(tokensUsuario.usadoEm)));
  await db.insert(tokensUsuario).values({
    id: sessionIdFromToken(token),
    userId,
    tipo,
    expiresAt: sql`now() + ${`${ttlMs} milliseconds`}::interval`,
  });
  return token;
}

/** Marks the token used if it is of this kind, unused and unexpired; the owner's id, or null. */
export async function consumeToken(db: Executor, token: string, tipo: TipoToken): Promise<string | null> {
  const [row] = await db
    .update(tokensUsuario)
    .set({ usadoEm: sql`now()` })
    .where(
      and(
        eq(tokensUsuario.id, sessionIdFromToken(token)),
        eq(tokensUsuario.tipo, tipo),
        isNull(tokensUsuario.usadoEm),
        sql`${tokensUsuario.expiresAt} > now()`,
      ),
    )
    .returning({ userId: tokensUsuario.userId });
  return row?.userId ?? null;
}
