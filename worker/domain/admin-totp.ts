// The admin second factor: TOTP (RFC 6238, 30 s steps, one step of tolerance either side) plus ten single-use
// recovery codes. The secret is stored encrypted (lib/totp-secret.ts); only SHA-256 of the codes and of the login
// challenge token is stored. A session of an admin with TOTP on is made only here (after the code) or when TOTP is switched on (which ends every other session),
// so the admin guard can tell a session that skipped the code: it predates totp_ativado_em.
import { decodeBase32IgnorePadding, encodeBase32LowerCaseNoPadding, encodeBase32NoPadding } from '@oslojs/encoding';
import { createTOTPKeyURI, verifyHOTP } from '@oslojs/otp';
import { sql } from 'drizzle-orm';
import { AppError } from '../lib/errors.ts';
import type { Db } from '../lib/env.ts';
import { sha256Hex } from '../lib/hash.ts';
import {
  type TotpKeyBindings,
  decryptTotpSecret,
  encryptTotpSecret,
  isEncryptedTotpSecret,
} from '../lib/totp-secret.ts';
import { recordAudit } from './admin.ts';
import { createSession, generateSessionToken, sessionIdFromToken, toSessionUser } from './sessions.ts';

export const MSG_TOTP = {
  jaAtivo: 'A verificação em duas etapas já está ativa.',
  naoIniciado: 'Gere um novo segredo antes de confirmar o código.',
  naoAtivo: 'A verificação em duas etapas não está ativa.',
  codigoInvalido: 'Código inválido. Confira o aplicativo autenticador e tente novamente.',
  desafioInvalido: 'Código expirado ou tentativas esgotadas. Faça login novamente.',
  segundoFatorPendente: 'Confirme o código de verificação em duas etapas para acessar o painel.',
} as const;

const ISSUER = 'Conecta Imóveis';
const STEP_S = 30;
const DIGITS = 6;
const CODIGOS = 10;
export const DESAFIO_TTL_MS = 5 * 60 * 1000;
export const DESAFIO_TENTATIVAS = 5;

const hash = sha256Hex;
const normalizarCodigo = (s: string) => s.toLowerCase().replace(/[\s-]/g, '');

/** The 30-second step (previous, current or next, for clock drift) whose code this is, or null. */
function passoDoCodigo(segredo: string, codigo: string): number | null {
  if (!/^\d{6}$/.test(codigo)) return null;
  const key = decodeBase32IgnorePadding(segredo);
  const agora = Math.floor(Date.now() / 1000 / STEP_S);
  for (const passo of [agora - 1, agora, agora + 1]) {
    if (verifyHOTP(key, BigInt(passo), DIGITS, codigo)) return passo;
  }
  return null;
}

function novosCodigos(): string[] {
  return Array.from({ length: CODIGOS }, () => {
    const bytes = new Uint8Array(8);
    crypto.getRandomValues(bytes);
    const s = encodeBase32LowerCaseNoPadding(bytes).slice(0, 10);
    return `${s.slice(0, 5)}-${s.slice(5)}`;
  });
}

export async function totpStatus(db: Db, userId: string) {
  const r = await db.execute<{ ativo: boolean; restantes: number }>(sql`
    SELECT totp_ativado_em IS NOT NULL AS ativo,
           (SELECT count(*)::int FROM codigos_recuperacao WHERE user_id = u.id AND usado_em IS NULL) AS restantes
      FROM users u WHERE id = ${userId}`);
  const row = r.rows[0]!;
  return { ativo: row.ativo, codigos_restantes: row.restantes };
}

/** A new pending secret (replacing an unconfirmed one); the second factor is on only after `enableTotp`. */
export async function startTotp(db: Db, env: TotpKeyBindings, admin: { id: string; email: string }) {
  const key = new Uint8Array(20);
  crypto.getRandomValues(key);
  const segredo = encodeBase32NoPadding(key);
  // Without the encryption key this refuses (503) before anything is stored.
  const cifrado = await encryptTotpSecret(env, admin.id, segredo);
  await db.transaction(async (tx) => {
    const r = await tx.execute(sql`
      UPDATE users SET totp_secret = ${cifrado}, updated_at = now()
       WHERE id = ${admin.id} AND totp_ativado_em IS NULL RETURNING id`);
    if (!r.rows[0]) throw new AppError('conflict', MSG_TOTP.jaAtivo);
    await recordAudit(tx, admin.id, 'totp.iniciar', { tipo: 'usuario', id: admin.id });
  });
  return { segredo, uri: createTOTPKeyURI(ISSUER, admin.email, key, STEP_S, DIGITS) };
}

/**
 * Confirms the pending secret with a code: TOTP on, ten new recovery codes (shown once), every session of the
 * admin ended and a fresh one returned for this browser.
 */
export async function enableTotp(
  db: Db,
  env: TotpKeyBindings,
  adminId: string,
  codigo: string,
  userAgent: string | null,
) {
  const codigos = novosCodigos();
  return db.transaction(async (tx) => {
    const r = await tx.execute<{ segredo: string | null; ativo: boolean }>(sql`
      SELECT totp_secret AS segredo, totp_ativado_em IS NOT NULL AS ativo FROM users WHERE id = ${adminId} FOR UPDATE`);
    const u = r.rows[0]!;
    if (u.ativo) throw new AppError('conflict', MSG_TOTP.jaAtivo);
    if (!u.segredo) throw new AppError('conflict', MSG_TOTP.naoIniciado);
    const segredo = await segredoEmClaro(tx, env, adminId, u.segredo);
    const passo = passoDoCodigo(segredo, codigo);
    if (passo === null) throw new AppError('validation_failed', MSG_TOTP.codigoInvalido);
    // The code that switched the factor on is spent: replayed at the next login it is refused.
    await tx.execute(sql`
      UPDATE users SET totp_ativado_em = now(), totp_ultimo_passo = ${passo}, updated_at = now() WHERE id = ${adminId}`);
    await tx.execute(sql`DELETE FROM codigos_recuperacao WHERE user_id = ${adminId}`);
    await tx.execute(sql`
      INSERT INTO codigos_recuperacao (user_id, hash)
      SELECT ${adminId}, h FROM unnest(${sql.param(codigos.map((c) => hash(normalizarCodigo(c))))}::text[]) h`);
    await tx.execute(sql`DELETE FROM sessions WHERE user_id = ${adminId}`);
    const session = await createSession(tx, adminId, userAgent);
    await recordAudit(tx, adminId, 'totp.ativar', { tipo: 'usuario', id: adminId });
    return { codigos, session };
  });
}

/** Switching the second factor off needs a current code (or a recovery code). */
export async function disableTotp(db: Db, env: TotpKeyBindings, adminId: string, codigo: string) {
  await db.transaction(async (tx) => {
    const r = await tx.execute<{ segredo: string | null; ativo: boolean }>(sql`
      SELECT totp_secret AS segredo, totp_ativado_em IS NOT NULL AS ativo FROM users WHERE id = ${adminId} FOR UPDATE`);
    const u = r.rows[0]!;
    if (!u.ativo || !u.segredo) throw new AppError('conflict', MSG_TOTP.naoAtivo);
    const segredo = await segredoEmClaro(tx, env, adminId, u.segredo);
    if (!(await codigoAceito(tx, adminId, segredo, codigo))) {
      throw new AppError('validation_failed', MSG_TOTP.codigoInvalido);
    }
    await tx.execute(sql`
      UPDATE users SET totp_secret = NULL, totp_ativado_em = NULL, updated_at = now() WHERE id = ${adminId}`);
    await tx.execute(sql`DELETE FROM codigos_recuperacao WHERE user_id = ${adminId}`);
    await recordAudit(tx, adminId, 'totp.desativar', { tipo: 'usuario', id: adminId });
  });
}

/**
 * The stored secret decrypted (a wrong key fails closed with a 503); a plain one from before encryption is
 * re-encrypted in the caller's transaction, so it stays in the database only until its first use.
 */
async function segredoEmClaro(tx: Pick<Db, 'execute'>, env: TotpKeyBindings, userId: string, armazenado: string) {
  const segredo = await decryptTotpSecret(env, userId, armazenado);
  if (!isEncryptedTotpSecret(armazenado)) {
    const cifrado = await encryptTotpSecret(env, userId, segredo);
    await tx.execute(sql`UPDATE users SET totp_secret = ${cifrado} WHERE id = ${userId}`);
  }
  return segredo;
}

/** A TOTP code, or a recovery code spent by one conditional UPDATE (a parallel burst spends it once). */
async function codigoAceito(tx: Pick<Db, 'execute'>, userId: string, segredo: string, codigo: string) {
  const c = codigo.trim();
  if (/^\d{6}$/.test(c)) {
    // A code seen once (say, relayed by a phishing page) cannot open a second session within its window.
    const passo = passoDoCodigo(segredo, c);
    if (passo === null) return false;
    const r = await tx.execute(sql`
      UPDATE users SET totp_ultimo_passo = ${passo}
       WHERE id = ${userId} AND (totp_ultimo_passo IS NULL OR totp_ultimo_passo < ${passo}) RETURNING id`);
    return r.rows.length === 1;
  }
  const r = await tx.execute(sql`
    UPDATE codigos_recuperacao SET usado_em = now()
     WHERE user_id = ${userId} AND hash = ${hash(normalizarCodigo(c))} AND usado_em IS NULL RETURNING id`);
  return r.rows.length === 1;
}

/** Login hook: for an admin with TOTP on, a challenge token instead of a session; null when TOTP is off. */
export async function desafioSegundoFator(db: Pick<Db, 'execute'>, userId: string): Promise<string | null> {
  const token = generateSessionToken();
  const r = await db.execute(sql`
    INSERT INTO tokens_usuario (id, user_id, tipo, expires_at)
    SELECT ${sessionIdFromToken(token)}, id, 'desafio_2fa', now() + ${`${DESAFIO_TTL_MS / 1000} seconds`}::interval
      FROM users WHERE id = ${userId} AND totp_ativado_em IS NOT NULL
    RETURNING id`);
  return r.rows.length ? token : null;
}

/** Second step of an admin login: each try spends one of the challenge's attempts, success spends the challenge. */
export async function verifySecondFactor(
  db: Db,
  env: TotpKeyBindings,
  desafio: string,
  codigo: string,
  userAgent: string | null,
) {
  const id = sessionIdFromToken(desafio);
  const tentativa = await db.execute<{ user_id: string }>(sql`
    UPDATE tokens_usuario SET tentativas = tentativas + 1
     WHERE id = ${id} AND tipo = 'desafio_2fa' AND usado_em IS NULL AND expires_at > now()
       AND tentativas < ${DESAFIO_TENTATIVAS}
     RETURNING user_id`);
  const userId = tentativa.rows[0]?.user_id;
  if (!userId) throw new AppError('unauthorized', MSG_TOTP.desafioInvalido);

  return db.transaction(async (tx) => {
    const r = await tx.execute<{ email: string; segredo: string | null }>(sql`
      SELECT email, totp_secret AS segredo FROM users
       WHERE id = ${userId} AND ativo AND user_type = 'admin' AND totp_ativado_em IS NOT NULL`);
    const u = r.rows[0];
    if (!u?.segredo) throw new AppError('unauthorized', MSG_TOTP.desafioInvalido);
    const segredo = await segredoEmClaro(tx, env, userId, u.segredo);
    if (!(await codigoAceito(tx, userId, segredo, codigo))) {
      throw new AppError('unauthorized', MSG_TOTP.codigoInvalido);
    }
    const usado = await tx.execute(sql`
      UPDATE tokens_usuario SET usado_em = now() WHERE id = ${id} AND usado_em IS NULL RETURNING id`);
    if (!usado.rows.length) throw new AppError('unauthorized', MSG_TOTP.desafioInvalido);
    const session = await createSession(tx, userId, userAgent);
    const user = toSessionUser({
      userId,
      email: u.email,
      userType: 'admin',
      construtoraId: null,
      construtoraNome: null,
      corretorId: null,
      corretorNome: null,
      imobiliariaId: null,
      imobiliariaNome: null,
    });
    return { user, session };
  });
}

/** For the admin guard: true when TOTP is on and this session was made before it (it never passed the code). */
export async function sessionLacksSecondFactor(db: Db, sessionId: string) {
  const r = await db.execute<{ pendente: boolean }>(sql`
    SELECT u.totp_ativado_em IS NOT NULL AND s.created_at < u.totp_ativado_em AS pendente
      FROM sessions s JOIN users u ON u.id = s.user_id WHERE s.id = ${sessionId}`);
  return r.rows[0]?.pendente ?? true;
}
