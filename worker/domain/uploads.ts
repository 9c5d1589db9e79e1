// Images in R2 (docs/regras.md#limites): the type is read from the bytes, keys are made by the
// server under the owner's user id, and every object is recorded in `uploads` so ownership can be checked when a
// development or a profile points at it, and so the daily cron can remove what was never attached.
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { uploads } from '../../drizzle/schema.ts';
import type { Db } from '../lib/env.ts';
import { AppError } from '../lib/errors.ts';
import {
  MAX_UPLOAD_BYTES,
  MSG_EMPREENDIMENTO,
  type TipoUpload,
  type UploadResult,
} from '../schemas/empreendimentos.ts';
import { logError } from '../lib/log.ts';
import { MSG_UPLOAD } from '../schemas/uploads.ts';

/** What the ownership checks need, so they also run inside a transaction. */
export type Queryable = Pick<Db, 'select'>;

export const MEDIA_PREFIX = '/media/';
/** Full images a user may have uploaded and not yet attached in 24 h (thumbnails are not counted). */
export const MAX_UPLOADS_SOLTOS_24H = 100;
const MB = 1024 * 1024;
/**
 * Bytes one account may keep in R2, attached or not, thumbnails included: a construtora's photos (about 1 MB each
 * after the browser's compression, ten per development) fit about 45 developments; anyone else stores only a
 * profile picture.
 */
export const COTA_BYTES = { construtora: 500 * MB, outros: 10 * MB } as const;
const EXTENSAO: Record<TipoUpload, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
};

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) =>
  signature.every((b, i) => bytes[offset + i] === b);
const ascii = (s: string) => [...s].map((ch) => ch.charCodeAt(0));

/** The image type the bytes really are, whatever the name or the declared type say. */
export function detectImageType(head: Uint8Array): TipoUpload | null {
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(head, ascii('GIF87a')) || startsWith(head, ascii('GIF89a'))) return 'image/gif';
  if (startsWith(head, ascii('RIFF')) && startsWith(head, ascii('WEBP'), 8)) return 'image/webp';
  return null;
}

/** "Fachada Nº 1 (final).JPG" → "fachada-n-1-final": lowercase ASCII, digits, '.' and '-', at most 60 chars. */
export function sanitizeStem(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const stem = base.replace(/\.[a-z0-9]{1,5}$/i, '');
  const clean = stem
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9.-]+/g, '-')
    .replace(/\.{2,}/g, '.')
    .replace(/-{2,}/g, '-')
    .replace(/^[-.]+|[-.]+$/g, '')
    .slice(0, 60)
    .replace(/[-.]+$/, '');
  return clean || 'imagem';
}

export const keyFromUrl = (url: string) => (url.startsWith(MEDIA_PREFIX) ? url.slice(MEDIA_PREFIX.length) : null);
export const urlFromKey = (key: string) => `${MEDIA_PREFIX}${key}`;

type Checked = { file: File; tipo: TipoUpload };

async function checkFile(file: File): Promise<Checked> {
  if (file.size > MAX_UPLOAD_BYTES) throw new AppError('payload_too_large', MSG_EMPREENDIMENTO.arquivoGrande);
  const tipo = detectImageType(new Uint8Array(await file.slice(0, 16).arrayBuffer()));
  if (!tipo || file.size === 0) throw new AppError('unsupported_media_type', MSG_EMPREENDIMENTO.tipoArquivo);
  return { file, tipo };
}

/** 429 when the user already has too many recent full images that nothing points at. */
async function assertUnderCap(db: Db, userId: string) {
  const result = await db.execute<{ soltos: number; mais_antigo: string | null }>(sql`
    SELECT count(*)::int AS soltos, min(u.created_at)::text AS mais_antigo
      FROM uploads u
     WHERE u.user_id = ${userId}
       AND u.created_at > now() - interval '24 hours'
       AND u.miniatura_de IS NULL
       AND NOT EXISTS (
             SELECT 1 FROM imoveis i JOIN construtoras k ON k.id = i.construtora_id
              WHERE k.user_id = ${userId} AND ('/media/' || u.chave) = ANY (i.imagens_urls))
       AND NOT EXISTS (SELECT 1 FROM construtoras k WHERE k.user_id = ${userId} AND k.logo_url = '/media/' || u.chave)
       AND NOT EXISTS (SELECT 1 FROM corretores k WHERE k.user_id = ${userId} AND k.foto_url = '/media/' || u.chave)`);
  const row = result.rows[0]!;
  if (row.soltos < MAX_UPLOADS_SOLTOS_24H) return;
  const liberaEm = Date.parse(row.mais_antigo!) + 24 * 60 * 60 * 1000 - Date.now();
  const segundos = Math.max(60, Math.ceil(liberaEm / 1000));
  throw new AppError('rate_limited', MSG_UPLOAD.muitosEnvios(Math.ceil(segundos / 60)), undefined, {
    'Retry-After': String(segundos),
  });
}

/**
 * 413 when the new files would take the account past its storage quota. The user's row is locked until the
 * caller's transaction ends, so a parallel burst is checked one upload at a time against the committed total.
 */
async function assertUnderQuota(tx: Pick<Db, 'execute'>, userId: string, novos: number) {
  const conta = await tx.execute<{ user_type: string }>(
    sql`SELECT user_type FROM users WHERE id = ${userId} FOR NO KEY UPDATE`,
  );
  // A statement of its own, after the lock: its snapshot sees what the previous holder committed.
  const soma = await tx.execute<{ usados: number }>(
    sql`SELECT coalesce(sum(bytes), 0)::float8 AS usados FROM uploads WHERE user_id = ${userId}`,
  );
  const cota = conta.rows[0]!.user_type === 'construtora' ? COTA_BYTES.construtora : COTA_BYTES.outros;
  if (soma.rows[0]!.usados + novos > cota) throw new AppError('payload_too_large', MSG_UPLOAD.cotaEsgotada(cota / MB));
}

/**
 * Stores one image (and optionally its thumbnail). The rows are written first, so an object in R2 always has
 * its row; if the put fails the rows are removed again.
 */
export async function saveUpload(
  db: Db,
  bucket: R2Bucket,
  userId: string,
  arquivo: File,
  miniatura: File | null,
): Promise<UploadResult> {
  const full = await checkFile(arquivo);
  const thumb = miniatura ? await checkFile(miniatura) : null;
  await assertUnderCap(db, userId);

  const stem = sanitizeStem(arquivo.name);
  let chave = '';
  for (let ts = Date.now(); ; ts++) {
    const base = `${userId}/${ts}-${stem}`;
    chave = `${base}.${EXTENSAO[full.tipo]}`;
    const thumbChave = thumb ? `${base}-thumb.${EXTENSAO[thumb.tipo]}` : null;
    const inserted = await db.transaction(async (tx) => {
      await assertUnderQuota(tx, userId, full.file.size + (thumb?.file.size ?? 0));
      const [row] = await tx
        .insert(uploads)
        .values({ chave, userId, tipoConteudo: full.tipo, bytes: full.file.size })
        .onConflictDoNothing()
        .returning({ chave: uploads.chave });
      if (!row) return false;
      if (thumb && thumbChave) {
        await tx
          .insert(uploads)
          .values({ chave: thumbChave, userId, miniaturaDe: chave, tipoConteudo: thumb.tipo, bytes: thumb.file.size });
      }
      return true;
    });
    // Same user, same name, same millisecond: the next millisecond is free.
    if (!inserted) continue;

    const put = (key: string, c: Checked) =>
      bucket.put(key, c.file.stream(), {
        httpMetadata: { contentType: c.tipo, cacheControl: 'public, max-age=31536000, immutable' },
      });
    try {
      await put(chave, full);
      if (thumb && thumbChave) await put(thumbChave, thumb);
    } catch (err) {
      await db.delete(uploads).where(inArray(uploads.chave, thumbChave ? [chave, thumbChave] : [chave]));
      throw err;
    }
    return {
      url: urlFromKey(chave),
      chave,
      bytes: full.file.size,
      tipo: full.tipo,
      thumb_url: thumbChave ? urlFromKey(thumbChave) : null,
    };
  }
}

/**
 * True when every URL is either one the row already had (`current`) or a full image this user uploaded
 * (key under `${userId}/`, recorded in `uploads`).
 */
export async function ownsImages(
  db: Queryable,
  userId: string,
  urls: string[],
  current: string[] = [],
): Promise<boolean> {
  const kept = new Set(current);
  const keys: string[] = [];
  for (const url of urls) {
    if (kept.has(url)) continue;
    const key = keyFromUrl(url);
    if (!key || !key.startsWith(`${userId}/`)) return false;
    keys.push(key);
  }
  if (!keys.length) return true;
  const unique = [...new Set(keys)];
  const rows = await db
    .select({ chave: uploads.chave })
    .from(uploads)
    .where(and(eq(uploads.userId, userId), inArray(uploads.chave, unique), isNull(uploads.miniaturaDe)));
  return rows.length === unique.length;
}

/** The URL of the thumbnail uploaded with this image, if there is one. */
export async function thumbnailOf(db: Queryable, imageUrl: string): Promise<string | null> {
  const key = keyFromUrl(imageUrl);
  if (!key) return null;
  const [row] = await db.select({ chave: uploads.chave }).from(uploads).where(eq(uploads.miniaturaDe, key)).limit(1);
  return row ? urlFromKey(row.chave) : null;
}

/** Of these keys, those that a development, a logo or a photo still points at. */
async function stillReferenced(db: Db, keys: string[]): Promise<Set<string>> {
  if (!keys.length) return new Set();
  const urls = keys.map(urlFromKey);
  const result = await db.execute<{ url: string }>(sql`
    SELECT u.url FROM unnest(${sql.param(urls)}::text[]) AS u(url)
     WHERE EXISTS (SELECT 1 FROM imoveis i WHERE i.imagens_urls @> ARRAY[u.url] OR i.thumb_url = u.url)
        OR EXISTS (SELECT 1 FROM construtoras k WHERE k.logo_url = u.url)
        OR EXISTS (SELECT 1 FROM corretores k WHERE k.foto_url = u.url)`);
  return new Set(result.rows.map((r) => keyFromUrl(r.url)!));
}

/**
 * After a development is deleted: its images, their thumbnails and its card thumbnail leave R2 and `uploads`,
 * unless something else still points at them. An R2 failure is only logged; the rows then stay, so
 * the daily cron tries again.
 */
export async function removeImages(db: Db, bucket: R2Bucket, urls: string[], requestId?: string) {
  const keys = [...new Set(urls.map(keyFromUrl).filter((k): k is string => Boolean(k)))];
  if (!keys.length) return;
  const kept = await stillReferenced(db, keys);
  const images = keys.filter((k) => !kept.has(k));
  if (!images.length) return;
  // A thumbnail goes with its full image, unless something points at the thumbnail itself.
  const thumbs = (
    await db.select({ chave: uploads.chave }).from(uploads).where(inArray(uploads.miniaturaDe, images))
  ).map((t) => t.chave);
  const keptThumbs = await stillReferenced(db, thumbs);
  const doomed = [...new Set([...images, ...thumbs.filter((k) => !keptThumbs.has(k))])];
  try {
    await bucket.delete(doomed);
  } catch (err) {
    logError('r2_delete_failed', err, { requestId, keys: doomed });
    return;
  }
  await db.delete(uploads).where(inArray(uploads.chave, doomed));
}
