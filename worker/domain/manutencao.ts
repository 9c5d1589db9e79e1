// Daily housekeeping (the Worker's cron trigger): expired sessions, stale login counters, idempotency keys past their
// 24 hours, and uploads that nothing came to point at within 24 hours; and, as a backstop of the developments'
// alarms, reservations past their hold.
import { inArray, sql } from 'drizzle-orm';
import { uploads } from '../../drizzle/schema.ts';
import type { Db } from '../lib/env.ts';
import { expireContratos } from './contratos.ts';
import { expireReservas } from './espelho-reservas.ts';
import { deleteStaleAttempts } from './login-throttle.ts';
import type { Notify } from './notificacoes.ts';
import { deleteExpiredSessions } from './sessions.ts';

/** R2 deletes at most 1,000 keys per call. */
const LOTE = 1000;

/**
 * Uploads older than 24 h that no development (images or card thumbnail), logo or photo references; a thumbnail
 * counts as referenced when its full image is. Objects leave R2 first, then their rows, so a failed delete is
 * simply tried again the next day.
 */
export async function deleteOrphanUploads(db: Db, bucket: R2Bucket): Promise<number> {
  let removed = 0;
  for (;;) {
    const result = await db.execute<{ chave: string }>(sql`
      WITH refs AS (
        SELECT substr(u, 8) AS chave FROM imoveis, unnest(imagens_urls || thumb_url) AS u WHERE u LIKE '/media/%'
        UNION SELECT substr(logo_url, 8) FROM construtoras WHERE logo_url LIKE '/media/%'
        UNION SELECT substr(foto_url, 8) FROM corretores WHERE foto_url LIKE '/media/%'
      )
      SELECT u.chave FROM uploads u
       WHERE u.created_at < now() - interval '24 hours'
         AND NOT EXISTS (SELECT 1 FROM refs r WHERE r.chave = u.chave)
         AND (u.miniatura_de IS NULL OR NOT EXISTS (SELECT 1 FROM refs r WHERE r.chave = u.miniatura_de))
       LIMIT ${LOTE}`);
    const keys = result.rows.map((r) => r.chave);
    if (!keys.length) return removed;
    await bucket.delete(keys);
    await db.delete(uploads).where(inArray(uploads.chave, keys));
    removed += keys.length;
    if (keys.length < LOTE) return removed;
  }
}

export async function deleteExpiredIdempotencyKeys(db: Db): Promise<number> {
  const result = await db.execute(sql`DELETE FROM chaves_idempotencia WHERE criado_em < now() - interval '24 hours'`);
  return result.rowCount ?? 0;
}

/** The units a maintenance step freed, per development, for the live grids. */
export type OnRelease = (imovelId: string, unidadeIds: string[]) => void;

export async function runMaintenance(
  db: Db,
  bucket: R2Bucket,
  notify: Notify = () => {},
  onRelease: OnRelease = () => {},
) {
  await deleteExpiredSessions(db);
  await deleteStaleAttempts(db);
  await deleteExpiredIdempotencyKeys(db);
  await expireContratos(db, notify);
  const { liberadas } = await expireReservas(db, null, new Date(), notify);
  const porImovel = new Map<string, string[]>();
  for (const l of liberadas) porImovel.set(l.imovel_id, [...(porImovel.get(l.imovel_id) ?? []), l.unidade_id]);
  for (const [imovelId, ids] of porImovel) onRelease(imovelId, ids);
  await deleteOrphanUploads(db, bucket);
}
