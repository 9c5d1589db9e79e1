import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { hojeSaoPaulo } from '../../worker/domain/relatorios.ts';
import { MSG_PROPOSTA } from '../../worker/schemas/propostas.ts';
import { signedInAdmin } from '../helpers/admin.ts';
import { capturedContract } from '../helpers/contratos.ts';
import { withDb } from '../helpers/db.ts';
import { insertImovel, signedUp, type SignedUp } from '../helpers/factories.ts';
import { client, errorBody, type Client, type RawResponse } from '../helpers/http.ts';
import { acaoProposta, send, propostaBody, unidadeReservada } from '../helpers/propostas.ts';

// Five sign-ups (password hashing) on a shared, busy machine.
vi.setConfig({ testTimeout: 60_000, hookTimeout: 240_000 });

const erro = async (res: RawResponse) => (await errorBody(res)).error;
/** Moves a commission; `body` may be one the schema refuses (the invalid-input tests send those). */
const move = (c: Client, id: string, body: Record<string, unknown>) =>
  c.api('POST', '/api/comissoes/:id/acao', { param: { id }, json: body });
const comissao = async (res: Awaited<ReturnType<typeof move>>) => (await res.json()).comissao;

/** Reserves a unit priced `tabela`, sends a proposal at `oferta` and approves it; answers the sold unit. */
async function sell(dev: SignedUp, corretor: SignedUp, imovelId: string, tabela: number, oferta = tabela) {
  const u = await unidadeReservada(dev, corretor, { imovelId, preco: tabela });
  const res = await send(corretor.client, propostaBody(u.unidadeId, oferta));
  if (res.status !== 201) throw new Error(`send failed: ${res.status} ${await res.text()}`);
  const { proposta } = await res.json();
  const ok = await acaoProposta(dev.client, proposta.id, { acao: 'aprovar', versao: 1 });
  if (ok.status !== 200) throw new Error(`approval failed: ${ok.status} ${await ok.text()}`);
  return u.unidadeId;
}

async function comissaoDa(unidadeId: string) {
  return withDb(async (db) => {
    const r = await db.execute<{ id: string }>(sql`
      SELECT cm.id FROM comissoes cm JOIN vendas v ON v.id = cm.venda_id WHERE v.unidade_id = ${unidadeId}`);
    return r.rows[0]!.id;
  });
}

let dev: SignedUp;
let outraDev: SignedUp;
let corretor: SignedUp;
let outroCorretor: SignedUp;
let admin: Client;

// One development of `dev` at 4,5 % with four units: U1 sold at its table price R$ 1.234.567,89, U2 sold 5 % off,
// U3 sold 40 days ago (before the 30-day period), U4 unsold.
let imovelId = '';
let u1 = '';
let u2 = '';
let u3 = '';

beforeAll(async () => {
  [dev, outraDev, corretor, outroCorretor] = await Promise.all([
    signedUp('construtora', { nome: 'Construtora Comissões' }),
    signedUp('construtora', { nome: 'Construtora Outra' }),
    signedUp('corretor', { nome: 'Lia Corretora' }),
    signedUp('corretor', { nome: 'Otto Corretor' }),
  ]);
  admin = (await signedInAdmin()).client;
  imovelId = await insertImovel(dev.perfilId, { nome: 'Residencial Comissão', comissao_percent: 4.5 });
  u1 = await sell(dev, corretor, imovelId, 123_456_789);
  u2 = await sell(dev, corretor, imovelId, 100_000_000, 95_000_000);
  u3 = await sell(dev, corretor, imovelId, 50_000_000);
  await unidadeReservada(dev, null, { imovelId, preco: 60_000_000 });
  await withDb(async (db) => {
    await db.execute(sql`UPDATE vendas SET created_at = now() - interval '40 days' WHERE unidade_id = ${u3}`);
    await db.execute(sql`
      UPDATE comissoes SET created_at = now() - interval '40 days'
       WHERE venda_id = (SELECT id FROM vendas WHERE unidade_id = ${u3})`);
  });
});

describe('commission arithmetic', () => {
  it('R$ 1.234.567,89 × 4,5 % = R$ 55.555,56 exactly, in cents', async () => {
    const res = await corretor.client.api('GET', '/api/comissoes');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const lista = await res.json();
    const id1 = await comissaoDa(u1);
    const c = lista.items.find((x) => x.id === id1);
    expect(c).toMatchObject({
      status: 'Prevista',
      versao: 1,
      base_centavos: 123_456_789,
      percentual: 4.5,
      valor_centavos: 5_555_556,
      imovel: { id: imovelId, nome: 'Residencial Comissão' },
      corretor: { id: corretor.perfilId, nome: 'Lia Corretora' },
      faturada_em: null,
      paga_em: null,
    });
    expect(lista.items.map((x) => x.valor_centavos).sort((a, b) => a - b)).toEqual([2_250_000, 4_275_000, 5_555_556]);
  });

  it("uses the broker's Ativo contract percentage, else the development's", async () => {
    const { imovelId: comContrato, contratoId } = await capturedContract(outroCorretor, outraDev, {
      comissao_percent: 5,
    });
    await withDb((db) =>
      db.execute(sql`
        UPDATE contratos_captacao SET status_contrato = 'Ativo', comissao_percent_acordada = 3.25
         WHERE id = ${contratoId}`),
    );
    const a = await sell(outraDev, outroCorretor, comContrato, 80_000_000);
    const { imovelId: pendente, contratoId: outro } = await capturedContract(outroCorretor, outraDev, {
      comissao_percent: 5,
    });
    await withDb((db) =>
      db.execute(sql`UPDATE contratos_captacao SET comissao_percent_acordada = 7 WHERE id = ${outro}`),
    );
    const b = await sell(outraDev, outroCorretor, pendente, 80_000_000);
    const semNada = await insertImovel(outraDev.perfilId, { comissao_percent: null });
    const c = await sell(outraDev, outroCorretor, semNada, 80_000_000);
    const lista = await (await outraDev.client.api('GET', '/api/comissoes')).json();
    const ids = await Promise.all([a, b, c].map(comissaoDa));
    expect(
      ids.map((id) => lista.items.find((x) => x.id === id)).map((x) => [x!.percentual, x!.valor_centavos]),
    ).toEqual([
      [3.25, 2_600_000],
      [5, 4_000_000],
      [0, 0],
    ]);
  });
});

describe('moving a commission: Prevista → Faturada → Paga, then nothing', () => {
  // The sale of u1 happened today (São Paulo); its commission moves on dates from then on.
  const hoje = hojeSaoPaulo();
  const ontem = new Date(Date.parse(`${hoje}T12:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
  it('moves with dates, notifies the broker, and refuses every other step', async () => {
    const id = await comissaoDa(u1);
    let res = await move(dev.client, id, { versao: 1, status: 'Paga', data: '2026-11-10' });
    expect(res.status).toBe(409);
    expect((await erro(res)).message).toBe(MSG_PROPOSTA.comissaoTransicao);
    res = await move(corretor.client, id, { versao: 1, status: 'Faturada', data: '2026-11-10' });
    expect(res.status).toBe(403);
    for (const c of [outraDev.client, outroCorretor.client]) {
      expect((await move(c, id, { versao: 1, status: 'Faturada', data: '2026-11-10' })).status).toBe(404);
    }
    expect((await move(admin, id, { versao: 1, status: 'Faturada', data: '2026-11-10' })).status).toBe(403);
    expect((await move(client(), id, { versao: 1, status: 'Faturada', data: '2026-11-10' })).status).toBe(401);
    res = await move(dev.client, id, { versao: 1, status: 'Faturada', data: '2026-11-31' });
    expect(res.status).toBe(400);
    expect((await erro(res)).message).toBe('Data inválida.');
    expect((await move(dev.client, id, { versao: 1, status: 'Prevista', data: '2026-11-10' })).status).toBe(400);

    // Nothing is invoiced before its sale (today).
    res = await move(dev.client, id, { versao: 1, status: 'Faturada', data: '1900-01-01' });
    expect(res.status).toBe(400);
    expect((await erro(res)).message).toBe(MSG_PROPOSTA.comissaoDataVenda);
    res = await move(dev.client, id, { versao: 1, status: 'Faturada', data: ontem });
    expect(res.status).toBe(400);
    expect((await erro(res)).message).toBe(MSG_PROPOSTA.comissaoDataVenda);

    res = await move(dev.client, id, { versao: 1, status: 'Faturada', data: hoje });
    expect(res.status).toBe(200);
    expect(await comissao(res)).toMatchObject({ status: 'Faturada', versao: 2, faturada_em: hoje });
    res = await move(dev.client, id, { versao: 1, status: 'Paga', data: '2026-11-20' });
    expect(res.status).toBe(409);
    expect((await erro(res)).message).toBe(MSG_PROPOSTA.comissaoConflito);
    res = await move(dev.client, id, { versao: 2, status: 'Paga', data: ontem });
    expect(res.status).toBe(400);
    expect((await erro(res)).message).toBe(MSG_PROPOSTA.comissaoDataPagamento);
    res = await move(dev.client, id, { versao: 2, status: 'Paga', data: hoje });
    expect(res.status).toBe(200);
    expect(await comissao(res)).toMatchObject({ status: 'Paga', versao: 3, faturada_em: hoje, paga_em: hoje });
    const avisos = await withDb(async (db) => {
      const r = await db.execute<{ mensagem: string }>(sql`
        SELECT mensagem FROM notificacoes WHERE user_id = ${corretor.userId} AND tipo = 'comissao_atualizada'
         ORDER BY created_at, id`);
      return r.rows.map((x) => x.mensagem);
    });
    expect(avisos).toHaveLength(2);
    expect(avisos[1]).toContain(': Paga.');

    for (const status of ['Faturada', 'Paga']) {
      res = await move(dev.client, id, { versao: 3, status, data: '2026-11-30' });
      expect(res.status).toBe(409);
      expect((await erro(res)).message).toBe(MSG_PROPOSTA.comissaoPaga);
    }
  });

  it('the database refuses any change to a Paga commission', async () => {
    const id = await comissaoDa(u1);
    await expect(
      withDb((db) => db.execute(sql`UPDATE comissoes SET valor_centavos = 1 WHERE id = ${id}`)),
    ).rejects.toThrow();
    await expect(
      withDb((db) => db.execute(sql`UPDATE comissoes SET status = 'Faturada' WHERE id = ${id}`)),
    ).rejects.toThrow();
    const atual = await withDb(async (db) => {
      const r = await db.execute<{ status: string; valor: string }>(
        sql`SELECT status, valor_centavos::text AS valor FROM comissoes WHERE id = ${id}`,
      );
      return r.rows[0]!;
    });
    expect(atual).toEqual({ status: 'Paga', valor: '5555556' });
  });

  it('totals per status and per month of the sale, for both parties', async () => {
    const id2 = await comissaoDa(u2);
    expect((await move(dev.client, id2, { versao: 1, status: 'Faturada', data: hoje })).status).toBe(200);
    const mesDe = (dias: number) =>
      new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo', year: 'numeric', month: '2-digit' }).format(
        new Date(Date.now() - dias * 86_400_000),
      );
    for (const c of [corretor.client, dev.client]) {
      const lista = await (await c.api('GET', '/api/comissoes')).json();
      expect(lista.resumo).toEqual({
        por_status: { Prevista: 2_250_000, Faturada: 4_275_000, Paga: 5_555_556 },
        por_mes: [
          { mes: mesDe(40), valor_centavos: 2_250_000 },
          { mes: mesDe(0), valor_centavos: 9_830_556 },
        ],
      });
      const filtrada = await (await c.api('GET', '/api/comissoes', { query: { status: 'Faturada' } })).json();
      expect(filtrada.items.map((x) => x.id)).toEqual([id2]);
      expect(filtrada.resumo).toEqual(lista.resumo);
    }
    const pagina = await (await corretor.client.api('GET', '/api/comissoes', { query: { limit: 2 } })).json();
    expect(pagina.items).toHaveLength(2);
    const resto = await (
      await corretor.client.api('GET', '/api/comissoes', { query: { limit: 2, cursor: pagina.nextCursor } })
    ).json();
    expect(resto.items).toHaveLength(1);
    expect(resto.nextCursor).toBeNull();
    expect(resto.items[0]!.base_centavos).toBe(50_000_000);
    expect((await corretor.client.request('/api/comissoes?status=Cancelada')).status).toBe(400);
    expect((await outroCorretor.client.request('/api/comissoes')).status).toBe(200);
    expect((await admin.request('/api/comissoes')).status).toBe(403);
    expect((await client().request('/api/comissoes')).status).toBe(401);
  });
});

describe('CSV export', () => {
  it('exports own rows for Excel pt-BR, to both parties and no one else', async () => {
    for (const c of [corretor.client, dev.client]) {
      const res = await c.request('/api/comissoes/exportar');
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      expect(res.headers.get('content-disposition')).toMatch(
        /^attachment; filename="comissoes-\d{4}-\d{2}-\d{2}\.csv"$/,
      );
      expect(res.headers.get('cache-control')).toBe('private, no-store');
      const bytes = new Uint8Array(await res.arrayBuffer());
      expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const text = new TextDecoder().decode(bytes);
      const lines = text.trimEnd().split('\r\n');
      expect(lines[0]).toBe(
        'Empreendimento;Torre;Unidade;Corretor;Imobiliária;Data da venda;Valor da venda (R$);Percentual (%);Comissão (R$);Status;Faturada em;Paga em',
      );
      expect(lines).toHaveLength(4);
      const paga = lines.find((l) => l.includes(';Paga;'))!.split(';');
      const dia = hojeSaoPaulo().split('-').reverse().join('/');
      expect(paga.slice(6)).toEqual(['1.234.567,89', '4,50', '55.555,56', 'Paga', dia, dia]);
      expect(paga.slice(0, 5)).toEqual(['Residencial Comissão', 'Torre A', expect.any(String), 'Lia Corretora', '']);
    }
    const alheio = await (await outroCorretor.client.request('/api/comissoes/exportar')).text();
    expect(alheio).not.toContain('Residencial Comissão');
    expect((await admin.request('/api/comissoes/exportar')).status).toBe(403);
    expect((await client().request('/api/comissoes/exportar')).status).toBe(401);
  });
});

describe('reports: sales, VSO, discount, best brokers, and the overview cards', () => {
  it('computes them on the fixture', async () => {
    const res = await dev.client.api('GET', '/api/relatorios', { query: { dias: 30 } });
    expect(res.status).toBe(200);
    const r = await res.json();
    // In the period: U1 (R$ 1.234.567,89, no discount) and U2 (R$ 950.000,00, 5 % off). U3 sold before it.
    expect(r.vendas.totais).toEqual({ unidades: 2, valor_centavos: 218_456_789, desconto_medio_bps: 250 });
    expect(r.vendas.serie).toHaveLength(30);
    expect(r.vendas.serie.at(-1)).toEqual({ dia: r.ate, unidades: 2, valor_centavos: 218_456_789 });
    expect(r.vendas.serie.slice(0, -1).every((d) => d.unidades === 0)).toBe(true);
    // Stock at the start: 4 units − 1 sold before = 3; 2 sold → VSO 66,67 %.
    expect(r.vendas.vso).toEqual([
      { id: imovelId, nome: 'Residencial Comissão', vendidas: 2, estoque_inicial: 3, vso_bps: 6667 },
    ]);
    expect(r.vendas.melhores_corretores).toEqual([
      { id: corretor.perfilId, nome: 'Lia Corretora', vendas: 2, valor_centavos: 218_456_789 },
    ]);
    const cards = await (await dev.client.api('GET', '/api/empreendimentos/resumo')).json();
    expect(cards).toMatchObject({ unidades_vendidas: 3, vgv_vendido_centavos: 268_456_789 });
    const outra = await (await outraDev.client.api('GET', '/api/relatorios', { query: { dias: 30 } })).json();
    expect(outra.vendas.melhores_corretores.map((c) => c.id)).toEqual([outroCorretor.perfilId]);
    expect(outra.vendas.vso.map((v) => v.id)).not.toContain(imovelId);
  });
});
