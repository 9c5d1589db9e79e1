// The agency's team forms and endpoints (docs/regras.md#imobiliárias) validate with these schemas.
import * as z from 'zod';
import { PASSWORD_MIN } from './auth.ts';
import { PAPEIS_MEMBRO } from './imobiliarias.ts';
import { MSG_SENHA_COMUM, notCommonPassword } from './senha-comum.ts';

export const conviteSchema = z.object({
  email: z
    .string({ error: 'Informe o e-mail do corretor.' })
    .trim()
    .min(1, 'Informe o e-mail do corretor.')
    .max(254, 'E-mail muito longo.')
    .pipe(z.email('Informe um e-mail válido.'))
    .transform((v) => v.toLowerCase()),
});
export type ConviteInput = z.input<typeof conviteSchema>;

/** PATCH /api/imobiliarias/equipe/:id: the member's role and/or their manager (null: none). */
export const membroSchema = z
  .object({
    papel: z.enum(PAPEIS_MEMBRO, { error: 'Papel inválido.' }).optional(),
    gerente_id: z.uuid({ error: 'Gerente inválido.' }).nullable().optional(),
  })
  .refine((v) => v.papel !== undefined || v.gerente_id !== undefined, 'Informe o papel ou o gerente.');
export type MembroInput = z.input<typeof membroSchema>;

/** The invitation page's sign-up: a broker account made with the invited address. */
export const cadastroConviteSchema = z
  .object({
    nome: z.string({ error: 'Informe seu nome.' }).trim().min(1, 'Informe seu nome.').max(160, 'Nome muito longo.'),
    creci: z
      .string({ error: 'CRECI é obrigatório para corretores.' })
      .trim()
      .min(1, 'CRECI é obrigatório para corretores.')
      .max(40, 'CRECI muito longo.'),
    password: z
      .string({ error: 'Informe uma senha.' })
      .min(PASSWORD_MIN, `A senha deve ter no mínimo ${PASSWORD_MIN} caracteres.`)
      .max(200, 'Senha muito longa.')
      .refine(notCommonPassword, MSG_SENHA_COMUM),
    confirmPassword: z.string({ error: 'Confirme a senha.' }),
  })
  .refine((v) => v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    message: 'As senhas não coincidem.',
  });
export type CadastroConviteInput = z.input<typeof cadastroConviteSchema>;

/** An invitation link's token: 32 bytes in base64url. */
export const conviteTokenSchema = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'Convite não encontrado.'),
});
