import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { withDb } from '../helpers/db.ts';
import { insertImovel, signedUp, uniqueEmail } from '../helpers/factories.ts';
import { client, errorBody } from '../helpers/http.ts';

describe('POST /api/contato', () => {
  it('stores a message', async () => {
    const email = uniqueEmail('contato');
    const res = await client().request('/api/contato', {
      method: 'POST',
      json: { nome: 'Maria', email, telefone: '(11) 98765-4321', mensagem: 'Tenho interesse no imóvel: Aurora' },
    });
    expect(res.status).toBe(201);
    const rows = await withDb(async (db) => {
      const r = await db.execute<{ nome: string }>(sql`SELECT nome FROM mensagens_contato WHERE email = ${email}`);
      return r.rows;
    });
    expect(rows).toEqual([{ nome: 'Maria' }]);
  });

  it('keeps the development the message is about, and drops an id that names none', async () => {
    const dev = await signedUp('construtora');
    const imovelId = await insertImovel(dev.perfilId);
    const send = (email: string, id: string) =>
      client().request('/api/contato', {
        method: 'POST',
        json: { nome: 'João', email, telefone: '(41) 99876-5432', mensagem: 'Quero saber mais', imovelId: id },
      });
    const [about, unknown] = [uniqueEmail('contato-imovel'), uniqueEmail('contato-sem-imovel')];
    expect((await send(about, imovelId)).status).toBe(201);
    expect((await send(unknown, crypto.randomUUID())).status).toBe(201);
    const rows = await withDb(async (db) => {
      const r = await db.execute<{ email: string; imovel_id: string | null }>(
        sql`SELECT email, imovel_id FROM mensagens_contato WHERE email IN (${about}, ${unknown}) ORDER BY email`,
      );
      return r.rows;
    });
    expect(rows).toHaveLength(2);
    expect(rows).toEqual(
      expect.arrayContaining([
        { email: about, imovel_id: imovelId },
        { email: unknown, imovel_id: null },
      ]),
    );
  });

  it('refuses a missing phone and a bad e-mail in Portuguese', async () => {
    const res = await client().request('/api/contato', {
      method: 'POST',
      json: { nome: 'Maria', email: 'maria', telefone: '', mensagem: 'Oi' },
    });
    expect(res.status).toBe(400);
    const messages = (await errorBody(res)).error.issues!.map((i) => i.message);
    expect(messages).toEqual(expect.arrayContaining(['Informe um e-mail válido.', 'Informe seu telefone.']));
  });
});

describe('GET /api/perfil', () => {
  it("returns the signed-in broker's profile and refuses visitors", async () => {
    const broker = await signedUp('corretor', { nome: 'Paula Souza', creci: 'CRECI-MG 555' });
    const res = await broker.client.request('/api/perfil');
    expect(await res.json()).toMatchObject({
      perfil: { tipo: 'corretor', nome: 'Paula Souza', creci: 'CRECI-MG 555' },
    });
    const visitor = await client().request('/api/perfil');
    expect(visitor.status).toBe(401);
    expect((await errorBody(visitor)).error.message).toBe('Sessão inválida.');
  });
});
