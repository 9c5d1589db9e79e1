// One error shape for every non-2xx answer (docs/arquitetura.md#a-request).
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { MSG } from '../schemas/erros.ts';

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

/** The one way a zod failure becomes an answer: 400 with every issue and the first one's message up front. */
export function validationError(error: { issues: readonly { path: PropertyKey[]; message: string }[] }): AppError {
  const issues = error.issues.map((i) => ({
    path: i.path.map((p) => (typeof p === 'symbol' ? String(p) : p)),
    message: i.message,
  }));
  return new AppError('validation_failed', issues[0]?.message ?? MSG.dadosInvalidos, issues);
}
