// The admin second factor: setup (secret, confirmation, ten recovery codes shown once), login with a code, the
// attempt limit of a challenge, single use of a recovery code under a parallel burst, and the guard on sessions
// that never passed the code.
import { decodeBase32IgnorePadding } from '@oslojs/encoding';
import { generateTOTP } from '@oslojs/otp';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signedInAdmin } from '../helpers/admin.ts';
import { withDb } from '../helpers/db.ts';
import { laterTotpCode } from '../helpers/admin-totp.ts';
import { PASSWORD } from '../helpers/factories.ts';
import { client, errorBody, type RawResponse } from '../helpers/http.ts';

const messageOf = async (res: RawResponse) => (await errorBody(res)).error.message;
const code = (segredo: string) => generateTOTP(decodeBase32IgnorePadding(segredo), 30, 6);
/** Any 6 digits that are not valid in the ±1 step window. */
function wrongCode(segredo: string) {
  const key = decodeBase32IgnorePadding(segredo);
  const valid = new Set(
    [-30_000, 0, 30_000].map((d) => {
      const now = Date.now;
      Date.now = () => now() + d;
      try {
        return generateTOTP(key, 30, 6);
      } finally {
        Date.now = now;
      }
    }),
  );
  for (let n = 0; ; n++) {
    const c = String(n).padStart(6, '0');
    if (!valid.has(c)) return c;
  }
}

async function adminWithTotp() {
  const admin = await signedInAdmin();
  const other = client();
  await other.request('/api/auth/login', {
    method: 'POST',
    json: { userType: 'admin', email: admin.email, password: PASSWORD },
  });
  const start = await admin.client.api('POST', '/api/admin/totp/iniciar');
  expect(start.status).toBe(200);
  const { segredo, uri } = await start.json();
  expect(uri).toMatch(/^otpauth:\/\/totp\/Conecta%20Im%C3%B3veis:/);
  expect(uri).toContain(`secret=${segredo}`);
  return { ...admin, other, segredo };
}

async function loginChallenge(email: string) {
  const c = client();
  const res = await c.api('POST', '/api/auth/login', { body: { userType: 'admin', email, password: PASSWORD } });
  expect(res.status).toBe(200);
  const body = await res.json();
  expect(body).toEqual({ segundo_fator: true, desafio: expect.any(String) });
  expect(c.cookie).toBeNull();
  if (!('desafio' in body)) throw new Error('no challenge');
  return { c, desafio: body.desafio };
}

describe('TOTP setup', () => {
  it('is confirmed by a code, shows ten recovery codes and ends the admin’s other sessions', async () => {
    const a = await adminWithTotp();
    const wrong = await a.client.request('/api/admin/totp/ativar', {
      method: 'POST',
      json: { codigo: wrongCode(a.segredo) },
    });
    expect(wrong.status).toBe(400);
    expect(await messageOf(wrong)).toBe('Código inválido. Confira o aplicativo autenticador e tente novamente.');
    expect(await (await a.client.request('/api/admin/totp')).json()).toEqual({ ativo: false, codigos_restantes: 0 });
    const badFormat = await a.client.request('/api/admin/totp/ativar', { method: 'POST', json: { codigo: '12ab' } });
    expect(await messageOf(badFormat)).toBe('Informe o código de 6 dígitos do aplicativo autenticador.');

    const cookieBefore = a.client.cookie;
    const ok = await a.client.api('POST', '/api/admin/totp/ativar', { body: { codigo: code(a.segredo) } });
    expect(ok.status).toBe(200);
    const { codigos_recuperacao } = await ok.json();
    expect(codigos_recuperacao).toHaveLength(10);
    expect(new Set(codigos_recuperacao).size).toBe(10);
    expect(codigos_recuperacao[0]).toMatch(/^[a-z2-7]{5}-[a-z2-7]{5}$/);
    expect(a.client.cookie).not.toBe(cookieBefore);
    expect(await (await a.client.request('/api/admin/totp')).json()).toEqual({ ativo: true, codigos_restantes: 10 });
    expect((await a.other.request('/api/admin/resumo')).status).toBe(401);
    const stored = await withDb((db) =>
      db.execute<{ hash: string }>(sql`SELECT hash FROM codigos_recuperacao WHERE user_id = ${a.userId}`),
    );
    expect(stored.rows.map((r) => r.hash)).not.toContain(codigos_recuperacao[0]);
    const again = await a.client.request('/api/admin/totp/iniciar', { method: 'POST' });
    expect(again.status).toBe(409);
    expect(await messageOf(again)).toBe('A verificação em duas etapas já está ativa.');
  });
});

describe('admin login with the second factor', () => {
  it('answers a challenge instead of a session, and the code turns it into one', async () => {
    const a = await adminWithTotp();
    await a.client.api('POST', '/api/admin/totp/ativar', { body: { codigo: code(a.segredo) } });
    const { c, desafio } = await loginChallenge(a.email);
    expect((await c.request('/api/admin/resumo')).status).toBe(401);
    const res = await c.request('/api/admin-auth/verificar', {
      method: 'POST',
      json: { desafio, codigo: laterTotpCode(a.segredo) },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ user: { id: a.userId, userType: 'admin' } });
    expect((await c.request('/api/admin/resumo')).status).toBe(200);
    const reuse = await client().request('/api/admin-auth/verificar', {
      method: 'POST',
      json: { desafio, codigo: laterTotpCode(a.segredo) },
    });
    expect(reuse.status).toBe(401);
    expect(await messageOf(reuse)).toBe('Código expirado ou tentativas esgotadas. Faça login novamente.');
  });

  it('never accepts the same code twice: a second login with it is refused', async () => {
    const a = await adminWithTotp();
    await a.client.api('POST', '/api/admin/totp/ativar', { body: { codigo: code(a.segredo) } });
    const codigo = laterTotpCode(a.segredo);
    const first = await loginChallenge(a.email);
    const ok = await first.c.request('/api/admin-auth/verificar', {
      method: 'POST',
      json: { desafio: first.desafio, codigo },
    });
    expect(ok.status).toBe(200);
    const second = await loginChallenge(a.email);
    const replay = await second.c.request('/api/admin-auth/verificar', {
      method: 'POST',
      json: { desafio: second.desafio, codigo },
    });
    expect(replay.status).toBe(401);
    expect((await second.c.request('/api/admin/resumo')).status).toBe(401);
  });

  it('refuses at login the very code that switched the second factor on', async () => {
    const a = await adminWithTotp();
    const codigo = code(a.segredo);
    const on = await a.client.request('/api/admin/totp/ativar', { method: 'POST', json: { codigo } });
    expect(on.status).toBe(200);
    const { c, desafio } = await loginChallenge(a.email);
    const replay = await c.request('/api/admin-auth/verificar', { method: 'POST', json: { desafio, codigo } });
    expect(replay.status).toBe(401);
    expect(c.cookie).toBeNull();
    const later = await c.request('/api/admin-auth/verificar', {
      method: 'POST',
      json: { desafio, codigo: laterTotpCode(a.segredo) },
    });
    expect(later.status).toBe(200);
  });

  it('spends the challenge after five wrong codes, even if the right one follows', async () => {
    const a = await adminWithTotp();
    await a.client.api('POST', '/api/admin/totp/ativar', { body: { codigo: code(a.segredo) } });
    const { c, desafio } = await loginChallenge(a.email);
    for (let i = 0; i < 5; i++) {
      const r = await c.request('/api/admin-auth/verificar', {
        method: 'POST',
        json: { desafio, codigo: wrongCode(a.segredo) },
      });
      expect(r.status).toBe(401);
      expect(await messageOf(r)).toBe('Código inválido. Confira o aplicativo autenticador e tente novamente.');
    }
    const right = await c.request('/api/admin-auth/verificar', {
      method: 'POST',
      json: { desafio, codigo: laterTotpCode(a.segredo) },
    });
    expect(right.status).toBe(401);
    expect(await messageOf(right)).toBe('Código expirado ou tentativas esgotadas. Faça login novamente.');
    expect(c.cookie).toBeNull();
    const bad = await c.request('/api/admin-auth/verificar', { method: 'POST', json: { desafio } });
    expect(bad.status).toBe(400);
    expect(await messageOf(bad)).toBe('Informe o código.');
  });

  it('accepts a recovery code once, even under a parallel burst', async () => {
    const a = await adminWithTotp();
    const ok = await a.client.api('POST', '/api/admin/totp/ativar', { body: { codigo: code(a.segredo) } });
    const { codigos_recuperacao } = await ok.json();
    const recovery = codigos_recuperacao[3]!.toUpperCase();
    const challenges = await Promise.all(Array.from({ length: 6 }, () => loginChallenge(a.email)));
    const results = await Promise.all(
      challenges.map(({ c, desafio }) =>
        c.request('/api/admin-auth/verificar', { method: 'POST', json: { desafio, codigo: recovery } }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 401, 401, 401, 401, 401]);
    expect(await (await a.client.request('/api/admin/totp')).json()).toEqual({ ativo: true, codigos_restantes: 9 });
  });

  it('refuses an admin session made before the second factor was switched on', async () => {
    const admin = await signedInAdmin();
    await withDb((db) =>
      db.execute(sql`UPDATE users SET totp_secret = 'JBSWY3DPEHPK3PXP', totp_ativado_em = now() + interval '1 second'
                      WHERE id = ${admin.userId}`),
    );
    const res = await admin.client.request('/api/admin/resumo');
    expect(res.status).toBe(403);
    expect(await messageOf(res)).toBe('Confirme o código de verificação em duas etapas para acessar o painel.');
  });

  it('switches the second factor off with a current code; the next login needs only the password', async () => {
    const a = await adminWithTotp();
    await a.client.api('POST', '/api/admin/totp/ativar', { body: { codigo: code(a.segredo) } });
    const wrong = await a.client.request('/api/admin/totp/desativar', {
      method: 'POST',
      json: { codigo: wrongCode(a.segredo) },
    });
    expect(wrong.status).toBe(400);
    const off = await a.client.request('/api/admin/totp/desativar', {
      method: 'POST',
      json: { codigo: laterTotpCode(a.segredo) },
    });
    expect(off.status).toBe(204);
    const c = client();
    const login = await c.request('/api/auth/login', {
      method: 'POST',
      json: { userType: 'admin', email: a.email, password: PASSWORD },
    });
    expect(await login.json()).toMatchObject({ user: { id: a.userId } });
  });
});
