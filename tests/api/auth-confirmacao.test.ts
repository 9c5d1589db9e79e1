// The confirmation link (POST /api/auth/confirmar-email) and its resend (POST /api/auth/reenviar-confirmacao).
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MSG_CONFIRMACAO } from '../../worker/schemas/confirmacao-email.ts';
import { withDb } from '../helpers/db.ts';
import { emailsTo, tokenFrom, waitForEmail } from '../helpers/emails.ts';
import { signedUp, signupInput, uniqueEmail } from '../helpers/factories.ts';
import { client, errorBody, sameNetwork } from '../helpers/http.ts';

/** A new unconfirmed account and the token of its confirmation e-mail. */
async function unconfirmed() {
  const input = signupInput('corretor');
  const res = await client().request('/api/auth/signup', { method: 'POST', json: input });
  expect(res.status).toBe(202);
  const token = tokenFrom(await waitForEmail(input.email), '/confirmar-email');
  return { email: input.email, password: input.password, token };
}

const confirm = (token: string) => client().request('/api/auth/confirmar-email', { method: 'POST', json: { token } });

/** Answers once the e-mail it may send after the answer is in the outbox (or known not to be sent). */
const resend = (email: string, c = client()) =>
  c.settled('/api/auth/reenviar-confirmacao', { method: 'POST', json: { email } });

async function confirmedAt(email: string) {
  return withDb(async (db) => {
    const r = await db.execute<{ em: string | null }>(
      sql`SELECT email_confirmado_em AS em FROM users WHERE email = ${email}`,
    );
    return r.rows[0]!.em;
  });
}

async function expectLinkRefused(res: Response) {
  expect(res.status).toBe(400);
  const body = await errorBody(res);
  expect(body.error.code).toBe('validation_failed');
  expect(body.error.message).toBe(MSG_CONFIRMACAO.linkInvalido);
}

describe('POST /api/auth/confirmar-email', () => {
  it('confirms the address once; the same link again is refused', async () => {
    const acct = await unconfirmed();
    expect(await confirmedAt(acct.email)).toBeNull();
    const res = await confirm(acct.token);
    expect(res.status).toBe(200);
    // Confirming does not sign in: the person enters with the password.
    expect(res.headers.get('set-cookie')).toBeNull();
    expect(await res.json()).toEqual({ mensagem: MSG_CONFIRMACAO.emailConfirmado });
    expect(await confirmedAt(acct.email)).not.toBeNull();
    await expectLinkRefused(await confirm(acct.token));
  });

  it('opening the link (the page, or a GET on the API) confirms nothing: only the POST of the button does', async () => {
    const { email, token } = await unconfirmed();
    const page = await client().request(`/confirmar-email?token=${encodeURIComponent(token)}`);
    expect(page.status).toBe(200);
    expect(await page.text()).not.toContain(token);
    const get = await client().request(`/api/auth/confirmar-email?token=${encodeURIComponent(token)}`);
    expect(get.status).toBe(404);
    expect(await confirmedAt(email)).toBeNull();
    expect((await confirm(token)).status).toBe(200);
    expect(await confirmedAt(email)).not.toBeNull();
  });

  it('a burst of 10 uses of the same link: exactly one confirms', async () => {
    const acct = await unconfirmed();
    const answers = await Promise.all(Array.from({ length: 10 }, () => confirm(acct.token)));
    expect(answers.map((r) => r.status).sort()).toEqual([200, ...Array<number>(9).fill(400)]);
    const used = await withDb(async (db) => {
      const r = await db.execute<{ n: number }>(sql`
        SELECT count(*)::int AS n FROM tokens_usuario t JOIN users u ON u.id = t.user_id
         WHERE u.email = ${acct.email} AND t.tipo = 'confirmar_email' AND t.usado_em IS NOT NULL`);
      return r.rows[0]!.n;
    });
    expect(used).toBe(1);
    expect(await confirmedAt(acct.email)).not.toBeNull();
  });

  it('an expired link is refused and confirms nothing', async () => {
    const acct = await unconfirmed();
    await withDb((db) =>
      db.execute(sql`
        UPDATE tokens_usuario SET expires_at = now() - interval '1 second'
         WHERE user_id = (SELECT id FROM users WHERE email = ${acct.email})`),
    );
    await expectLinkRefused(await confirm(acct.token));
    expect(await confirmedAt(acct.email)).toBeNull();
  });

  it('a password-reset token is not a confirmation link, and a malformed one is a clear 400', async () => {
    const acct = await signedUp('corretor');
    await client().request('/api/senha/esqueci', { method: 'POST', json: { email: acct.email } });
    const resetToken = tokenFrom(await waitForEmail(acct.email, 2), '/redefinir-senha');
    await expectLinkRefused(await confirm(resetToken));
    await expectLinkRefused(await confirm('curto'));
  });
});

describe('POST /api/auth/reenviar-confirmacao', () => {
  it('sends a new link to an unconfirmed address; only the newest link works', async () => {
    const acct = await unconfirmed();
    const res = await resend(acct.email.toUpperCase());
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({ mensagem: MSG_CONFIRMACAO.reenvioRecebido });
    const newToken = tokenFrom(await waitForEmail(acct.email, 2), '/confirmar-email');
    expect(newToken).not.toBe(acct.token);
    await expectLinkRefused(await confirm(acct.token));
    expect((await confirm(newToken)).status).toBe(200);
  });

  it('answers the same for an unknown or already confirmed address, and e-mails nobody', async () => {
    const confirmed = await signedUp('construtora');
    const before = (await emailsTo(confirmed.email)).length;
    const unknown = uniqueEmail('ninguem');
    const answers = await Promise.all([resend(unknown), resend(confirmed.email)]);
    for (const res of answers) expect(res.status).toBe(202);
    expect(await answers[0]!.text()).toBe(await answers[1]!.text());
    expect(await emailsTo(unknown)).toHaveLength(0);
    expect(await emailsTo(confirmed.email)).toHaveLength(before);
  });

  it('a burst of 10 for one address from many networks: 3 get through, 7 get 429, 3 e-mails', async () => {
    const acct = await unconfirmed();
    const answers = await Promise.all(Array.from({ length: 10 }, () => resend(acct.email)));
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 202)).toHaveLength(3);
    expect(statuses.filter((s) => s === 429)).toHaveLength(7);
    const refused = await errorBody(answers.find((r) => r.status === 429)!);
    expect(refused.error.message).toBe(MSG_CONFIRMACAO.muitosReenvios);
    expect(await emailsTo(acct.email)).toHaveLength(4);
  });

  it('25 requests for different addresses from one network: 20 get through', async () => {
    const bot = client();
    // One after another: 25 parallel requests, each with a second pool for the work after the answer, exceed the
    // embedded test database's connections. The parallel case is the burst for one address above.
    const statuses: number[] = [];
    let retryAfter: string | null = null;
    for (let i = 0; i < 25; i++) {
      const c = client();
      c.ip = i % 2 ? sameNetwork(bot.ip) : bot.ip;
      const res = await resend(uniqueEmail('rede'), c);
      statuses.push(res.status);
      if (res.status === 429) retryAfter = res.headers.get('retry-after');
    }
    expect(statuses.slice(0, 20).every((s) => s === 202)).toBe(true);
    expect(statuses.slice(20).every((s) => s === 429)).toBe(true);
    expect(retryAfter).toMatch(/^\d+$/);
  });

  it('refuses a malformed address with a clear message', async () => {
    const res = await resend('nao-e-email');
    expect(res.status).toBe(400);
    expect((await errorBody(res)).error.issues!.map((i) => i.message)).toContain('Informe um e-mail válido.');
  });
});
