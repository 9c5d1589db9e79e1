// The admin TOTP secret at rest: encrypted under TOTP_ENCRYPTION_KEY, never in plain text in the database; a wrong
// key fails closed; a plain secret from before encryption still works and is encrypted at its first use; without
// the key, enrolment refuses before storing anything.
import { env } from 'cloudflare:workers';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { startTotp } from '../../worker/domain/admin-totp.ts';
import { AppError } from '../../worker/lib/errors.ts';
import { encryptTotpSecret } from '../../worker/lib/totp-secret.ts';
import { signedInAdmin } from '../helpers/admin.ts';
import { adminChallenge, adminWithPendingTotp, adminWithTotp, laterTotpCode } from '../helpers/admin-totp.ts';
import { withDb } from '../helpers/db.ts';
import { client, errorBody } from '../helpers/http.ts';
import { MSG_TOTP_CHAVE } from '../../worker/schemas/admin.ts';

const storedSecret = (userId: string) =>
  withDb(async (db) => {
    const r = await db.execute<{ s: string | null }>(sql`SELECT totp_secret AS s FROM users WHERE id = ${userId}`);
    return r.rows[0]!.s;
  });

const setStoredSecret = (userId: string, value: string) =>
  withDb((db) => db.execute(sql`UPDATE users SET totp_secret = ${value} WHERE id = ${userId}`));

const otherKey = () => btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(32))));

async function verify(desafio: string, codigo: string) {
  const c = client();
  const res = await c.request('/api/admin-auth/verificar', { method: 'POST', json: { desafio, codigo } });
  return { res, cookie: c.cookie };
}

describe('TOTP secret at rest', () => {
  it('the database never holds the secret in plain text, pending or active', async () => {
    const admin = await adminWithPendingTotp();
    const pending = (await storedSecret(admin.userId))!;
    expect(pending).toMatch(/^v1:[A-Za-z0-9+/=]+:[A-Za-z0-9+/=]+$/);
    expect(pending).not.toContain(admin.segredo);
    const active = await adminWithTotp();
    const stored = (await storedSecret(active.userId))!;
    expect(stored.startsWith('v1:')).toBe(true);
    expect(stored).not.toContain(active.segredo);
    // And the encrypted secret is the one that works.
    const { res, cookie } = await verify(await adminChallenge(active.email), laterTotpCode(active.segredo));
    expect(res.status).toBe(200);
    expect(cookie).toMatch(/^__Host-ci_sessao=/);
  });

  it('a secret encrypted under another key fails closed: 503 and no session', async () => {
    const admin = await adminWithTotp();
    await setStoredSecret(
      admin.userId,
      await encryptTotpSecret({ TOTP_ENCRYPTION_KEY: otherKey() }, admin.userId, admin.segredo),
    );
    const { res, cookie } = await verify(await adminChallenge(admin.email), laterTotpCode(admin.segredo));
    expect(res.status).toBe(503);
    expect((await errorBody(res)).error.message).toBe(MSG_TOTP_CHAVE);
    expect(cookie).toBeNull();
    // A recovery code does not get around it either.
    const viaRecovery = await verify(await adminChallenge(admin.email), admin.codigos[0]!);
    expect(viaRecovery.res.status).toBe(503);
    expect(viaRecovery.cookie).toBeNull();
  });

  it("a ciphertext copied from another admin's row does not decrypt", async () => {
    const [a, b] = await Promise.all([adminWithTotp(), adminWithTotp()]);
    await setStoredSecret(b.userId, (await storedSecret(a.userId))!);
    const { res, cookie } = await verify(await adminChallenge(b.email), laterTotpCode(a.segredo));
    expect(res.status).toBe(503);
    expect(cookie).toBeNull();
  });

  it('a plain secret from before encryption still signs in and is encrypted at that first use', async () => {
    const admin = await adminWithTotp();
    await setStoredSecret(admin.userId, admin.segredo);
    const { res } = await verify(await adminChallenge(admin.email), laterTotpCode(admin.segredo));
    expect(res.status).toBe(200);
    const stored = (await storedSecret(admin.userId))!;
    expect(stored.startsWith('v1:')).toBe(true);
    expect(stored).not.toContain(admin.segredo);
  });

  it('without the key (or with a malformed one) enrolment refuses and stores nothing', async () => {
    const admin = await signedInAdmin();
    for (const TOTP_ENCRYPTION_KEY of [undefined, 'curta', btoa('16 bytes apenas!')]) {
      const refused = await withDb((db) =>
        startTotp(db, { TOTP_ENCRYPTION_KEY }, { id: admin.userId, email: admin.email }).then(
          () => null,
          (e: unknown) => e,
        ),
      );
      expect(refused).toBeInstanceOf(AppError);
      expect((refused as AppError).status).toBe(503);
      expect(await storedSecret(admin.userId)).toBeNull();
    }
    // The test Worker has the development key, so the same request through the API works.
    expect(env.TOTP_ENCRYPTION_KEY).toBeTruthy();
    expect((await admin.client.request('/api/admin/totp/iniciar', { method: 'POST' })).status).toBe(200);
  });
});
