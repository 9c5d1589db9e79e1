// The texts of the address confirmation, shared by the API and the SPA without pulling in zod.
// See docs/regras.md#sessões-e-2fa.
export const MSG_CONFIRMACAO = {
  cadastroRecebido:
    'Enviamos um link de confirmação para o e-mail informado. Abra a mensagem e clique no link para ativar sua conta (confira também o spam).',
  emailNaoConfirmado:
    'Confirme seu e-mail antes de entrar: clique no link que enviamos no cadastro. Não encontrou a mensagem? Peça um novo link abaixo.',
  reenvioRecebido:
    'Se houver um cadastro aguardando confirmação com este e-mail, enviaremos um novo link. Confira sua caixa de entrada e o spam.',
  muitosReenvios: 'Muitos pedidos de confirmação. Aguarde 15 minutos e tente novamente.',
  linkInvalido:
    'Este link de confirmação é inválido, expirou ou já foi usado. Se você já confirmou, é só entrar; se não, peça um novo link.',
  emailConfirmado: 'E-mail confirmado! Agora é só entrar com seu e-mail e senha.',
} as const;
