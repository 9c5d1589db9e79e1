import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { withDb } from '../helpers/db.ts';
import { PASSWORD, signedUp } from '../helpers/factories.ts';
import { client, errorBody, type Client } from '../helpers/http.ts';

/** Signs in; `body` may be one the schema refuses (the invalid-input tests send those). */
const login = (c: Client, body: Record<string, unknown>) => c.api('POST', '/api/auth/login', { json: body });

async function sessionCount(userId: string) {
  return withDb(async (db) => {
    const r = await db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM sessions WHERE user_id = ${userId}`);
    return r.rows[0]!.n;
  });
}

describe('POST /api/auth/login', () => {
  it('signs a corretor in with a new session and trims/folds the e-mail', async () => {
    const acct = await signedUp('corretor', { nome: 'Beatriz Lima Souza' });
    const c = client();
    const res = await login(c, { userType: 'corretor', email: `  ${acct.email.toUpperCase()} `, password: PASSWORD });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ user: { nome: 'Beatriz Lima Souza', userType: 'corretor' } });
    expect(c.cookie).not.toBe(acct.client.cookie);
    expect(await sessionCount(acct.userId)).toBe(2);
  });

  it('replaces the session the browser already had', async () => {
    const acct = await signedUp('construtora');
    const before = acct.client.cookie;
    expect((await login(acct.client, { userType: 'construtora', email: acct.email, password: PASSWORD })).status).toBe(
      200,
    );
    expect(acct.client.cookie).not.toBe(before);
    expect(await sessionCount(acct.userId)).toBe(1);
  });

  it('a failed attempt does not end the session the browser already has', async () => {
    const acct = await signedUp('corretor');
    const res = await login(acct.client, { userType: 'corretor', email: acct.email, password: 'senha-errada-7' });
    expect(res.status).toBe(401);
    expect((await (await acct.client.api('GET', '/api/auth/me')).json()).user?.id).toBe(acct.userId);
  });

  it('answers wrong passwords and unknown e-mails alike', async () => {
    const acct = await signedUp('corretor');
    for (const body of [
      { userType: 'corretor', email: acct.email, password: 'senha-errada-1' },
      { userType: 'corretor', email: 'ninguem.aqui@teste.com.br', password: PASSWORD },
    ]) {
      const res = await login(client(), body);
      expect(res.status).toBe(401);
      expect((await errorBody(res)).error.message).toBe('E-mail ou senha inválidos.');
    }
  });

  it('refuses a login whose role does not match the chosen one', async () => {
    const acct = await signedUp('corretor');
    const res = await login(client(), { userType: 'construtora', email: acct.email, password: PASSWORD });
    expect(res.status).toBe(403);
    expect((await errorBody(res)).error.message).toBe(
      'Este login não corresponde a um perfil de construtora. Verifique o tipo selecionado.',
    );
    expect(await sessionCount(acct.userId)).toBe(1);
  });

  it('refuses an account without its profile row', async () => {
    const acct = await signedUp('construtora');
    await withDb((db) => db.execute(sql`DELETE FROM construtoras WHERE user_id = ${acct.userId}`));
    const res = await login(client(), { userType: 'construtora', email: acct.email, password: PASSWORD });
    expect(res.status).toBe(403);
    expect((await errorBody(res)).error.message).toBe(
      'Não foi encontrado um perfil de construtora associado a este login. Tente se cadastrar.',
    );
  });

  it('asks for a role when none is chosen, and for the fields', async () => {
    const res = await login(client(), { email: 'a@b.com', password: 'x' });
    expect(res.status).toBe(400);
    expect((await errorBody(res)).error.message).toBe('Por favor, selecione se você é corretor ou construtora.');
    const empty = await login(client(), { userType: 'corretor', email: '', password: '' });
    expect((await errorBody(empty)).error.message).toBe('Informe seu e-mail.');
  });

  it('refuses a deactivated account and ends its sessions', async () => {
    const acct = await signedUp('corretor');
    await withDb((db) => db.execute(sql`UPDATE users SET ativo = false WHERE id = ${acct.userId}`));
    const me = await (await acct.client.api('GET', '/api/auth/me')).json();
    expect(me.user).toBeNull();
    expect(await sessionCount(acct.userId)).toBe(0);
    const res = await login(client(), { userType: 'corretor', email: acct.email, password: PASSWORD });
    expect(res.status).toBe(403);
    expect((await errorBody(res)).error.message).toBe('Esta conta está desativada. Entre em contato com o suporte.');
  });
});

describe('sessions', () => {
  it('logout ends the session on the server, not just in the browser', async () => {
    const acct = await signedUp('construtora');
    const stolen = acct.client.cookie!;
    const res = await acct.client.request('/api/auth/logout', { method: 'POST' });
    expect(res.status).toBe(204);
    expect(res.headers.get('set-cookie')).toMatch(/^__Host-ci_sessao=;.*Max-Age=0/);
    expect(await sessionCount(acct.userId)).toBe(0);
    const replay = client();
    replay.cookie = stolen;
    expect((await (await replay.api('GET', '/api/auth/me')).json()).user).toBeNull();
  });

  it('the database holds the SHA-256 of the cookie’s token, never the token', async () => {
    const acct = await signedUp('corretor');
    const token = acct.client.cookie!.split('=')[1]!;
    const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token)));
    const hex = [...digest].map((b) => b.toString(16).padStart(2, '0')).join('');
    const ids = await withDb(async (db) =>
      (await db.execute<{ id: string }>(sql`SELECT id FROM sessions WHERE user_id = ${acct.userId}`)).rows.map(
        (r) => r.id,
      ),
    );
    expect(ids).toEqual([hex]);
  });

  it('a cookie that is not one of our tokens is left alone: a visitor, and no Set-Cookie answers it', async () => {
    const junk = client();
    junk.cookie = '__Host-ci_sessao=nao-e-um-token-nosso';
    const res = await junk.api('GET', '/api/auth/me');
    expect((await res.json()).user).toBeNull();
    expect(res.headers.get('set-cookie')).toBeNull();
    // A well-formed token the server does not know is cleared.
    const unknown = client();
    unknown.cookie = `__Host-ci_sessao=${'a'.repeat(32)}`;
    expect((await unknown.request('/api/auth/me')).headers.get('set-cookie')).toMatch(/^__Host-ci_sessao=;.*Max-Age=0/);
  });

  it('an idle session expires and is deleted, from the very moment it expires', async () => {
    const acct = await signedUp('corretor');
    await withDb((db) =>
      db.execute(
        sql`UPDATE sessions SET expires_at = now() - interval '500 milliseconds' WHERE user_id = ${acct.userId}`,
      ),
    );
    expect((await (await acct.client.api('GET', '/api/auth/me')).json()).user).toBeNull();
    expect(await sessionCount(acct.userId)).toBe(0);
  });

  it('a session past its absolute limit expires even when active', async () => {
    const acct = await signedUp('corretor');
    await withDb((db) =>
      db.execute(
        sql`UPDATE sessions SET absolute_expires_at = now() - interval '1 second' WHERE user_id = ${acct.userId}`,
      ),
    );
    expect((await (await acct.client.api('GET', '/api/auth/me')).json()).user).toBeNull();
  });

  it('activity slides the inactivity window forward', async () => {
    const acct = await signedUp('corretor');
    await withDb((db) =>
      db.execute(sql`UPDATE sessions SET expires_at = now() + interval '2 days' WHERE user_id = ${acct.userId}`),
    );
    const res = await acct.client.api('GET', '/api/auth/me');
    expect((await res.json()).user?.id).toBe(acct.userId);
    const days = await withDb(async (db) => {
      const r = await db.execute<{ d: number }>(
        sql`SELECT extract(epoch FROM expires_at - now()) / 86400 AS d FROM sessions WHERE user_id = ${acct.userId}`,
      );
      return Number(r.rows[0]!.d);
    });
    expect(days).toBeGreaterThan(6.9);
  });

  it('a forged token gets no user', async () => {
    const c = client();
    c.cookie = '__Host-ci_sessao=abcdefghijklmnopqrstuvwxyz234567';
    expect((await (await c.api('GET', '/api/auth/me')).json()).user).toBeNull();
  });
});

describe('request guards', () => {
  it('refuses a non-GET request from another origin', async () => {
    const acct = await signedUp('corretor');
    const res = await acct.client.request('/api/auth/logout', {
      method: 'POST',
      headers: { origin: 'https://evil.example' },
    });
    expect(res.status).toBe(403);
    expect((await errorBody(res)).error.message).toBe('Requisição recusada: origem não permitida.');
    expect(await sessionCount(acct.userId)).toBe(1);
  });

  it('refuses a form-encoded body even from our origin', async () => {
    const res = await client().request('/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'userType=corretor&email=a@b.com&password=x',
    });
    expect(res.status).toBe(415);
  });

  it('refuses an oversized body with 413 before touching the database', async () => {
    const res = await client().request('/api/contato', {
      method: 'POST',
      json: { nome: 'x', email: 'a@b.com.br', telefone: '11999999999', mensagem: 'x'.repeat(70_000) },
    });
    expect(res.status).toBe(413);
    expect((await errorBody(res)).error.message).toBe('Os dados enviados são grandes demais.');
  });

  it('answers unknown API paths with the JSON error shape', async () => {
    const res = await client().request('/api/nao-existe');
    expect(res.status).toBe(404);
    expect(await errorBody(res)).toEqual({ error: { code: 'not_found', message: 'Recurso não encontrado.' } });
  });
});

describe('admin login', () => {
  it('only an admin account passes as admin; no signup can make one', async () => {
    const acct = await signedUp('construtora');
    const res = await login(client(), { userType: 'admin', email: acct.email, password: PASSWORD });
    expect(res.status).toBe(403);
    expect((await errorBody(res)).error.message).toBe(
      'Este login não corresponde a um perfil de admin. Verifique o tipo selecionado.',
    );
    await withDb((db) => db.execute(sql`UPDATE users SET user_type = 'admin' WHERE id = ${acct.userId}`));
    const ok = await login(client(), { userType: 'admin', email: acct.email, password: PASSWORD });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({ user: { userType: 'admin' } });
  });
});
