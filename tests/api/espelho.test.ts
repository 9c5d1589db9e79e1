import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { MSG_ESPELHO, type Unidade } from '../../worker/schemas/espelho.ts';
import { signedInAdmin } from '../helpers/admin.ts';
import { withDb } from '../helpers/db.ts';
import {
  construtoraComEspelho,
  contratoAtivo,
  espelho,
  generate,
  linhasDaUnidade,
  porNumero,
  reserve,
  torre,
} from '../helpers/espelho.ts';
import { insertImovel, signedUp, type SignedUp } from '../helpers/factories.ts';
import { client, errorBody, type Client, type RawResponse } from '../helpers/http.ts';

const message = async (res: RawResponse) => (await errorBody(res)).error.message;

let dev: SignedUp;
let outraDev: SignedUp;
let comContrato: SignedUp;
let semContrato: SignedUp;
let admin: Client;

beforeAll(async () => {
  [dev, outraDev, comContrato, semContrato] = await Promise.all([
    signedUp('construtora', { nome: 'Construtora Dona' }),
    signedUp('construtora', { nome: 'Construtora Outra' }),
    signedUp('corretor', { nome: 'Corretor Com Contrato' }),
    signedUp('corretor', { nome: 'Corretor Sem Contrato' }),
  ]);
  admin = (await signedInAdmin()).client;
});

describe('generator', () => {
  it('previews floor × 100 + final without writing, then creates the tower in one go', async () => {
    const imovelId = await insertImovel(dev.perfilId);
    const input = torre('Torre A', 0, 15, 3);
    const res = await dev.client.api('POST', '/api/espelho/:imovelId/gerador/previa', {
      param: { imovelId },
      body: input,
    });
    expect(res.status).toBe(200);
    const previa = await res.json();
    expect(previa.conflitos).toEqual([]);
    expect(previa.unidades).toHaveLength(48);
    expect(previa.unidades.map((u) => u.numero)).toContain('1502');
    expect(previa.unidades.find((u) => u.andar === 0 && u.final === '3')!.numero).toBe('3');
    expect(previa.unidades.find((u) => u.numero === '1502')).toMatchObject({
      andar: 15,
      final: '2',
      tipologia: '3 dorms · 90 m²',
      area_privativa: 90,
      vagas: 2,
      preco_centavos: 40_100_000,
    });
    expect((await espelho(dev.client, imovelId)).unidades).toHaveLength(0);

    expect(await generate(dev.client, imovelId, input)).toBe(48);
    const grid = await espelho(dev.client, imovelId);
    expect(grid.unidades).toHaveLength(48);
    expect(grid.torres).toEqual(['Torre A']);
    expect(grid.contagem).toMatchObject({ Disponível: 48, Reservada: 0 });
    expect(grid.permissoes).toEqual({ gerenciar: true, reservar: false, motivo: null });
    expect(porNumero(grid.unidades, '1502')).toMatchObject({
      status: 'Disponível',
      versao: 1,
      preco_centavos: 40_100_000,
    });
    expect(grid.seq).toBe(Math.max(...grid.unidades.map((u) => u.seq)));
    // Floors from the top.
    expect(grid.unidades[0]!.andar).toBe(15);
  });

  it('refuses a tower whose numbers exist (409 with the list, nothing written); another tower keeps its numbers', async () => {
    const { imovelId } = await construtoraComEspelho({ construtora: dev, torre: torre('Torre A', 1, 2, 2) });
    const sobreposta = torre('Torre A', 2, 3, 2);
    const previa = await dev.client.api('POST', '/api/espelho/:imovelId/gerador/previa', {
      param: { imovelId },
      body: sobreposta,
    });
    expect((await previa.json()).conflitos).toEqual(['201', '202']);
    const res = await dev.client.request(`/api/espelho/${imovelId}/gerador`, { method: 'POST', json: sobreposta });
    expect(res.status).toBe(409);
    const body = await errorBody(res);
    expect(body.error.message).toContain(MSG_ESPELHO.numeroDuplicado);
    expect(body.error.issues!.map((i) => i.path[1])).toEqual(['201', '202']);
    expect((await espelho(dev.client, imovelId)).unidades).toHaveLength(4);

    expect(await generate(dev.client, imovelId, torre('Torre B', 1, 2, 2))).toBe(4);
    const grid = await espelho(dev.client, imovelId);
    expect(grid.torres).toEqual(['Torre A', 'Torre B']);
    expect(
      grid.unidades
        .filter((u) => u.torre === 'Torre A')
        .map((u) => u.numero)
        .sort(),
    ).toEqual(['101', '102', '201', '202']);
  });

  it('answers 400 in Portuguese for a bad input', async () => {
    const imovelId = await insertImovel(dev.perfilId);
    const res = await dev.client.request(`/api/espelho/${imovelId}/gerador`, {
      method: 'POST',
      json: { ...torre('Torre A', 5, 2, 2) },
    });
    expect(res.status).toBe(400);
    expect(await message(res)).toBe('O último andar deve ser igual ou maior que o primeiro.');
    const semFinais = await dev.client.request(`/api/espelho/${imovelId}/gerador/previa`, {
      method: 'POST',
      json: { torre: 'T', primeiro_andar: 1, ultimo_andar: 2, finais: [] },
    });
    expect(semFinais.status).toBe(400);
    expect(await message(semFinais)).toBe('Informe ao menos uma unidade por andar.');
  });
});

describe('edit, block, unblock', () => {
  it('edits a unit guarded by its version, bumping versao and seq with a history row', async () => {
    const { imovelId, unidades } = await construtoraComEspelho({ construtora: dev });
    const u = porNumero(unidades, '101');
    const url = `/api/espelho/${imovelId}/unidades/${u.id}`;
    const edited = await dev.client.api('PATCH', '/api/espelho/:imovelId/unidades/:unidadeId', {
      param: { imovelId, unidadeId: u.id },
      body: {
        versao: 1,
        tipologia: 'Garden',
        area_privativa: '120,5',
        vagas: 3,
        final: '1',
        preco_centavos: '950.000,00',
      },
    });
    expect(edited.status).toBe(200);
    const { unidade } = await edited.json();
    expect(unidade).toMatchObject({ tipologia: 'Garden', area_privativa: 120.5, vagas: 3, preco_centavos: 95_000_000 });
    expect(unidade.versao).toBe(2);
    expect(unidade.seq).toBeGreaterThan(u.seq);
    // A stale version is refused and changes nothing.
    let res = await dev.client.request(url, { method: 'PATCH', json: { versao: 1, tipologia: 'Velha' } });
    expect(res.status).toBe(409);
    expect(await message(res)).toBe(MSG_ESPELHO.conflitoVersao);
    expect(porNumero((await espelho(dev.client, imovelId)).unidades, '101').tipologia).toBe('Garden');
    expect((await linhasDaUnidade(u.id)).historico).toHaveLength(2);
    res = await dev.client.request(url, { method: 'PATCH', json: { versao: 2, preco_centavos: 'abc' } });
    expect(res.status).toBe(400);
    expect(await message(res)).toBe('Preço: informe um valor em reais.');
    res = await dev.client.request(`/api/espelho/${imovelId}/unidades/${crypto.randomUUID()}`, {
      method: 'PATCH',
      json: { versao: 1 },
    });
    expect(res.status).toBe(404);
    expect(await message(res)).toBe(MSG_ESPELHO.unidadeNaoEncontrada);
  });

  it('blocks only Disponível and unblocks only Bloqueada', async () => {
    const { imovelId, unidades } = await construtoraComEspelho({ construtora: dev });
    const u = porNumero(unidades, '102');
    const act = (a: 'bloquear' | 'desbloquear') =>
      dev.client.api('POST', `/api/espelho/:imovelId/unidades/:unidadeId/${a}`, {
        param: { imovelId, unidadeId: u.id },
      });
    let res = await act('desbloquear');
    expect(res.status).toBe(409);
    expect(await message(res)).toBe(MSG_ESPELHO.naoPodeDesbloquear);
    res = await act('bloquear');
    expect(res.status).toBe(200);
    expect((await res.json()).unidade).toMatchObject({ status: 'Bloqueada', versao: 2 });
    res = await act('bloquear');
    expect(res.status).toBe(409);
    expect(await message(res)).toBe(MSG_ESPELHO.naoPodeBloquear);
    res = await act('desbloquear');
    expect((await res.json()).unidade).toMatchObject({ status: 'Disponível', versao: 3 });
    expect((await linhasDaUnidade(u.id)).historico.slice(1)).toEqual([
      { de: 'Disponível', para: 'Bloqueada' },
      { de: 'Bloqueada', para: 'Disponível' },
    ]);
  });

  it('keeps the development counts and prices in step with its units (trigger)', async () => {
    const { imovelId, unidades } = await construtoraComEspelho({ construtora: dev });
    await contratoAtivo(comContrato, imovelId);
    const resumo = () =>
      withDb(async (db) => {
        const r = await db.execute<{ t: number; d: number; min: string; max: string }>(sql`
          SELECT unidades_total AS t, unidades_disponiveis AS d, preco_min::text AS min, preco_max::text AS max
            FROM imoveis WHERE id = ${imovelId}`);
        return r.rows[0]!;
      });
    // Prices 400,000 (final 1) and 401,000 (final 2).
    expect(await resumo()).toMatchObject({ t: 4, d: 4 });
    expect(Number((await resumo()).min)).toBe(400_000);
    expect(Number((await resumo()).max)).toBe(401_000);
    const finais2 = unidades.filter((u) => u.final === '2');
    expect((await reserve(comContrato.client, imovelId, finais2[0]!.id)).status).toBe(201);
    await dev.client.request(`/api/espelho/${imovelId}/unidades/${finais2[1]!.id}/bloquear`, { method: 'POST' });
    const depois = await resumo();
    expect(depois).toMatchObject({ t: 4, d: 2 });
    expect(Number(depois.min)).toBe(400_000);
    expect(Number(depois.max)).toBe(400_000);
  });
});

describe('configuration', () => {
  it('sets the hold time and the per-broker limit; 400 out of range', async () => {
    const imovelId = await insertImovel(dev.perfilId);
    const url = `/api/espelho/${imovelId}/configuracao`;
    let res = await dev.client.request(url, {
      method: 'PATCH',
      json: { reserva_horas: 24, reservas_max_por_corretor: 5 },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ reserva_horas: 24, reservas_max_por_corretor: 5 });
    res = await dev.client.request(url, {
      method: 'PATCH',
      json: { reserva_horas: 200, reservas_max_por_corretor: 5 },
    });
    expect(res.status).toBe(400);
    expect(await message(res)).toBe('Tempo de reserva deve ficar entre 1 e 168.');
    expect((await espelho(dev.client, imovelId)).imovel).toMatchObject({
      reserva_horas: 24,
      reservas_max_por_corretor: 5,
    });
  });
});

describe('authorization: every route × another construtora, broker with and without contract, visitor, admin', () => {
  let imovelId: string;
  let unidade: Unidade;
  beforeAll(async () => {
    ({ imovelId } = await construtoraComEspelho({ construtora: dev }));
    await contratoAtivo(comContrato, imovelId);
    // A contract that is not Ativo does not count.
    await contratoAtivo(semContrato, imovelId, 'Pendente Aprovação Construtora');
    unidade = porNumero((await espelho(dev.client, imovelId)).unidades, '201');
  });

  type Quem = 'visitante' | 'admin' | 'outraDev' | 'semContrato' | 'comContrato' | 'dev';
  const as = (q: Quem): Client =>
    ({
      visitante: client(),
      admin,
      outraDev: outraDev.client,
      semContrato: semContrato.client,
      comContrato: comContrato.client,
      dev: dev.client,
    })[q];
  const gestao: Record<Quem, number> = {
    visitante: 401,
    admin: 403,
    outraDev: 404,
    semContrato: 403,
    comContrato: 403,
    dev: 0,
  };
  const rotas: [string, (c: Client) => Promise<Response>, Record<Quem, number>][] = [
    [
      'GET grid',
      (c) => c.request(`/api/espelho/${imovelId}`),
      { ...gestao, semContrato: 200, comContrato: 200, dev: 200 },
    ],
    [
      'GET mudancas',
      (c) => c.request(`/api/espelho/${imovelId}/mudancas?desde=0`),
      { ...gestao, semContrato: 200, comContrato: 200, dev: 200 },
    ],
    [
      'GET ws (no upgrade)',
      (c) => c.request(`/api/espelho/${imovelId}/ws`),
      { ...gestao, semContrato: 400, comContrato: 400, dev: 400 },
    ],
    [
      'POST previa',
      (c) => c.request(`/api/espelho/${imovelId}/gerador/previa`, { method: 'POST', json: torre('Torre Z', 1, 1, 1) }),
      { ...gestao, dev: 200 },
    ],
    [
      'POST gerador',
      (c) =>
        c.request(`/api/espelho/${imovelId}/gerador`, {
          method: 'POST',
          json: torre(`T ${crypto.randomUUID()}`, 1, 1, 1),
        }),
      { ...gestao, dev: 201 },
    ],
    [
      'PATCH configuracao',
      (c) =>
        c.request(`/api/espelho/${imovelId}/configuracao`, {
          method: 'PATCH',
          json: { reserva_horas: 48, reservas_max_por_corretor: 3 },
        }),
      { ...gestao, dev: 200 },
    ],
    [
      'PATCH unidade (stale version: only the owner reaches the guard)',
      (c) => c.request(`/api/espelho/${imovelId}/unidades/${unidade.id}`, { method: 'PATCH', json: { versao: 99 } }),
      { ...gestao, dev: 409 },
    ],
    [
      'POST desbloquear (not blocked: only the owner reaches the guard)',
      (c) => c.request(`/api/espelho/${imovelId}/unidades/${unidade.id}/desbloquear`, { method: 'POST' }),
      { ...gestao, dev: 409 },
    ],
    [
      'POST bloquear a missing unit',
      (c) => c.request(`/api/espelho/${imovelId}/unidades/${crypto.randomUUID()}/bloquear`, { method: 'POST' }),
      { ...gestao, dev: 404 },
    ],
    [
      'POST reserva a missing unit',
      (c) =>
        c.request(`/api/espelho/${imovelId}/unidades/${crypto.randomUUID()}/reserva`, {
          method: 'POST',
          json: { cliente_nome: 'Fulano', cliente_telefone: '41999990000' },
        }),
      { ...gestao, outraDev: 403, dev: 403, comContrato: 404 },
    ],
    [
      'DELETE reserva of a unit without one',
      (c) => c.request(`/api/espelho/${imovelId}/unidades/${unidade.id}/reserva`, { method: 'DELETE' }),
      { ...gestao, semContrato: 404, comContrato: 404, dev: 404 },
    ],
    [
      'GET reservas',
      (c) => c.request('/api/espelho/reservas'),
      { ...gestao, outraDev: 403, semContrato: 200, comContrato: 200, dev: 403 },
    ],
  ];

  it.each(rotas)('%s', async (_nome, send, esperado) => {
    const got: Partial<Record<Quem, number>> = {};
    for (const q of Object.keys(esperado) as Quem[]) got[q] = (await send(as(q))).status;
    expect(got).toEqual(esperado);
  });

  it('tells a broker without contract why, and hides an inactive development from brokers (404) but not its owner', async () => {
    const grade = (c: Client) => c.api('GET', '/api/espelho/:imovelId', { param: { imovelId } });
    expect((await (await grade(semContrato.client)).json()).permissoes).toEqual({
      gerenciar: false,
      reservar: false,
      motivo: MSG_ESPELHO.semContrato,
    });
    let res: RawResponse = await reserve(semContrato.client, imovelId, unidade.id);
    expect(res.status).toBe(403);
    expect(await message(res)).toBe(MSG_ESPELHO.semContrato);
    expect((await (await grade(comContrato.client)).json()).permissoes).toEqual({
      gerenciar: false,
      reservar: true,
      motivo: null,
    });

    const inativo = await insertImovel(dev.perfilId, { ativo: false });
    await contratoAtivo(comContrato, inativo);
    res = await comContrato.client.request(`/api/espelho/${inativo}`);
    expect(res.status).toBe(404);
    expect(await message(res)).toBe(MSG_ESPELHO.empreendimentoNaoEncontrado);
    expect((await dev.client.request(`/api/espelho/${inativo}`)).status).toBe(200);
    expect((await dev.client.request('/api/espelho/nao-e-uuid')).status).toBe(404);
    expect((await dev.client.request(`/api/espelho/${crypto.randomUUID()}`)).status).toBe(404);
    expect((await dev.client.request(`/api/espelho/${imovelId}/mudancas?desde=-1`)).status).toBe(400);
  });
});
