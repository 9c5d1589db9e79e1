// A construtora's API tokens (/api/tokens): the secret answered once and stored only as a hash, the list without
// secrets and with the last use, revocation that takes effect at once, and every caller that must be refused.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { MAX_TOKENS_API } from '../../worker/schemas/integracoes.ts';
import { withDb } from '../helpers/db.ts';
import { signedUp, type SignedUp } from '../helpers/factories.ts';
import { client, errorBody } from '../helpers/http.ts';
import { createToken, integratorGet } from '../helpers/integracoes.ts';

const list = async (dev: SignedUp) => (await (await dev.client.api('GET', '/api/tokens')).json()).items;

let dev: SignedUp;
beforeAll(async () => {
  dev = await signedUp('construtora');
});

describe('POST /api/tokens', () => {
  it('answers the secret once; the database keeps only its hash', async () => {
    const res = await dev.client.api('POST', '/api/tokens', { body: { nome: '  CRM da imobiliária ' } });
    expect(res.status).toBe(201);
    const { id, token } = await res.json();
    expect(token).toMatch(/^ci_[A-Za-z0-9_-]{43}$/);
    const [row] = await withDb(
      async (db) =>
        (await db.execute<{ nome: string; hash: string }>(sql`SELECT nome, hash FROM tokens_api WHERE id = ${id}`))
          .rows,
    );
    expect(row!.nome).toBe('CRM da imobiliária');
    expect(row!.hash).not.toContain(token);
    expect(row!.hash).toMatch(/^[0-9a-f]{64}$/);
    const listed = await dev.client.request('/api/tokens');
    expect(await listed.text()).not.toContain(token);
  });

  it('refuses an empty or too long name and writes nothing', async () => {
    const before = (await list(dev)).length;
    for (const nome of ['', '   ', 'x'.repeat(81)]) {
      const res = await dev.client.request('/api/tokens', { method: 'POST', json: { nome } });
      expect(res.status).toBe(400);
      expect((await errorBody(res)).error.message).toMatch(/nome/);
    }
    expect(await list(dev)).toHaveLength(before);
  });

  it('refuses visitors (401) and brokers (403)', async () => {
    expect((await client().request('/api/tokens', { method: 'POST', json: { nome: 'x' } })).status).toBe(401);
    const corretor = await signedUp('corretor');
    expect((await corretor.client.request('/api/tokens', { method: 'POST', json: { nome: 'x' } })).status).toBe(403);
    expect((await corretor.client.request('/api/tokens')).status).toBe(403);
  });

  it(`holds the cap of ${MAX_TOKENS_API} active tokens under a burst`, async () => {
    const own = await signedUp('construtora');
    const answers = await Promise.all(
      Array.from({ length: MAX_TOKENS_API + 5 }, (_, i) =>
        own.client.request('/api/tokens', { method: 'POST', json: { nome: `Token ${i}` } }),
      ),
    );
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(MAX_TOKENS_API);
    expect(statuses.filter((s) => s === 409)).toHaveLength(5);
    expect(await list(own)).toHaveLength(MAX_TOKENS_API);
  });
});

describe('GET /api/tokens', () => {
  it('lists the prefix and the last use, never the secret', async () => {
    const { id, token } = await createToken(dev.client, 'Portal');
    expect((await list(dev)).find((t) => t.id === id)!.ultimo_uso_em).toBeNull();
    expect((await integratorGet('/api/v1/empreendimentos', token)).status).toBe(200);
    const item = (await list(dev)).find((t) => t.id === id)!;
    expect(item.nome).toBe('Portal');
    expect(token.startsWith(item.prefixo)).toBe(true);
    expect(Date.now() - Date.parse(item.ultimo_uso_em!)).toBeLessThan(60_000);
  });

  it("does not show another construtora's tokens", async () => {
    const { id } = await createToken(dev.client, 'Só meu');
    const other = await signedUp('construtora');
    expect((await list(other)).map((t) => t.id)).not.toContain(id);
  });
});

describe('DELETE /api/tokens/:id', () => {
  it('revokes at once: the next request with it is 401, and it leaves the list', async () => {
    const { id, token } = await createToken(dev.client, 'Revogável');
    expect((await integratorGet('/api/v1/empreendimentos', token)).status).toBe(200);
    expect((await dev.client.request(`/api/tokens/${id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await integratorGet('/api/v1/empreendimentos', token)).status).toBe(401);
    expect((await list(dev)).map((t) => t.id)).not.toContain(id);
    expect((await dev.client.request(`/api/tokens/${id}`, { method: 'DELETE' })).status).toBe(404);
  });

  it("is 404 for another construtora's token, a malformed id, and leaves it working", async () => {
    const { id, token } = await createToken(dev.client, 'Alheio');
    const other = await signedUp('construtora');
    expect((await other.client.request(`/api/tokens/${id}`, { method: 'DELETE' })).status).toBe(404);
    expect((await dev.client.request('/api/tokens/nao-e-um-id', { method: 'DELETE' })).status).toBe(404);
    expect((await integratorGet('/api/v1/empreendimentos', token)).status).toBe(200);
  });
});
