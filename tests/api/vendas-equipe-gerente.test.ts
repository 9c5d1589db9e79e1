// A manager's view of their team (docs/regras.md#imobiliárias): the same routes as the agency's "Vendas da Equipe",
// answering only the rows, under the agency's contracts, of the current members whose manager the caller is.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MSG_IMOBILIARIA } from '../../worker/schemas/imobiliarias.ts';
import { signedInAdmin } from '../helpers/admin.ts';
import { withDb } from '../helpers/db.ts';
import {
  equipe,
  imovelDaImobiliaria,
  propostaDaImobiliaria,
  reservaDaImobiliaria,
  vendaDaImobiliaria,
} from '../helpers/divisao.ts';
import { signedUp, type SignedUp } from '../helpers/factories.ts';
import { client, errorBody, type ApiResponse, type Client } from '../helpers/http.ts';
import { acaoProposta, unidadeReservada } from '../helpers/propostas.ts';
import { openSocket, type TestSocket } from '../helpers/sockets.ts';

// Nine sign-ups (password hashing) on a shared, busy machine.
vi.setConfig({ testTimeout: 60_000, hookTimeout: 300_000 });

let dev: SignedUp;
let agencia: SignedUp;
let outraAgencia: SignedUp;
/** Manages vendedor (and ex, until ex left). */
let gerente: SignedUp;
/** Another manager of the same agency: manages colega. */
let gerenteB: SignedUp;
let vendedor: SignedUp;
let colega: SignedUp;
let ex: SignedUp;
/** A manager of the other agency. */
let gerenteAlheio: SignedUp;
let admin: Client;
let imovelId = '';
let venda: Awaited<ReturnType<typeof vendaDaImobiliaria>>;
let aberta: Awaited<ReturnType<typeof propostaDaImobiliaria>>;
let reservaVendedor = '';
let reservaEx = '';
let reservaPropria = '';
const sockets: TestSocket[] = [];

const ROTAS = [
  '/api/vendas-equipe/reservas',
  '/api/vendas-equipe/propostas',
  '/api/vendas-equipe/vendas',
  '/api/vendas-equipe/vendas/exportar',
  '/api/vendas-equipe/ranking',
] as const;

beforeAll(async () => {
  [dev, agencia, outraAgencia, gerente, gerenteB, vendedor, colega, ex, gerenteAlheio] = await Promise.all([
    signedUp('construtora', { nome: 'Construtora do Gerente' }),
    signedUp('imobiliaria', { nome: 'Imobiliária do Gerente Ltda' }),
    signedUp('imobiliaria', { nome: 'Imobiliária Vizinha Ltda' }),
    signedUp('corretor', { nome: 'Gabriel Gerente' }),
    signedUp('corretor', { nome: 'Helena Gerente' }),
    signedUp('corretor', { nome: 'Vitor Vendedor' }),
    signedUp('corretor', { nome: 'Clara Colega' }),
    signedUp('corretor', { nome: 'Edu Ex' }),
    signedUp('corretor', { nome: 'Otávio Alheio' }),
  ]);
  admin = (await signedInAdmin()).client;
  await equipe(agencia, [
    { corretor: gerente, papel: 'Gerente' },
    { corretor: gerenteB, papel: 'Gerente' },
    { corretor: vendedor, papel: 'Corretor', gerente },
    { corretor: colega, papel: 'Corretor', gerente: gerenteB },
    { corretor: ex, papel: 'Corretor', gerente },
  ]);
  await equipe(outraAgencia, [{ corretor: gerenteAlheio, papel: 'Gerente' }]);
  imovelId = await imovelDaImobiliaria(dev, agencia, 4);
  venda = await vendaDaImobiliaria(imovelId, dev, agencia, vendedor, 45_000_099);
  aberta = await propostaDaImobiliaria(imovelId, dev, agencia, colega, 30_000_000);
  reservaVendedor = await reservaDaImobiliaria(imovelId, agencia, vendedor);
  reservaEx = await reservaDaImobiliaria(imovelId, agencia, ex);
  // ex leaves the agency: his work stays the agency's, no longer any manager's.
  expect((await ex.client.api('DELETE', '/api/imobiliarias/minha')).status).toBe(204);
  // vendedor's reservation on a contract of his own, on the same development: not the agency's, so not his manager's.
  reservaPropria = (await unidadeReservada(dev, vendedor, { imovelId })).reservaId!;
});

afterAll(() => {
  for (const s of sockets) s.ws.close();
});

/** The answer of a read that must succeed. */
const read = async <T>(pending: Promise<ApiResponse<T>>) => {
  const res = await pending;
  expect(res.status).toBe(200);
  return res.json();
};

describe('a manager’s view of their team (GET /api/vendas-equipe/… as a broker)', () => {
  it('lists the Ativa reservations of the members they manage, with the client, and nobody else’s', async () => {
    const page = await read(gerente.client.api('GET', '/api/vendas-equipe/reservas'));
    expect(page.items).toEqual([
      expect.objectContaining({
        id: reservaVendedor,
        corretor: { id: vendedor.perfilId, nome: 'Vitor Vendedor' },
        cliente_nome: 'Cliente Reserva',
        cliente_telefone: '41999990000',
      }),
    ]);
    const outro = await read(gerenteB.client.api('GET', '/api/vendas-equipe/reservas'));
    expect(outro.items.map((r) => r.corretor.nome)).toEqual(['Clara Colega']);
    // The agency still sees the work of the broker who left, and none sees a broker's work on his own contract.
    const daAgencia = await read(agencia.client.api('GET', '/api/vendas-equipe/reservas'));
    expect(daAgencia.items.map((r) => r.id)).toEqual([reservaEx, reservaVendedor, expect.any(String)]);
    expect(daAgencia.items.map((r) => r.id)).not.toContain(reservaPropria);
    expect((await read(gerenteAlheio.client.api('GET', '/api/vendas-equipe/reservas'))).items).toEqual([]);
  });

  it('lists the proposals and sales of their team only, filtered and paged like the agency’s', async () => {
    const propostas = await read(gerente.client.api('GET', '/api/vendas-equipe/propostas'));
    expect(propostas.items.map((p) => [p.id, p.status, p.corretor.nome])).toEqual([
      [venda.propostaId, 'Aprovada', 'Vitor Vendedor'],
    ]);
    const enviadas = await read(
      gerenteB.client.api('GET', '/api/vendas-equipe/propostas', { query: { status: 'Enviada' } }),
    );
    expect(enviadas.items.map((p) => [p.id, p.cliente_nome])).toEqual([[aberta.propostaId, 'Cliente da Equipe']]);
    const vendas = await read(gerente.client.api('GET', '/api/vendas-equipe/vendas', { query: { limit: 1 } }));
    expect(vendas).toEqual({
      items: [
        expect.objectContaining({
          id: venda.vendaId,
          corretor: { id: vendedor.perfilId, nome: 'Vitor Vendedor' },
          cliente_nome: 'Cliente da Equipe',
          preco_centavos: 45_000_099,
          comissao: { id: venda.comissaoId, valor_centavos: 1_800_004, status: 'Prevista' },
        }),
      ],
      nextCursor: null,
    });
    expect((await read(gerenteB.client.api('GET', '/api/vendas-equipe/vendas'))).items).toEqual([]);
    expect((await read(gerenteAlheio.client.api('GET', '/api/vendas-equipe/propostas'))).items).toEqual([]);
  });

  it('ranks the members they manage now and exports their sales as CSV', async () => {
    expect((await read(gerente.client.api('GET', '/api/vendas-equipe/ranking'))).items).toEqual([
      { id: vendedor.perfilId, nome: 'Vitor Vendedor', vendas: 1, valor_centavos: 45_000_099 },
    ]);
    expect((await read(gerenteB.client.api('GET', '/api/vendas-equipe/ranking'))).items).toEqual([
      { id: colega.perfilId, nome: 'Clara Colega', vendas: 0, valor_centavos: 0 },
    ]);
    const res = await gerente.client.api('GET', '/api/vendas-equipe/vendas/exportar');
    expect(res.status).toBe(200);
    const linhas = (await res.text()).split('\r\n').filter(Boolean);
    expect(linhas).toHaveLength(2);
    expect(linhas[1]).toContain(';Vitor Vendedor;');
    const deB = await gerenteB.client.api('GET', '/api/vendas-equipe/vendas/exportar');
    expect((await deB.text()).split('\r\n').filter(Boolean)).toHaveLength(1);
  });

  it('refuses bad input from a manager and changes nothing', async () => {
    const c = gerente.client;
    const status = await c.api('GET', '/api/vendas-equipe/propostas', { query: { status: 'Talvez' } });
    expect(status.status).toBe(400);
    expect((await errorBody(status)).error.message).toBe('Status inválido.');
    expect((await c.api('GET', '/api/vendas-equipe/vendas', { query: { cursor: 'xyz' } })).status).toBe(400);
    expect((await c.api('GET', '/api/vendas-equipe/reservas', { query: { limit: 51 } })).status).toBe(400);
  });

  it('refuses a broker who manages nobody, one who left, visitors, construtoras and admins on every route', async () => {
    for (const rota of ROTAS) {
      for (const c of [vendedor.client, colega.client, ex.client]) {
        const res = await c.api('GET', rota);
        expect(res.status, rota).toBe(403);
        expect((await errorBody(res)).error.message).toBe(MSG_IMOBILIARIA.somenteGerente);
      }
      for (const c of [dev.client, admin]) expect((await c.api('GET', rota)).status, rota).toBe(403);
      expect((await client().api('GET', rota)).status, rota).toBe(401);
    }
    // The scope is checked before the query: a non-manager's bad input is still a 403.
    const ruim = await vendedor.client.api('GET', '/api/vendas-equipe/propostas', { query: { status: 'Talvez' } });
    expect(ruim.status).toBe(403);
  });

  it('is live: the manager’s open tab hears when a member of theirs changes a unit, another manager does not', async () => {
    const proposta = await propostaDaImobiliaria(imovelId, dev, agencia, vendedor, 20_000_000);
    const tab = await openSocket(gerente.client, '/api/notificacoes/ws');
    const outro = await openSocket(gerenteB.client, '/api/notificacoes/ws');
    sockets.push(tab, outro);
    expect(await tab.admitted()).toBe(true);
    expect(await outro.admitted()).toBe(true);
    const ok = await acaoProposta(dev.client, proposta.propostaId, { acao: 'aprovar', versao: 1 });
    expect(ok.status).toBe(200);
    expect(await tab.next((f) => f.type === 'equipe')).toEqual({ type: 'equipe', imovel_id: imovelId });
    await ok.text();
    const vendas = await read(gerente.client.api('GET', '/api/vendas-equipe/vendas'));
    expect(vendas.items.map((v) => v.preco_centavos)).toEqual([20_000_000, 45_000_099]);
    expect(outro.frames.filter((f) => f.type === 'equipe')).toEqual([]);
  });

  it('ends with the role: a manager turned back into a broker, or gone from the agency, is refused', async () => {
    const time = await read(agencia.client.api('GET', '/api/imobiliarias/equipe'));
    const membroB = time.items.find((m) => m.corretor_id === gerenteB.perfilId)!;
    const rebaixado = await agencia.client.api('PATCH', '/api/imobiliarias/equipe/:id', {
      param: { id: membroB.id },
      body: { papel: 'Corretor' },
    });
    expect(rebaixado.status).toBe(200);
    expect((await gerenteB.client.api('GET', '/api/vendas-equipe/reservas')).status).toBe(403);
    await withDb((db) =>
      db.execute(sql`UPDATE imobiliaria_membros SET saiu_em = now() WHERE corretor_id = ${gerenteAlheio.perfilId}`),
    );
    expect((await gerenteAlheio.client.api('GET', '/api/vendas-equipe/ranking')).status).toBe(403);
    expect((await gerente.client.api('GET', '/api/vendas-equipe/ranking')).status).toBe(200);
  });
});
