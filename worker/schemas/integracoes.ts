// Integrations of a construtora (API tokens, webhooks): constants, types and messages the SPA reads without zod.

export const EVENTOS_WEBHOOK = ['unidade.status', 'proposta.status', 'empreendimento.atualizado'] as const;
export type EventoWebhook = (typeof EVENTOS_WEBHOOK)[number];
export const STATUS_ENTREGA = ['Pendente', 'Entregue', 'Falhou'] as const;

/** Active keys and receivers a construtora may hold at once. */
export const MAX_TOKENS_API = 20;
export const MAX_WEBHOOKS = 10;
export const NOME_TOKEN_MAX = 80;

/** Requests per minute one API token may make (the LIMITE_API_POR_MINUTO var overrides it). */
export const LIMITE_API_PADRAO = 120;

/** The header that carries a delivery's signature: `sha256=<hex of HMAC-SHA256(segredo, raw body)>`. */
export const ASSINATURA_HEADER = 'X-Conecta-Assinatura';

export const ROTULO_EVENTO: Record<EventoWebhook, string> = {
  'unidade.status': 'Status de unidade',
  'proposta.status': 'Status de proposta',
  'empreendimento.atualizado': 'Empreendimento atualizado',
};

export const MSG_INTEGRACOES = {
  nomeObrigatorio: 'Dê um nome ao token.',
  nomeLongo: `O nome deve ter no máximo ${NOME_TOKEN_MAX} caracteres.`,
  limiteTokens: `Limite de ${MAX_TOKENS_API} tokens ativos atingido. Revogue um token antes de criar outro.`,
  tokenNaoEncontrado: 'Token não encontrado.',
  tokenAusente: 'Envie o token da API no cabeçalho Authorization: Bearer <token>.',
  tokenInvalido: 'Token da API inválido ou revogado.',
  limiteApi: (s: number) => `Limite de requisições da API atingido. Tente novamente em ${s} segundos.`,
  urlInvalida: 'Informe uma URL válida.',
  urlNaoPublica: 'Use uma URL https:// pública (endereços privados, locais ou de loopback não são aceitos).',
  eventosObrigatorios: 'Escolha ao menos um evento.',
  eventoInvalido: 'Evento desconhecido.',
  limiteWebhooks: `Limite de ${MAX_WEBHOOKS} webhooks atingido. Exclua um antes de criar outro.`,
  webhookNaoEncontrado: 'Webhook não encontrado.',
  empreendimentoNaoEncontrado: 'Empreendimento não encontrado.',
  dataInvalida: 'Use uma data e hora ISO 8601, como 2026-01-31T12:00:00Z.',
} as const;
