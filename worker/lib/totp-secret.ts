// The admin TOTP secret at rest: AES-256-GCM (WebCrypto) under TOTP_ENCRYPTION_KEY, a Worker secret (base64 of
// 32 bytes), so a copy of the database alone cannot mint second-factor codes. Stored as 'v1:<iv>:<ciphertext>'
// (base64); the user's id is the additional data, so a ciphertext copied onto another account does not decrypt.
// A value without the prefix is a plain base32 secret from before encryption: it still works and is re-encrypted
// the next time it is read. Base32 has no ':', so the two forms cannot be mistaken for each other.
import { decodeBase64, encodeBase64 } from '@oslojs/encoding';
import { AppError } from './errors.ts';
import { MSG_TOTP_CHAVE } from '../schemas/admin.ts';

export type TotpKeyBindings = {
  /** Secret (`wrangler secret put TOTP_ENCRYPTION_KEY`); locally a development key from drizzle/local/dev-keys.ts. */
  TOTP_ENCRYPTION_KEY?: string;
};
const PREFIX = 'v1:';
const IV_BYTES = 12;

const unavailable = () => new AppError('unavailable', MSG_TOTP_CHAVE);

/** The AES key, or a 503 when the secret is missing or is not 32 bytes: nothing is stored or accepted without it. */
async function importKey(env: TotpKeyBindings): Promise<CryptoKey> {
  let raw: Uint8Array<ArrayBuffer>;
  try {
    raw = new Uint8Array(decodeBase64(env.TOTP_ENCRYPTION_KEY ?? ''));
  } catch {
    throw unavailable();
  }
  if (raw.length !== 32) throw unavailable();
  return crypto.subtle.importKey('raw', raw, 'AES-GCM', false, ['encrypt', 'decrypt']);
}

const additionalData = (userId: string) => new TextEncoder().encode(userId);

export async function encryptTotpSecret(env: TotpKeyBindings, userId: string, secret: string): Promise<string> {
  const key = await importKey(env);
  const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
  const ciphertext = await crypto.subtle.encrypt(
    { name: 'AES-GCM', iv, additionalData: additionalData(userId) },
    key,
    new TextEncoder().encode(secret),
  );
  return `${PREFIX}${encodeBase64(iv)}:${encodeBase64(new Uint8Array(ciphertext))}`;
}

export const isEncryptedTotpSecret = (stored: string) => stored.startsWith(PREFIX);

/** The base32 secret; a wrong key or a tampered value fails closed with a 503, never a fallback. */
export async function decryptTotpSecret(env: TotpKeyBindings, userId: string, stored: string): Promise<string> {
  if (!isEncryptedTotpSecret(stored)) return stored;
  const key = await importKey(env);
  try {
    const [iv, ciphertext] = stored
      .slice(PREFIX.length)
      .split(':')
      .map((part) => new Uint8Array(decodeBase64(part)));
    const plain = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: iv!, additionalData: additionalData(userId) },
      key,
      ciphertext!,
    );
    return new TextDecoder().decode(plain);
  } catch {
    console.error(JSON.stringify({ level: 'error', kind: 'totp_secret_undecryptable', userId }));
    throw unavailable();
  }
}
