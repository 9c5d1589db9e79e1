import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { signedInAdmin } from '../helpers/admin.ts';
import {
  equipe,
  imovelDaImobiliaria,
  propostaDaImobiliaria,
  reservaDaImobiliaria,
  vendaDaImobiliaria,
} from '../helpers/divisao.ts';
import { signedUp, type SignedUp } from '../helpers/factories.ts';
import { client, type ApiResponse, type Client } from '../helpers/http.ts';
import { acaoProposta, propostaDireta, unidadeReservada } from '../helpers/propostas.ts';
import { openSocket, type TestSocket } from '../helpers/sockets.ts';

// Seven sign-ups (password hashing) on a shared, busy machine.
vi.setConfig({ testTimeout: 60_000, hookTimeout: 300_000 });

let dev: SignedUp;
let outraDev: SignedUp;
let agencia: SignedUp;
let outraAgencia: SignedUp;
let vendedor: SignedUp;
let colega: SignedUp;
let avulso: SignedUp;
let admin: Client;
let imovelId = '';
let venda: Awaited<ReturnType<typeof vendaDaImobiliaria>>;
let aberta: Awaited<ReturnType<typeof propostaDaImobiliaria>>;
let reservaEquipe = '';
const sockets: TestSocket[] = [];

beforeAll(async () => {
  [dev, outraDev, agencia, outraAgencia, vendedor, colega, avulso] = await Promise.all([
    signedUp('construtora', { nome: 'Construtora Equipe' }),
    signedUp('construtora', { nome: 'Construtora Alheia' }),
    signedUp('imobiliaria', { nome: 'Imobiliária Equipe Ltda' }),
    signedUp('imobiliaria', { nome: 'Imobiliária Alheia Ltda' }),
    signedUp('corretor', { nome: 'Vitor Vendedor' }),
    signedUp('corretor', { nome: 'Clara Colega' }),
    signedUp('corretor', { nome: 'Alan Avulso' }),
  ]);
  admin = (await signedInAdmin()).client;
  await equipe(agencia, [
    { corretor: vendedor, papel: 'Corretor' },
    { corretor: colega, papel: 'Corretor' },
  ]);
  imovelId = await imovelDaImobiliaria(dev, agencia, 4);
  venda = await vendaDaImobiliaria(imovelId, dev, agencia, vendedor, 45_000_099);
  aberta = await propostaDaImobiliaria(imovelId, dev, agencia, colega, 30_000_000);
  reservaEquipe = await reservaDaImobiliaria(imovelId, agencia, vendedor);
  // A broker's reservation on a contract of their own, on the same development: not the agency's.
  await unidadeReservada(dev, avulso, { imovelId });
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

describe('the agency’s view of its team (GET /api/vendas-equipe/…)', () => {
  it('lists the team’s Ativa reservations with the client, and nothing of a broker on their own', async () => {
    const page = await read(agencia.client.api('GET', '/api/vendas-equipe/reservas'));
    // The newest first: this hold, then the one under the open proposal (a unit Em Proposta stays held).
    expect(page.items.map((r) => r.corretor.nome)).toEqual(['Vitor Vendedor', 'Clara Colega']);
    expect(page.items[0]).toMatchObject({
      id: reservaEquipe,
      corretor: { id: vendedor.perfilId, nome: 'Vitor Vendedor' },
      cliente_nome: 'Cliente Reserva',
      cliente_telefone: '41999990000',
    });
    expect((await read(outraAgencia.client.api('GET', '/api/vendas-equipe/reservas'))).items).toEqual([]);
  });

  it('lists the team’s proposals, newest change first, filtered by status', async () => {
    const propostas = (c: Client, query: { status?: string; limit?: number; cursor?: string | null } = {}) =>
      read(c.api('GET', '/api/vendas-equipe/propostas', { query }));
    const todas = await propostas(agencia.client);
    expect(todas.items.map((p) => [p.id, p.status])).toEqual([
      [aberta.propostaId, 'Enviada'],
      [venda.propostaId, 'Aprovada'],
    ]);
    const enviadas = await propostas(agencia.client, { status: 'Enviada' });
    expect(enviadas.items.map((p) => p.id)).toEqual([aberta.propostaId]);
    const pagina = await propostas(agencia.client, { limit: 1 });
    expect(pagina.nextCursor).not.toBeNull();
    const resto = await propostas(agencia.client, { limit: 1, cursor: pagina.nextCursor });
    expect(resto.items.map((p) => p.id)).toEqual([venda.propostaId]);
    expect((await propostas(outraAgencia.client)).items).toEqual([]);
  });

  it('lists the team’s sales with the commission owed to the agency, exact to the cent, and exports them', async () => {
    // R$ 450.000,99 × 4 % (the agency's contract) = 1.800.003,96 cents → R$ 18.000,04.
    const page = await read(agencia.client.api('GET', '/api/vendas-equipe/vendas'));
    expect(page.items).toEqual([
      expect.objectContaining({
        id: venda.vendaId,
        preco_centavos: 45_000_099,
        cliente_nome: 'Cliente da Equipe',
        comissao: { id: venda.comissaoId, valor_centavos: 1_800_004, status: 'Prevista' },
      }),
    ]);
    const res = await agencia.client.api('GET', '/api/vendas-equipe/vendas/exportar');
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    // The BOM first, so Excel reads UTF-8 (text() drops it).
    expect([...new Uint8Array(await res.clone().arrayBuffer()).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const linhas = (await res.text()).split('\r\n');
    expect(linhas[0]).toBe(
      'Data da venda;Corretor;Empreendimento;Torre;Unidade;Cliente;Valor da venda (R$);Comissão (R$);Status da comissão',
    );
    expect(linhas[1]).toContain(';Vitor Vendedor;');
    expect(linhas[1]).toContain(';450.000,99;18.000,04;Prevista');
    const alheio = await outraAgencia.client.api('GET', '/api/vendas-equipe/vendas/exportar');
    expect((await alheio.text()).split('\r\n').filter(Boolean)).toHaveLength(1);
  });

  it('ranks the brokers by sales: members without a sale at zero, outsiders absent', async () => {
    const { items } = await read(agencia.client.api('GET', '/api/vendas-equipe/ranking'));
    expect(items).toEqual([
      { id: vendedor.perfilId, nome: 'Vitor Vendedor', vendas: 1, valor_centavos: 45_000_099 },
      { id: colega.perfilId, nome: 'Clara Colega', vendas: 0, valor_centavos: 0 },
    ]);
    expect((await read(outraAgencia.client.api('GET', '/api/vendas-equipe/ranking'))).items).toEqual([]);
  });

  it('is the agency’s only: brokers, construtoras and admins are refused, visitors asked to sign in', async () => {
    const rotas = [
      '/api/vendas-equipe/reservas',
      '/api/vendas-equipe/propostas',
      '/api/vendas-equipe/vendas',
      '/api/vendas-equipe/vendas/exportar',
      '/api/vendas-equipe/ranking',
    ] as const;
    for (const rota of rotas) {
      for (const c of [vendedor.client, dev.client, admin]) {
        expect((await c.api('GET', rota)).status, rota).toBe(403);
      }
      expect((await client().api('GET', rota)).status).toBe(401);
    }
    const own = agencia.client;
    expect((await own.api('GET', '/api/vendas-equipe/propostas', { query: { status: 'Talvez' } })).status).toBe(400);
    expect((await own.api('GET', '/api/vendas-equipe/vendas', { query: { cursor: 'xyz' } })).status).toBe(400);
    expect((await own.api('GET', '/api/vendas-equipe/reservas', { query: { limit: 51 } })).status).toBe(400);
  });

  it('is live: the agency’s open tab hears when its team’s unit changes, another agency does not', async () => {
    const tab = await openSocket(agencia.client, '/api/notificacoes/ws');
    const alheia = await openSocket(outraAgencia.client, '/api/notificacoes/ws');
    sockets.push(tab, alheia);
    expect(await tab.admitted()).toBe(true);
    expect(await alheia.admitted()).toBe(true);
    const ok = await acaoProposta(dev.client, aberta.propostaId, { acao: 'aprovar', versao: 1 });
    expect(ok.status).toBe(200);
    expect(await tab.next((f) => f.type === 'equipe')).toEqual({ type: 'equipe', imovel_id: imovelId });
    const vendas = await read(agencia.client.api('GET', '/api/vendas-equipe/vendas'));
    expect(vendas.items.map((v) => v.corretor.nome)).toEqual(['Clara Colega', 'Vitor Vendedor']);
    await ok.text();
    expect(alheia.frames.filter((f) => f.type === 'equipe')).toEqual([]);
  });
});

describe('sales by agency in the construtora’s reports (GET /api/relatorios/imobiliarias)', () => {
  it('counts the period’s agency sales, their value and commissions; brokers on their own stay out', async () => {
    const r = await read(dev.client.api('GET', '/api/relatorios/imobiliarias', { query: { dias: 30 } }));
    // The two agency sales: R$ 450.000,99 + R$ 300.000,00; commissions 1.800.004 + 1.200.000 cents.
    expect(r).toEqual({
      dias: 30,
      items: [
        {
          id: agencia.perfilId,
          nome: 'Imobiliária Equipe Ltda',
          vendas: 2,
          valor_centavos: 75_000_099,
          comissao_centavos: 3_000_004,
        },
      ],
    });
    expect((await read(outraDev.client.api('GET', '/api/relatorios/imobiliarias'))).items).toEqual([]);
  });

  it('refuses other roles and a bad period', async () => {
    for (const c of [agencia.client, vendedor.client]) {
      expect((await c.api('GET', '/api/relatorios/imobiliarias')).status).toBe(403);
    }
    expect((await client().api('GET', '/api/relatorios/imobiliarias')).status).toBe(401);
    expect((await dev.client.api('GET', '/api/relatorios/imobiliarias', { query: { dias: 365 } })).status).toBe(400);
  });
});

describe('the agency on the construtora’s lists (GET /api/propostas, /api/comissoes)', () => {
  it('names the agency on its brokers’ proposals and sales, and nothing on a broker’s own', async () => {
    const propria = await propostaDireta(dev.perfilId, avulso.perfilId);
    const { items } = await read(dev.client.api('GET', '/api/propostas'));
    const nomes = Object.fromEntries(items.map((p) => [p.id, p.imobiliaria_nome]));
    expect(nomes).toEqual({
      [propria.propostaId]: null,
      [aberta.propostaId]: 'Imobiliária Equipe Ltda',
      [venda.propostaId]: 'Imobiliária Equipe Ltda',
    });
    const detalhe = await read(dev.client.api('GET', '/api/propostas/:id', { param: { id: venda.propostaId } }));
    expect(detalhe.proposta.imobiliaria_nome).toBe('Imobiliária Equipe Ltda');
    const comissoes = await read(dev.client.api('GET', '/api/comissoes'));
    expect(comissoes.items.map((c) => [c.id, c.imobiliaria?.nome])).toContainEqual([
      venda.comissaoId,
      'Imobiliária Equipe Ltda',
    ]);
    const doAvulso = await read(avulso.client.api('GET', '/api/propostas'));
    expect(doAvulso.items.map((p) => p.imobiliaria_nome)).toEqual([null]);
  });
});
