// Same-origin JSON client for the Worker API. Every failure becomes an ApiError carrying a Portuguese message.

export type ApiIssue = { path: string[]; message: string };

export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly issues: ApiIssue[];

  constructor(status: number, code: string, message: string, issues: ApiIssue[] = []) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.issues = issues;
  }
}

const NETWORK_MESSAGE = 'Não foi possível conectar ao servidor. Verifique sua conexão e tente novamente.';
const UNEXPECTED_MESSAGE = 'Ocorreu um erro inesperado. Tente novamente.';

type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  /** The submission's Idempotency-Key (see submission-key.ts): the server answers its repeats with the first result. */
  idempotencyKey?: string;
};

const RETRY_DELAY_MS = 800;

/**
 * Sends the request; with an idempotency key, a request lost to the network is sent once more with the same key,
 * which is safe because the server answers a repeat with the first result instead of creating a second row.
 */
async function send(path: string, init: RequestInit, idempotencyKey: string | undefined): Promise<Response> {
  const headers = new Headers(init.headers);
  if (idempotencyKey) headers.set('Idempotency-Key', idempotencyKey);
  for (let attempt = 0; ; attempt++) {
    try {
      return await fetch(path, { ...init, headers, credentials: 'same-origin' });
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') throw error;
      if (!idempotencyKey || attempt > 0) throw new ApiError(0, 'network', NETWORK_MESSAGE);
    }
    await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS));
  }
}

export async function api<T>(
  path: string,
  { method = 'GET', body, signal, idempotencyKey }: RequestOptions = {},
): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  // The Worker refuses non-GET requests without a JSON content type (CSRF guard).
  if (method !== 'GET') headers['Content-Type'] = 'application/json';

  const response = await send(
    path,
    { method, headers, body: body === undefined ? undefined : JSON.stringify(body), signal },
    idempotencyKey,
  );

  if (response.status === 204) return undefined as T;

  const payload: unknown = response.headers.get('Content-Type')?.includes('application/json')
    ? await response.json().catch(() => undefined)
    : undefined;

  if (!response.ok) throw toApiError(response.status, payload);
  // A 2xx that is not JSON means we did not reach the API (e.g. an HTML fallback page).
  if (payload === undefined) throw new ApiError(response.status, 'bad_response', NETWORK_MESSAGE);
  return payload as T;
}

/**
 * POST a multipart form (file uploads). The browser sets the multipart Content-Type with its boundary itself,
 * which the Worker's CSRF guard accepts for same-origin requests.
 */
export async function apiUpload<T>(
  path: string,
  form: FormData,
  { signal, idempotencyKey }: { signal?: AbortSignal; idempotencyKey?: string } = {},
): Promise<T> {
  const response = await send(
    path,
    { method: 'POST', headers: { Accept: 'application/json' }, body: form, signal },
    idempotencyKey,
  );
  const payload: unknown = response.headers.get('Content-Type')?.includes('application/json')
    ? await response.json().catch(() => undefined)
    : undefined;
  if (!response.ok) throw toApiError(response.status, payload);
  if (payload === undefined) throw new ApiError(response.status, 'bad_response', NETWORK_MESSAGE);
  return payload as T;
}

function toApiError(status: number, payload: unknown): ApiError {
  const error = (payload as { error?: { code?: unknown; message?: unknown; issues?: unknown } } | undefined)?.error;
  if (error && typeof error.message === 'string') {
    const issues = Array.isArray(error.issues) ? (error.issues as ApiIssue[]) : [];
    return new ApiError(status, typeof error.code === 'string' ? error.code : 'internal', error.message, issues);
  }
  if (status === 404) return new ApiError(status, 'not_found', 'Recurso não encontrado.');
  return new ApiError(
    status,
    status >= 500 ? 'internal' : 'unknown',
    status >= 500 ? NETWORK_MESSAGE : UNEXPECTED_MESSAGE,
  );
}

/** The message to show for any thrown value. */
export function errorMessage(error: unknown): string {
  return error instanceof Error && error.message ? error.message : UNEXPECTED_MESSAGE;
}
