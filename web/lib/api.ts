// Same-origin JSON client for the Worker API, typed by the server's own routes (worker/schemas/api.ts). Every
// failure becomes an ApiError carrying a Portuguese message.
import type { ApiInput, ApiMethod, ApiOutput, ApiPath } from '@worker/schemas/api.ts';

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

/** The names of a declared path's parameters: `/api/contratos/:id/acao` → `id`. */
type PathParams<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParams<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;
type QueryValue = string | number | boolean | null | undefined;
type Control = {
  signal?: AbortSignal;
  /** The submission's Idempotency-Key (see submission-key.ts): the server answers its repeats with the first result. */
  idempotencyKey?: string;
};
type ParamOption<P extends string> = [PathParams<P>] extends [never]
  ? { param?: never }
  : { param: Record<PathParams<P>, string> };
type QueryOption<I> = 'query' extends keyof I
  ? { query?: { [K in keyof NonNullable<I['query']>]?: QueryValue } }
  : { query?: never };
type BodyOption<I> = 'json' extends keyof I
  ? Partial<Pick<I, 'json'>> extends Pick<I, 'json'>
    ? { body?: I['json'] }
    : { body: I['json'] }
  : { body?: never };
/** Everything the route takes: its path's parameters, the query its validator reads, the body its zod schema accepts. */
export type ApiOptions<M extends ApiMethod, P extends ApiPath<M>> = Control &
  ParamOption<P> &
  QueryOption<ApiInput<M, P>> &
  BodyOption<ApiInput<M, P>>;
/** The options may be left out when none of them is required. */
type Args<O> = Partial<O> extends O ? [options?: O] : [options: O];

type RuntimeOptions = Control & { param?: Record<string, string>; query?: Record<string, QueryValue>; body?: unknown };

/** The declared path with its parameters filled in and the query's set values appended. */
function url(path: string, { param, query }: RuntimeOptions): string {
  const filled = path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(param?.[name] ?? ''));
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(query ?? {}))
    if (v !== undefined && v !== null && v !== '') search.set(k, String(v));
  const qs = search.toString();
  return qs ? `${filled}?${qs}` : filled;
}

/**
 * Calls a route by its method and path as worker/api declares them (`api('DELETE', '/api/favoritos/:imovelId',
 * { param: { imovelId } })`). The answer's type is the handler's own `c.json(...)`, as JSON carries it.
 */
export async function api<M extends ApiMethod, P extends ApiPath<M>>(
  method: M,
  path: P,
  ...[options = {} as ApiOptions<M, P>]: Args<ApiOptions<M, P>>
): Promise<ApiOutput<M, P>> {
  const { body, signal, idempotencyKey } = options as RuntimeOptions;
  const headers: Record<string, string> = { Accept: 'application/json' };
  // The Worker refuses non-GET requests without a JSON content type (CSRF guard).
  if (method !== 'GET') headers['Content-Type'] = 'application/json';

  const response = await send(
    url(path, options as RuntimeOptions),
    { method, headers, body: body === undefined ? undefined : JSON.stringify(body), signal },
    idempotencyKey,
  );
  return (await read(response)) as ApiOutput<M, P>;
}

/**
 * POST a multipart form (file uploads). The browser sets the multipart Content-Type with its boundary itself,
 * which the Worker's CSRF guard accepts for same-origin requests.
 */
export async function apiUpload<P extends ApiPath<'POST'>>(
  path: P,
  form: FormData,
  ...[options = {} as Control & ParamOption<P>]: Args<Control & ParamOption<P>>
): Promise<ApiOutput<'POST', P>> {
  const { signal, idempotencyKey } = options as RuntimeOptions;
  const response = await send(
    url(path, options as RuntimeOptions),
    { method: 'POST', headers: { Accept: 'application/json' }, body: form, signal },
    idempotencyKey,
  );
  return (await read(response)) as ApiOutput<'POST', P>;
}

async function read(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const payload: unknown = response.headers.get('Content-Type')?.includes('application/json')
    ? await response.json().catch(() => undefined)
    : undefined;
  if (!response.ok) throw toApiError(response.status, payload);
  // A 2xx that is not JSON means we did not reach the API (e.g. an HTML fallback page).
  if (payload === undefined) throw new ApiError(response.status, 'bad_response', NETWORK_MESSAGE);
  return payload;
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
