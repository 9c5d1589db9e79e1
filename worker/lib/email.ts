// The one way the product sends e-mail. Every message is written to emails_enviados: locally and in tests that
// table is the outbox (`npm run emails` prints it). When the provider secret is configured (EMAIL_API_KEY, with
// EMAIL_FROM as the sender; Resend's HTTP API, or EMAIL_API_URL for a compatible one) the message is also sent,
// and the row records when it left or why it did not.
import { eq } from 'drizzle-orm';
import { emailsEnviados } from '../../drizzle/schema.ts';
import type { Db } from './env.ts';

export type Email = { para: string; assunto: string; texto: string; html?: string };

export type EmailBindings = {
  /** Secret (`wrangler secret put EMAIL_API_KEY`); without it e-mail only goes to the outbox table. */
  EMAIL_API_KEY?: string;
  /** Sender, e.g. 'Conecta Imóveis <nao-responda@conectaimoveis.com.br>'. */
  EMAIL_FROM?: string;
  /** The provider's send endpoint; Resend's by default. */
  EMAIL_API_URL?: string;
};

const DEFAULT_API_URL = 'https://api.resend.com/emails';

type Executor = Pick<Db, 'insert' | 'update'>;

export async function sendEmail(db: Executor, env: EmailBindings, email: Email): Promise<void> {
  const [row] = await db
    .insert(emailsEnviados)
    .values({ para: email.para, assunto: email.assunto, texto: email.texto, html: email.html ?? null })
    .returning({ id: emailsEnviados.id });
  if (!env.EMAIL_API_KEY || !env.EMAIL_FROM) return;

  let erro: string | null = null;
  try {
    const res = await fetch(env.EMAIL_API_URL || DEFAULT_API_URL, {
      method: 'POST',
      headers: { Authorization: `Bearer ${env.EMAIL_API_KEY}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        from: env.EMAIL_FROM,
        to: [email.para],
        subject: email.assunto,
        text: email.texto,
        ...(email.html ? { html: email.html } : {}),
      }),
    });
    if (!res.ok) erro = `HTTP ${res.status}: ${(await res.text()).slice(0, 500)}`;
  } catch (e) {
    erro = String(e).slice(0, 500);
  }
  await db
    .update(emailsEnviados)
    .set(erro ? { erro } : { enviadoEm: new Date() })
    .where(eq(emailsEnviados.id, row!.id));
  // The provider's answer may quote the recipient: the reason stays in the row, the log names only the row.
  if (erro) console.error(JSON.stringify({ level: 'error', kind: 'email_failed', id: row!.id }));
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => ESCAPES[ch]!);
}

/** A plain message with one call to action, as text and as simple HTML. */
export function emailComLink(
  para: string,
  assunto: string,
  paragrafos: string[],
  link: { texto: string; url: string },
) {
  const texto = [...paragrafos, `${link.texto}: ${link.url}`, '', 'Equipe Conecta Imóveis'].join('\n\n');
  const html = [
    ...paragrafos.map((p) => `<p>${escapeHtml(p)}</p>`),
    `<p><a href="${escapeHtml(link.url)}">${escapeHtml(link.texto)}</a></p>`,
    `<p style="color:#64748b;font-size:12px">Se o botão não funcionar, copie este endereço: ${escapeHtml(link.url)}</p>`,
    '<p>Equipe Conecta Imóveis</p>',
  ].join('\n');
  return { para, assunto, texto, html };
}
