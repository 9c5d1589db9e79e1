// Sign-up that confirms the address. The sign-up answer never tells whether an address has an
// account: a new address gets a single-use confirmation link, a registered one an e-mail telling its owner that
// someone tried to sign up with it. The link confirms the address but does not sign in: whoever signed up with
// somebody else's address would otherwise hand that person a session in an account whose password the signer
// knows; asking for the password after confirming keeps that account useless to its rightful owner, who then
// recovers the password (which ends every session).
// See docs/decisoes/005-confirmar-email-nao-entra.md.
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { users } from '../../drizzle/schema.ts';
import { type EmailBindings, emailComLink, sendEmail } from '../lib/email.ts';
import type { Db } from '../lib/env.ts';
import { AppError } from '../lib/errors.ts';
import { hashLogN } from '../lib/password.ts';
import { countEmailRequest, hit } from '../lib/rate-limit.ts';
import type { signupSchema } from '../schemas/auth-input.ts';
import { MSG_CONFIRMACAO } from '../schemas/confirmacao-email.ts';
import { createAccount } from './auth.ts';
import { consumeToken, issueToken } from './tokens.ts';

/**
 * 24 hours: people often sign up on one device and open the e-mail later on another, and a sign-up link grants
 * less than a reset link (it confirms the address, it does not set the password or open a session).
 */
export const CONFIRMATION_TTL_MS = 24 * 60 * 60 * 1000;

const WINDOW_MS = 15 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;
export const RESEND_LIMITS = { conta: 3, ip: 20 } as const;
/** E-mails per hour to the owner of a registered address, so repeated sign-ups cannot flood their inbox. */
export const ALREADY_REGISTERED_EMAILS_PER_HOUR = 3;

const confirmationLink = (origin: string, token: string) =>
  `${origin}/confirmar-email?token=${encodeURIComponent(token)}`;

function confirmationEmail(para: string, url: string) {
  return emailComLink(
    para,
    'Confirme seu e-mail — Conecta Imóveis',
    [
      'Boas-vindas à Conecta Imóveis! Falta só confirmar que este e-mail é seu para ativar a conta.',
      'O link vale por 24 horas e só pode ser usado uma vez. Se você não se cadastrou, ignore este e-mail.',
    ],
    { texto: 'Confirmar meu e-mail', url },
  );
}

/** Runs after the answer: creates the account and e-mails its link, or tells the owner of a registered address. */
export async function registerAccount(
  db: Db,
  env: EmailBindings & { TEST_SCRYPT_LOG_N?: string },
  input: z.output<typeof signupSchema>,
  origin: string,
) {
  const token = await createAccount(db, input, CONFIRMATION_TTL_MS, hashLogN(env));
  if (token === 'cnpj_em_uso') {
    await sendEmail(
      db,
      env,
      emailComLink(
        input.email,
        'Cadastro de imobiliária não concluído — Conecta Imóveis',
        [
          'Não criamos a conta: o CNPJ informado já tem uma conta de imobiliária na Conecta Imóveis.',
          'Se a conta é da sua empresa, entre com o e-mail dela ou peça a quem a administra um convite para a equipe.',
        ],
        { texto: 'Entrar', url: `${origin}/login` },
      ),
    );
    return;
  }
  if (token) {
    await sendEmail(db, env, confirmationEmail(input.email, confirmationLink(origin, token)));
    return;
  }
  const { count } = await hit(db, `cadastro:conta:${input.email}`, HOUR_MS);
  if (count > ALREADY_REGISTERED_EMAILS_PER_HOUR) return;
  await sendEmail(
    db,
    env,
    emailComLink(
      input.email,
      'Tentativa de cadastro com seu e-mail — Conecta Imóveis',
      [
        'Alguém tentou criar uma conta na Conecta Imóveis com este e-mail, que já está cadastrado. Nenhuma conta nova foi criada e nada mudou na sua.',
        'Se não foi você, ignore este e-mail. Se foi, é só entrar com sua senha.',
        // The address ends the paragraph: a period right after it would stick to the link in some mail apps.
        `Esqueceu a senha? Crie uma nova em ${origin}/recuperar-senha`,
      ],
      { texto: 'Entrar na minha conta', url: `${origin}/login` },
    ),
  );
}

/** Confirms the address of the token's owner; the token is spent by one conditional UPDATE (a burst wins once). */
export async function confirmEmail(db: Db, token: string) {
  await db.transaction(async (tx) => {
    const userId = await consumeToken(tx, token, 'confirmar_email');
    if (!userId) {
      throw new AppError('validation_failed', MSG_CONFIRMACAO.linkInvalido, [
        { path: ['token'], message: MSG_CONFIRMACAO.linkInvalido },
      ]);
    }
    await tx
      .update(users)
      .set({ emailConfirmadoEm: sql`coalesce(${users.emailConfirmadoEm}, now())`, updatedAt: sql`now()` })
      .where(eq(users.id, userId));
  });
}

/** Counted per address and per network before anything is looked up, so the answer is the same for any address. */
export const countResendRequest = (db: Db, email: string, ipKey: string) =>
  countEmailRequest(db, 'confirmacao', { email, ipKey }, RESEND_LIMITS, WINDOW_MS, MSG_CONFIRMACAO.muitosReenvios);

/** Runs after the answer: a new link (the earlier one stops working) when the address awaits confirmation. */
export async function resendConfirmation(db: Db, env: EmailBindings, email: string, origin: string) {
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(eq(users.email, email), eq(users.ativo, true), isNull(users.excluidoEm), isNull(users.emailConfirmadoEm)),
    );
  if (!user) return;
  const token = await issueToken(db, user.id, 'confirmar_email', CONFIRMATION_TTL_MS);
  await sendEmail(db, env, confirmationEmail(email, confirmationLink(origin, token)));
}
