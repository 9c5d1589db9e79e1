import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { withDb } from '../helpers/db.ts';
import { signupInput, uniqueEmail } from '../helpers/factories.ts';
import { client, json } from '../helpers/http.ts';

type ErrorBody = { error: { code: string; message: string; issues?: { path: string[]; message: string }[] } };

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
  it('creates a construtora with its profile row in one go and signs it in', async () => {
    const c = client();
    const input = signupInput('construtora', {
      nome: 'Horizonte Incorporadora',
      email: uniqueEmail('Maiusc').toUpperCase(),
    });
    const res = await c.request('/api/auth/signup', { method: 'POST', json: input });
    expect(res.status).toBe(201);
    const cookie = res.headers.get('set-cookie')!;
    expect(cookie).toMatch(/^__Host-ci_sessao=[a-z2-7]{32};/);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('Secure');
    expect(cookie).toContain('SameSite=Lax');
    const { user } = await json<{ user: { email: string; userType: string; nome: string; perfilId: string } }>(res);
    expect(user).toMatchObject({
      email: input.email.toLowerCase(),
      userType: 'construtora',
      nome: 'Horizonte Incorporadora',
    });

    const me = await json<{ user: { email: string } }>(await c.request('/api/auth/me'));
    expect(me.user.email).toBe(input.email.toLowerCase());

    const row = await withDb(async (db) => {
      const r = await db.execute<{ password_hash: string; nome: string; email: string; sessions: number }>(sql`
        SELECT u.password_hash, c.nome, c.email,
               (SELECT count(*)::int FROM sessions s WHERE s.user_id = u.id) AS sessions
          FROM users u JOIN construtoras c ON c.user_id = u.id WHERE u.email = ${input.email.toLowerCase()}`);
      return r.rows[0]!;
    });
    expect(row.nome).toBe('Horizonte Incorporadora');
    expect(row.password_hash).toMatch(/^scrypt\$32768\$8\$3\$/);
    expect(row.password_hash).not.toContain(input.password);
    expect(row.sessions).toBe(1);
  });

  it('creates a corretor with its CRECI', async () => {
    const input = signupInput('corretor', { creci: 'CRECI-RJ 9999-F' });
    const res = await client().request('/api/auth/signup', { method: 'POST', json: input });
    expect(res.status).toBe(201);
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
      const body = await json<ErrorBody>(res);
      expect(body.error.code).toBe('validation_failed');
      expect(body.error.issues!.map((i) => i.message)).toContain(message);
      if (typeof input.email === 'string' && input.email.includes('@')) {
        expect(await countUsers(input.email)).toBe(0);
        expect(await countProfiles(input.email)).toBe(0);
      }
    });
  }

  it('refuses an e-mail already in use, whatever its case, and changes nothing', async () => {
    const first = signupInput('corretor');
    expect((await client().request('/api/auth/signup', { method: 'POST', json: first })).status).toBe(201);
    const again = signupInput('construtora', { email: first.email.toUpperCase() });
    const res = await client().request('/api/auth/signup', { method: 'POST', json: again });
    expect(res.status).toBe(409);
    expect((await json<ErrorBody>(res)).error.message).toBe(
      'Este e-mail já está cadastrado. Faça login ou use outro e-mail.',
    );
    const types = await withDb(async (db) => {
      const r = await db.execute<{ user_type: string; construtoras: number }>(sql`
        SELECT u.user_type, (SELECT count(*)::int FROM construtoras c WHERE c.user_id = u.id) AS construtoras
          FROM users u WHERE u.email = ${first.email}`);
      return r.rows;
    });
    expect(types).toEqual([{ user_type: 'corretor', construtoras: 0 }]);
  });
});
