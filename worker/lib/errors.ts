// One error shape for every non-2xx answer (docs/arquitetura.md#a-request).
import type { ContentfulStatusCode } from 'hono/utils/http-status';

export type ErrorCode =
  | 'validation_failed'
  | 'unauthorized'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'payload_too_large'
  | 'unsupported_media_type'
  | 'rate_limited'
  | 'unavailable'
  | 'internal';

const STATUS: Record<ErrorCode, ContentfulStatusCode> = {
  validation_failed: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  unavailable: 503,
  internal: 500,
};

export type ErrorIssue = { path: (string | number)[]; message: string };

export class AppError extends Error {
  readonly status: ContentfulStatusCode;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly issues?: ErrorIssue[],
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.status = STATUS[code];
  }

  body() {
    return { error: { code: this.code, message: this.message, ...(this.issues ? { issues: this.issues } : {}) } };
  }
}

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
} as const;
