// What leaves the Worker besides the answer: log lines, cache headers, static files. And links and dates that
// Postgres or a browser would take differently from what the form promised.
import { env } from 'cloudflare:workers';
import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { handleError } from '../../worker/app.ts';
import type { AppEnv } from '../../worker/lib/env.ts';
import { withDb } from '../helpers/db.ts';
import { signedUp } from '../helpers/factories.ts';
import { client, errorBody } from '../helpers/http.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

function captureErrors() {
  const lines: string[] = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void lines.push(args.map(String).join(' ')));
  return lines;
}

/** A route that runs one real statement, behind the app's error handler. */
function probe(statement: ReturnType<typeof sql>) {
  return new Hono<AppEnv>()
    .get('/', async (c) => {
      await withDb((db) => db.execute(statement));
      return c.body(null, 204);
    })
    .onError(handleError)
    .request('/', {}, env);
}

describe('error logs', () => {
  it('name the failed statement and its code, never its parameters', async () => {
    const email = `segredo-${crypto.randomUUID()}@teste.com.br`;
    const hash = `$argon2id$v=19$segredo-${crypto.randomUUID()}`;
    const lines = captureErrors();
    // The same address twice: a unique violation whose query and detail both carry the e-mail and the hash.
    const res = await probe(sql`
      INSERT INTO users (email, password_hash, user_type)
      VALUES (${email}, ${hash}, 'corretor'), (${email}, ${hash}, 'corretor')`);
    expect(res.status).toBe(500);
    expect((await errorBody(res)).error.code).toBe('internal');
    const logged = lines.join('\n');
    expect(logged).toContain('"code":"23505"');
    expect(logged).toContain('"query":"INSERT INTO users (email,"');
    expect(logged).not.toContain('segredo-');
  });

  it('turn a date Postgres cannot read into a 400 in Portuguese, with nothing logged', async () => {
    const lines = captureErrors();
    for (const statement of [
      sql`SELECT ${'2026-02-30'}::timestamptz`,
      sql`SELECT ${'2026-02-03 25:00'}::timestamptz`,
    ]) {
      const res = await probe(statement);
      expect(res.status).toBe(400);
      expect(await errorBody(res)).toEqual({ error: { code: 'validation_failed', message: 'Data inválida.' } });
    }
    expect(lines).toEqual([]);
  });
});

describe('the build manifest', () => {
  it('is served to nobody, while the server-rendered pages still name their chunks from it', async () => {
    const corretor = await signedUp('corretor');
    for (const c of [client(), corretor.client]) {
      const res = await c.request('/.vite/manifest.json');
      expect(res.status).toBe(404);
      expect(await res.text()).not.toContain('.tsx');
    }
    const html = await (await client().request('/oportunidades')).text();
    expect(html).toMatch(/<html lang="pt-BR" data-ssr="\/assets\/[^"]+\.js"/);
  });
});

describe('links and dates of a development', () => {
  const base = {
    nome: 'Residencial Links Seguros',
    endereco: 'Av. Paulista, 1000 - Bela Vista, São Paulo - SP',
    cidade: 'São Paulo',
    uf: 'SP',
  };

  it('refuses http:// videos and documents, and a delivery date that does not exist', async () => {
    const dev = await signedUp('construtora');
    const cases: [Record<string, unknown>, string][] = [
      [
        { videos_urls: 'https://youtu.be/abc, http://youtu.be/def' },
        'Informe links de vídeo válidos (https://...), separados por vírgula.',
      ],
      [
        { documentos: [{ name: 'Memorial', url: 'http://exemplo.com.br/memorial.pdf' }] },
        'Informe um link válido para o documento (https://...).',
      ],
      [{ data_entrega: '2026-02-30' }, 'Data de entrega inválida.'],
    ];
    for (const [fields, message] of cases) {
      const res = await dev.client.request('/api/empreendimentos', { method: 'POST', json: { ...base, ...fields } });
      expect(res.status, message).toBe(400);
      expect((await errorBody(res)).error.message).toBe(message);
    }
    const ok = await dev.client.request('/api/empreendimentos', {
      method: 'POST',
      json: {
        ...base,
        videos_urls: 'https://youtu.be/abc',
        documentos: [{ name: 'Memorial', url: 'https://exemplo.com.br/memorial.pdf' }],
        data_entrega: '2028-02-29',
      },
    });
    expect(ok.status).toBe(201);
  });
});
