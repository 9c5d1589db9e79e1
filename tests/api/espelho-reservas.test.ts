import {
  createExecutionContext,
  createScheduledController,
  runDurableObjectAlarm,
  runInDurableObject,
  waitOnExecutionContext,
} from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import worker from '../../worker/index.ts';
import type { EspelhoRoom } from '../../worker/realtime/espelho-room.ts';
import { MSG_ESPELHO } from '../../worker/schemas/espelho.ts';
import { withDb } from '../helpers/db.ts';
import {
  cancel,
  construtoraComEspelho,
  contratoAtivo,
  corretoresComContrato,
  espelho,
  linhasDaUnidade,
  notificacoesDe,
  porNumero,
  reserve,
  torre,
} from '../helpers/espelho.ts';
import { signedUp, type SignedUp } from '../helpers/factories.ts';
import { errorBody, type RawResponse } from '../helpers/http.ts';
import { poll } from '../helpers/poll.ts';
import { propostaBody } from '../helpers/propostas.ts';

const message = async (res: RawResponse) => (await errorBody(res)).error.message;

const room = (imovelId: string) => env.ESPELHO_ROOM.get(env.ESPELHO_ROOM.idFromName(imovelId));
const alarmeDe = (imovelId: string) =>
  runInDurableObject(room(imovelId), (_: EspelhoRoom, state) => state.storage.getAlarm());

/** Moves a live hold so that it ends `ms` from now (negative: already over). */
const shorten = (unidadeId: string, ms: number) =>
  withDb((db) =>
    db.execute(sql`UPDATE reservas_unidades SET expira_em = now() + ${ms} * interval '1 millisecond'
                    WHERE unidade_id = ${unidadeId} AND status = 'Ativa'`),
  );

let dev: SignedUp;

beforeAll(async () => {
  dev = await signedUp('construtora', { nome: 'Construtora Reservas' });
});

describe('reserving', () => {
  it('reserves for the hold time, tells the developer, and refuses a second try and bad input', async () => {
    const { imovelId, unidades } = await construtoraComEspelho({ construtora: dev, imovel: { reserva_horas: 24 } });
    const [ana, bia] = await corretoresComContrato(imovelId, 2, 'Reserva');
    const u = porNumero(unidades, '101');
    let res = await reserve(ana!.client, imovelId, u.id, { cliente_nome: 'João', cliente_telefone: '41 3333-4444' });
    expect(res.status).toBe(201);
    const { unidade, reserva } = await res.json();
    expect(unidade).toMatchObject({ status: 'Reservada', versao: 2, minha: true });
    expect(reserva).toMatchObject({ corretor_id: ana!.perfilId, cliente_nome: 'João', corretor_nome: 'Reserva 1' });
    const horas = (Date.parse(reserva.expira_em) - Date.parse(reserva.created_at)) / 3_600_000;
    expect(horas).toBeCloseTo(24, 2);
    const linhas = await linhasDaUnidade(u.id);
    expect(linhas.reservas).toHaveLength(1);
    expect(linhas.historico.at(-1)).toEqual({ de: 'Disponível', para: 'Reservada' });
    const avisos = await notificacoesDe(dev.userId, 'nova_reserva');
    expect(avisos.filter((a) => a.imovel_id === imovelId)).toHaveLength(1);
    expect(avisos.at(-1)!.mensagem).toContain('Reserva 1 reservou a unidade 101 (Torre A)');

    res = await reserve(bia!.client, imovelId, u.id);
    expect(res.status).toBe(409);
    expect(await message(res)).toBe(MSG_ESPELHO.corrida);
    res = await reserve(ana!.client, imovelId, u.id);
    expect(res.status).toBe(409);
    expect(await message(res)).toBe(MSG_ESPELHO.indisponivel);
    res = await reserve(bia!.client, imovelId, porNumero(unidades, '102').id, {
      cliente_nome: 'X',
      cliente_telefone: '1',
    });
    expect(res.status).toBe(400);
    expect(await message(res)).toBe('Informe o nome do cliente.');

    // The developer sees every holder; the other broker sees the unit taken, without whose.
    const visto = porNumero((await espelho(bia!.client, imovelId)).unidades, '101');
    expect(visto).toMatchObject({ status: 'Reservada', reserva: null, minha: false });
    expect(porNumero((await espelho(dev.client, imovelId)).unidades, '101').reserva?.cliente_nome).toBe('João');

    const minhas = (await (await ana!.client.api('GET', '/api/espelho/reservas')).json()).reservas;
    expect(minhas).toHaveLength(1);
    expect(minhas[0]).toMatchObject({ status: 'Ativa', unidade_numero: '101', torre: 'Torre A', imovel_id: imovelId });
  });

  it('race: 50 concurrent reservations of one unit by 10 brokers → one 201, one row, one notification', async () => {
    const { imovelId, unidades } = await construtoraComEspelho({ construtora: dev });
    const corretores = await corretoresComContrato(imovelId, 10, 'Corrida');
    const u = porNumero(unidades, '201');
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) => reserve(corretores[i % 10]!.client, imovelId, u.id)),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    const vencedor = corretores[statuses.indexOf(201) % 10]!;
    const perdedores = await Promise.all(
      results.filter((_, i) => statuses[i] === 409 && corretores[i % 10] !== vencedor).map(message),
    );
    expect(new Set(perdedores)).toEqual(new Set([MSG_ESPELHO.corrida]));
    const linhas = await linhasDaUnidade(u.id);
    expect(linhas.reservas).toEqual([expect.objectContaining({ status: 'Ativa', corretor_id: vencedor.perfilId })]);
    expect(linhas.unidade).toMatchObject({ status: 'Reservada', versao: 2 });
    const avisos = (await notificacoesDe(dev.userId, 'nova_reserva')).filter((a) => a.imovel_id === imovelId);
    expect(avisos).toHaveLength(1);
  }, 90_000);

  it('holds the per-broker limit under a burst of one broker over many units', async () => {
    const { imovelId } = await construtoraComEspelho({
      construtora: dev,
      imovel: { reservas_max_por_corretor: 2 },
      torre: torre('Torre L', 1, 4, 2),
    });
    const [carla] = await corretoresComContrato(imovelId, 1, 'Limite');
    const grid = await espelho(carla!.client, imovelId);
    const results = await Promise.all(grid.unidades.map((u) => reserve(carla!.client, imovelId, u.id)));
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(2);
    expect(statuses.filter((s) => s === 409)).toHaveLength(6);
    const recusa = results.find((r) => r.status === 409)!;
    expect(await message(recusa)).toBe(MSG_ESPELHO.limiteReservas(2));
    const ativas = await withDb(async (db) => {
      const r = await db.execute<{ n: number }>(
        sql`SELECT count(*)::int AS n FROM reservas_unidades WHERE imovel_id = ${imovelId} AND status = 'Ativa'`,
      );
      return r.rows[0]!.n;
    });
    expect(ativas).toBe(2);
  });
});

describe('cancelling', () => {
  it('by the holder (no notification) or the developer (the broker is told); anyone else is refused', async () => {
    const { imovelId, unidades } = await construtoraComEspelho({ construtora: dev });
    const [dono, outro] = await corretoresComContrato(imovelId, 2, 'Cancela');
    const outraDev = await signedUp('construtora');
    const [u1, u2] = [porNumero(unidades, '101'), porNumero(unidades, '102')];
    expect((await reserve(dono!.client, imovelId, u1.id)).status).toBe(201);
    expect((await reserve(dono!.client, imovelId, u2.id)).status).toBe(201);

    let res = await cancel(outro!.client, imovelId, u1.id);
    expect(res.status).toBe(403);
    expect(await message(res)).toBe(MSG_ESPELHO.naoPodeCancelar);
    expect((await cancel(outraDev.client, imovelId, u1.id)).status).toBe(404);

    res = await cancel(dono!.client, imovelId, u1.id);
    expect(res.status).toBe(200);
    expect((await res.json()).unidade).toMatchObject({ status: 'Disponível', reserva: null });
    res = await cancel(dono!.client, imovelId, u1.id);
    expect(res.status).toBe(409);
    expect(await message(res)).toBe(MSG_ESPELHO.reservaEncerrada);
    expect(await notificacoesDe(dono!.userId, 'reserva_cancelada')).toHaveLength(0);

    res = await cancel(dev.client, imovelId, u2.id);
    expect(res.status).toBe(200);
    const linhas = await linhasDaUnidade(u2.id);
    expect(linhas.unidade.status).toBe('Disponível');
    expect(linhas.reservas).toEqual([expect.objectContaining({ status: 'Cancelada' })]);
    expect(linhas.historico.at(-1)).toEqual({ de: 'Reservada', para: 'Disponível' });
    const avisos = await notificacoesDe(dono!.userId, 'reserva_cancelada');
    expect(avisos).toHaveLength(1);
    expect(avisos[0]!.mensagem).toBe(
      'A construtora cancelou sua reserva da unidade 102 (Torre A) de ' +
        (await espelho(dev.client, imovelId)).imovel.nome +
        '.',
    );
  });
});

describe('cancelling a reservation whose unit is Em Proposta', () => {
  it('is refused for the holder and the developer: no false history, no notice, and the limit slot stays taken', async () => {
    const { imovelId, unidades } = await construtoraComEspelho({
      construtora: dev,
      imovel: { reservas_max_por_corretor: 1 },
    });
    const [dora] = await corretoresComContrato(imovelId, 1, 'Proposta');
    const [u1, u2] = [porNumero(unidades, '101'), porNumero(unidades, '102')];
    expect((await reserve(dora!.client, imovelId, u1.id)).status).toBe(201);
    const enviada = await dora!.client.request('/api/propostas', {
      method: 'POST',
      json: propostaBody(u1.id, u1.preco_centavos!),
    });
    expect(enviada.status).toBe(201);
    const antes = await linhasDaUnidade(u1.id);

    for (const c of [dora!.client, dev.client]) {
      const res = await cancel(c, imovelId, u1.id);
      expect(res.status).toBe(409);
      expect(await message(res)).toBe(MSG_ESPELHO.emProposta);
    }
    const depois = await linhasDaUnidade(u1.id);
    expect(depois).toEqual(antes);
    expect(depois.unidade.status).toBe('Em Proposta');
    expect(depois.reservas).toEqual([expect.objectContaining({ status: 'Ativa' })]);
    expect(await notificacoesDe(dora!.userId, 'reserva_cancelada')).toHaveLength(0);

    const outra = await reserve(dora!.client, imovelId, u2.id);
    expect(outra.status).toBe(409);
    expect(await message(outra)).toBe(MSG_ESPELHO.limiteReservas(1));
  });
});

describe('reservation texts are bounded', () => {
  it('a phone of 60,011 characters is a 400 in Portuguese, and the unit stays Disponível', async () => {
    const { imovelId, unidades } = await construtoraComEspelho({ construtora: dev });
    const [eva] = await corretoresComContrato(imovelId, 1, 'Telefone');
    const u = porNumero(unidades, '101');
    const res = await reserve(eva!.client, imovelId, u.id, {
      cliente_nome: 'Cliente Longo',
      cliente_telefone: `${' '.repeat(30_000)}41999991234${'-'.repeat(30_000)}`,
    });
    expect(res.status).toBe(400);
    expect(await message(res)).toBe('Telefone muito longo (máximo de 20 caracteres).');
    expect((await linhasDaUnidade(u.id)).unidade.status).toBe('Disponível');
  });
});

describe('expiry', () => {
  it('by the development alarm: warned once 2 h before, then Expirada and the unit Disponível', async () => {
    const { imovelId, unidades } = await construtoraComEspelho({ construtora: dev });
    const [edu] = await corretoresComContrato(imovelId, 1, 'Alarme');
    const u = porNumero(unidades, '202');
    expect((await reserve(edu!.client, imovelId, u.id)).status).toBe(201);
    // The reservation armed the room at the warning instant: 48 h - 2 h from now.
    const alarme = await poll(
      () => alarmeDe(imovelId),
      (a) => a !== null,
    );
    expect(alarme! - Date.now()).toBeGreaterThan(45.9 * 3_600_000);
    expect(alarme! - Date.now()).toBeLessThan(46.1 * 3_600_000);

    await shorten(u.id, 60 * 60_000);
    expect(await runDurableObjectAlarm(room(imovelId))).toBe(true);
    expect(await notificacoesDe(edu!.userId, 'reserva_expirando')).toHaveLength(1);
    expect((await linhasDaUnidade(u.id)).unidade.status).toBe('Reservada');
    // Re-armed at the expiry itself, and a second run does not warn again.
    const rearmado = await alarmeDe(imovelId);
    expect(rearmado! - Date.now()).toBeGreaterThan(59 * 60_000);
    expect(await runDurableObjectAlarm(room(imovelId))).toBe(true);
    expect(await notificacoesDe(edu!.userId, 'reserva_expirando')).toHaveLength(1);

    await shorten(u.id, -1000);
    expect(await runDurableObjectAlarm(room(imovelId))).toBe(true);
    const linhas = await linhasDaUnidade(u.id);
    expect(linhas.unidade).toMatchObject({ status: 'Disponível', versao: 3 });
    expect(linhas.reservas).toEqual([expect.objectContaining({ status: 'Expirada' })]);
    expect(linhas.historico.at(-1)).toEqual({ de: 'Reservada', para: 'Disponível' });
    const expirada = await notificacoesDe(edu!.userId, 'reserva_expirada');
    expect(expirada).toHaveLength(1);
    expect(expirada[0]!.mensagem).toContain('Sua reserva da unidade 202 (Torre A)');
    // Nothing left to wait for.
    expect(await alarmeDe(imovelId)).toBeNull();
  });

  it('by the daily cron for every development, as a backstop', async () => {
    const a = await construtoraComEspelho({ construtora: dev });
    const b = await construtoraComEspelho({ construtora: dev });
    const [fabi] = await corretoresComContrato(a.imovelId, 1, 'Cron');
    await contratoAtivo(fabi!, b.imovelId);
    const ua = porNumero(a.unidades, '101');
    const ub = porNumero(b.unidades, '101');
    const ativa = porNumero(a.unidades, '102');
    expect((await reserve(fabi!.client, a.imovelId, ua.id)).status).toBe(201);
    expect((await reserve(fabi!.client, b.imovelId, ub.id)).status).toBe(201);
    expect((await reserve(fabi!.client, a.imovelId, ativa.id)).status).toBe(201);
    await shorten(ua.id, -1000);
    await shorten(ub.id, -1000);

    const ctx = createExecutionContext();
    await worker.scheduled(createScheduledController({ cron: '17 6 * * *' }), env, ctx);
    await waitOnExecutionContext(ctx);

    expect((await linhasDaUnidade(ua.id)).unidade.status).toBe('Disponível');
    expect((await linhasDaUnidade(ub.id)).unidade.status).toBe('Disponível');
    expect((await linhasDaUnidade(ativa.id)).unidade.status).toBe('Reservada');
    expect(await notificacoesDe(fabi!.userId, 'reserva_expirada')).toHaveLength(2);
  });
});
