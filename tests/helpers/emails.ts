// The outbox (emails_enviados) as tests read it: some e-mails are written after the answer (ctx.waitUntil),
// so reading waits a little for them.
import { sql } from 'drizzle-orm';
import { withDb } from './db.ts';
import { poll } from './poll.ts';

export type OutboxEmail = { para: string; assunto: string; texto: string; html: string | null };

export async function emailsTo(para: string): Promise<OutboxEmail[]> {
  return withDb(async (db) => {
    const r = await db.execute<OutboxEmail>(
      sql`SELECT para, assunto, texto, html FROM emails_enviados WHERE para = ${para} ORDER BY created_at, id`,
    );
    return r.rows;
  });
}

/** Waits until `para` has at least `count` e-mails and returns the newest. */
export async function waitForEmail(para: string, count = 1, timeoutMs = 5000): Promise<OutboxEmail> {
  const rows = await poll(
    () => emailsTo(para),
    (r) => r.length >= count,
    { timeoutMs },
  );
  if (rows.length < count) throw new Error(`no e-mail #${count} to ${para} in ${timeoutMs} ms`);
  return rows.at(-1)!;
}

/** The token of the link to `path` in an e-mail's text. */
export function tokenFrom(email: OutboxEmail, path: string): string {
  const match = email.texto.match(new RegExp(`https?://[^\\s]+${path}\\?token=([A-Za-z0-9_%-]+)`));
  if (!match) throw new Error(`no ${path} link in: ${email.texto}`);
  return decodeURIComponent(match[1]!);
}
