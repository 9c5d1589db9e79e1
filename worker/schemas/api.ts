// The API's contract as the server declares it: every route of worker/api/* under its /api/<file> prefix, with the
// input its validators accept and the JSON its handlers answer, inferred by Hono from the chained routes in
// worker/app.ts. Type-only: the SPA's client (web/lib/api.ts) reads it and no server code reaches the bundle
// (docs/decisoes/010-cliente-tipado-pelo-servidor.md).
import type { ExtractSchema } from 'hono/types';
import type { SuccessStatusCode } from 'hono/utils/http-status';
import type { AppType } from '../app.ts';

type Routes = ExtractSchema<AppType>;

/** Every route by its full path as declared, `/api/favoritos/:imovelId`, and method key (`$get`, `$post`, …). */
export type ApiRoutes = { [P in keyof Routes as `/api${P & string}`]: Routes[P] };

export type ApiMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type MethodKey<M extends ApiMethod> = `$${Lowercase<M>}`;

/** The paths that answer method M. */
export type ApiPath<M extends ApiMethod> = {
  [P in keyof ApiRoutes]: MethodKey<M> extends keyof ApiRoutes[P] ? P : never;
}[keyof ApiRoutes];

type Endpoint<M extends ApiMethod, P extends ApiPath<M>> = ApiRoutes[P][MethodKey<M> & keyof ApiRoutes[P]];

/** What the route answers on success, JSON-parsed (dates are strings); a 204 answers nothing. */
type SuccessOutput<E> = E extends { output: infer O; outputFormat: infer F; status: infer S }
  ? [Extract<S, SuccessStatusCode>] extends [never]
    ? never
    : F extends 'json'
      ? O
      : undefined
  : never;
export type ApiOutput<M extends ApiMethod, P extends ApiPath<M>> = SuccessOutput<Endpoint<M, P>>;

/** What the route's validators accept: `json` (the zod input of the body), `query`, `form`. */
export type ApiInput<M extends ApiMethod, P extends ApiPath<M>> = Endpoint<M, P> extends { input: infer I } ? I : never;
