// What the Worker hands to the SPA with a server-rendered page: the answers it already read (so the client does not
// fetch them again), the site origin and the render time (so hydration draws exactly what the server drew).
import { dehydrate, hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { ApiError } from './api.ts';

export const SSR_PAYLOAD_ID = 'ssr-data';

type PlainError = { status: number; code: string; message: string };
export type SsrPayload = { cache: DehydratedState; origin: string; now: number };

/** Server side: every settled query, errors as plain data (JSON keeps no classes). */
export function dehydrateForClient(client: QueryClient): DehydratedState {
  const state = dehydrate(client, { shouldDehydrateQuery: (query) => query.state.status !== 'pending' });
  for (const query of state.queries) {
    const error = query.state.error;
    if (error instanceof ApiError) {
      const plain: PlainError = { status: error.status, code: error.code, message: error.message };
      query.state = { ...query.state, error: plain as unknown as Error };
    }
  }
  return state;
}

/** The JSON of the payload, safe inside a <script> element. */
export function serializePayload(payload: SsrPayload): string {
  return JSON.stringify(payload).replace(/</g, '\\u003c');
}

/** Client side: the payload of a server-rendered page, or null for the plain shell. */
export function readPayload(): SsrPayload | null {
  const text = document.getElementById(SSR_PAYLOAD_ID)?.textContent;
  return text ? (JSON.parse(text) as SsrPayload) : null;
}

/**
 * Client side: the server's answers into the cache, errors back as ApiError so screens recognise a 404. Their age
 * counts from now: a page from the edge cache may be up to a minute old (docs/decisoes/007-cache-de-borda.md), and
 * counted from the server's read a list older than its staleTime would be fetched again right after hydration,
 * redrawing the page the visitor has just received.
 */
export function hydrateQueries(client: QueryClient, state: DehydratedState): void {
  const now = Date.now();
  for (const query of state.queries) {
    const error = query.state.error as PlainError | null;
    if (error) query.state = { ...query.state, error: new ApiError(error.status, error.code, error.message) };
    if (query.state.dataUpdatedAt) query.state = { ...query.state, dataUpdatedAt: now };
  }
  hydrate(client, state);
}
