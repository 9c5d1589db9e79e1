import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CaptacaoRecebidaPage } from '../../worker/schemas/empreendimentos.ts';
import { signedInAdmin } from '../helpers/admin.ts';
import { withDb } from '../helpers/db.ts';
import { insertImovel, signedUp, type SignedUp } from '../helpers/factories.ts';
import { client, errorBody } from '../helpers/http.ts';

let dev: SignedUp;
let brokers: SignedUp[];
const ids: string[] = [];

beforeAll(async () => {
  dev = await signedUp('construtora');
  const other = await signedUp('construtora');
  brokers = await Promise.all([
    signedUp('corretor', { nome: 'Ana Corretora', creci: 'CRECI-SP 11111-F' }),
    signedUp('corretor', { nome: 'Bruno Corretor', creci: '22222' }),
    signedUp('corretor'),
  ]);
  const mine = await insertImovel(dev.perfilId, { nome: 'Vila Verde', ativo: false });
  const mine2 = await insertImovel(dev.perfilId, { nome: 'Solar' });
  const theirs = await insertImovel(other.perfilId, { nome: 'Alheio' });
  await withDb(async (db) => {
    await db.execute(sql`UPDATE corretores SET telefone = '(41) 99999-0000' WHERE id = ${brokers[0]!.perfilId}`);
    const r = await db.execute<{ id: string }>(sql`
      INSERT INTO captacoes (corretor_id, imovel_id, data_captacao, status, status_captacao) VALUES
        (${brokers[0]!.perfilId}, ${mine}, '2026-03-01T12:00:00.000001Z', 'Interesse Registrado', 'Pendente de contato'),
        (${brokers[1]!.perfilId}, ${mine}, '2026-03-02T12:00:00Z', 'Em contato', NULL),
        (${brokers[2]!.perfilId}, ${mine}, '2026-03-02T12:00:00Z', 'Proposta enviada', NULL),
        (${brokers[0]!.perfilId}, ${mine2}, '2026-03-01T12:00:00.000002Z', 'Interesse Registrado', NULL),
        (${brokers[0]!.perfilId}, ${theirs}, '2026-03-05T12:00:00Z', 'Interesse Registrado', NULL)
      RETURNING id`);
    ids.push(...r.rows.map((x) => x.id));
  });
});

describe('GET /api/captacoes/recebidas', () => {
  it("lists captures of the developer's own developments newest first, with the broker's contact", async () => {
    const res = await dev.client.api('GET', '/api/captacoes/recebidas');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const page = await res.json();
    expect(page.nextCursor).toBeNull();
    expect(page.items).toHaveLength(4);
    expect(page.items.map((i) => i.id).slice(2)).toEqual([ids[3], ids[0]]);
    expect(new Set(page.items.slice(0, 2).map((i) => i.id))).toEqual(new Set([ids[1], ids[2]]));
    expect(page.items[3]).toEqual({
      id: ids[0],
      status: 'Interesse Registrado',
      status_captacao: 'Pendente de contato',
      data_captacao: '2026-03-01T12:00:00.000Z',
      corretor: {
        id: brokers[0]!.perfilId,
        nome: 'Ana Corretora',
        email: brokers[0]!.email,
        creci: 'CRECI-SP 11111-F',
        telefone: '(41) 99999-0000',
      },
      imobiliaria: null,
      imovel: { id: expect.any(String), nome: 'Vila Verde' },
    });
  });

  it('pages with a cursor without skipping rows that share a second', async () => {
    const seen: string[] = [];
    let cursor: string | null = '';
    do {
      const page: CaptacaoRecebidaPage = await (
        await dev.client.api('GET', '/api/captacoes/recebidas', { query: { limit: 1, cursor } })
      ).json();
      seen.push(...page.items.map((i) => i.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toHaveLength(4);
    expect(new Set(seen)).toEqual(new Set(ids.slice(0, 4)));
  });

  it('refuses bad paging and every other role', async () => {
    for (const qs of ['limit=0', 'limit=101', 'cursor=xyz']) {
      const res = await dev.client.request(`/api/captacoes/recebidas?${qs}`);
      expect(res.status, qs).toBe(400);
    }
    const visitor = await client().request('/api/captacoes/recebidas');
    expect(visitor.status).toBe(401);
    expect((await errorBody(visitor)).error.message).toBe('Sessão inválida.');
    expect((await brokers[0]!.client.request('/api/captacoes/recebidas')).status).toBe(403);
    expect((await (await signedInAdmin()).client.request('/api/captacoes/recebidas')).status).toBe(403);
    const fresh = await signedUp('construtora');
    expect(await (await fresh.client.api('GET', '/api/captacoes/recebidas')).json()).toEqual({
      items: [],
      nextCursor: null,
    });
  });
});
