// The provider path of worker/lib/email.ts: with EMAIL_API_KEY and EMAIL_FROM the message also goes to the
// provider's HTTP API and its row says when it left or why not. The provider is outside the product: its answer
// is stubbed at fetch.
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { emailsEnviados } from '../../drizzle/schema.ts';
import { sendEmail, type EmailBindings } from '../../worker/lib/email.ts';
import { withDb } from '../helpers/db.ts';
import { uniqueEmail } from '../helpers/factories.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

const PROVIDERS = ['https://api.resend.com/emails', 'https://email.exemplo.com.br/enviar'];

/** Answers the provider's URLs with `answer` and records those calls; any other fetch goes through. */
function provider(answer: Response) {
  const calls: { url: string; init: RequestInit }[] = [];
  const original = globalThis.fetch;
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input instanceof Request ? input.url : input);
    if (!PROVIDERS.includes(url)) return original(input, init);
    calls.push({ url, init: init ?? {} });
    return answer;
  });
  return calls;
}

async function send(env: EmailBindings) {
  const para = uniqueEmail('provedor');
  await withDb((db) => sendEmail(db, env, { para, assunto: 'Assunto', texto: 'Texto' }));
  const [row] = await withDb((db) => db.select().from(emailsEnviados).where(eq(emailsEnviados.para, para)));
  return { para, row: row! };
}

describe('sendEmail with a provider', () => {
  it('without the key or the sender only writes the outbox row', async () => {
    const calls = provider(new Response('{}'));
    for (const env of [{}, { EMAIL_API_KEY: 'chave' }, { EMAIL_FROM: 'Conecta <nao-responda@conecta.com.br>' }]) {
      const { row } = await send(env);
      expect(row).toMatchObject({ enviadoEm: null, erro: null });
    }
    expect(calls).toEqual([]);
  });

  it('posts to Resend by default, with the key and the sender, and records when it left', async () => {
    const calls = provider(new Response('{"id":"x"}'));
    const { para, row } = await send({ EMAIL_API_KEY: 'chave', EMAIL_FROM: 'Conecta <nao-responda@conecta.com.br>' });
    expect(calls.map((c) => c.url)).toEqual(['https://api.resend.com/emails']);
    const { init } = calls[0]!;
    expect(new Headers(init.headers).get('authorization')).toBe('Bearer chave');
    expect(JSON.parse(init.body as string)).toEqual({
      from: 'Conecta <nao-responda@conecta.com.br>',
      to: [para],
      subject: 'Assunto',
      text: 'Texto',
    });
    expect(row.erro).toBeNull();
    expect(row.enviadoEm).toBeInstanceOf(Date);
  });

  it('posts to EMAIL_API_URL when set; a refusal is kept in the row, not sent', async () => {
    const calls = provider(new Response('limite excedido', { status: 429 }));
    const { row } = await send({
      EMAIL_API_KEY: 'chave',
      EMAIL_FROM: 'Conecta <nao-responda@conecta.com.br>',
      EMAIL_API_URL: 'https://email.exemplo.com.br/enviar',
    });
    expect(calls.map((c) => c.url)).toEqual(['https://email.exemplo.com.br/enviar']);
    expect(row).toMatchObject({ enviadoEm: null, erro: 'HTTP 429: limite excedido' });
  });
});
