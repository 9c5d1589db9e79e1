import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signedInAdmin } from '../helpers/admin.ts';
import { conversaNova } from '../helpers/chat.ts';
import { withDb } from '../helpers/db.ts';
import { signedUp } from '../helpers/factories.ts';
import { client, errorBody } from '../helpers/http.ts';

// A date Date.parse accepts but Postgres refuses ('1', February 30, hour 24) must be a 400 in every list, never a 500.
const cursor = (value: unknown) => btoa(JSON.stringify(value)).replace(/=+$/, '');

async function expectRefused(res: Response, path: string) {
  expect(res.status, path).toBe(400);
  const body = await errorBody(res);
  expect(body.error.code, path).toBe('validation_failed');
  expect(body.error.message, path).toMatch(/inválid/);
}

describe('keyset cursors and "after" parameters of the workspaces', () => {
  it('answer 400 in Portuguese for a date Postgres cannot read', async () => {
    const dev = await signedUp('construtora');
    const broker = await signedUp('corretor');
    const bad = cursor(['1', crypto.randomUUID()]);
    const cases: [typeof dev, string][] = [
      [dev, `/api/empreendimentos?cursor=${bad}`],
      [dev, `/api/captacoes/recebidas?cursor=${bad}`],
      [dev, `/api/contratos?cursor=${bad}`],
      [broker, `/api/contratos?cursor=${bad}`],
      [broker, '/api/notificacoes?after=1'],
    ];
    for (const [who, path] of cases) await expectRefused(await who.client.request(path), path);
  });

  it('answer 400 for a calendar date that does not exist, in every list that pages or polls', async () => {
    const [{ corretor, construtora, conversa }, admin] = await Promise.all([conversaNova(), signedInAdmin()]);
    const id = crypto.randomUUID();
    const days = ['2026-02-30T10:00:00.000Z', '2026-02-29T10:00:00.123456+00:00', '2026-04-31T00:00:00Z'];
    const times = ['2026-02-03T24:00:00Z', '2026-02-03T10:60:00Z', '2026-02-03T10:00:00+16:00'];
    for (const ts of [...days, ...times]) {
      const bad = cursor([ts, id]);
      const after = encodeURIComponent(ts);
      const cases: [{ request: (path: string) => Promise<Response> }, string][] = [
        [client(), `/api/oportunidades?cursor=${bad}`],
        [client(), `/api/oportunidades?ordenar=oldest&cursor=${bad}`],
        [construtora.client, `/api/empreendimentos?cursor=${bad}`],
        [construtora.client, `/api/captacoes/recebidas?cursor=${bad}`],
        [construtora.client, `/api/contratos?cursor=${bad}`],
        [corretor.client, `/api/contratos?cursor=${bad}`],
        [corretor.client, `/api/notificacoes?after=${after}`],
        [corretor.client, `/api/chat/conversas/${conversa.id}/mensagens?after=${after}`],
        [admin.client, `/api/admin/usuarios?cursor=${bad}`],
        [admin.client, `/api/admin/mensagens?cursor=${bad}`],
        [admin.client, `/api/admin/auditoria?cursor=${bad}`],
        [construtora.client, `/api/propostas?cursor=${bad}`],
        [corretor.client, `/api/comissoes?cursor=${bad}`],
      ];
      for (const [who, path] of cases) await expectRefused(await who.request(path), `${ts} ${path}`);
    }
  });

  it('refuses in Portuguese an admin construtoras cursor that is not a name and an id', async () => {
    const admin = await signedInAdmin();
    for (const bad of ['lixo', cursor([42, crypto.randomUUID()]), cursor(['Nome', 'nao-e-uuid'])]) {
      await expectRefused(await admin.client.request(`/api/admin/construtoras?cursor=${bad}`), bad);
    }
  });

  it('still page with the cursors they write, and poll with a real instant', async () => {
    const admin = await signedInAdmin();
    // More users than one admin page holds, whatever else the database has.
    await withDb((db) =>
      db.execute(sql`
        INSERT INTO users (email, password_hash, user_type)
        SELECT 'pagina-' || gen_random_uuid() || '@teste.com.br', 'x', 'corretor' FROM generate_series(1, 21)`),
    );
    const first = await (await admin.client.api('GET', '/api/admin/usuarios')).json();
    expect(first.nextCursor).toEqual(expect.any(String));
    const next = await admin.client.request(`/api/admin/usuarios?cursor=${first.nextCursor}`);
    expect(next.status).toBe(200);
    const broker = await signedUp('corretor');
    const after = encodeURIComponent('2024-02-29T23:59:59.999999-03:00');
    expect((await broker.client.request(`/api/notificacoes?after=${after}`)).status).toBe(200);
  });
});
