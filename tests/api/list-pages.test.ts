// The lists that used to answer a silent cut (favourites, conversations, messages, notifications) page by keyset
// cursor like every other list (docs/convencoes.md#lists): two pages with no row lost or repeated, a cursor this API
// did not write refused, and nobody reads another user's rows through a cursor.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod';
import { conversaNova } from '../helpers/chat.ts';
import { withDb } from '../helpers/db.ts';
import { insertImovel, signedUp, type SignedUp } from '../helpers/factories.ts';
import { errorBody, type Client } from '../helpers/http.ts';

/** Any of these lists' pages: rows with an id and the cursor, checked (the paths differ, the shape does not). */
const pageOfRows = z.object({ items: z.array(z.looseObject({ id: z.string() })), nextCursor: z.string().nullable() });

async function page(c: Client, path: string, query: Record<string, string | number>) {
  const res = await c.request(`${path}?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`);
  expect(res.status).toBe(200);
  return pageOfRows.parse(await res.json());
}

/** Reads the list two rows at a time: the ids page by page, and the last page's cursor. */
async function twoPages(c: Client, path: string) {
  const first = await page(c, path, { limit: 2 });
  expect(first.nextCursor).toEqual(expect.any(String));
  const second = await page(c, path, { limit: 2, cursor: first.nextCursor! });
  return { first: first.items.map((r) => r.id), second: second.items.map((r) => r.id), next: second.nextCursor };
}

async function refusesBadCursor(c: Client, path: string) {
  const res = await c.request(`${path}?cursor=bm9wZQ`);
  expect(res.status).toBe(400);
  expect((await errorBody(res)).error.message).toBe('Cursor de paginação inválido.');
}

/** Sets created_at one minute apart, in the order given (oldest first), so the order never hangs on insert timing. */
function spaced(table: 'favoritos' | 'notificacoes', ids: string[]) {
  return withDb((db) =>
    db.execute(sql`UPDATE ${sql.raw(table)} t SET created_at = now() - ((${ids.length} - v.n) || ' minutes')::interval
                     FROM unnest(${sql.param(ids)}::uuid[]) WITH ORDINALITY AS v(id, n) WHERE t.id = v.id`),
  );
}

let construtora: SignedUp;
beforeAll(async () => {
  construtora = await signedUp('construtora', { nome: 'Construtora Páginas' });
});

describe('GET /api/favoritos', () => {
  it('pages the broker’s favourites newest first; another broker’s list and cursor show only their own', async () => {
    const broker = await signedUp('corretor');
    const imoveis: string[] = [];
    for (const nome of ['Página 1', 'Página 2', 'Página 3']) {
      const id = await insertImovel(construtora.perfilId, { nome });
      imoveis.push(id);
      await broker.client.request('/api/favoritos', { method: 'POST', json: { imovel_id: id } });
    }
    const favs = await withDb(async (db) => {
      const r = await db.execute<{ id: string }>(
        sql`SELECT id FROM favoritos WHERE imovel_id = ANY(${sql.param(imoveis)}::uuid[]) ORDER BY created_at, id`,
      );
      return r.rows.map((x) => x.id);
    });
    await spaced('favoritos', favs);
    const { first, second, next } = await twoPages(broker.client, '/api/favoritos');
    expect([...first, ...second]).toEqual([...favs].reverse());
    expect(next).toBeNull();

    const ids = await (await broker.client.api('GET', '/api/favoritos/ids')).json();
    expect(ids.imovel_ids.sort()).toEqual([...imoveis].sort());

    const other = await signedUp('corretor');
    const cursor = (await page(broker.client, '/api/favoritos', { limit: 1 })).nextCursor!;
    expect((await page(other.client, '/api/favoritos', { cursor })).items).toEqual([]);
    expect((await (await other.client.api('GET', '/api/favoritos/ids')).json()).imovel_ids).toEqual([]);
    expect((await construtora.client.request('/api/favoritos')).status).toBe(403);
    await refusesBadCursor(broker.client, '/api/favoritos');
  });
});

describe('GET /api/notificacoes', () => {
  it('pages the user’s notifications newest first; another user’s cursor shows only their own', async () => {
    const user = await signedUp('corretor');
    const ids = await withDb(async (db) => {
      const r = await db.execute<{ id: string }>(sql`
        INSERT INTO notificacoes (user_id, tipo, mensagem)
        SELECT ${user.userId}, 'nova_captacao', 'Página ' || n FROM generate_series(1, 3) n RETURNING id`);
      return r.rows.map((x) => x.id);
    });
    await spaced('notificacoes', ids);
    const { first, second, next } = await twoPages(user.client, '/api/notificacoes');
    expect([...first, ...second]).toEqual([...ids].reverse());
    expect(next).toBeNull();

    // A reconnecting tab catches up forward from what it saw, page after page.
    const forward = await page(user.client, '/api/notificacoes', { after: ids[0]!, limit: 1 });
    expect(forward.items.map((n) => n.id)).toEqual([ids[1]]);
    const rest = await page(user.client, '/api/notificacoes', {
      after: ids[0]!,
      limit: 1,
      cursor: forward.nextCursor!,
    });
    expect(rest.items.map((n) => n.id)).toEqual([ids[2]]);
    expect(rest.nextCursor).toBeNull();

    const other = await signedUp('construtora');
    const cursor = (await page(user.client, '/api/notificacoes', { limit: 1 })).nextCursor!;
    expect((await page(other.client, '/api/notificacoes', { cursor })).items).toEqual([]);
    await refusesBadCursor(user.client, '/api/notificacoes');
  });
});

describe('GET /api/chat/conversas', () => {
  it('pages the broker’s conversations by latest activity; the developer of another one sees none of them', async () => {
    const broker = await signedUp('corretor');
    const ids: string[] = [];
    for (const nome of ['Conversa 1', 'Conversa 2', 'Conversa 3']) {
      const imovelId = await insertImovel(construtora.perfilId, { nome });
      const res = await broker.client.api('POST', '/api/chat/conversas', { body: { imovel_id: imovelId } });
      ids.push((await res.json()).conversa.id);
    }
    await withDb((db) =>
      db.execute(sql`UPDATE conversas c SET last_message_at = now() - ((3 - v.n) || ' minutes')::interval
                       FROM unnest(${sql.param(ids)}::uuid[]) WITH ORDINALITY AS v(id, n) WHERE c.id = v.id`),
    );
    const { first, second, next } = await twoPages(broker.client, '/api/chat/conversas');
    expect([...first, ...second]).toEqual([...ids].reverse());
    expect(next).toBeNull();

    const outsider = await signedUp('construtora');
    const cursor = (await page(broker.client, '/api/chat/conversas', { limit: 1 })).nextCursor!;
    expect((await page(outsider.client, '/api/chat/conversas', { cursor })).items).toEqual([]);
    await refusesBadCursor(broker.client, '/api/chat/conversas');
  });
});

describe('GET /api/chat/conversas/:id/mensagens', () => {
  it('pages back from the newest messages, each page oldest first; a third party is refused', async () => {
    const { corretor, construtora: dona, conversa } = await conversaNova('Residencial Páginas');
    const ids = await withDb(async (db) => {
      const r = await db.execute<{ id: string }>(sql`
        INSERT INTO mensagens_chat (conversa_id, remetente_user_id, destinatario_user_id, conteudo_mensagem, created_at)
        SELECT ${conversa.id}, ${corretor.userId}, ${dona.userId}, 'Mensagem ' || n,
               now() - ((4 - n) || ' minutes')::interval
          FROM generate_series(1, 3) n ORDER BY n RETURNING id`);
      return r.rows.map((x) => x.id);
    });
    const path = `/api/chat/conversas/${conversa.id}/mensagens`;
    const { first, second, next } = await twoPages(corretor.client, path);
    expect(first).toEqual([ids[1], ids[2]]);
    expect(second).toEqual([ids[0]]);
    expect(next).toBeNull();

    const third = await signedUp('corretor');
    const cursor = (await page(corretor.client, path, { limit: 1 })).nextCursor!;
    const refused = await third.client.request(`${path}?cursor=${cursor}`);
    expect(refused.status).toBe(403);
    await refusesBadCursor(corretor.client, path);
  });
});
