// Signup and login rules: one transaction for the user and its profile row; an account signs in
// only once its address is confirmed (worker/domain/confirmacao-email.ts).
// See docs/regras.md#sessões-e-2fa.
import { eq } from 'drizzle-orm';
import { construtoras, corretores, imobiliarias, users } from '../../drizzle/schema.ts';
import { AppError } from '../lib/errors.ts';
import type { Db } from '../lib/env.ts';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../lib/password.ts';
import type { UserType } from '../schemas/auth.ts';
import type { z } from 'zod';
import type { loginSchema, signupSchema } from '../schemas/auth-input.ts';
import { MSG_CONFIRMACAO } from '../schemas/confirmacao-email.ts';
import { assertNotThrottled, recordSuccess, throttleKeys } from './login-throttle.ts';
import { desafioSegundoFator } from './admin-totp.ts';
import { createSession, toSessionUser } from './sessions.ts';
import { issueToken } from './tokens.ts';

export const MSG_AUTH = {
  credenciais: 'E-mail ou senha inválidos.',
  contaInativa: 'Esta conta está desativada. Entre em contato com o suporte.',
  tipoErrado: (role: string) => `Este login não corresponde a um perfil de ${role}. Verifique o tipo selecionado.`,
  semPerfil: (role: string) => `Não foi encontrado um perfil de ${role} associado a este login. Tente se cadastrar.`,
} as const;

/** `ip` is the client's key for limits (IPv6 by its /64). */
type Meta = { ip: string; userAgent: string | null };

/** Thrown inside the sign-up transaction to undo the user row when an agency's CNPJ is already registered. */
class CnpjEmUso extends Error {}

/**
 * Creates the unconfirmed account and its profile row in one transaction, with the confirmation token; null when
 * the address is already registered (the caller e-mails its owner instead, and answers the same either way), and
 * 'cnpj_em_uso' when an agency's CNPJ already has an account (nothing is created).
 */
export async function createAccount(
  db: Db,
  input: z.output<typeof signupSchema>,
  confirmationTtlMs: number,
  hashLogN?: number,
) {
  const passwordHash = await hashPassword(input.password, hashLogN);
  return db
    .transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({ email: input.email, passwordHash, userType: input.userType })
        .onConflictDoNothing({ target: users.email })
        .returning({ id: users.id });
      if (!user) return null;
      if (input.userType === 'construtora') {
        await tx.insert(construtoras).values({ userId: user.id, nome: input.nome, email: input.email });
      } else if (input.userType === 'imobiliaria') {
        const [imobiliaria] = await tx
          .insert(imobiliarias)
          .values({
            userId: user.id,
            nome: input.nome,
            email: input.email,
            cnpj: input.cnpj,
            creciJuridico: input.creci_juridico,
          })
          .onConflictDoNothing({ target: imobiliarias.cnpj })
          .returning({ id: imobiliarias.id });
        if (!imobiliaria) throw new CnpjEmUso();
      } else {
        await tx
          .insert(corretores)
          .values({ userId: user.id, nome: input.nome, email: input.email, creci: input.creci });
      }
      return issueToken(tx, user.id, 'confirmar_email', confirmationTtlMs);
    })
    .catch((err: unknown) => {
      if (err instanceof CnpjEmUso) return 'cnpj_em_uso' as const;
      throw err;
    });
}

export async function login(db: Db, input: z.output<typeof loginSchema>, meta: Meta) {
  const keys = throttleKeys(input.email, meta.ip);
  await assertNotThrottled(db, keys);

  const [row] = await db
    .select({
      userId: users.id,
      email: users.email,
      userType: users.userType,
      ativo: users.ativo,
      passwordHash: users.passwordHash,
      emailConfirmadoEm: users.emailConfirmadoEm,
      construtoraId: construtoras.id,
      construtoraNome: construtoras.nome,
      corretorId: corretores.id,
      corretorNome: corretores.nome,
      imobiliariaId: imobiliarias.id,
      imobiliariaNome: imobiliarias.nome,
    })
    .from(users)
    .leftJoin(construtoras, eq(construtoras.userId, users.id))
    .leftJoin(corretores, eq(corretores.userId, users.id))
    .leftJoin(imobiliarias, eq(imobiliarias.userId, users.id))
    .where(eq(users.email, input.email))
    .limit(1);

  const ok = row ? await verifyPassword(row.passwordHash, input.password) : await verifyAgainstDummy(input.password);
  if (!row || !ok) throw new AppError('unauthorized', MSG_AUTH.credenciais);
  await recordSuccess(db, keys);

  if (!row.ativo) throw new AppError('forbidden', MSG_AUTH.contaInativa);
  // Checked after the password, so the refusal tells nothing to someone who does not know it.
  if (!row.emailConfirmadoEm) throw new AppError('forbidden', MSG_CONFIRMACAO.emailNaoConfirmado);
  const chosen: UserType = input.userType;
  if (row.userType !== chosen) throw new AppError('forbidden', MSG_AUTH.tipoErrado(chosen));
  const user = toSessionUser(row);
  if (chosen !== 'admin' && !user.perfilId) throw new AppError('forbidden', MSG_AUTH.semPerfil(chosen));

  if (chosen === 'admin') {
    // With TOTP on, the password alone yields a challenge for the code, not a session.
    const desafio = await desafioSegundoFator(db, row.userId);
    if (desafio) return { desafio };
  }
  const session = await createSession(db, row.userId, meta.userAgent);
  return { user, session };
}
