import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { withDb } from '../helpers/db.ts';
import { emailsTo, tokenFrom, waitForEmail } from '../helpers/emails.ts';
import { PASSWORD, signedUp, uniqueEmail } from '../helpers/factories.ts';
import { client, errorBody, type Client } from '../helpers/http.ts';

const NOVA = 'outra-senha-forte-456';
const esqueci = (c: Client, email: unknown) => c.request('/api/senha/esqueci', { method: 'POST', json: { email } });
const reset = (c: Client, body: Record<string, unknown>) =>
  c.request('/api/senha/redefinir', { method: 'POST', json: body });
const login = (c: Client, email: string, password: string) =>
  c.request('/api/auth/login', { method: 'POST', json: { userType: 'corretor', email, password } });

/** The account's first e-mail is its sign-up confirmation; the `count`-th reset e-mail comes after it. */
async function resetToken(email: string, count = 1) {
  return tokenFrom(await waitForEmail(email, count + 1), '/redefinir-senha');
}

async function sessionCount(userId: string) {
  return withDb(async (db) => {
    const r = await db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM sessions WHERE user_id = ${userId}`);
    return r.rows[0]!.n;
  });
}

describe('POST /api/senha/esqueci', () => {
  it('e-mails a single-use link to the account and stores only the hash of its token', async () => {
    const acct = await signedUp('corretor');
    const res = await esqueci(client(), `  ${acct.email.toUpperCase()} `);
    expect(res.status).toBe(202);
    const email = await waitForEmail(acct.email, 2);
    expect(email.assunto).toBe('Redefinição de senha — Conecta Imóveis');
    expect(email.texto).toMatch(/ http:\/\/localhost(:\d+)?\/redefinir-senha\?token=/);
    const token = tokenFrom(email, '/redefinir-senha');
    expect(token.length).toBeGreaterThanOrEqual(43);
    const stored = await withDb(async (db) => {
      const r = await db.execute<{ id: string; tipo: string; ttl: number }>(sql`
        SELECT id, tipo, round(extract(epoch FROM expires_at - created_at) / 60)::int AS ttl
          FROM tokens_usuario WHERE user_id = ${acct.userId} AND tipo <> 'confirmar_email'`);
      return r.rows;
    });
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ tipo: 'redefinir_senha', ttl: 60 });
    expect(stored[0]!.id).toMatch(/^[0-9a-f]{64}$/);
    expect(stored[0]!.id).not.toContain(token);
  });

  it('answers an unknown address exactly as a known one and sends nothing', async () => {
    const acct = await signedUp('construtora');
    const known = await esqueci(client(), acct.email);
    const unknownEmail = uniqueEmail('ninguem');
    const unknown = await esqueci(client(), unknownEmail);
    expect(unknown.status).toBe(known.status);
    expect(await unknown.json()).toEqual(await known.json());
    await waitForEmail(acct.email, 2);
    expect(await emailsTo(unknownEmail)).toEqual([]);
  });

  it('refuses a malformed address with a Portuguese message', async () => {
    const res = await esqueci(client(), 'nao-e-email');
    expect(res.status).toBe(400);
    const body = await errorBody(res);
    expect(body.error.code).toBe('validation_failed');
    expect(body.error.issues!.map((i) => i.message)).toContain('Informe um e-mail válido.');
  });

  it('throttles a burst for one address: exactly 3 answered, the rest 429 with Retry-After', async () => {
    const acct = await signedUp('corretor');
    const results = await Promise.all(Array.from({ length: 10 }, () => esqueci(client(), acct.email)));
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 202)).toHaveLength(3);
    expect(statuses.filter((s) => s === 429)).toHaveLength(7);
    // A later request within the window is refused too, whoever it comes from.
    expect((await esqueci(client(), acct.email)).status).toBe(429);
    const refused = results.find((r) => r.status === 429)!;
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await errorBody(refused)).error.message).toBe(
      'Muitos pedidos de redefinição de senha. Aguarde 15 minutos e tente novamente.',
    );
  });

  it('throttles one network asking for many addresses', async () => {
    const c = client();
    const statuses: number[] = [];
    for (let i = 0; i < 22; i++) statuses.push((await esqueci(c, uniqueEmail('varredura'))).status);
    expect(statuses.slice(0, 20).every((s) => s === 202)).toBe(true);
    expect(statuses.slice(20)).toEqual([429, 429]);
  });
});

describe('POST /api/senha/redefinir', () => {
  it('sets the new password, ends every session and lets the owner in with it', async () => {
    const acct = await signedUp('corretor');
    expect((await login(client(), acct.email, PASSWORD)).status).toBe(200);
    expect(await sessionCount(acct.userId)).toBe(2);
    await esqueci(client(), acct.email);
    const token = await resetToken(acct.email);

    const res = await reset(client(), { token, nova_senha: NOVA, confirmar_senha: NOVA });
    expect(res.status).toBe(200);
    expect(await sessionCount(acct.userId)).toBe(0);
    expect((await (await acct.client.api('GET', '/api/auth/me')).json()).user).toBeNull();
    expect((await login(client(), acct.email, PASSWORD)).status).toBe(401);
    expect((await login(client(), acct.email, NOVA)).status).toBe(200);
  });

  it('a used token is refused with 400 and changes nothing', async () => {
    const acct = await signedUp('corretor');
    await esqueci(client(), acct.email);
    const token = await resetToken(acct.email);
    expect((await reset(client(), { token, nova_senha: NOVA, confirmar_senha: NOVA })).status).toBe(200);
    const again = await reset(client(), {
      token,
      nova_senha: 'terceira-senha-789',
      confirmar_senha: 'terceira-senha-789',
    });
    expect(again.status).toBe(400);
    expect((await errorBody(again)).error.message).toBe(
      'Este link de redefinição é inválido ou expirou. Solicite um novo.',
    );
    expect((await login(client(), acct.email, NOVA)).status).toBe(200);
  });

  it('an expired token is refused and the password stays', async () => {
    const acct = await signedUp('corretor');
    await esqueci(client(), acct.email);
    const token = await resetToken(acct.email);
    await withDb((db) =>
      db.execute(
        sql`UPDATE tokens_usuario SET expires_at = now() - interval '1 second' WHERE user_id = ${acct.userId}`,
      ),
    );
    expect((await reset(client(), { token, nova_senha: NOVA, confirmar_senha: NOVA })).status).toBe(400);
    expect((await login(client(), acct.email, PASSWORD)).status).toBe(200);
  });

  it('only the newest link works', async () => {
    const acct = await signedUp('corretor');
    await esqueci(client(), acct.email);
    const first = await resetToken(acct.email);
    await esqueci(client(), acct.email);
    const second = await resetToken(acct.email, 2);
    expect((await reset(client(), { token: first, nova_senha: NOVA, confirmar_senha: NOVA })).status).toBe(400);
    expect((await reset(client(), { token: second, nova_senha: NOVA, confirmar_senha: NOVA })).status).toBe(200);
  });

  it('a burst of 10 uses of one token: exactly one succeeds', async () => {
    const acct = await signedUp('corretor');
    await esqueci(client(), acct.email);
    const token = await resetToken(acct.email);
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        reset(client(), { token, nova_senha: `${NOVA}-${i}`, confirmar_senha: `${NOVA}-${i}` }),
      ),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 400)).toHaveLength(9);
    const used = await withDb(async (db) => {
      const r = await db.execute<{ n: number }>(
        sql`SELECT count(*)::int AS n FROM tokens_usuario
              WHERE user_id = ${acct.userId} AND tipo = 'redefinir_senha' AND usado_em IS NOT NULL`,
      );
      return r.rows[0]!.n;
    });
    expect(used).toBe(1);
  });

  const invalid: [string, Record<string, unknown>, string][] = [
    [
      'a common password',
      { nova_senha: '12345678', confirmar_senha: '12345678' },
      'Esta senha é muito comum. Escolha uma senha mais difícil de adivinhar.',
    ],
    ['passwords that differ', { nova_senha: NOVA, confirmar_senha: `${NOVA}x` }, 'As senhas não coincidem.'],
    [
      'a short password',
      { nova_senha: 'curta12', confirmar_senha: 'curta12' },
      'A senha deve ter no mínimo 8 caracteres.',
    ],
    [
      'a missing token',
      { token: undefined, nova_senha: NOVA, confirmar_senha: NOVA },
      'Este link de redefinição é inválido ou expirou. Solicite um novo.',
    ],
  ];
  for (const [label, body, message] of invalid) {
    it(`refuses ${label} with a clear message and leaves the token unused`, async () => {
      const acct = await signedUp('corretor');
      await esqueci(client(), acct.email);
      const token = await resetToken(acct.email);
      const res = await reset(client(), { token, ...body });
      expect(res.status).toBe(400);
      expect((await errorBody(res)).error.issues!.map((i) => i.message)).toContain(message);
      expect((await login(client(), acct.email, PASSWORD)).status).toBe(200);
      expect((await reset(client(), { token, nova_senha: NOVA, confirmar_senha: NOVA })).status).toBe(200);
    });
  }
});
