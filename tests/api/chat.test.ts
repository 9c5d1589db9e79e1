import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { conversaNova, flushRoom } from '../helpers/chat.ts';
import { withDb } from '../helpers/db.ts';
import { insertImovel, signedUp } from '../helpers/factories.ts';
import { client, errorBody, type Client } from '../helpers/http.ts';

/** Sends a message; `body` may be one the schema refuses (the invalid-input tests send those). */
const post = (c: Client, id: string, body: unknown) =>
  c.api('POST', '/api/chat/conversas/:id/mensagens', { param: { id }, json: body });
const mensagens = async (c: Client, id: string, after = '') =>
  (await (await c.api('GET', '/api/chat/conversas/:id/mensagens', { param: { id }, query: { after } })).json()).items;
const conversas = async (c: Client, q = '') =>
  (await (await c.api('GET', '/api/chat/conversas', { query: { q } })).json()).items;
const count = (table: string, where: ReturnType<typeof sql>) =>
  withDb(async (db) => {
    const r = await db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM ${sql.raw(table)} WHERE ${where}`);
    return r.rows[0]!.n;
  });

describe('/api/chat/conversas', () => {
  it('a broker starts one conversation per development; the developer starts the same one from the capture', async () => {
    const { construtora, corretor, imovelId, conversa } = await conversaNova('Residencial Aurora');
    expect(conversa.contraparte).toMatchObject({ user_id: construtora.userId, nome: 'Construtora Horizonte' });
    expect(conversa.imovel).toMatchObject({ id: imovelId, nome: 'Residencial Aurora' });

    const again = await corretor.client.api('POST', '/api/chat/conversas', { body: { imovel_id: imovelId } });
    expect(again.status).toBe(200);
    expect((await again.json()).conversa.id).toBe(conversa.id);

    const cap = await corretor.client.api('POST', '/api/captacoes', { body: { imovel_id: imovelId } });
    expect(cap.status).toBe(201);
    const captacaoId = (await cap.json()).captacao.id;
    const fromCapture = await construtora.client.api('POST', '/api/chat/conversas', {
      body: { captacao_id: captacaoId },
    });
    expect(fromCapture.status).toBe(200);
    const dev = (await fromCapture.json()).conversa;
    expect(dev.id).toBe(conversa.id);
    expect(dev.contraparte).toMatchObject({ user_id: corretor.userId, nome: 'Bruno Corretor', tipo: 'corretor' });
    expect(await count('conversas', sql`imovel_id = ${imovelId}`)).toBe(1);
  });

  it('refuses a capture of another developer, an inactive development, visitors and bad input', async () => {
    const { corretor, imovelId } = await conversaNova();
    const outra = await signedUp('construtora');
    const cap = await corretor.client.api('POST', '/api/captacoes', { body: { imovel_id: imovelId } });
    const captacaoId = (await cap.json()).captacao.id;
    const alheia = await outra.client.api('POST', '/api/chat/conversas', { body: { captacao_id: captacaoId } });
    expect(alheia.status).toBe(404);
    expect((await errorBody(alheia)).error.message).toBe('Destinatário não encontrado.');

    const inativo = await insertImovel(outra.perfilId, { ativo: false });
    const res = await corretor.client.api('POST', '/api/chat/conversas', { body: { imovel_id: inativo } });
    expect(res.status).toBe(404);
    const visitor = await client().api('POST', '/api/chat/conversas', { body: { imovel_id: imovelId } });
    expect(visitor.status).toBe(401);
    expect((await client().api('GET', '/api/chat/conversas')).status).toBe(401);
    const both = await corretor.client.api('POST', '/api/chat/conversas', {
      body: { imovel_id: imovelId, captacao_id: captacaoId },
    });
    expect(both.status).toBe(400);
    const bad = await corretor.client.api('POST', '/api/chat/conversas', { body: { imovel_id: 'x' } });
    expect(bad.status).toBe(400);
  });

  it('lists own conversations, newest activity first, with last message, unread count and search', async () => {
    const a = await conversaNova('Edifício Jatobá');
    const corretor = a.corretor;
    const outra = await signedUp('construtora', { nome: 'Construtora São João' });
    const imovel2 = await insertImovel(outra.perfilId, { nome: 'Vila Ipê' });
    const res = await corretor.client.api('POST', '/api/chat/conversas', { body: { imovel_id: imovel2 } });
    const b = (await res.json()).conversa;

    expect((await post(a.construtora.client, a.conversa.id, { conteudo: 'Olá, Bruno!' })).status).toBe(201);
    const lista = await conversas(corretor.client);
    expect(lista.map((c) => c.id)).toEqual([a.conversa.id, b.id]);
    expect(lista[0]).toMatchObject({ nao_lidas: 1, ultima_mensagem: { conteudo: 'Olá, Bruno!' } });
    expect(lista[1]).toMatchObject({ nao_lidas: 0, ultima_mensagem: null });

    expect((await conversas(corretor.client, 'sao joao')).map((c) => c.id)).toEqual([b.id]);
    expect((await conversas(corretor.client, 'jatoba')).map((c) => c.id)).toEqual([a.conversa.id]);
    expect(await conversas(corretor.client, '%')).toEqual([]);
    // The other party of another conversation sees nothing of these.
    expect(await conversas(outra.client, 'jatoba')).toEqual([]);
  });
});

describe('/api/chat/conversas/:id/mensagens', () => {
  it('stores, lists ascending, marks read on opening and catches up with ?after=', async () => {
    const { construtora, corretor, conversa } = await conversaNova();
    const first = await post(corretor.client, conversa.id, { conteudo: 'Primeira', client_id: crypto.randomUUID() });
    expect(first.status).toBe(201);
    const m1 = (await first.json()).mensagem;
    expect(m1).toMatchObject({ remetente_user_id: corretor.userId, destinatario_user_id: construtora.userId });
    await post(corretor.client, conversa.id, { conteudo: 'Segunda' });
    await post(construtora.client, conversa.id, { conteudo: 'Resposta' });

    const seen = await mensagens(construtora.client, conversa.id);
    expect(seen.map((m) => m.conteudo_mensagem)).toEqual(['Primeira', 'Segunda', 'Resposta']);
    // Opening marked the broker's two messages to the developer as read, not the developer's own.
    expect(await count('mensagens_chat', sql`conversa_id = ${conversa.id} AND lida`)).toBe(2);
    expect((await mensagens(corretor.client, conversa.id, m1.id)).map((m) => m.conteudo_mensagem)).toEqual([
      'Segunda',
      'Resposta',
    ]);
    expect(await mensagens(corretor.client, conversa.id, seen[2]!.created_at)).toEqual([]);
    expect((await corretor.client.request(`/api/chat/conversas/${conversa.id}/mensagens?after=ontem`)).status).toBe(
      400,
    );
  });

  it('writes nova_mensagem_chat for the recipient who does not have the conversation open', async () => {
    const { construtora, corretor, conversa } = await conversaNova('Residencial Notifica');
    await post(corretor.client, conversa.id, { conteudo: 'Tenho um cliente interessado.' });
    // The room writes the message, and with it the notification, right after answering.
    await flushRoom(conversa.id);
    const items = (await (await construtora.client.api('GET', '/api/notificacoes')).json()).items;
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      tipo: 'nova_mensagem_chat',
      mensagem: 'Nova mensagem de Bruno Corretor: Tenho um cliente interessado.',
      link_acao: `/dashboard?tab=chat&conversa=${conversa.id}`,
      imovel: { nome: 'Residencial Notifica' },
    });
    expect(await count('notificacoes', sql`user_id = ${corretor.userId}`)).toBe(0);
  });

  it('resending the same client_id returns the stored message instead of a duplicate', async () => {
    const { construtora, corretor, conversa } = await conversaNova();
    const clientId = crypto.randomUUID();
    const a = await (await post(corretor.client, conversa.id, { conteudo: 'Uma', client_id: clientId })).json();
    const b = await (await post(corretor.client, conversa.id, { conteudo: 'Uma', client_id: clientId })).json();
    expect(b.mensagem).toEqual(a.mensagem);
    await flushRoom(conversa.id);
    expect(await count('mensagens_chat', sql`conversa_id = ${conversa.id}`)).toBe(1);
    // Written, then resent: the same message again, still one row.
    const c = await (await post(corretor.client, conversa.id, { conteudo: 'Uma', client_id: clientId })).json();
    expect(c.mensagem).toEqual(a.mensagem);
    await flushRoom(conversa.id);
    expect(await count('mensagens_chat', sql`conversa_id = ${conversa.id}`)).toBe(1);
    // Someone else's message id is not theirs to reuse: the room holding it refuses it; another room cannot know
    // it, and its write skips it, so the id keeps its first message and the other conversation never shows the copy.
    expect((await post(construtora.client, conversa.id, { conteudo: 'Minha', client_id: clientId })).status).toBe(409);
    const other = await conversaNova();
    const stolen = await post(other.corretor.client, other.conversa.id, { conteudo: 'Outra', client_id: clientId });
    expect(stolen.status).toBe(201);
    expect(await mensagens(other.corretor.client, other.conversa.id)).toEqual([]);
    expect(await count('mensagens_chat', sql`id = ${clientId} AND conversa_id = ${conversa.id}`)).toBe(1);
  });

  it('refuses blank, over-long and malformed messages, writing nothing', async () => {
    const { corretor, conversa } = await conversaNova();
    for (const conteudo of ['', '   \n\t ']) {
      const res = await post(corretor.client, conversa.id, { conteudo });
      expect(res.status).toBe(400);
      expect((await errorBody(res)).error.message).toBe('A mensagem não pode ficar em branco.');
    }
    const longa = await post(corretor.client, conversa.id, { conteudo: 'é'.repeat(4001) });
    expect(longa.status).toBe(400);
    expect((await errorBody(longa)).error.message).toBe('A mensagem pode ter no máximo 4000 caracteres.');
    expect((await post(corretor.client, conversa.id, { conteudo: '😀'.repeat(4000) })).status).toBe(201);
    expect((await post(corretor.client, conversa.id, { conteudo: 42 })).status).toBe(400);
    expect((await post(corretor.client, conversa.id, { conteudo: 'oi', client_id: 'abc' })).status).toBe(400);
    await flushRoom(conversa.id);
    expect(await count('mensagens_chat', sql`conversa_id = ${conversa.id}`)).toBe(1);
  });

  it('a third party gets 403, a visitor 401, an unknown conversation 404', async () => {
    const { conversa } = await conversaNova();
    const intruso = await signedUp('corretor');
    expect((await intruso.client.request(`/api/chat/conversas/${conversa.id}/mensagens`)).status).toBe(403);
    expect((await post(intruso.client, conversa.id, { conteudo: 'oi' })).status).toBe(403);
    expect((await client().request(`/api/chat/conversas/${conversa.id}/mensagens`)).status).toBe(401);
    expect((await intruso.client.request(`/api/chat/conversas/${crypto.randomUUID()}/mensagens`)).status).toBe(404);
    expect((await intruso.client.request('/api/chat/conversas/nao-e-uuid/mensagens')).status).toBe(404);
  });
});
