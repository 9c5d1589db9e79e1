// The profile form of Settings (docs/regras.md#perfis) and PUT /api/perfil: the same schema on both sides.
import * as z from 'zod';
import { PASSWORD_MIN } from './auth.ts';
import { MSG_SENHA_COMUM, notCommonPassword } from './senha-comum.ts';
import { isValidCnpj, isValidCreci } from './documentos-br.ts';
import { MSG_IMOBILIARIA } from './imobiliarias.ts';

const nome = z
  .string({ error: 'Informe o nome.' })
  .trim()
  .min(1, 'Informe o nome.')
  .max(160, 'Nome muito longo (máximo de 160 caracteres).');
const telefone = z
  .string()
  .trim()
  .max(30, 'Telefone muito longo.')
  .refine((v) => v === '' || /^[\d\s()+-]{8,30}$/.test(v), 'Telefone inválido. Use apenas números, espaços, ( ) e -.')
  .transform((v) => v || null)
  .nullable()
  .default(null);
const imageUrl = z
  .string()
  .regex(/^(\/media\/[A-Za-z0-9][A-Za-z0-9/_.-]{0,300})?$/, 'Imagem inválida: envie a imagem pelo formulário.')
  .transform((v) => v || null)
  .nullable()
  .default(null);

export const perfilConstrutoraSchema = z.object({
  tipo: z.literal('construtora'),
  nome,
  telefone,
  cnpj: z
    .string()
    .trim()
    .max(20, 'CNPJ inválido.')
    .refine((v) => v === '' || isValidCnpj(v), 'CNPJ inválido: confira os números.')
    .transform((v) => v || null)
    .nullable()
    .default(null),
  logo_url: imageUrl,
});

export const perfilCorretorSchema = z.object({
  tipo: z.literal('corretor'),
  nome,
  telefone,
  creci: z
    .string({ error: 'CRECI é obrigatório para corretores.' })
    .trim()
    .min(1, 'CRECI é obrigatório para corretores.')
    .max(40, 'CRECI muito longo.')
    .refine(isValidCreci, 'CRECI inválido. Exemplo: CRECI-SP 123456-F.'),
  foto_url: imageUrl,
});

/** The agency's CNPJ is fixed at sign-up (it is the account's identity); the rest changes here. */
export const perfilImobiliariaSchema = z.object({
  tipo: z.literal('imobiliaria'),
  nome,
  telefone,
  creci_juridico: z
    .string({ error: MSG_IMOBILIARIA.creciObrigatorio })
    .trim()
    .min(1, MSG_IMOBILIARIA.creciObrigatorio)
    .max(40, 'CRECI muito longo.'),
  logo_url: imageUrl,
});

export const perfilUpdateSchema = z.discriminatedUnion(
  'tipo',
  [perfilConstrutoraSchema, perfilCorretorSchema, perfilImobiliariaSchema],
  { error: 'Perfil inválido.' },
);
export type PerfilUpdateInput = z.input<typeof perfilUpdateSchema>;

export const changeSenhaSchema = z
  .object({
    senha_atual: z.string({ error: 'Informe sua senha atual.' }).min(1, 'Informe sua senha atual.').max(200),
    nova_senha: z
      .string({ error: 'Informe a nova senha.' })
      .min(PASSWORD_MIN, `A senha deve ter no mínimo ${PASSWORD_MIN} caracteres.`)
      .max(200, 'Senha muito longa.')
      .refine(notCommonPassword, MSG_SENHA_COMUM),
    confirmar_senha: z.string({ error: 'Confirme a nova senha.' }),
  })
  .superRefine((v, ctx) => {
    if (v.nova_senha !== v.confirmar_senha) {
      ctx.addIssue({ code: 'custom', path: ['confirmar_senha'], message: 'As senhas não coincidem.' });
    }
  });
export type ChangeSenhaInput = z.input<typeof changeSenhaSchema>;
