// The API's contract as the tests read it, for the ones outside workerd (tests/outage drives a real `wrangler dev`
// over HTTP, without the typed client of http.ts): an answer is read as the route named by its method and path
// declares it, the way the SPA's client (web/lib/api.ts) reads it.
import type { AppError } from '../../worker/lib/errors.ts';
import type { ApiMethod, ApiOutput, ApiPath } from '../../worker/schemas/api.ts';

/** The one shape of every non-2xx answer, as the server builds it (worker/lib/errors.ts). */
// eslint-disable-next-line no-restricted-syntax -- the one error type every test uses
export type ErrorBody = ReturnType<AppError['body']>;

/** The body of a successful answer of the route `method path`, typed by that route's handler. */
export async function answerOf<M extends ApiMethod, P extends ApiPath<M>>(
  res: { json(): Promise<unknown> },
  _method: M,
  _path: P,
): Promise<ApiOutput<M, P>> {
  // eslint-disable-next-line no-restricted-syntax -- the route's own type, as web/lib/api.ts reads it
  return (await res.json()) as ApiOutput<M, P>;
}
