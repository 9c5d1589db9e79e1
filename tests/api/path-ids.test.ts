// Every id in an /api path is checked by the one validator (worker/lib/validate.ts validIds): a malformed id names
// nothing, so every route answers it as it answers an unknown id: 404 with a "… não encontrado/a." message. The
// routes come from the app, so a new route with an unchecked id fails here.
import { describe, expect, it } from 'vitest';
import { app } from '../../worker/app.ts';
import { signedInAdmin } from '../helpers/admin.ts';
import { signedUp } from '../helpers/factories.ts';
import { client, json, type Client } from '../helpers/http.ts';
import { createToken } from '../helpers/integracoes.ts';

/** Path parameters that are names, not ids. */
const NOT_IDS = new Set([':chave']);

describe('malformed path ids', () => {
  it('answer 404 "… não encontrado." on every route that takes one', async () => {
    const [corretor, construtora, imobiliaria, admin] = await Promise.all([
      signedUp('corretor'),
      signedUp('construtora'),
      signedUp('imobiliaria'),
      signedInAdmin(),
    ]);
    // The integration API (/api/v1) lets through only an API token, which a session cookie is not.
    const { token } = await createToken(construtora.client);
    const integrador = client();
    const withToken: Pick<Client, 'request'> = {
      request: (path, init = {}) =>
        integrador.request(path, { ...init, headers: { authorization: `Bearer ${token}` } }),
    };
    const callers: Pick<Client, 'request'>[] = [
      client(),
      corretor.client,
      construtora.client,
      imobiliaria.client,
      admin.client,
      withToken,
    ];
    const routes = app.routes.filter(
      (r) => r.method !== 'ALL' && r.path.startsWith('/api/') && r.path.split('/').some((s) => s.startsWith(':')),
    );
    const unique = [...new Map(routes.map((r) => [`${r.method} ${r.path}`, r])).values()];
    expect(unique.length).toBeGreaterThan(20);
    for (const { method, path } of unique) {
      if (path.split('/').some((s) => NOT_IDS.has(s))) continue;
      const url = path.replace(/:[A-Za-z]+/g, 'nao-e-uuid');
      // The first caller the route lets through (a visitor gets 401, a wrong role 403).
      let res: Response | undefined;
      for (const who of callers) {
        res = await who.request(url, { method });
        if (res.status !== 401 && res.status !== 403) break;
      }
      expect(res!.status, `${method} ${path}`).toBe(404);
      expect((await json<{ error: { message: string } }>(res!)).error.message, `${method} ${path}`).toMatch(
        /não encontrad[oa]\b/,
      );
    }
  });
});
