// The login throttle under parallel requests, per account+network, per network and per account.
// See docs/regras.md#limites.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { withDb } from '../helpers/db.ts';
import { PASSWORD, signedUp } from '../helpers/factories.ts';
import { client, errorBody, sameNetwork, type Client } from '../helpers/http.ts';

const MSG_LOCK = 'Muitas tentativas de login. Aguarde 15 minutos e tente novamente.';
const MSG_CONTA =
  'Muitas tentativas de login nesta conta a partir de redes desconhecidas. Aguarde alguns minutos e tente novamente.';

const login = (c: Client, email: string, password: string) =>
  c.request('/api/auth/login', { method: 'POST', json: { userType: 'corretor', email, password } });

const statuses = (responses: Response[]) =>
  responses.reduce<Record<number, number>>((acc, r) => ({ ...acc, [r.status]: (acc[r.status] ?? 0) + 1 }), {});

async function counters(email: string) {
  return withDb(async (db) => {
    const r = await db.execute<{ chave: string; falhas: number }>(
      sql`SELECT chave, falhas FROM tentativas_login WHERE chave LIKE ${`login:%${email}%`} ORDER BY chave`,
    );
    return Object.fromEntries(r.rows.map((row) => [row.chave.split(':')[1], Number(row.falhas)]));
  });
}

describe('login throttle under parallel requests', () => {
  it('30 concurrent wrong passwords from one network: exactly 5 are checked (401), the other 25 get 429', async () => {
    const acct = await signedUp('corretor');
    const attacker = client();
    const responses = await Promise.all(
      Array.from({ length: 30 }, (_, i) => login(attacker, acct.email, `errada-paralela-${i}`)),
    );
    expect(statuses(responses)).toEqual({ 401: 5, 429: 25 });
    const refused = responses.find((r) => r.status === 429)!;
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(800);
    expect((await errorBody(refused)).error).toEqual({ code: 'rate_limited', message: MSG_LOCK });
  });

  it('after a burst of 11 wrong passwords the right one does not get in from that network', async () => {
    const acct = await signedUp('corretor');
    const attacker = client();
    const burst = await Promise.all(
      Array.from({ length: 11 }, (_, i) => login(attacker, acct.email, `errada-rajada-${i}`)),
    );
    expect(statuses(burst)).toEqual({ 401: 5, 429: 6 });
    const right = await login(attacker, acct.email, PASSWORD);
    expect(right.status).toBe(429);
    expect(attacker.cookie).toBeNull();
  });

  it('a burst of 11 wrong passwords sent together with the right one never lets more than 5 through', async () => {
    const acct = await signedUp('corretor');
    const attacker = client();
    const responses = await Promise.all([
      ...Array.from({ length: 11 }, (_, i) => login(attacker, acct.email, `errada-junto-${i}`)),
      login(attacker, acct.email, PASSWORD),
    ]);
    const right = responses.at(-1)!;
    const checked = responses.filter((r) => r.status === 401 || r.status === 200).length;
    // The right password gets in only while it is among the first five counted (then it clears the counter,
    // as a sign-in does); otherwise exactly five attempts are checked and it is refused like the rest.
    const outcomes: Record<number, unknown> = {
      200: { right: 200, checked: expect.any(Number) },
      429: { right: 429, checked: 5 },
    };
    expect({ right: right.status, checked }).toEqual(outcomes[right.status]);
  });
});

describe('login throttle: who gets locked', () => {
  it('locks the account for that network after 5 failures, even with the right password', async () => {
    const acct = await signedUp('corretor');
    const attacker = client();
    for (let i = 0; i < 5; i++) expect((await login(attacker, acct.email, `errada-${i}-xyz`)).status).toBe(401);
    const res = await login(attacker, acct.email, PASSWORD);
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(800);
    expect((await errorBody(res)).error).toEqual({ code: 'rate_limited', message: MSG_LOCK });
  });

  it('an IPv6 client rotating addresses inside its /64 stays locked', async () => {
    const acct = await signedUp('corretor');
    const attacker = client();
    for (let i = 0; i < 5; i++) {
      attacker.ip = sameNetwork(attacker.ip);
      expect((await login(attacker, acct.email, `errada-rotacao-${i}`)).status).toBe(401);
    }
    attacker.ip = sameNetwork(attacker.ip);
    expect((await login(attacker, acct.email, PASSWORD)).status).toBe(429);
  });

  it('the owner on the network they signed up from still gets in while an attacker elsewhere is locked', async () => {
    const acct = await signedUp('corretor');
    const attacker = client();
    for (let i = 0; i < 5; i++) await login(attacker, acct.email, `errada-dono-${i}`);
    expect((await login(attacker, acct.email, PASSWORD)).status).toBe(429);
    const owner = await login(acct.client, acct.email, PASSWORD);
    expect(owner.status).toBe(200);
  });

  it('an account attacked from many networks: growing delays for unknown networks, the owner still gets in', async () => {
    const acct = await signedUp('corretor');
    // Ten attempts from ten networks pass; the eleventh sets a 2-second delay that refuses the next ones.
    for (let i = 0; i < 11; i++) expect((await login(client(), acct.email, `errada-rede-${i}`)).status).toBe(401);
    const delayed = await login(client(), acct.email, PASSWORD);
    expect(delayed.status).toBe(429);
    expect((await errorBody(delayed)).error.message).toBe(MSG_CONTA);
    expect(Number(delayed.headers.get('retry-after'))).toBeLessThanOrEqual(2);
    // Past the hourly limit, an unknown network is refused for the rest of the hour even after the delay.
    await withDb((db) =>
      db.execute(sql`UPDATE tentativas_login SET falhas = 50, bloqueado_ate = NULL
                      WHERE chave = ${`login:conta:${acct.email}`}`),
    );
    const stranger = await login(client(), acct.email, PASSWORD);
    expect(stranger.status).toBe(429);
    expect(Number(stranger.headers.get('retry-after'))).toBeGreaterThan(3000);
    expect((await login(acct.client, acct.email, PASSWORD)).status).toBe(200);
  });

  it('the delay doubles with each attempt past the first ten', async () => {
    const acct = await signedUp('corretor');
    const chave = `login:conta:${acct.email}`;
    await withDb((db) =>
      db.execute(sql`INSERT INTO tentativas_login (chave, falhas, janela_inicio) VALUES (${chave}, 14, now())`),
    );
    expect((await login(client(), acct.email, 'errada-atraso')).status).toBe(401);
    const seconds = await withDb(async (db) => {
      const r = await db.execute<{ s: number }>(
        sql`SELECT extract(epoch FROM bloqueado_ate - now())::float AS s FROM tentativas_login WHERE chave = ${chave}`,
      );
      return Number(r.rows[0]!.s);
    });
    // Attempt 15: 2^(15-10) = 32 seconds.
    expect(seconds).toBeGreaterThan(30);
    expect(seconds).toBeLessThanOrEqual(32);
  });

  it('locks a network after 20 attempts across accounts; another network is not affected', async () => {
    const c = client();
    for (let i = 0; i < 20; i++) {
      expect((await login(c, `varredura${i}.${crypto.randomUUID()}@teste.com.br`, 'qualquer-1')).status).toBe(401);
    }
    const acct = await signedUp('corretor');
    expect((await login(c, acct.email, PASSWORD)).status).toBe(429);
    expect((await login(client(), acct.email, PASSWORD)).status).toBe(200);
    // Twenty unknown accounts: each pays the dummy hash at the production scrypt cost, not the suite's cheaper one.
  }, 60_000);
});

describe('login throttle: windows and success', () => {
  it('the 15-minute window starts over once it has passed', async () => {
    const acct = await signedUp('corretor');
    const attacker = client();
    for (let i = 0; i < 6; i++) await login(attacker, acct.email, `errada-janela-${i}`);
    expect((await login(attacker, acct.email, PASSWORD)).status).toBe(429);
    const par = `login:par:${acct.email}|%`;
    // Just inside the window: still locked.
    await withDb((db) =>
      db.execute(sql`UPDATE tentativas_login SET janela_inicio = now() - interval '14 minutes 50 seconds'
                      WHERE chave LIKE ${par}`),
    );
    expect((await login(attacker, acct.email, PASSWORD)).status).toBe(429);
    await withDb((db) =>
      db.execute(sql`UPDATE tentativas_login SET janela_inicio = now() - interval '15 minutes 1 second'
                      WHERE chave LIKE ${par}`),
    );
    expect((await login(attacker, acct.email, PASSWORD)).status).toBe(200);
  });

  it('a new window starts at the first attempt after the old one passed, and locks again after 5 failures', async () => {
    const acct = await signedUp('corretor');
    const attacker = client();
    for (let i = 0; i < 5; i++) expect((await login(attacker, acct.email, `errada-velha-${i}`)).status).toBe(401);
    expect((await login(attacker, acct.email, PASSWORD)).status).toBe(429);
    await withDb((db) =>
      db.execute(sql`UPDATE tentativas_login SET janela_inicio = now() - interval '15 minutes 1 second'
                      WHERE chave LIKE ${`login:par:${acct.email}|%`}`),
    );
    for (let i = 0; i < 5; i++) expect((await login(attacker, acct.email, `errada-nova-${i}`)).status).toBe(401);
    const locked = await login(attacker, acct.email, PASSWORD);
    expect(locked.status).toBe(429);
    expect((await errorBody(locked)).error.message).toBe(MSG_LOCK);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(800);
  });

  it('the 50th attempt of the hour from unknown networks is still checked, the 51st is refused', async () => {
    const acct = await signedUp('corretor');
    await withDb((db) =>
      db.execute(sql`INSERT INTO tentativas_login (chave, falhas, janela_inicio)
                     VALUES (${`login:conta:${acct.email}`}, 49, now())`),
    );
    expect((await login(client(), acct.email, 'errada-quinquagesima')).status).toBe(401);
    await withDb((db) =>
      db.execute(sql`UPDATE tentativas_login SET bloqueado_ate = NULL WHERE chave = ${`login:conta:${acct.email}`}`),
    );
    const refused = await login(client(), acct.email, PASSWORD);
    expect(refused.status).toBe(429);
    expect((await errorBody(refused)).error.message).toBe(MSG_CONTA);
  });

  it("the account's hour starts over at the first attempt after it passed", async () => {
    const acct = await signedUp('corretor');
    const chave = `login:conta:${acct.email}`;
    await withDb((db) =>
      db.execute(sql`INSERT INTO tentativas_login (chave, falhas, janela_inicio)
                     VALUES (${chave}, 50, now() - interval '61 minutes')`),
    );
    expect((await login(client(), acct.email, 'errada-hora-nova')).status).toBe(401);
    const row = await withDb(async (db) => {
      const r = await db.execute<{ falhas: number; recente: boolean }>(sql`
        SELECT falhas, janela_inicio > now() - interval '1 minute' AS recente
          FROM tentativas_login WHERE chave = ${chave}`);
      return r.rows[0];
    });
    expect(row).toEqual({ falhas: 1, recente: true });
  });

  it('a successful login clears the account failures, and the next failures count from zero', async () => {
    const acct = await signedUp('corretor');
    const c = client();
    for (let i = 0; i < 4; i++) expect((await login(c, acct.email, `errada-limpa-${i}`)).status).toBe(401);
    expect(await counters(acct.email)).toMatchObject({ par: 4, conta: 4 });
    expect((await login(c, acct.email, PASSWORD)).status).toBe(200);
    const after = await counters(acct.email);
    expect(after.par).toBeUndefined();
    expect(after.conta).toBeUndefined();
    for (let i = 0; i < 5; i++) expect((await login(c, acct.email, `errada-depois-${i}`)).status).toBe(401);
    expect((await login(c, acct.email, PASSWORD)).status).toBe(429);
  });

  it('a successful login gives the network its attempt back', async () => {
    const acct = await signedUp('corretor');
    const c = client();
    expect((await login(c, acct.email, PASSWORD)).status).toBe(200);
    const ip = await withDb(async (db) => {
      const r = await db.execute<{ falhas: number }>(
        sql`SELECT falhas FROM tentativas_login WHERE chave = ${`login:ip:${c.ip.split(':').slice(0, 4).join(':')}::/64`}`,
      );
      return Number(r.rows[0]!.falhas);
    });
    expect(ip).toBe(0);
  });
});
