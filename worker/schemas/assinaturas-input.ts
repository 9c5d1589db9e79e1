// Inputs of signature rounds: the 'Enviar para assinatura' dialog of a proposal and the signer's page. The same
// schemas validate the forms and the endpoints.
import * as z from 'zod';
import { isValidCpf } from './documentos-br.ts';

const cpf = (error: string) =>
  z
    .string({ error })
    .trim()
    .refine(isValidCpf, 'CPF inválido.')
    .transform((v) => v.replace(/\D/g, ''));

/** The client signer of a proposal: the proposal's e-mail and CPF, confirmed or corrected in the dialog. */
export const envioPropostaSchema = z.object({
  cliente_email: z
    .string({ error: 'Informe o e-mail do cliente.' })
    .trim()
    .toLowerCase()
    .pipe(z.email('E-mail inválido.')),
  cliente_cpf: cpf('Informe o CPF do cliente.'),
});
export type EnvioPropostaInput = z.input<typeof envioPropostaSchema>;

const codigo = z
  .string({ error: 'Informe o código de 6 dígitos.' })
  .trim()
  .regex(/^\d{6}$/, 'Informe o código de 6 dígitos.');

export const signSchema = z.object({
  codigo,
  /** Only the client is asked for it; the other signers send nothing. */
  cpf: z.preprocess((v) => (v === '' ? undefined : v), cpf('Informe o seu CPF.').optional()),
  nome_completo: z
    .string({ error: 'Digite o seu nome completo.' })
    .trim()
    .min(5, 'Digite o seu nome completo.')
    .max(160, 'Nome muito longo (máximo de 160 caracteres).')
    .refine((v) => v.split(/\s+/).length >= 2, 'Digite o seu nome completo (nome e sobrenome).'),
  aceite: z.literal(true, { error: "Marque 'Li e concordo' para assinar." }),
});
export type SignInput = z.input<typeof signSchema>;

export const refuseSchema = z.object({
  codigo,
  motivo: z
    .string({ error: 'Informe o motivo da recusa.' })
    .trim()
    .min(3, 'Informe o motivo da recusa.')
    .max(1000, 'Motivo muito longo (máximo de 1000 caracteres).'),
});
export type RefuseInput = z.input<typeof refuseSchema>;
