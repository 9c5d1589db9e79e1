import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signedInAdmin } from '../helpers/admin.ts';
import { withDb } from '../helpers/db.ts';
import { PASSWORD, signedUp } from '../helpers/factories.ts';
import { client, errorBody, type Client } from '../helpers/http.ts';
import { uploaded } from '../helpers/images.ts';

/** Saves the profile; `body` may be one the schema refuses (the invalid-input tests send those). */
const put = (c: Client, body: unknown) => c.api('PUT', '/api/perfil', { json: body });
const perfilOf = async (c: Client) => (await (await c.api('GET', '/api/perfil')).json()).perfil;

describe('PUT /api/perfil', () => {
  it('a construtora changes nome, telefone, CNPJ and logo (its own upload); the e-mail stays', async () => {
    const dev = await signedUp('construtora');
    const logo = await uploaded(dev.client, 'logo.png', false);
    const res = await put(dev.client, {
      tipo: 'construtora',
      nome: '  Construtora Horizonte  ',
      telefone: '(41) 3333-4444',
      cnpj: '11.222.333/0001-81',
      logo_url: logo.url,
      email: 'outro@teste.com.br',
    });
    expect(res.status).toBe(200);
    const { perfil } = await res.json();
    expect(perfil).toEqual({
      tipo: 'construtora',
      id: dev.perfilId,
      nome: 'Construtora Horizonte',
      email: dev.email,
      telefone: '(41) 3333-4444',
      cnpj: '11.222.333/0001-81',
      logo_url: logo.url,
    });
    expect(await perfilOf(dev.client)).toEqual(perfil);
    // The same logo again, then none: both allowed.
    expect((await put(dev.client, { ...perfil, telefone: '' })).status).toBe(200);
    const cleared = await (await put(dev.client, { ...perfil, logo_url: '' })).json();
    expect(cleared.perfil).toMatchObject({ logo_url: null });
    const me = await (await dev.client.api('GET', '/api/auth/me')).json();
    expect(me.user?.nome).toBe('Construtora Horizonte');
  });

  it('a corretor changes nome, telefone, CRECI and photo', async () => {
    const broker = await signedUp('corretor');
    const foto = await uploaded(broker.client, 'eu.png', false);
    const res = await put(broker.client, {
      tipo: 'corretor',
      nome: 'Carla Souza',
      telefone: '',
      creci: 'CRECI-PR 54321-F',
      foto_url: foto.url,
    });
    expect(res.status).toBe(200);
    expect((await res.json()).perfil).toMatchObject({
      tipo: 'corretor',
      nome: 'Carla Souza',
      telefone: null,
      creci: 'CRECI-PR 54321-F',
      foto_url: foto.url,
      email: broker.email,
    });
  });

  it('keeps an image set by other means (the seed, support) that is not one of the user uploads', async () => {
    const dev = await signedUp('construtora');
    const broker = await signedUp('corretor');
    const logo = `/media/seed/logo-${dev.userId}.png`;
    const foto = `/media/seed/foto-${broker.userId}.png`;
    await withDb(async (db) => {
      await db.execute(sql`UPDATE construtoras SET logo_url = ${logo} WHERE user_id = ${dev.userId}`);
      await db.execute(sql`UPDATE corretores SET foto_url = ${foto} WHERE user_id = ${broker.userId}`);
    });
    for (const [who, field, url] of [
      [dev, 'logo_url', logo],
      [broker, 'foto_url', foto],
    ] as const) {
      const perfil = await perfilOf(who.client);
      const res = await put(who.client, { ...perfil, nome: 'Nome Novo' });
      expect(res.status, field).toBe(200);
      expect((await res.json()).perfil).toMatchObject({ nome: 'Nome Novo', [field]: url });
    }
  });

  it('refuses invalid fields, a foreign or unknown image, the wrong tipo and admins, changing nothing', async () => {
    const dev = await signedUp('construtora');
    const broker = await signedUp('corretor');
    const theirs = await uploaded(broker.client, 'dele.png', false);
    const before = await perfilOf(dev.client);
    const base = { tipo: 'construtora', nome: 'Nova', telefone: '', cnpj: '', logo_url: '' };
    const cases: [Client, unknown, number, string][] = [
      [dev.client, { ...base, nome: ' ' }, 400, 'Informe o nome.'],
      [dev.client, { ...base, cnpj: '11.222.333/0001-82' }, 400, 'CNPJ inválido: confira os números.'],
      [dev.client, { ...base, telefone: 'abc' }, 400, 'Telefone inválido. Use apenas números, espaços, ( ) e -.'],
      [
        dev.client,
        { ...base, logo_url: 'https://cdn.exemplo.com/l.png' },
        400,
        'Imagem inválida: envie a imagem pelo formulário.',
      ],
      [dev.client, { ...base, logo_url: theirs.url }, 400, 'Imagem inválida: envie a imagem pelo formulário.'],
      [
        dev.client,
        { ...base, logo_url: `/media/${dev.userId}/x.png` },
        400,
        'Imagem inválida: envie a imagem pelo formulário.',
      ],
      [dev.client, { ...base, tipo: 'admin' }, 400, 'Perfil inválido.'],
      [
        dev.client,
        { tipo: 'corretor', nome: 'X', telefone: '', creci: '12345', foto_url: '' },
        403,
        'Este formulário não corresponde ao seu tipo de conta.',
      ],
      [
        broker.client,
        { tipo: 'corretor', nome: 'X', creci: 'ABC' },
        400,
        'CRECI inválido. Exemplo: CRECI-SP 123456-F.',
      ],
      [broker.client, base, 403, 'Este formulário não corresponde ao seu tipo de conta.'],
      [client(), base, 401, 'Sessão inválida.'],
      [(await signedInAdmin()).client, base, 403, 'Acesso negado.'],
    ];
    for (const [c, body, status, message] of cases) {
      const res = await put(c, body);
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect((await errorBody(res)).error.message).toBe(message);
    }
    expect(await perfilOf(dev.client)).toEqual(before);
  });
});

describe('POST /api/perfil/senha', () => {
  const change = (c: Client, senha_atual: string, nova = 'nova-senha-456', confirm = nova) =>
    c.request('/api/perfil/senha', {
      method: 'POST',
      json: { senha_atual, nova_senha: nova, confirmar_senha: confirm },
    });
  const login = (email: string, password: string, userType = 'corretor') =>
    client().request('/api/auth/login', { method: 'POST', json: { userType, email, password } });
  const sessions = async (userId: string) =>
    withDb(async (db) => {
      const r = await db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM sessions WHERE user_id = ${userId}`);
      return r.rows[0]!.n;
    });

  it('changes the password and ends every other session, keeping this one', async () => {
    const acct = await signedUp('corretor');
    const elsewhere = await login(acct.email, PASSWORD);
    expect(elsewhere.status).toBe(200);
    expect(await sessions(acct.userId)).toBe(2);
    const res = await change(acct.client, PASSWORD);
    expect(res.status).toBe(204);
    expect(await sessions(acct.userId)).toBe(1);
    expect((await acct.client.request('/api/perfil')).status).toBe(200);
    expect((await login(acct.email, PASSWORD)).status).toBe(401);
    expect((await login(acct.email, 'nova-senha-456')).status).toBe(200);
  });

  it('an admin may change its password too', async () => {
    const admin = await signedInAdmin();
    expect((await change(admin.client, PASSWORD)).status).toBe(204);
    expect((await login(admin.email, 'nova-senha-456', 'admin')).status).toBe(200);
  });

  it('refuses a wrong current password, a short or unconfirmed new one and visitors, changing nothing', async () => {
    const acct = await signedUp('construtora');
    const hash = async () =>
      withDb(async (db) => {
        const r = await db.execute<{ h: string }>(sql`SELECT password_hash AS h FROM users WHERE id = ${acct.userId}`);
        return r.rows[0]!.h;
      });
    const before = await hash();
    const cases: [Client, Parameters<typeof change>, number, string][] = [
      [acct.client, [acct.client, 'errada-123'], 400, 'Senha atual incorreta.'],
      [acct.client, [acct.client, PASSWORD, 'curta'], 400, 'A senha deve ter no mínimo 8 caracteres.'],
      [acct.client, [acct.client, PASSWORD, 'nova-senha-456', 'outra-senha-789'], 400, 'As senhas não coincidem.'],
      [acct.client, [acct.client, ''], 400, 'Informe sua senha atual.'],
    ];
    for (const [, args, status, message] of cases) {
      const res = await change(...args);
      expect(res.status).toBe(status);
      expect((await errorBody(res)).error.message).toBe(message);
    }
    const visitor = await change(client(), PASSWORD);
    expect(visitor.status).toBe(401);
    expect(await hash()).toBe(before);
    expect(await sessions(acct.userId)).toBe(1);
  });

  it('wrong current passwords count against the account login throttle', async () => {
    const acct = await signedUp('corretor');
    for (let i = 0; i < 5; i++) expect((await change(acct.client, `errada-${i}-xyz`)).status).toBe(400);
    const locked = await change(acct.client, PASSWORD);
    expect(locked.status).toBe(429);
    expect(locked.headers.get('retry-after')).toBeTruthy();
  });
});
