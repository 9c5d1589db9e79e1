import { env } from 'cloudflare:test';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { hashLogN } from '../../worker/lib/password.ts';
import { MSG_CONFIRMACAO } from '../../worker/schemas/confirmacao-email.ts';
import { withDb } from '../helpers/db.ts';
import { emailsTo, tokenFrom, waitForEmail } from '../helpers/emails.ts';
import { confirmFromOutbox, signedUp, signupInput, uniqueEmail } from '../helpers/factories.ts';
import { client, errorBody } from '../helpers/http.ts';

async function countUsers(email: string) {
  return withDb(async (db) => {
    const r = await db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM users WHERE email = ${email}`);
    return r.rows[0]!.n;
  });
}

async function countProfiles(email: string) {
  return withDb(async (db) => {
    const r = await db.execute<{ n: number }>(sql`
      SELECT (SELECT count(*) FROM construtoras WHERE email = ${email})
           + (SELECT count(*) FROM corretores WHERE email = ${email})
           + (SELECT count(*) FROM tentativas_login WHERE chave LIKE ${`login:%${email}%`}) AS n`);
    return Number(r.rows[0]!.n);
  });
}

describe('POST /api/auth/signup', () => {
  it('creates an unconfirmed construtora with its profile row, e-mails the link and starts no session', async () => {
    const c = client();
    const input = signupInput('construtora', {
      nome: 'Horizonte Incorporadora',
      email: uniqueEmail('Maiusc').toUpperCase(),
    });
    const email = input.email.toLowerCase();
    const res = await c.request('/api/auth/signup', { method: 'POST', json: input });
    expect(res.status).toBe(202);
    expect(res.headers.get('set-cookie')).toBeNull();
    expect(await res.json()).toEqual({ mensagem: MSG_CONFIRMACAO.cadastroRecebido });
    expect((await (await c.api('GET', '/api/auth/me')).json()).user).toBeNull();

    const mail = await waitForEmail(email);
    expect(mail.assunto).toBe('Confirme seu e-mail — Conecta Imóveis');
    const token = tokenFrom(mail, '/confirmar-email');
    const row = await withDb(async (db) => {
      const r = await db.execute<{
        password_hash: string;
        nome: string;
        confirmado: boolean;
        sessions: number;
        token_ids: string[];
        validade_h: number;
      }>(sql`
        SELECT u.password_hash, c.nome, u.email_confirmado_em IS NOT NULL AS confirmado,
               (SELECT count(*)::int FROM sessions s WHERE s.user_id = u.id) AS sessions,
               (SELECT array_agg(t.id) FROM tokens_usuario t WHERE t.user_id = u.id AND t.tipo = 'confirmar_email')
                 AS token_ids,
               (SELECT round(extract(epoch FROM max(t.expires_at) - now()) / 3600)::int FROM tokens_usuario t
                 WHERE t.user_id = u.id) AS validade_h
          FROM users u JOIN construtoras c ON c.user_id = u.id WHERE u.email = ${email}`);
      return r.rows[0]!;
    });
    expect(row).toMatchObject({ nome: 'Horizonte Incorporadora', confirmado: false, sessions: 0, validade_h: 24 });
    // scrypt with the cost this Worker hashes at (production's is pinned by tests/unit/password.test.ts).
    expect(row.password_hash).toMatch(new RegExp(`^scrypt\\$${2 ** hashLogN(env)}\\$8\\$3\\$`));
    expect(row.password_hash).not.toContain(input.password);
    // Only the token's hash is stored.
    expect(row.token_ids).toHaveLength(1);
    expect(row.token_ids[0]).not.toBe(token);
  });

  it('creates a corretor with its CRECI', async () => {
    const input = signupInput('corretor', { creci: 'CRECI-RJ 9999-F' });
    const res = await client().request('/api/auth/signup', { method: 'POST', json: input });
    expect(res.status).toBe(202);
    await waitForEmail(input.email);
    const creci = await withDb(async (db) => {
      const r = await db.execute<{ creci: string }>(
        sql`SELECT k.creci FROM corretores k JOIN users u ON u.id = k.user_id WHERE u.email = ${input.email}`,
      );
      return r.rows[0]?.creci;
    });
    expect(creci).toBe('CRECI-RJ 9999-F');
  });

  const invalid: [string, Record<string, unknown>, string][] = [
    ['passwords that differ', { confirmPassword: 'outra-senha-123' }, 'As senhas não coincidem.'],
    ['a corretor without CRECI', { userType: 'corretor', creci: '' }, 'CRECI é obrigatório para corretores.'],
    ['an unknown user type', { userType: 'admin' }, 'Tipo de usuário inválido.'],
    [
      'a short password',
      { password: 'curta12', confirmPassword: 'curta12' },
      'A senha deve ter no mínimo 8 caracteres.',
    ],
    ['an empty name', { nome: '   ' }, 'Todos os campos são obrigatórios.'],
    [
      'a common password',
      { password: '12345678', confirmPassword: '12345678' },
      'Esta senha é muito comum. Escolha uma senha mais difícil de adivinhar.',
    ],
    [
      'a common password in capitals',
      { password: 'PASSWORD123', confirmPassword: 'PASSWORD123' },
      'Esta senha é muito comum. Escolha uma senha mais difícil de adivinhar.',
    ],
    ['a malformed e-mail', { email: 'nao-e-email' }, 'Informe um e-mail válido.'],
  ];
  for (const [label, override, message] of invalid) {
    it(`refuses ${label} with a clear message and writes nothing`, async () => {
      const input = { ...signupInput('construtora'), ...override };
      const res = await client().request('/api/auth/signup', { method: 'POST', json: input });
      expect(res.status).toBe(400);
      const body = await errorBody(res);
      expect(body.error.code).toBe('validation_failed');
      expect(body.error.issues!.map((i) => i.message)).toContain(message);
      // Nobody holds an address that is not one, so this holds for every case.
      expect(await countUsers(String(input.email))).toBe(0);
      expect(await countProfiles(String(input.email))).toBe(0);
    });
  }

  it('answers a registered address exactly as a new one, and e-mails its owner instead', async () => {
    const owner = await signedUp('corretor');
    const before = await emailsTo(owner.email);
    const fresh = signupInput('construtora');
    const again = signupInput('construtora', { email: owner.email.toUpperCase(), password: 'outra-senha-456' });
    again.confirmPassword = again.password;
    const [forNew, forRegistered] = await Promise.all(
      [fresh, again].map((input) => client().request('/api/auth/signup', { method: 'POST', json: input })),
    );
    for (const res of [forNew!, forRegistered!]) {
      expect(res.status).toBe(202);
      expect(res.headers.get('set-cookie')).toBeNull();
      expect(res.headers.get('content-type')).toBe('application/json');
    }
    expect(await forRegistered!.text()).toBe(await forNew!.text());

    const notice = await waitForEmail(owner.email, before.length + 1);
    expect(notice.assunto).toBe('Tentativa de cadastro com seu e-mail — Conecta Imóveis');
    expect(notice.texto).toMatch(/https?:\/\/\S+\/login\b/);
    expect(notice.texto).toMatch(/https?:\/\/\S+\/recuperar-senha(\s|$)/);
    expect(notice.texto).not.toContain('/confirmar-email');
    const account = await withDb(async (db) => {
      const r = await db.execute<{ user_type: string; construtoras: number; password_hash: string }>(sql`
        SELECT u.user_type, u.password_hash,
               (SELECT count(*)::int FROM construtoras c WHERE c.user_id = u.id) AS construtoras
          FROM users u WHERE u.email = ${owner.email}`);
      return r.rows;
    });
    expect(account).toHaveLength(1);
    expect(account[0]).toMatchObject({ user_type: 'corretor', construtoras: 0 });
    // The old password still signs in: the second sign-up changed nothing.
    const login = await client().request('/api/auth/login', {
      method: 'POST',
      json: { userType: 'corretor', email: owner.email, password: 'senha-forte-123' },
    });
    expect(login.status).toBe(200);
  });

  it('e-mails the owner of a registered address at most 3 times an hour, answering the same each time', async () => {
    const owner = await signedUp('construtora');
    const before = (await emailsTo(owner.email)).length;
    for (let i = 0; i < 5; i++) {
      // The e-mail is written after the answer: each attempt is awaited to its end, the last two included.
      const res = await client().settled('/api/auth/signup', {
        method: 'POST',
        json: signupInput('construtora', { email: owner.email }),
      });
      expect(res.status).toBe(202);
    }
    expect((await emailsTo(owner.email)).length).toBe(before + 3);
  });

  it('an unconfirmed account cannot sign in until the link is opened', async () => {
    const c = client();
    const input = signupInput('corretor');
    await c.request('/api/auth/signup', { method: 'POST', json: input });
    await waitForEmail(input.email);
    const login = () =>
      c.request('/api/auth/login', {
        method: 'POST',
        json: { userType: 'corretor', email: input.email, password: input.password },
      });
    const refused = await login();
    expect(refused.status).toBe(403);
    expect(refused.headers.get('set-cookie')).toBeNull();
    expect((await errorBody(refused)).error.message).toBe(MSG_CONFIRMACAO.emailNaoConfirmado);
    // A wrong password gets the usual answer, so the refusal tells nothing to someone without the password.
    const wrong = await c.request('/api/auth/login', {
      method: 'POST',
      json: { userType: 'corretor', email: input.email, password: 'errada-123456' },
    });
    expect(wrong.status).toBe(401);

    await confirmFromOutbox(c, input.email);
    const ok = await login();
    expect(ok.status).toBe(200);
    expect(ok.headers.get('set-cookie')).toMatch(/^__Host-ci_sessao=/);
  });
});
