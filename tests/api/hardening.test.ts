// Security review: headers, cookie, inputs that used to answer 500, auth event logs.
import { exports } from 'cloudflare:workers';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONTENT_SECURITY_POLICY } from '../../worker/lib/security-headers.ts';
import { TOUR_HOSTS, isAllowedTourUrl } from '../../worker/schemas/tour-virtual.ts';
import staticHeaders from '../../web/public/_headers?raw';
import { withDb } from '../helpers/db.ts';
import { PASSWORD, signedUp, uniqueEmail } from '../helpers/factories.ts';
import { client, errorBody, freshIp } from '../helpers/http.ts';

const cursor = (value: unknown) => btoa(JSON.stringify(value)).replace(/=+$/, '');

describe('session cookie and security headers', () => {
  it('the session cookie is a __Host- cookie: Secure, Path=/, no Domain', async () => {
    const acct = await signedUp('corretor');
    const res = await client().request('/api/auth/login', {
      method: 'POST',
      json: { userType: 'corretor', email: acct.email, password: PASSWORD },
    });
    const cookie = res.headers.get('set-cookie')!;
    expect(cookie).toMatch(/^__Host-ci_sessao=[a-z2-7]{32};/);
    expect(cookie).toMatch(/; Secure/);
    expect(cookie).toMatch(/; Path=\//);
    expect(cookie).not.toMatch(/Domain=/i);
    // The old name is not read any more.
    const old = client();
    old.cookie = acct.client.cookie!.replace('__Host-ci_sessao', 'ci_sessao');
    expect((await (await old.api('GET', '/api/auth/me')).json()).user).toBeNull();
  });

  it('the session probe and the health check are never stored: they answer per visitor', async () => {
    const acct = await signedUp('corretor');
    for (const res of [
      await client().request('/api/auth/me'),
      await acct.client.request('/api/auth/me'),
      await client().request('/api/health'),
    ]) {
      expect(res.headers.get('cache-control')).toBe('private, no-store');
    }
  });

  it("CSP: base-uri 'none' and frames only from the allowed virtual-tour providers", async () => {
    const csp = (await client().request('/api/health')).headers.get('content-security-policy')!;
    expect(csp).toContain("base-uri 'none'");
    const frameSrc = csp.split(';').find((d) => d.trim().startsWith('frame-src'))!;
    expect(frameSrc.trim().split(/\s+/).slice(1).sort()).toEqual(TOUR_HOSTS.map((h) => `https://${h}`).sort());
    expect(frameSrc).not.toMatch(/https:(\s|$)/);
  });

  it('web/public/_headers carries the same policy as the Worker', async () => {
    const line = staticHeaders.split('\n').find((l) => l.trim().startsWith('Content-Security-Policy:'))!;
    const workerCsp = (await client().request('/api/health')).headers.get('content-security-policy')!;
    const directives = (text: string) =>
      text
        .replace(/^\s*Content-Security-Policy:\s*/, '')
        .split(';')
        .map((d) => d.trim())
        .filter(Boolean)
        .sort();
    expect(directives(line)).toEqual(directives(workerCsp));
    expect(CONTENT_SECURITY_POLICY.baseUri).toEqual(["'none'"]);
  });

  it('no Cross-Origin-Embedder-Policy: require-corp would block the virtual-tour frames of the detail page', async () => {
    const res = await client().request('/api/health');
    expect(res.headers.get('cross-origin-embedder-policy')).toBeNull();
    expect(staticHeaders).not.toMatch(/Cross-Origin-Embedder-Policy/i);
    expect(res.headers.get('cross-origin-opener-policy')).toBe('same-origin');
  });

  it('the detail page shows a tour only from an allowed provider over https', () => {
    expect(isAllowedTourUrl('https://my.matterport.com/show/?m=abc')).toBe(true);
    expect(isAllowedTourUrl('https://www.youtube-nocookie.com/embed/x')).toBe(true);
    expect(isAllowedTourUrl('http://my.matterport.com/show/?m=abc')).toBe(false);
    expect(isAllowedTourUrl('https://evil.example/tour')).toBe(false);
    expect(isAllowedTourUrl('https://my.matterport.com.evil.example/')).toBe(false);
    expect(isAllowedTourUrl('javascript:alert(1)')).toBe(false);
    expect(isAllowedTourUrl('não é url')).toBe(false);
    expect(isAllowedTourUrl(null)).toBe(false);
  });
});

describe('inputs that used to answer 500', () => {
  it.each([
    ['a date Date.parse accepts and Postgres refuses', ['1', crypto.randomUUID()]],
    ['a date in another format', ['May 3, 2026', crypto.randomUUID()]],
    ['a number where a date goes', [1, crypto.randomUUID()]],
  ])('a keyset cursor with %s answers 400', async (_label, value) => {
    const res = await client().request(`/api/oportunidades?cursor=${cursor(value)}`);
    expect(res.status).toBe(400);
    expect((await errorBody(res)).error).toMatchObject({
      code: 'validation_failed',
      message: 'Cursor de paginação inválido.',
    });
  });

  it('a price cursor whose key is not a finite number answers 400', async () => {
    const res = await client().request(
      `/api/oportunidades?ordenar=priceAsc&cursor=${cursor(['1e999', crypto.randomUUID()])}`,
    );
    expect(res.status).toBe(400);
    const huge = await client().request(
      `/api/oportunidades?ordenar=priceAsc&cursor=${btoa(`[1e999,"${crypto.randomUUID()}"]`).replace(/=+$/, '')}`,
    );
    expect(huge.status).toBe(400);
  });

  it('a well-formed date cursor still pages', async () => {
    const res = await client().request(
      `/api/oportunidades?cursor=${cursor([new Date().toISOString(), crypto.randomUUID()])}`,
    );
    expect(res.status).toBe(200);
  });

  it('/media with a malformed escape answers 404', async () => {
    const res = await client().request('/media/%E0%A4%A');
    expect(res.status).toBe(404);
    expect((await errorBody(res)).error.code).toBe('not_found');
  });
});

describe('CSRF guard', () => {
  it('refuses a POST with neither Origin nor Sec-Fetch-Site, and changes nothing', async () => {
    const email = uniqueEmail('sem-origem');
    const res = await exports.default.fetch(
      new Request('http://localhost/api/contato', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'cf-connecting-ip': freshIp() },
        body: JSON.stringify({ nome: 'Sem Origem', email, telefone: '(11) 98765-4321', mensagem: 'Olá' }),
      }),
    );
    expect(res.status).toBe(403);
    expect((await errorBody(res)).error.message).toBe('Requisição recusada: origem não permitida.');
    const rows = await withDb(async (db) => {
      const r = await db.execute(sql`SELECT 1 FROM mensagens_contato WHERE email = ${email}`);
      return r.rows.length;
    });
    expect(rows).toBe(0);
  });

  it('accepts Sec-Fetch-Site: same-origin without Origin, and refuses cross-site', async () => {
    const send = (site: string) =>
      exports.default.fetch(
        new Request('http://localhost/api/auth/logout', {
          method: 'POST',
          headers: { 'sec-fetch-site': site, 'cf-connecting-ip': freshIp() },
        }),
      );
    expect((await send('same-origin')).status).toBe(204);
    expect((await send('cross-site')).status).toBe(403);
    expect((await send('same-site')).status).toBe(403);
  });
});

describe('authentication events are logged without secrets', () => {
  afterEach(() => vi.restoreAllMocks());

  function capture() {
    const lines: Record<string, unknown>[] = [];
    const keep = (...args: unknown[]) => {
      const text = String(args[0]);
      if (text.includes('"kind":"auth"')) lines.push(JSON.parse(text) as Record<string, unknown>);
    };
    vi.spyOn(console, 'log').mockImplementation(keep);
    vi.spyOn(console, 'warn').mockImplementation(keep);
    return lines;
  }

  it('sign-up, failure, lock, sign-in and logout each leave one JSON line; no password, no full e-mail', async () => {
    const lines = capture();
    const acct = await signedUp('corretor');
    const attacker = client();
    for (let i = 0; i < 6; i++) {
      await attacker.request('/api/auth/login', {
        method: 'POST',
        json: { userType: 'corretor', email: acct.email, password: `senha-secreta-${i}` },
      });
    }
    const c = client();
    await c.request('/api/auth/login', {
      method: 'POST',
      json: { userType: 'corretor', email: acct.email, password: PASSWORD },
    });
    await c.request('/api/auth/logout', { method: 'POST' });
    const mine = lines.filter((l) => l.userId === acct.userId || l.email === `c***@teste.com.br`);
    expect(mine.map((l) => l.event)).toEqual([
      'cadastro',
      // The factory signs in once the address is confirmed.
      'login_ok',
      ...Array<string>(5).fill('login_falhou'),
      'login_bloqueado',
      'login_ok',
      'logout',
    ]);
    const text = JSON.stringify(lines);
    expect(text).not.toContain(acct.email);
    expect(text).not.toContain(PASSWORD);
    expect(text).not.toContain('senha-secreta');
    expect(text).not.toContain(c.cookie ?? 'sem-cookie');
    expect(mine[2]).toMatchObject({ level: 'warn', email: 'c***@teste.com.br', emailHash: expect.any(String) });
  });
});
