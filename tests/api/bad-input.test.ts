import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { withDb } from '../helpers/db.ts';
import { signedUp } from '../helpers/factories.ts';
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

  it('a field error names its field and place: issues carry the path (list positions as numbers) and message', async () => {
    const broker = await signedUp('corretor');
    const res = await broker.client.request('/api/favoritos/importar', {
      method: 'POST',
      json: { imovel_ids: [crypto.randomUUID(), 'nao-e-um-id'] },
    });
    expect(res.status).toBe(400);
    expect(await json(res)).toEqual({
      error: {
        code: 'validation_failed',
        message: 'Imóvel inválido.',
        issues: [{ path: ['imovel_ids', 1], message: 'Imóvel inválido.' }],
      },
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

describe('text Postgres cannot store is refused at the edge', () => {
  const message = 'O texto enviado contém caracteres inválidos. Remova-os e tente novamente.';

  it('a NUL in a query parameter answers 400 in Portuguese', async () => {
    for (const path of ['/api/oportunidades?q=%00', '/api/oportunidades?q=casa%00', '/api/oportunidades?%00=1']) {
      const res = await client().request(path);
      expect(res.status, path).toBe(400);
      expect(await json<ErrorBody>(res)).toEqual({ error: { code: 'validation_failed', message } });
    }
  });

  it('a NUL or a lone surrogate anywhere in a JSON body answers 400 and stores nothing', async () => {
    const email = `nul.${crypto.randomUUID().slice(0, 8)}@teste.com.br`;
    const bodies = [
      { nome: 'Ana\u0000', email, telefone: '11999999999', mensagem: 'Olá' },
      { nome: 'Ana', email, telefone: '11999999999', mensagem: 'quebrado \ud800 aqui' },
      { nome: 'Ana', email, telefone: '11999999999', mensagem: 'Olá', extra: { 'chave\u0000': 1 } },
    ];
    for (const body of bodies) {
      const res = await client().request('/api/contato', { method: 'POST', json: body });
      expect(res.status).toBe(400);
      expect((await json<ErrorBody>(res)).error.message).toBe(message);
    }
    const stored = await withDb(async (db) => {
      const r = await db.execute<{ n: number }>(
        sql`SELECT count(*)::int AS n FROM mensagens_contato WHERE email = ${email}`,
      );
      return r.rows[0]!.n;
    });
    expect(stored).toBe(0);
  });

  it('a NUL in a path segment answers 400', async () => {
    const res = await client().request('/api/oportunidades/abc%00');
    expect(res.status).toBe(400);
  });

  it('emoji (valid surrogate pairs) and accents pass', async () => {
    const res = await client().request('/api/oportunidades?q=' + encodeURIComponent('São Paulo 🏠'));
    expect(res.status).toBe(200);
  });
});
