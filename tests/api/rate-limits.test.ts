// Public writes limited per network (docs/regras.md#limites): sign-up and the contact form.
import { env } from 'cloudflare:workers';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { withDb } from '../helpers/db.ts';
import { waitForEmail } from '../helpers/emails.ts';
import { signupInput, uniqueEmail } from '../helpers/factories.ts';
import { client, errorBody, sameNetwork, type Client } from '../helpers/http.ts';

const LIMIT = Number(env.LIMITE_CADASTROS_POR_HORA);
const CONTACT_LIMIT = Number(env.LIMITE_CONTATOS_POR_HORA);

const send = (c: Client, path: string, body: unknown) => c.request(path, { method: 'POST', json: body });

const count = (query: ReturnType<typeof sql>) =>
  withDb(async (db) => Number((await db.execute<{ n: number }>(query)).rows[0]!.n));

describe('sign-up limit per network', () => {
  it('a burst of 15 sign-ups from one network: exactly the limit get in, the rest 429 and write nothing', async () => {
    expect(LIMIT).toBe(10);
    const bot = client();
    const inputs = Array.from({ length: LIMIT + 5 }, () =>
      signupInput('construtora', { email: uniqueEmail('rajada') }),
    );
    // One after another: the embedded test database runs concurrent transactions on one shared session, so
    // the parallel case is shown on the single-statement contact form below and on the login throttle.
    const responses: Response[] = [];
    for (const [i, input] of inputs.entries()) {
      const c = client();
      // Rotating addresses inside the /64 changes nothing.
      c.ip = i % 2 ? sameNetwork(bot.ip) : bot.ip;
      responses.push(await send(c, '/api/auth/signup', input));
    }
    const created = responses.filter((r) => r.status === 202).length;
    const refused = responses.filter((r) => r.status === 429);
    expect({ created, refused: refused.length }).toEqual({ created: LIMIT, refused: 5 });
    const body = await errorBody(refused[0]!);
    expect(body.error.code).toBe('rate_limited');
    expect(body.error.message).toMatch(
      /^Muitos cadastros feitos a partir desta rede\. Tente novamente em \d+ minutos\.$/,
    );
    expect(Number(refused[0]!.headers.get('retry-after'))).toBeGreaterThan(3000);
    const emails = inputs.map((i) => i.email);
    // Accounts are made after the answer: each accepted one e-mails its confirmation link when it exists.
    await Promise.all(inputs.filter((_, i) => responses[i]!.status === 202).map((i) => waitForEmail(i.email)));
    const stored = await count(
      sql`SELECT count(*)::int AS n FROM users WHERE email = ANY(${sql.param(emails)}::text[])`,
    );
    const profiles = await count(
      sql`SELECT count(*)::int AS n FROM construtoras WHERE email = ANY(${sql.param(emails)}::text[])`,
    );
    expect({ stored, profiles }).toEqual({ stored: LIMIT, profiles: LIMIT });
    // Another network is not affected.
    expect((await send(client(), '/api/auth/signup', signupInput('corretor'))).status).toBe(202);
  });

  it('an invalid sign-up is not counted', async () => {
    const c = client();
    for (let i = 0; i < LIMIT + 2; i++) {
      expect((await send(c, '/api/auth/signup', { ...signupInput('corretor'), nome: '' })).status).toBe(400);
    }
    expect((await send(c, '/api/auth/signup', signupInput('corretor'))).status).toBe(202);
  });

  it('the window starts over after an hour', async () => {
    const c = client();
    const key = `cadastro:${c.ip.split(':').slice(0, 4).join(':')}::/64`;
    await withDb((db) =>
      db.execute(
        sql`INSERT INTO tentativas_login (chave, falhas, janela_inicio) VALUES (${key}, ${LIMIT}, now() - interval '59 minutes')`,
      ),
    );
    expect((await send(c, '/api/auth/signup', signupInput('corretor'))).status).toBe(429);
    await withDb((db) =>
      db.execute(
        sql`UPDATE tentativas_login SET janela_inicio = now() - interval '1 hour 1 second' WHERE chave = ${key}`,
      ),
    );
    expect((await send(c, '/api/auth/signup', signupInput('corretor'))).status).toBe(202);
  });
});

describe('contact form limit per network', () => {
  it('a burst of messages: exactly the limit stored, the rest 429 in Portuguese', async () => {
    const c = client();
    const marker = uniqueEmail('contato-rajada');
    const responses = await Promise.all(
      Array.from({ length: CONTACT_LIMIT + 4 }, (_, i) =>
        send(c, '/api/contato', {
          nome: `Robô ${i}`,
          email: marker,
          telefone: '(11) 98765-4321',
          mensagem: 'Mensagem em massa',
        }),
      ),
    );
    expect(responses.filter((r) => r.status === 201)).toHaveLength(CONTACT_LIMIT);
    const refused = responses.filter((r) => r.status === 429);
    expect(refused).toHaveLength(4);
    expect((await errorBody(refused[0]!)).error.message).toMatch(
      /^Muitas mensagens enviadas a partir desta rede\. Tente novamente em \d+ minutos\.$/,
    );
    expect(refused[0]!.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await count(sql`SELECT count(*)::int AS n FROM mensagens_contato WHERE email = ${marker}`)).toBe(
      CONTACT_LIMIT,
    );
  });
});
