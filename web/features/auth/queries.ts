// Server calls of signing in and out of an account's life: sign-up, the address confirmation, the login (with the
// admin's second factor) and the password recovery.
import type { z } from 'zod';
import type { loginSchema, resendConfirmacaoSchema, signupSchema } from '@worker/schemas/auth-input.ts';
import type { esqueciSenhaSchema, resetSenhaSchema } from '@worker/schemas/senha-input.ts';
import { api } from '@web/lib/api.ts';

export type LoginPayload = z.output<typeof loginSchema>;

/** Answers the session's user, or (an admin with the second factor on) the challenge to answer with a code. */
export const postLogin = (body: LoginPayload) => api('POST', '/api/auth/login', { body });

export const verifyAdminCode = (body: { desafio: string; codigo: string }) =>
  api('POST', '/api/admin-auth/verificar', { body });

export const postSignup = (body: z.output<typeof signupSchema>) => api('POST', '/api/auth/signup', { body });

export const confirmEmail = (token: string) => api('POST', '/api/auth/confirmar-email', { body: { token } });

export const resendConfirmacao = (body: z.output<typeof resendConfirmacaoSchema>) =>
  api('POST', '/api/auth/reenviar-confirmacao', { body });

export const requestSenhaReset = (body: z.output<typeof esqueciSenhaSchema>) =>
  api('POST', '/api/senha/esqueci', { body });

export const resetSenha = (body: z.output<typeof resetSenhaSchema>) => api('POST', '/api/senha/redefinir', { body });
