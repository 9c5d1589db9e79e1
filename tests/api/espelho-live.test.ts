import { beforeAll, describe, expect, it } from 'vitest';
import type { EspelhoFrame, Unidade } from '../../worker/schemas/espelho.ts';
import {
  cancel,
  construtoraComEspelho,
  corretoresComContrato,
  espelho,
  porNumero,
  reserve,
} from '../helpers/espelho.ts';
import type { SignedUp } from '../helpers/factories.ts';
import { openSocket } from '../helpers/sockets.ts';

type Frame = Extract<EspelhoFrame, { type: 'unidades' }>;
const comUnidade = (id: string, status: string) => (f: Record<string, unknown>) =>
  f.type === 'unidades' && (f as Frame).unidades.some((u) => u.id === id && u.status === status);

let imovelId: string;
let unidades: Unidade[];
let dev: SignedUp;
let ana: SignedUp;
let bia: SignedUp;

beforeAll(async () => {
  ({ imovelId, unidades, construtora: dev } = await construtoraComEspelho());
  [ana, bia] = (await corretoresComContrato(imovelId, 2, 'Ao Vivo')) as [SignedUp, SignedUp];
}, 60_000);

describe('live grid', () => {
  it('sends a reservation to every open grid, redacted per socket', async () => {
    const [sDev, sAna, sBia] = await Promise.all([
      openSocket(dev.client, `/api/espelho/${imovelId}/ws`),
      openSocket(ana.client, `/api/espelho/${imovelId}/ws`),
      openSocket(bia.client, `/api/espelho/${imovelId}/ws`),
    ]);
    const u = porNumero(unidades, '101');
    expect((await reserve(ana.client, imovelId, u.id)).status).toBe(201);
    const [fDev, fAna, fBia] = (await Promise.all(
      [sDev, sAna, sBia].map((s) => s.next<Frame>(comUnidade(u.id, 'Reservada'))),
    )) as [Frame, Frame, Frame];
    expect(fDev.unidades[0]!.reserva?.corretor_id).toBe(ana.perfilId);
    expect(fAna.unidades[0]).toMatchObject({ minha: true, reserva: { cliente_nome: 'Maria Cliente' } });
    expect(fBia.unidades[0]).toMatchObject({ minha: false, reserva: null });
    expect(fBia.contagem.Reservada).toBe(1);
    for (const s of [sDev, sAna, sBia]) s.ws.close();
  });

  it('a grid that reconnects catches up with /mudancas?desde=<its last seq>', async () => {
    const antes = await espelho(bia.client, imovelId);
    const u = porNumero(unidades, '202');
    expect((await reserve(ana.client, imovelId, u.id)).status).toBe(201);
    expect((await cancel(dev.client, imovelId, porNumero(unidades, '101').id)).status).toBe(200);
    const res = await bia.client.api('GET', '/api/espelho/:imovelId/mudancas', {
      param: { imovelId },
      query: { desde: antes.seq },
    });
    expect(res.status).toBe(200);
    const m = await res.json();
    expect(m.unidades.map((x) => [x.numero, x.status]).sort()).toEqual([
      ['101', 'Disponível'],
      ['202', 'Reservada'],
    ]);
    expect(m.unidades.find((x) => x.numero === '202')!.reserva).toBeNull();
    expect(m.seq).toBeGreaterThan(antes.seq);
    expect(m.contagem).toMatchObject({ Reservada: 1, Disponível: 3 });
    const nada = await (
      await bia.client.api('GET', '/api/espelho/:imovelId/mudancas', { param: { imovelId }, query: { desde: m.seq } })
    ).json();
    expect(nada.unidades).toEqual([]);
  });

  it('refuses a socket from another origin', async () => {
    const res = await dev.client.request(`/api/espelho/${imovelId}/ws`, {
      headers: { Upgrade: 'websocket', Origin: 'https://evil.example' },
    });
    expect(res.status).toBe(403);
  });
});
