import { env } from 'cloudflare:workers';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { withDb } from '../helpers/db.ts';
import { capturedContract } from '../helpers/contratos.ts';
import { PASSWORD, signedUp } from '../helpers/factories.ts';
import { client, errorBody, type Client } from '../helpers/http.ts';
import { uploaded } from '../helpers/images.ts';

const deleteAccount = (c: Client, body: unknown) => c.request('/api/conta', { method: 'DELETE', json: body });
const login = (c: Client, userType: string, email: string, password: string) =>
  c.request('/api/auth/login', { method: 'POST', json: { userType, email, password } });

async function one<T extends Record<string, unknown>>(query: ReturnType<typeof sql>) {
  return withDb(async (db) => (await db.execute<T>(query)).rows[0]);
}

describe('GET /api/conta/dados', () => {
  it('hands a broker everything held about them as a JSON attachment, without secrets', async () => {
    const broker = await signedUp('corretor', { nome: 'Dora Dados' });
    const construtora = await signedUp('construtora');
    const { imovelId } = await capturedContract(broker, construtora);
    await broker.client.request('/api/favoritos', { method: 'POST', json: { imovel_id: imovelId } });
    const res = await broker.client.request('/api/conta/dados');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="conecta-imoveis-meus-dados-/);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const text = await res.text();
    expect(text).not.toMatch(/scrypt|password_hash|totp_secret/);
    const dados = JSON.parse(text) as Record<string, unknown[] | Record<string, unknown>>;
    expect(dados.conta).toMatchObject({ id: broker.userId, email: broker.email, user_type: 'corretor' });
    expect(dados.perfil).toMatchObject({ nome: 'Dora Dados' });
    expect(dados.captacoes).toHaveLength(1);
    expect(dados.contratos).toHaveLength(1);
    expect(dados.favoritos).toHaveLength(1);
    expect((dados.sessoes as unknown[]).length).toBeGreaterThanOrEqual(1);
    for (const key of ['notificacoes', 'mensagens_chat', 'arquivos', 'preferencias', 'empreendimentos']) {
      expect(Array.isArray(dados[key])).toBe(true);
    }
  });

  it("lists a construtora's developments", async () => {
    const construtora = await signedUp('construtora');
    await capturedContract(await signedUp('corretor'), construtora, { nome: 'Residencial Exportado' });
    const dados = await (await construtora.client.api('GET', '/api/conta/dados')).json();
    expect(dados.empreendimentos.map((e) => e.nome)).toEqual(['Residencial Exportado']);
    expect(dados.contratos).toHaveLength(1);
  });

  it('refuses a visitor with 401', async () => {
    expect((await client().request('/api/conta/dados')).status).toBe(401);
  });
});

describe('DELETE /api/conta', () => {
  it("erases a broker: anonymised profile, no sessions, no login, the counterpart's contract kept", async () => {
    const broker = await signedUp('corretor', { nome: 'Bruno Apagado', creci: 'CRECI-SP 99999-F' });
    const construtora = await signedUp('construtora');
    const { contratoId, imovelId } = await capturedContract(broker, construtora);
    await broker.client.request('/api/favoritos', { method: 'POST', json: { imovel_id: imovelId } });
    const foto = await uploaded(broker.client);

    const res = await deleteAccount(broker.client, { senha: PASSWORD });
    expect(res.status).toBe(204);
    expect((await (await broker.client.api('GET', '/api/auth/me')).json()).user).toBeNull();

    const user = await one(sql`SELECT email, ativo, excluido_em, password_hash FROM users WHERE id = ${broker.userId}`);
    expect(user).toMatchObject({ email: `excluido+${broker.userId}@conectaimoveis.invalid`, ativo: false });
    expect(user!.excluido_em).not.toBeNull();
    expect(String(user!.password_hash)).not.toMatch(/^scrypt\$/);
    expect(
      await one(sql`SELECT nome, telefone, creci, foto_url, email FROM corretores WHERE user_id = ${broker.userId}`),
    ).toEqual({
      nome: 'Conta excluída',
      telefone: null,
      creci: '',
      foto_url: null,
      email: null,
    });
    const counts = await one<{ s: number; f: number; n: number; u: number }>(sql`
      SELECT (SELECT count(*)::int FROM sessions WHERE user_id = ${broker.userId}) AS s,
             (SELECT count(*)::int FROM favoritos WHERE user_id = ${broker.userId}) AS f,
             (SELECT count(*)::int FROM notificacoes WHERE user_id = ${broker.userId}) AS n,
             (SELECT count(*)::int FROM uploads WHERE user_id = ${broker.userId}) AS u`);
    expect(counts).toEqual({ s: 0, f: 0, n: 0, u: 0 });
    expect(await env.IMAGENS.head(foto.url.replace(/^\/media\//, ''))).toBeNull();

    // The construtora still sees the contract, now with the anonymised broker.
    const contrato = await construtora.client.request(`/api/contratos/${contratoId}`);
    expect(contrato.status).toBe(200);
    expect(JSON.stringify(await contrato.json())).toContain('Conta excluída');

    for (const email of [broker.email, `excluido+${broker.userId}@conectaimoveis.invalid`]) {
      expect((await login(client(), 'corretor', email, PASSWORD)).status).toBe(401);
    }
  });

  it("takes a construtora's developments off the site", async () => {
    const construtora = await signedUp('construtora');
    const { imovelId } = await capturedContract(await signedUp('corretor'), construtora);
    expect((await deleteAccount(construtora.client, { senha: PASSWORD })).status).toBe(204);
    expect(await one(sql`SELECT ativo FROM imoveis WHERE id = ${imovelId}`)).toEqual({ ativo: false });
    expect(await one(sql`SELECT nome, cnpj, email FROM construtoras WHERE id = ${construtora.perfilId}`)).toEqual({
      nome: 'Conta excluída',
      cnpj: null,
      email: null,
    });
    expect((await client().request(`/api/oportunidades/${imovelId}`)).status).toBe(404);
  });

  it('a wrong password: 400 in Portuguese and nothing changes', async () => {
    const broker = await signedUp('corretor', { nome: 'Nina Intacta' });
    const res = await deleteAccount(broker.client, { senha: 'senha-errada-1' });
    expect(res.status).toBe(400);
    expect((await errorBody(res)).error.issues).toEqual([
      { path: ['senha'], message: 'Senha incorreta. A conta não foi excluída.' },
    ]);
    expect(await one(sql`SELECT email, ativo, excluido_em FROM users WHERE id = ${broker.userId}`)).toEqual({
      email: broker.email,
      ativo: true,
      excluido_em: null,
    });
    expect(await one(sql`SELECT nome FROM corretores WHERE user_id = ${broker.userId}`)).toEqual({
      nome: 'Nina Intacta',
    });
    expect((await (await broker.client.api('GET', '/api/auth/me')).json()).user).not.toBeNull();
  });

  it('a missing password: 400 with the field message', async () => {
    const broker = await signedUp('corretor');
    const res = await deleteAccount(broker.client, {});
    expect(res.status).toBe(400);
    expect((await errorBody(res)).error.issues!.map((i) => i.message)).toContain('Informe sua senha para confirmar.');
  });

  it('refuses a visitor with 401', async () => {
    expect((await deleteAccount(client(), { senha: PASSWORD })).status).toBe(401);
  });
});
