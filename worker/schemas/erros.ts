// The messages of the request pipeline every área shares: the one error shape (worker/lib/errors.ts), the text
// guard and the idempotency key. No zod here.

export const MSG = {
  sessaoInvalida: 'Sessão inválida.',
  acessoNegado: 'Acesso negado.',
  naoEncontrado: 'Recurso não encontrado.',
  indisponivel: 'Serviço temporariamente indisponível. Tente novamente em instantes.',
  interno: 'Ocorreu um erro inesperado. Tente novamente.',
  outraOrigem: 'Requisição recusada: origem não permitida.',
  tipoConteudo: 'Envie os dados como JSON (Content-Type: application/json).',
  muitoGrande: 'Os dados enviados são grandes demais.',
  jsonInvalido: 'Corpo da requisição inválido: envie um JSON válido.',
  dataInvalida: 'Data inválida.',
  dadosInvalidos: 'Dados inválidos.',
} as const;

export const MSG_TEXTO_INVALIDO = 'O texto enviado contém caracteres inválidos. Remova-os e tente novamente.';

export const MSG_IDEMPOTENCIA = {
  chaveInvalida: 'Cabeçalho Idempotency-Key inválido: envie um UUID.',
  outrosDados: 'Esta chave de envio já foi usada com outros dados. Gere uma nova chave para um novo envio.',
  emAndamento: 'O envio anterior com esta chave ainda está em andamento. Tente novamente em instantes.',
} as const;
