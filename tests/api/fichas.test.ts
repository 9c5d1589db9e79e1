import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { MSG_IMOVEL_NAO_ENCONTRADO } from '../../worker/schemas/imoveis.ts';
import { signedInAdmin } from '../helpers/admin.ts';
import { withDb } from '../helpers/db.ts';
import { insertImovel, signedUp, type SignedUp } from '../helpers/factories.ts';
import { client, errorBody } from '../helpers/http.ts';

/** Records a sheet; `imovel_id` may be one the schema refuses (the invalid-input tests send those). */
const ficha = (who: Pick<SignedUp['client'], 'api'>, imovel_id: unknown) =>
  who.api('POST', '/api/fichas', { json: { imovel_id } });

async function count(corretorId: string) {
  return withDb(async (db) => {
    const r = await db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM fichas_geradas WHERE corretor_id = ${corretorId}`,
    );
    return r.rows[0]!.n;
  });
}

let dev: SignedUp;
let imovel = '';
beforeAll(async () => {
  dev = await signedUp('construtora');
  imovel = await insertImovel(dev.perfilId);
});

describe('POST /api/fichas', () => {
  it('records a sheet once per broker, development and day', async () => {
    const broker = await signedUp('corretor');
    const first = await ficha(broker.client, imovel);
    expect(first.status).toBe(201);
    expect(await first.json()).toEqual({ registrada: true });
    const reload = await ficha(broker.client, imovel);
    expect(reload.status).toBe(200);
    expect(await reload.json()).toEqual({ registrada: false });
    expect((await ficha(broker.client, await insertImovel(dev.perfilId))).status).toBe(201);
    expect(await count(broker.perfilId)).toBe(2);

    // Yesterday's sheet does not count for today.
    await withDb((db) =>
      db.execute(
        sql`UPDATE fichas_geradas SET created_at = now() - interval '1 day' WHERE corretor_id = ${broker.perfilId}`,
      ),
    );
    expect((await ficha(broker.client, imovel)).status).toBe(201);
    expect(await count(broker.perfilId)).toBe(3);
  });

  it('counts a sheet once even when ten tabs open it at the same instant', async () => {
    const broker = await signedUp('corretor');
    const statuses = await Promise.all(Array.from({ length: 10 }, () => ficha(broker.client, imovel)));
    expect(statuses.map((r) => r.status).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 201]);
    expect(await count(broker.perfilId)).toBe(1);
  });

  it('refuses bad ids, missing or inactive developments and other roles, writing nothing', async () => {
    const broker = await signedUp('corretor');
    const bad = await ficha(broker.client, 'abc');
    expect(bad.status).toBe(400);
    expect((await errorBody(bad)).error.message).toBe('Imóvel inválido.');
    const hidden = await insertImovel(dev.perfilId, { ativo: false });
    for (const id of [hidden, crypto.randomUUID()]) {
      const res = await ficha(broker.client, id);
      expect(res.status).toBe(404);
      expect((await errorBody(res)).error.message).toBe(MSG_IMOVEL_NAO_ENCONTRADO);
    }
    expect((await ficha(client(), imovel)).status).toBe(401);
    expect((await ficha(dev.client, imovel)).status).toBe(403);
    const admin = await signedInAdmin();
    expect((await ficha(admin.client, imovel)).status).toBe(403);
    expect(await count(broker.perfilId)).toBe(0);
    const total = await withDb(async (db) => {
      const r = await db.execute<{ n: number }>(
        sql`SELECT count(*)::int AS n FROM fichas_geradas WHERE imovel_id = ${hidden}`,
      );
      return r.rows[0]!.n;
    });
    expect(total).toBe(0);
  });
});
