// Shared by the signup/login forms (react-hook-form, loaded on first validation) and the /api/auth endpoints.
import * as z from 'zod';
import { PASSWORD_MIN, SIGNUP_TYPES, USER_TYPES } from './auth.ts';
import { MSG_CONFIRMACAO } from './confirmacao-email.ts';
import { isValidCnpj } from './documentos-br.ts';
import { MSG_IMOBILIARIA } from './imobiliarias.ts';
import { MSG_SENHA_COMUM, notCommonPassword } from './senha-comum.ts';

const email = z
  .string({ error: 'Informe seu e-mail.' })
  .trim()
  .min(1, 'Informe seu e-mail.')
  .max(254, 'E-mail muito longo.')
  .pipe(z.email('Informe um e-mail válido.'))
  .transform((v) => v.toLowerCase());

export const loginSchema = z.object({
  // The login screen offers the three public roles; the admin login sends 'admin'.
  userType: z.enum(USER_TYPES, {
    error: 'Por favor, selecione se você é corretor ou construtora.',
  }),
  email,
  password: z.string({ error: 'Informe sua senha.' }).min(1, 'Informe sua senha.').max(200),
});
export type LoginInput = z.input<typeof loginSchema>;

export const signupSchema = z
  .object({
    userType: z.enum(SIGNUP_TYPES, { error: 'Tipo de usuário inválido.' }),
    nome: z
      .string({ error: 'Todos os campos são obrigatórios.' })
      .trim()
      .min(1, 'Todos os campos são obrigatórios.')
      .max(160, 'Nome muito longo.'),
    creci: z.string().trim().max(40, 'CRECI muito longo.').optional().default(''),
    // The agency's company number (stored as digits) and its CRECI jurídico; required only for an imobiliária.
    cnpj: z
      .string()
      .trim()
      .max(20, MSG_IMOBILIARIA.cnpjInvalido)
      .optional()
      .default('')
      .transform((v) => v.replace(/\D/g, '')),
    creci_juridico: z.string().trim().max(40, 'CRECI muito longo.').optional().default(''),
    email,
    password: z
      .string({ error: 'Todos os campos são obrigatórios.' })
      .min(PASSWORD_MIN, `A senha deve ter no mínimo ${PASSWORD_MIN} caracteres.`)
      .max(200, 'Senha muito longa.')
      .refine(notCommonPassword, MSG_SENHA_COMUM),
    confirmPassword: z.string({ error: 'Todos os campos são obrigatórios.' }),
  })
  .superRefine((v, ctx) => {
    if (v.password !== v.confirmPassword) {
      ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: 'As senhas não coincidem.' });
    }
    if (v.userType === 'corretor' && !v.creci) {
      ctx.addIssue({ code: 'custom', path: ['creci'], message: 'CRECI é obrigatório para corretores.' });
    }
    if (v.userType === 'imobiliaria' && !isValidCnpj(v.cnpj)) {
      ctx.addIssue({ code: 'custom', path: ['cnpj'], message: MSG_IMOBILIARIA.cnpjInvalido });
    }
    if (v.userType === 'imobiliaria' && !v.creci_juridico) {
      ctx.addIssue({ code: 'custom', path: ['creci_juridico'], message: MSG_IMOBILIARIA.creciObrigatorio });
    }
  });
export type SignupInput = z.input<typeof signupSchema>;

// Address confirmation (docs/regras.md#sessões-e-2fa): the sign-up answer, the link's page and the resend request.
export const confirmarEmailSchema = z.object({
  token: z
    .string({ error: MSG_CONFIRMACAO.linkInvalido })
    .min(20, MSG_CONFIRMACAO.linkInvalido)
    .max(200, MSG_CONFIRMACAO.linkInvalido),
});

export const reenviarConfirmacaoSchema = z.object({ email });
export type ReenviarConfirmacaoInput = z.input<typeof reenviarConfirmacaoSchema>;
