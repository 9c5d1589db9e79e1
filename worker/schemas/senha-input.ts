// Password recovery (/recuperar-senha, /redefinir-senha) and POST /api/senha/*: the same schemas on both sides.
// The new password follows the rules of the password change in Settings.
import * as z from 'zod';
import { loginSchema } from './auth-input.ts';
import { changeSenhaSchema } from './perfil-input.ts';

export const esqueciSenhaSchema = z.object({ email: loginSchema.shape.email });
export type EsqueciSenhaInput = z.input<typeof esqueciSenhaSchema>;

export const MSG_LINK_INVALIDO = 'Este link de redefinição é inválido ou expirou. Solicite um novo.';

export const resetSenhaSchema = z
  .object({
    token: z.string({ error: MSG_LINK_INVALIDO }).min(20, MSG_LINK_INVALIDO).max(200, MSG_LINK_INVALIDO),
    nova_senha: changeSenhaSchema.shape.nova_senha,
    confirmar_senha: changeSenhaSchema.shape.confirmar_senha,
  })
  .superRefine((v, ctx) => {
    if (v.nova_senha !== v.confirmar_senha) {
      ctx.addIssue({ code: 'custom', path: ['confirmar_senha'], message: 'As senhas não coincidem.' });
    }
  });
export type ResetSenhaInput = z.input<typeof resetSenhaSchema>;

export const MSG_SENHA = {
  pedidoRecebido:
    'Se houver uma conta com este e-mail, enviaremos um link para redefinir a senha. Confira sua caixa de entrada e o spam.',
  muitosPedidos: 'Muitos pedidos de redefinição de senha. Aguarde 15 minutos e tente novamente.',
  linkInvalido: MSG_LINK_INVALIDO,
  senhaRedefinida: 'Senha redefinida. Entre com a nova senha.',
} as const;
