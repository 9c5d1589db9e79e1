import { describe, expect, it } from 'vitest';
import { client, json } from '../helpers/http.ts';

type ErrorBody = { error: { code: string; message: string } };

describe('bad input never becomes a 500', () => {
  it('malformed JSON gets a 400 in Portuguese', async () => {
    const res = await client().request('/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"email": "a@b.com", ',
    });
    expect(res.status).toBe(400);
    expect(await json<ErrorBody>(res)).toEqual({
      error: { code: 'validation_failed', message: 'Corpo da requisição inválido: envie um JSON válido.' },
    });
  });

  it('a JSON array or string body gets a 400', async () => {
    for (const body of ['[]', '"texto"', 'null']) {
      const res = await client().request('/api/contato', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      });
      expect(res.status).toBe(400);
    }
  });

  it('nearby with non-numeric coordinates gets a 400', async () => {
    const res = await client().request('/api/oportunidades/proximos?lat=abc&long=-46');
    expect(res.status).toBe(400);
    expect((await json<ErrorBody>(res)).error.message).toBe('Latitude inválida.');
    const far = await client().request('/api/oportunidades/proximos?lat=-23.5&long=-46.6&raio_km=10000');
    expect(far.status).toBe(400);
  });

  it('unsupported methods on a known path answer in the error shape', async () => {
    const res = await client().request('/api/oportunidades', { method: 'PUT', json: {} });
    expect(res.status).toBe(404);
    expect((await json<ErrorBody>(res)).error.code).toBe('not_found');
  });
});
