// Imobiliárias (docs/regras.md#imobiliárias): the agency account, its team by invitation, and one contract under
// which every member reserves and proposes, within the agency's limit.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MSG_ESPELHO } from '../../worker/schemas/espelho.ts';
import { MSG_IMOBILIARIA } from '../../worker/schemas/imobiliarias.ts';
import { acao } from '../helpers/contratos.ts';
import { withDb } from '../helpers/db.ts';
import { waitForEmail } from '../helpers/emails.ts';
import { construtoraComEspelho, contratoAtivo, notificacoesDe, reserve, torre } from '../helpers/espelho.ts';
import { PASSWORD, novoCnpj, signedUp, signupInput, uniqueEmail } from '../helpers/factories.ts';
import { client, errorBody, type Client, type RawResponse } from '../helpers/http.ts';
import {
  aceitar,
  contratoDaImobiliaria,
  invite,
  joinEquipe,
  imobiliariaComEquipe,
  tokenDoConvite,
} from '../helpers/imobiliarias.ts';
import { propostaBody, send } from '../helpers/propostas.ts';

const message = async (res: RawResponse) => (await errorBody(res)).error.message;
const equipe = async (c: Client) => (await c.api('GET', '/api/imobiliarias/equipe')).json();
const convite = (token: string) => client().api('GET', '/api/convites/:token', { param: { token } });
/** A broker account made on the invitation page; `body` may be one the schema refuses. */
const cadastro = (c: Client, token: string, body: unknown) =>
  c.api('POST', '/api/convites/:token/cadastro', { param: { token }, json: body });
const leave = (c: Client) => c.api('DELETE', '/api/imobiliarias/minha');
const captureAsAgency = (agencia: Client, imovelId: string) =>
  agencia.api('POST', '/api/imobiliarias/captacoes', { body: { imovel_id: imovelId } });

const query = <T extends Record<string, unknown>>(q: ReturnType<typeof sql>) =>
  withDb(async (db) => (await db.execute<T>(q)).rows);

describe('the imobiliária account', () => {
  it('signs up with company name, CNPJ and CRECI jurídico, confirms the address and logs in as imobiliária', async () => {
    const cnpj = novoCnpj();
    const formatted = `${cnpj.slice(0, 2)}.${cnpj.slice(2, 5)}.${cnpj.slice(5, 8)}/${cnpj.slice(8, 12)}-${cnpj.slice(12)}`;
    const agencia = await signedUp('imobiliaria', { nome: 'Imobiliária Horizonte Ltda', cnpj: formatted });
    const [row] = await query<{ nome: string; cnpj: string; creci_juridico: string; user_type: string }>(sql`
      SELECT m.nome, m.cnpj, m.creci_juridico, u.user_type FROM imobiliarias m JOIN users u ON u.id = m.user_id
       WHERE m.id = ${agencia.perfilId}`);
    expect(row).toEqual({
      nome: 'Imobiliária Horizonte Ltda',
      cnpj,
      creci_juridico: 'CRECI-SP J-54321',
      user_type: 'imobiliaria',
    });
    const me = await (await agencia.client.api('GET', '/api/auth/me')).json();
    expect(me.user).toMatchObject({ userType: 'imobiliaria', nome: 'Imobiliária Horizonte Ltda' });
  });

  it('refuses a CNPJ with a wrong check digit or without CRECI jurídico, and writes nothing', async () => {
    const email = uniqueEmail('imob');
    const cnpj = novoCnpj();
    const wrong = cnpj.slice(0, 13) + String((Number(cnpj[13]) + 1) % 10);
    const c = client();
    const res = await c.api('POST', '/api/auth/signup', {
      json: signupInput('imobiliaria', { email, cnpj: wrong, creci_juridico: '' }),
    });
    expect(res.status).toBe(400);
    const body = await errorBody(res);
    expect(body.error.issues).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ path: ['cnpj'], message: MSG_IMOBILIARIA.cnpjInvalido }),
        expect.objectContaining({ path: ['creci_juridico'], message: MSG_IMOBILIARIA.creciObrigatorio }),
      ]),
    );
    expect(await query(sql`SELECT 1 FROM users WHERE email = ${email}`)).toEqual([]);
  });

  it('creates no second account for a CNPJ already registered, and tells the address why', async () => {
    const cnpj = novoCnpj();
    await signedUp('imobiliaria', { cnpj });
    const email = uniqueEmail('imob');
    const res = await client().api('POST', '/api/auth/signup', { body: signupInput('imobiliaria', { email, cnpj }) });
    expect(res.status).toBe(202);
    expect((await waitForEmail(email)).assunto).toBe('Cadastro de imobiliária não concluído — Conecta Imóveis');
    expect(await query(sql`SELECT 1 FROM users WHERE email = ${email}`)).toEqual([]);
  });
});

describe('the team', () => {
  it('invites by e-mail; the broker accepts signed in; the agency sees the member and is notified', async () => {
    const agencia = await signedUp('imobiliaria', { nome: 'Imobiliária Equipe' });
    const corretor = await signedUp('corretor', { nome: 'Bruno Convidado' });
    const res = await invite(agencia.client, corretor.email.toUpperCase());
    expect(res.status).toBe(201);
    const token = await tokenDoConvite(corretor.email);
    const pagina = await (await convite(token)).json();
    expect(pagina.convite).toMatchObject({ imobiliaria: 'Imobiliária Equipe', email: corretor.email });

    const ok = await aceitar(corretor.client, token);
    expect(ok.status).toBe(200);
    expect((await ok.json()).imobiliaria).toMatchObject({
      nome: 'Imobiliária Equipe',
      papel: 'Corretor',
    });
    const time = await equipe(agencia.client);
    expect(time.items.map((m) => [m.nome, m.papel, m.saiu_em])).toEqual([['Bruno Convidado', 'Corretor', null]]);
    expect((await notificacoesDe(agencia.userId, 'equipe_imobiliaria')).map((n) => n.mensagem)).toEqual([
      'Bruno Convidado aceitou o convite e entrou na equipe.',
    ]);
    // Spent: the link opens nothing any more.
    expect((await convite(token)).status).toBe(404);
  });

  it('refuses a malformed e-mail and an invitation to a current member, writing nothing', async () => {
    const { agencia, corretores } = await imobiliariaComEquipe(1);
    const bad = await invite(agencia.client, 'nao-e-email');
    expect(bad.status).toBe(400);
    expect(await message(bad)).toBe('Informe um e-mail válido.');
    const again = await invite(agencia.client, corretores[0]!.email);
    expect(again.status).toBe(409);
    expect(await message(again)).toBe(MSG_IMOBILIARIA.jaNaEquipe);
    const [{ n }] = (await query<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM convites_imobiliaria WHERE imobiliaria_id = ${agencia.perfilId}`)) as [
      { n: number },
    ];
    expect(n).toBe(1);
  });

  it('spends an invitation once under a burst of acceptances by different brokers', async () => {
    const agencia = await signedUp('imobiliaria');
    const email = uniqueEmail('alvo');
    await invite(agencia.client, email);
    const token = await tokenDoConvite(email);
    const brokers = [];
    for (let i = 0; i < 5; i++) brokers.push(await signedUp('corretor'));
    const results = await Promise.all(brokers.map((b) => aceitar(b.client, token)));
    expect(results.map((r) => r.status).sort()).toEqual([200, 404, 404, 404, 404]);
    const membros = await query(sql`SELECT 1 FROM imobiliaria_membros WHERE imobiliaria_id = ${agencia.perfilId}`);
    expect(membros).toHaveLength(1);
  });

  it('keeps a broker in one agency at a time, even accepting two agencies at once', async () => {
    const a = await signedUp('imobiliaria', { nome: 'Imobiliária A' });
    const b = await signedUp('imobiliaria', { nome: 'Imobiliária B' });
    const corretor = await signedUp('corretor');
    await invite(a.client, corretor.email);
    const tokenA = await tokenDoConvite(corretor.email, 1);
    await invite(b.client, corretor.email);
    const tokenB = await tokenDoConvite(corretor.email, 2);
    const results = await Promise.all([aceitar(corretor.client, tokenA), aceitar(corretor.client, tokenB)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const loser = results.find((r) => r.status === 409)!;
    expect(await message(loser)).toBe(MSG_IMOBILIARIA.jaMembro);
    const rows = await query(sql`
      SELECT 1 FROM imobiliaria_membros WHERE corretor_id = ${corretor.perfilId} AND saiu_em IS NULL`);
    expect(rows).toHaveLength(1);
    // The losing invitation was not spent: after leaving, the broker can still accept it.
    const pending = await query<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM convites_imobiliaria WHERE email = ${corretor.email} AND aceito_em IS NULL`);
    expect(pending).toEqual([{ n: 1 }]);
  });

  it('answers 404 for a malformed invitation token when read and when accepted', async () => {
    const corretor = await signedUp('corretor');
    for (const token of ['curto', `${'a'.repeat(42)}!`, 'a'.repeat(44)]) {
      const lido = await convite(token);
      expect(lido.status, token).toBe(404);
      expect(await message(lido)).toBe(MSG_IMOBILIARIA.conviteInvalido);
      const aceito = await aceitar(corretor.client, token);
      expect(aceito.status, token).toBe(404);
      expect(await message(aceito)).toBe(MSG_IMOBILIARIA.conviteInvalido);
    }
  });

  it('refuses an expired or cancelled invitation', async () => {
    const agencia = await signedUp('imobiliaria');
    const corretor = await signedUp('corretor');
    await invite(agencia.client, corretor.email);
    const token = await tokenDoConvite(corretor.email);
    await query(sql`UPDATE convites_imobiliaria SET expira_em = now() - interval '1 second'
                     WHERE email = ${corretor.email}`);
    const expired = await aceitar(corretor.client, token);
    expect(expired.status).toBe(404);
    expect(await message(expired)).toBe(MSG_IMOBILIARIA.conviteInvalido);

    await invite(agencia.client, corretor.email);
    const token2 = await tokenDoConvite(corretor.email, 2);
    const lista = await (await agencia.client.api('GET', '/api/imobiliarias/convites')).json();
    expect(lista.items.map((c) => c.email)).toEqual([corretor.email]);
    const cancel = await agencia.client.api('DELETE', '/api/imobiliarias/convites/:id', {
      param: { id: lista.items[0]!.id },
    });
    expect(cancel.status).toBe(204);
    expect((await aceitar(corretor.client, token2)).status).toBe(404);
    expect(await query(sql`SELECT 1 FROM imobiliaria_membros WHERE corretor_id = ${corretor.perfilId}`)).toEqual([]);
  });

  it('replaces a pending invitation with a new one, and a burst of invitations leaves one pending', async () => {
    const agencia = await signedUp('imobiliaria');
    const email = uniqueEmail('burst');
    const results = await Promise.all(Array.from({ length: 6 }, () => invite(agencia.client, email)));
    expect(results.filter((r) => r.status === 201).length).toBeGreaterThanOrEqual(1);
    expect(results.every((r) => r.status === 201 || r.status === 409)).toBe(true);
    const pendentes = await query(sql`
      SELECT 1 FROM convites_imobiliaria WHERE email = ${email} AND aceito_em IS NULL AND cancelado_em IS NULL`);
    expect(pendentes).toHaveLength(1);
  });

  it('makes a broker account on the invitation page, signed in and in the team at once', async () => {
    const agencia = await signedUp('imobiliaria', { nome: 'Imobiliária Nova Conta' });
    const email = uniqueEmail('novo');
    await invite(agencia.client, email);
    const token = await tokenDoConvite(email);
    const c = client();
    const bad = await cadastro(c, token, { nome: 'Nina', creci: '', password: PASSWORD, confirmPassword: PASSWORD });
    expect(bad.status).toBe(400);
    const res = await cadastro(c, token, {
      nome: 'Nina Nova',
      creci: 'CRECI-PR 999-F',
      password: PASSWORD,
      confirmPassword: PASSWORD,
    });
    expect(res.status).toBe(201);
    const minha = await (await c.api('GET', '/api/imobiliarias/minha')).json();
    expect(minha.imobiliaria?.nome).toBe('Imobiliária Nova Conta');
    const [conta] = await query<{ confirmado: boolean }>(sql`
      SELECT email_confirmado_em IS NOT NULL AS confirmado FROM users WHERE email = ${email}`);
    expect(conta).toEqual({ confirmado: true });
  });

  it('refuses making an account on the invitation page for an address that already has one', async () => {
    const agencia = await signedUp('imobiliaria');
    const corretor = await signedUp('corretor');
    await invite(agencia.client, corretor.email);
    const token = await tokenDoConvite(corretor.email);
    const res = await cadastro(client(), token, {
      nome: 'Outra',
      creci: '1',
      password: PASSWORD,
      confirmPassword: PASSWORD,
    });
    expect(res.status).toBe(409);
    expect(await message(res)).toBe(MSG_IMOBILIARIA.emailComConta);
    expect((await convite(token)).status).toBe(200);
  });

  it('names managers and sets a member’s manager; refuses a manager who is not one of its managers', async () => {
    const { agencia, membros } = await imobiliariaComEquipe(2);
    const outra = await imobiliariaComEquipe(1, 'Outra Imobiliária');
    const [gerente, membro] = membros as [string, string];
    /** `body` may be one the schema refuses (papel 'Chefe'). */
    const patch = (id: string, body: unknown) =>
      agencia.client.api('PATCH', '/api/imobiliarias/equipe/:id', { param: { id }, json: body });

    const notYet = await patch(membro, { gerente_id: gerente });
    expect(notYet.status).toBe(400);
    expect(await message(notYet)).toBe(MSG_IMOBILIARIA.gerenteInvalido);
    expect((await patch(gerente, { papel: 'Gerente' })).status).toBe(200);
    const ok = await patch(membro, { gerente_id: gerente });
    expect(ok.status).toBe(200);
    expect((await ok.json()).membro.gerente_id).toBe(gerente);
    expect((await patch(membro, { gerente_id: outra.membros[0] })).status).toBe(400);
    expect((await patch(gerente, { papel: 'Chefe' })).status).toBe(400);
    // Another agency's member is not found.
    expect((await patch(outra.membros[0]!, { papel: 'Gerente' })).status).toBe(404);

    // Back to broker: their team is left without a manager.
    expect((await patch(gerente, { papel: 'Corretor' })).status).toBe(200);
    const [row] = await query<{ gerente_id: string | null }>(sql`
      SELECT gerente_id FROM imobiliaria_membros WHERE id = ${membro}`);
    expect(row).toEqual({ gerente_id: null });
  });

  it('a manager who deletes their account leaves the team as by leaving it: their members lose the manager', async () => {
    const { agencia, corretores, membros } = await imobiliariaComEquipe(2);
    const [gerente, membro] = membros as [string, string];
    const patch = (id: string, body: unknown) =>
      agencia.client.api('PATCH', '/api/imobiliarias/equipe/:id', { param: { id }, json: body });
    expect((await patch(gerente, { papel: 'Gerente' })).status).toBe(200);
    expect((await patch(membro, { gerente_id: gerente })).status).toBe(200);
    const nome = (
      await query<{ nome: string }>(sql`
      SELECT nome FROM corretores WHERE id = ${corretores[0]!.perfilId}`)
    )[0]!.nome;

    const del = await corretores[0]!.client.request('/api/conta', { method: 'DELETE', json: { senha: PASSWORD } });
    expect(del.status).toBe(204);
    expect(
      await query(sql`SELECT saiu_em IS NOT NULL AS fora, gerente_id FROM imobiliaria_membros
                             WHERE id IN (${gerente}, ${membro}) ORDER BY id = ${membro}`),
    ).toEqual([
      { fora: true, gerente_id: null },
      { fora: false, gerente_id: null },
    ]);
    const avisos = await notificacoesDe(agencia.userId, 'equipe_imobiliaria');
    // Besides the two 'entrou na equipe' of the setup.
    expect(avisos.map((n) => n.mensagem).filter((m) => m.endsWith('saiu da equipe.'))).toEqual([
      `${nome} saiu da equipe.`,
    ]);
  });

  it('removes a member (the row stays, with who ended it) and lets a broker leave', async () => {
    const { agencia, corretores, membros } = await imobiliariaComEquipe(2);
    const outra = await signedUp('imobiliaria');
    const remove = (c: Client, id: string) => c.api('DELETE', '/api/imobiliarias/equipe/:id', { param: { id } });
    expect((await remove(outra.client, membros[0]!)).status).toBe(404);
    const del = await remove(agencia.client, membros[0]!);
    expect(del.status).toBe(204);
    const [row] = await query<{ fora: boolean; por: string }>(sql`
      SELECT saiu_em IS NOT NULL AS fora, removido_por AS por FROM imobiliaria_membros WHERE id = ${membros[0]}`);
    expect(row).toEqual({ fora: true, por: agencia.userId });
    expect((await notificacoesDe(corretores[0]!.userId, 'equipe_imobiliaria')).length).toBe(1);

    const sai = await leave(corretores[1]!.client);
    expect(sai.status).toBe(204);
    const again = await leave(corretores[1]!.client);
    expect(again.status).toBe(404);
    expect(await message(again)).toBe(MSG_IMOBILIARIA.semImobiliaria);
    const time = await equipe(agencia.client);
    expect(time.items.every((m) => m.saiu_em !== null)).toBe(true);
    // Once out, the broker may join another agency.
    const nova = await signedUp('imobiliaria');
    await joinEquipe(nova, corretores[1]!);
  });
});

describe('one contract for the team', () => {
  it('lets every member reserve and propose under the agency’s Ativo contract, marked with the agency', async () => {
    const { construtora, imovelId, unidades } = await construtoraComEspelho();
    const { agencia, corretores } = await imobiliariaComEquipe(1);
    const [corretor] = corretores as [(typeof corretores)[number]];
    const sem = await reserve(corretor.client, imovelId, unidades[0]!.id);
    expect(sem.status).toBe(403);
    expect(await message(sem)).toBe(MSG_ESPELHO.semContrato);

    const contrato = await contratoDaImobiliaria(agencia, construtora, imovelId, 3);
    expect(contrato).toMatchObject({ status_contrato: 'Ativo', limite_reservas: 3, corretor: null });
    expect(contrato.imobiliaria?.id).toBe(agencia.perfilId);

    const res = await reserve(corretor.client, imovelId, unidades[0]!.id);
    expect(res.status).toBe(201);
    // The construtora's grid names the agency on the reservation.
    const grade = await (
      await construtora.client.api('GET', '/api/espelho/:imovelId/mudancas', {
        param: { imovelId },
        query: { desde: 0 },
      })
    ).json();
    expect(grade.unidades.find((u) => u.id === unidades[0]!.id)?.reserva?.imobiliaria_nome).toBe(
      'Imobiliária Parceira',
    );
    const proposta = await send(corretor.client, propostaBody(unidades[0]!.id, 40_000_000));
    expect(proposta.status).toBe(201);
    const [r] = await query<{ reserva: string | null; proposta: string | null }>(sql`
      SELECT r.imobiliaria_id AS reserva, p.imobiliaria_id AS proposta
        FROM reservas_unidades r JOIN propostas p ON p.reserva_id = r.id WHERE r.unidade_id = ${unidades[0]!.id}`);
    expect(r).toEqual({ reserva: agencia.perfilId, proposta: agencia.perfilId });
    // The reservation is fixed to its agency: the database refuses rewriting it.
    await expect(
      query(sql`UPDATE reservas_unidades SET imobiliaria_id = NULL WHERE unidade_id = ${unidades[0]!.id}`),
    ).rejects.toThrow();
  });

  it('a broker with an Ativo contract of their own acts on their own', async () => {
    const { construtora, imovelId, unidades } = await construtoraComEspelho();
    const { agencia, corretores } = await imobiliariaComEquipe(1);
    await contratoDaImobiliaria(agencia, construtora, imovelId);
    await contratoAtivo(corretores[0]!, imovelId);
    expect((await reserve(corretores[0]!.client, imovelId, unidades[0]!.id)).status).toBe(201);
    const [r] = await query<{ imobiliaria_id: string | null }>(sql`
      SELECT imobiliaria_id FROM reservas_unidades WHERE unidade_id = ${unidades[0]!.id}`);
    expect(r).toEqual({ imobiliaria_id: null });
  });

  it('holds the agency’s limit of live reservations under a parallel burst of its members', async () => {
    const { construtora, imovelId, unidades } = await construtoraComEspelho({ torre: torre('Torre A', 1, 3, 2) });
    const { agencia, corretores } = await imobiliariaComEquipe(3);
    await contratoDaImobiliaria(agencia, construtora, imovelId, 2);
    const results = await Promise.all(
      unidades.slice(0, 6).map((u, i) => reserve(corretores[i % 3]!.client, imovelId, u.id)),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(2);
    const refused = results.filter((r) => r.status === 409);
    expect(refused).toHaveLength(4);
    expect(await message(refused[0]!)).toBe(MSG_IMOBILIARIA.limiteReservas(2));
    const ativas = await query(sql`
      SELECT 1 FROM reservas_unidades WHERE imobiliaria_id = ${agencia.perfilId} AND status = 'Ativa'`);
    expect(ativas).toHaveLength(2);
  });

  it('a broker who left, or never joined, may not reserve under the agency’s contract', async () => {
    const { construtora, imovelId, unidades } = await construtoraComEspelho();
    const { agencia, corretores } = await imobiliariaComEquipe(1);
    await contratoDaImobiliaria(agencia, construtora, imovelId);
    const estranho = await signedUp('corretor');
    expect((await reserve(estranho.client, imovelId, unidades[0]!.id)).status).toBe(403);
    await leave(corretores[0]!.client);
    expect((await reserve(corretores[0]!.client, imovelId, unidades[0]!.id)).status).toBe(403);
  });

  it('keeps the agency’s contract its own: another agency and another construtora do not find it', async () => {
    const { construtora, imovelId } = await construtoraComEspelho();
    const { agencia } = await imobiliariaComEquipe(0);
    const contrato = await contratoDaImobiliaria(agencia, construtora, imovelId);
    const outra = await signedUp('imobiliaria');
    const outraConstrutora = await signedUp('construtora');
    const detail = (c: Client) => c.api('GET', '/api/contratos/:id', { param: { id: contrato.id } });
    expect((await detail(outra.client)).status).toBe(404);
    expect((await detail(outraConstrutora.client)).status).toBe(404);
    const lista = await (await outra.client.api('GET', '/api/contratos')).json();
    expect(lista.items).toEqual([]);
    // The construtora's received captures name the agency, without a broker.
    const recebidas = await (await construtora.client.api('GET', '/api/captacoes/recebidas')).json();
    expect(recebidas.items.map((c) => [c.corretor, c.imobiliaria?.nome])).toEqual([[null, 'Imobiliária Parceira']]);
    // A second capture of the same development by the same agency is refused.
    const again = await captureAsAgency(agencia.client, imovelId);
    expect(again.status).toBe(409);
  });

  it('refuses a limit out of range on approval, and the broker side may not approve', async () => {
    const { construtora, imovelId } = await construtoraComEspelho();
    const agencia = await signedUp('imobiliaria');
    const cap = await captureAsAgency(agencia.client, imovelId);
    const id = (await cap.json()).contrato!.id;
    const sent = await acao(agencia.client, id, {
      acao: 'enviar',
      versao: 1,
      dados: {
        termos_contrato: 'Termos',
        comissao_percent_acordada: 5,
        data_inicio_validade: '2030-01-01',
        data_fim_validade: '2030-12-31',
      },
    });
    expect(sent.status).toBe(200);
    const self = await acao(agencia.client, id, { acao: 'aprovar', versao: 2 });
    expect(self.status).toBe(403);
    const bad = await acao(construtora.client, id, { acao: 'aprovar', versao: 2, limite_reservas: 0 });
    expect(bad.status).toBe(400);
    const [row] = await query<{ status_contrato: string }>(sql`
      SELECT status_contrato FROM contratos_captacao WHERE id = ${id}`);
    expect(row).toEqual({ status_contrato: 'Pendente Aprovação Construtora' });
  });
});
