// Admins with the second factor on, and the objects the admin routes act on, for the admin tests and the matrix.
import { decodeBase32IgnorePadding } from '@oslojs/encoding';
import { generateHOTP, generateTOTP } from '@oslojs/otp';
import { sql } from 'drizzle-orm';
import { signedInAdmin } from './admin.ts';
import { withDb } from './db.ts';
import { PASSWORD, uniqueEmail } from './factories.ts';
import { client, type Client } from './http.ts';

export const totpCode = (segredo: string) => generateTOTP(decodeBase32IgnorePadding(segredo), 30, 6);
/**
 * The code of the next 30-second step (accepted for clock drift): the one that switched the factor on is spent,
 * so a login right after enabling needs a later one, as it would from a person a few seconds later.
 */
export const laterTotpCode = (segredo: string) =>
  generateHOTP(decodeBase32IgnorePadding(segredo), BigInt(Math.floor(Date.now() / 30_000) + 1), 6);

/** A signed-in admin with a pending (not yet confirmed) TOTP secret. */
export async function adminWithPendingTotp() {
  const admin = await signedInAdmin();
  const res = await admin.client.api('POST', '/api/admin/totp/iniciar');
  if (res.status !== 200) throw new Error(`totp start failed: ${res.status}`);
  const { segredo, uri } = await res.json();
  return { ...admin, segredo, uri };
}

/** A signed-in admin with TOTP on and its ten recovery codes. */
export async function adminWithTotp() {
  const admin = await adminWithPendingTotp();
  const res = await admin.client.api('POST', '/api/admin/totp/ativar', { body: { codigo: totpCode(admin.segredo) } });
  if (res.status !== 200) throw new Error(`totp activation failed: ${res.status}`);
  const { codigos_recuperacao } = await res.json();
  return { ...admin, codigos: codigos_recuperacao };
}

/** The password step of an admin login with TOTP on: the challenge token. */
export async function adminChallenge(email: string, c: Client = client()) {
  const res = await c.api('POST', '/api/auth/login', { body: { userType: 'admin', email, password: PASSWORD } });
  const body = await res.json();
  if (!('desafio' in body)) throw new Error(`no challenge: ${res.status}`);
  return body.desafio;
}

/** A user the admin may deactivate (active) or reactivate (inactive). */
export async function userToToggle(ativo: boolean) {
  return withDb(async (db) => {
    const r = await db.execute<{ id: string }>(sql`
      INSERT INTO users (email, password_hash, user_type, ativo) VALUES (${uniqueEmail('alvo')}, 'x', 'corretor', ${ativo})
      RETURNING id`);
    return r.rows[0]!.id;
  });
}

export async function contactMessage() {
  return withDb(async (db) => {
    const r = await db.execute<{ id: string }>(sql`
      INSERT INTO mensagens_contato (nome, email, telefone, mensagem)
      VALUES ('Matriz', ${uniqueEmail('contato')}, '(11) 98765-4321', 'Mensagem de teste') RETURNING id`);
    return r.rows[0]!.id;
  });
}
