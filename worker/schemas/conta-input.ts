// LGPD self-service in Settings: deleting the account asks for the password again.
import * as z from 'zod';

export const deleteContaSchema = z.object({
  senha: z.string({ error: 'Informe sua senha para confirmar.' }).min(1, 'Informe sua senha para confirmar.').max(200),
});
export type DeleteContaInput = z.input<typeof deleteContaSchema>;

export const MSG_CONTA = {
  senhaIncorreta: 'Senha incorreta. A conta não foi excluída.',
  nomeExcluido: 'Conta excluída',
} as const;
