// Sessions after the Lucia guide: a random token in the cookie, only its SHA-256 in the database,
// sliding inactivity expiry plus an absolute limit.
import { encodeBase32LowerCaseNoPadding } from '@oslojs/encoding';
import { sha256Hex } from '../lib/hash.ts';
import { eq, lt, or } from 'drizzle-orm';
import { construtoras, corretores, imobiliarias, sessions, users } from '../../drizzle/schema.ts';
import type { Db } from '../lib/env.ts';
import type { SessionUser, UserType } from '../schemas/auth.ts';

const DAY = 24 * 60 * 60 * 1000;
export const INACTIVITY_MS = 7 * DAY;
export const ABSOLUTE_MS = 30 * DAY;
/** Extend the inactivity window at most about once a day, not on every request. */
const REFRESH_WHEN_LEFT_MS = INACTIVITY_MS - DAY;

type Executor = Pick<Db, 'insert' | 'select' | 'update' | 'delete'>;

export function generateSessionToken(): string {
  const bytes = new Uint8Array(20);
  crypto.getRandomValues(bytes);
  return encodeBase32LowerCaseNoPadding(bytes);
}

export function sessionIdFromToken(token: string): string {
  return sha256Hex(token);
}

export async function createSession(db: Executor, userId: string, userAgent: string | null) {
  const token = generateSessionToken();
  const now = Date.now();
  const session = {
    id: sessionIdFromToken(token),
    userId,
    expiresAt: new Date(now + INACTIVITY_MS),
    absoluteExpiresAt: new Date(now + ABSOLUTE_MS),
    userAgent: userAgent?.slice(0, 300) ?? null,
  };
  await db.insert(sessions).values(session);
  return { token, expiresAt: session.expiresAt };
}

/** The signed-in user for a token, or null when the session is unknown, expired or the user is inactive. */
export async function validateSessionToken(db: Db, token: string) {
  const id = sessionIdFromToken(token);
  const [row] = await db
    .select({
      expiresAt: sessions.expiresAt,
      absoluteExpiresAt: sessions.absoluteExpiresAt,
      userId: users.id,
      email: users.email,
      userType: users.userType,
      ativo: users.ativo,
      construtoraId: construtoras.id,
      construtoraNome: construtoras.nome,
      corretorId: corretores.id,
      corretorNome: corretores.nome,
      imobiliariaId: imobiliarias.id,
      imobiliariaNome: imobiliarias.nome,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(construtoras, eq(construtoras.userId, users.id))
    .leftJoin(corretores, eq(corretores.userId, users.id))
    .leftJoin(imobiliarias, eq(imobiliarias.userId, users.id))
    .where(eq(sessions.id, id))
    .limit(1);
  if (!row) return null;
  const now = Date.now();
  if (!row.ativo || row.expiresAt.getTime() <= now || row.absoluteExpiresAt.getTime() <= now) {
    await db.delete(sessions).where(eq(sessions.id, id));
    return null;
  }
  let refreshedUntil: Date | null = null;
  if (row.expiresAt.getTime() - now < REFRESH_WHEN_LEFT_MS) {
    refreshedUntil = new Date(Math.min(now + INACTIVITY_MS, row.absoluteExpiresAt.getTime()));
    await db.update(sessions).set({ expiresAt: refreshedUntil }).where(eq(sessions.id, id));
  }
  // Whichever limit comes first: the inactivity window (as just extended, if it was) or the absolute one.
  const expiresAt = new Date(Math.min((refreshedUntil ?? row.expiresAt).getTime(), row.absoluteExpiresAt.getTime()));
  return { id, user: toSessionUser(row), refreshedUntil, expiresAt };
}

export function toSessionUser(row: {
  userId: string;
  email: string;
  userType: string;
  construtoraId: string | null;
  construtoraNome: string | null;
  corretorId: string | null;
  corretorNome: string | null;
  imobiliariaId: string | null;
  imobiliariaNome: string | null;
}): SessionUser {
  const userType = row.userType as UserType;
  const perfil: Record<UserType, { id: string | null; nome: string | null }> = {
    construtora: { id: row.construtoraId, nome: row.construtoraNome },
    corretor: { id: row.corretorId, nome: row.corretorNome },
    imobiliaria: { id: row.imobiliariaId, nome: row.imobiliariaNome },
    admin: { id: null, nome: null },
  };
  const { id: perfilId, nome } = perfil[userType];
  return { id: row.userId, email: row.email, userType, nome: nome ?? row.email, perfilId };
}

export async function invalidateSession(db: Db, id: string) {
  await db.delete(sessions).where(eq(sessions.id, id));
}

export async function deleteExpiredSessions(db: Db) {
  const now = new Date();
  await db.delete(sessions).where(or(lt(sessions.expiresAt, now), lt(sessions.absoluteExpiresAt, now)));
}
