// Password recovery: a reset link by e-mail, single use, 1 hour, only its hash stored; the same
// answer whether or not the address has an account; a new password ends every session of the account.
// See docs/regras.md#sessões-e-2fa.
import { and, eq, isNull, sql } from 'drizzle-orm';
import { sessions, users } from '../../drizzle/schema.ts';
import { type EmailBindings, emailComLink, sendEmail } from '../lib/email.ts';
import type { Db } from '../lib/env.ts';
import { AppError } from '../lib/errors.ts';
import { hashPassword } from '../lib/password.ts';
import { countEmailRequest } from '../lib/rate-limit.ts';
import { MSG_SENHA } from '../schemas/senha-input.ts';
import { consumeToken, issueToken } from './tokens.ts';

export const RESET_TTL_MS = 60 * 60 * 1000;

const WINDOW_MS = 15 * 60 * 1000;
export const RESET_LIMITS = { conta: 3, ip: 20 } as const;

/** Counted per address and per network before anything is looked up (lib/rate-limit.ts countEmailRequest). */
export const countResetRequest = (db: Db, email: string, ipKey: string) =>
  countEmailRequest(db, 'senha', { email, ipKey }, RESET_LIMITS, WINDOW_MS, MSG_SENHA.muitosPedidos);

/** Sends the reset link when the address belongs to an active account; silent otherwise. */
export async function requestReset(db: Db, env: EmailBindings, email: string, origin: string) {
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email), eq(users.ativo, true), isNull(users.excluidoEm)));
  if (!user) return;
  const token = await issueToken(db, user.id, 'redefinir_senha', RESET_TTL_MS);
  const url = `${origin}/redefinir-senha?token=${encodeURIComponent(token)}`;
  await sendEmail(
    db,
    env,
    emailComLink(
      email,
      'Redefinição de senha — Conecta Imóveis',
      [
        'Recebemos um pedido para redefinir a senha da sua conta na Conecta Imóveis.',
        'O link vale por 1 hora e só pode ser usado uma vez. Se não foi você, ignore este e-mail: sua senha continua a mesma.',
      ],
      { texto: 'Redefinir minha senha', url },
    ),
  );
}

/**
 * Sets the new password if the token is good; ends every session of the account in the same transaction.
 * Returns the account's id, whose open sockets the caller then closes.
 */
export async function resetPassword(db: Db, token: string, novaSenha: string): Promise<string> {
  return db.transaction(async (tx) => {
    const userId = await consumeToken(tx, token, 'redefinir_senha');
    if (!userId) {
      throw new AppError('validation_failed', MSG_SENHA.linkInvalido, [
        { path: ['token'], message: MSG_SENHA.linkInvalido },
      ]);
    }
    // Hashed only by the one request that won the token: a burst of uses costs one scrypt, not one each.
    const passwordHash = await hashPassword(novaSenha);
    // Opening the link proves the mailbox, so an unconfirmed address counts as confirmed from now on.
    await tx
      .update(users)
      .set({ passwordHash, emailConfirmadoEm: sql`coalesce(${users.emailConfirmadoEm}, now())`, updatedAt: sql`now()` })
      .where(eq(users.id, userId));
    await tx.delete(sessions).where(eq(sessions.userId, userId));
    return userId;
  });
}
