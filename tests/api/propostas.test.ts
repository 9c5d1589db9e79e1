import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { expireReservas, proximoVencimento } from '../../worker/domain/espelho-reservas.ts';
import { MSG_PROPOSTA } from '../../worker/schemas/propostas.ts';
import { CONDICOES_PADRAO } from '../../worker/schemas/plano-pagamento.ts';
import { signedInAdmin } from '../helpers/admin.ts';
import { withDb } from '../helpers/db.ts';
import { insertImovel, signedUp, type SignedUp } from '../helpers/factories.ts';
import { client, errorBody, type ApiResponse, type Client, type RawResponse } from '../helpers/http.ts';
import {
  RETRATO,
  acaoProposta,
  send,
  estado,
  propostaBody,
  propostaEnviada,
  unidadeReservada,
} from '../helpers/propostas.ts';

const erro = async (res: RawResponse) => (await errorBody(res)).error;
const proposta = async <T>(res: ApiResponse<{ proposta: T }>) => (await res.json()).proposta;
const detalhe = (c: Client, id: string) => c.api('GET', '/api/propostas/:id', { param: { id } });

async function notificacoes(userId: string, tipo: string) {
  return withDb(async (db) => {
    const r = await db.execute<{ mensagem: string; link_acao: string }>(sql`
      SELECT mensagem, link_acao FROM notificacoes WHERE user_id = ${userId} AND tipo = ${tipo}
       ORDER BY created_at, id`);
    return r.rows;
  });
}

async function contagens(unidadeId: string) {
  return withDb(async (db) => {
    const r = await db.execute<{ vendas: number; comissoes: number }>(sql`
      SELECT (SELECT count(*)::int FROM vendas WHERE unidade_id = ${unidadeId}) AS vendas,
             (SELECT count(*)::int FROM comissoes cm JOIN vendas v ON v.id = cm.venda_id
               WHERE v.unidade_id = ${unidadeId}) AS comissoes`);
    return r.rows[0]!;
  });
}

// Five sign-ups (password hashing) and twenty concurrent approvals on a shared, busy machine.
vi.setConfig({ testTimeout: 60_000, hookTimeout: 240_000 });

let dev: SignedUp;
let outraDev: SignedUp;
let corretor: SignedUp;
let outroCorretor: SignedUp;
let admin: Client;

beforeAll(async () => {
  [dev, outraDev, corretor, outroCorretor] = await Promise.all([
    signedUp('construtora', { nome: 'Construtora Aurora' }),
    signedUp('construtora', { nome: 'Construtora Boreal' }),
    signedUp('corretor', { nome: 'Paula Corretora' }),
    signedUp('corretor', { nome: 'Rui Corretor' }),
  ]);
  admin = (await signedInAdmin()).client;
});

describe('sending a proposal', () => {
  it('turns the reserved unit into Em Proposta, with history and the developer notified', async () => {
    const u = await unidadeReservada(dev, corretor, { imovel: { nome: 'Residencial Envio' } });
    const res = await send(corretor.client, propostaBody(u.unidadeId));
    expect(res.status).toBe(201);
    const p = await proposta(res);
    expect(p).toMatchObject({
      status: 'Enviada',
      versao: 1,
      cliente_cpf: '52998224725',
      cliente_email: 'maria@cliente.com.br',
      preco_tabela_centavos: 50_000_000,
      preco_ofertado_centavos: 50_000_000,
      imovel: { id: u.imovelId, nome: 'Residencial Envio' },
      corretor: { id: corretor.perfilId, nome: 'Paula Corretora' },
      construtora: { id: dev.perfilId, nome: 'Construtora Aurora' },
      unidade: { id: u.unidadeId, torre: 'Torre A', tipologia: '2 quartos', area_privativa: 68.5 },
      condicoes: CONDICOES_PADRAO,
      resumo: { total_centavos: 50_000_000, diferenca_tabela_centavos: 0, violacoes: [] },
    });
    expect(p.historico).toMatchObject([{ de: null, para: 'Enviada', autor: 'Paula Corretora' }]);
    expect(await estado(u.unidadeId)).toMatchObject({ unidade: 'Em Proposta', reserva: 'Ativa' });
    const avisos = await notificacoes(dev.userId, 'proposta_recebida');
    expect(avisos.at(-1)!.mensagem).toContain('Nova proposta de Paula Corretora');
    expect(avisos.at(-1)!.link_acao).toBe(`/dashboard?tab=propostas&proposta=${p.id}`);

    // Both parties read it; the lists carry it.
    for (const c of [corretor.client, dev.client]) {
      const r = await c.request(`/api/propostas/${p.id}`);
      expect(r.status).toBe(200);
      expect(r.headers.get('cache-control')).toBe('private, no-store');
      const lista = await (await c.api('GET', '/api/propostas', { query: { status: 'Enviada' } })).json();
      expect(lista.items.map((x) => x.id)).toContain(p.id);
    }
  });

  it('refuses a unit not held, not reserved, without price, or with an open proposal', async () => {
    const alheia = await unidadeReservada(dev, outroCorretor);
    let res = await send(corretor.client, propostaBody(alheia.unidadeId));
    expect(res.status).toBe(403);
    expect((await erro(res)).message).toBe(MSG_PROPOSTA.naoReservada);

    const livre = await unidadeReservada(dev, null);
    res = await send(corretor.client, propostaBody(livre.unidadeId));
    expect(res.status).toBe(409);
    expect((await erro(res)).message).toBe(MSG_PROPOSTA.naoReservada);

    const semPreco = await unidadeReservada(dev, corretor, { preco: null });
    res = await send(corretor.client, propostaBody(semPreco.unidadeId));
    expect(res.status).toBe(409);
    expect((await erro(res)).message).toBe(MSG_PROPOSTA.semPreco);

    const { unidadeId } = await propostaEnviada(dev, corretor);
    res = await send(corretor.client, propostaBody(unidadeId));
    expect(res.status).toBe(409);
    expect((await erro(res)).message).toBe(MSG_PROPOSTA.jaTemProposta);

    res = await send(corretor.client, propostaBody(crypto.randomUUID()));
    expect(res.status).toBe(404);
    res = await send(corretor.client, { ...propostaBody(unidadeId), unidade_id: 'x' });
    expect(res.status).toBe(400);

    const minha = await unidadeReservada(dev, corretor);
    expect((await send(dev.client, propostaBody(minha.unidadeId))).status).toBe(403);
    expect((await send(admin, propostaBody(minha.unidadeId))).status).toBe(403);
    expect((await send(client(), propostaBody(minha.unidadeId))).status).toBe(401);
    expect(await estado(minha.unidadeId)).toMatchObject({ unidade: 'Reservada', versao: 1 });
  });

  it('refuses a concurrent second proposal on the same unit: one 201, the rest 409', async () => {
    const u = await unidadeReservada(dev, corretor);
    const results = await Promise.all(
      Array.from({ length: 8 }, () => send(corretor.client, propostaBody(u.unidadeId))),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409, 409, 409, 409]);
    const n = await withDb(async (db) => {
      const r = await db.execute<{ n: number }>(
        sql`SELECT count(*)::int AS n FROM propostas WHERE unidade_id = ${u.unidadeId}`,
      );
      return r.rows[0]!.n;
    });
    expect(n).toBe(1);
  });
});

describe('the plan is checked on the server with the same rules as the form', () => {
  // Conditions: entrada ≥ 20 %, at most 12 mensais and 1 intermediária, chaves + financiamento ≤ 70 %,
  // discount ≤ 5 %. Table price R$ 1.000.000,00.
  const P = 100_000_000;
  let imovelId: string;
  let recusada: string;

  beforeAll(async () => {
    imovelId = await insertImovel(dev.perfilId);
    const res = await dev.client.request(`/api/propostas/condicoes/${imovelId}`, {
      method: 'PUT',
      json: {
        entrada_min_bps: '20',
        mensais_max: 12,
        intermediarias_max: 1,
        chaves_financiamento_max_bps: '70',
        desconto_max_bps: '5',
      },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toHaveProperty('condicoes', {
      entrada_min_bps: 2000,
      mensais_max: 12,
      intermediarias_max: 1,
      chaves_financiamento_max_bps: 7000,
      desconto_max_bps: 500,
    });
    recusada = (await unidadeReservada(dev, corretor, { imovelId, preco: P })).unidadeId;
  });

  const entrada = (v: number) => ({ tipo: 'entrada', valor_centavos: v, vencimento: '2027-01-10' });
  const mensais = (n: number, v: number) => ({
    tipo: 'mensais',
    quantidade: n,
    valor_centavos: v,
    primeiro_vencimento: '2027-02',
  });
  const inter = (v: number) => ({ tipo: 'intermediaria', valor_centavos: v, vencimento: '2027-12-10' });
  const fin = (v: number) => ({ tipo: 'financiamento', valor_centavos: v });

  const casos: { nome: string; preco?: number; plano: unknown[]; path: (string | number)[] }[] = [
    {
      nome: 'entrada mínima',
      plano: [entrada(20_000_000), mensais(10, 2_000_000), fin(60_000_000)],
      path: ['plano', 0, 'valor_centavos'],
    },
    {
      nome: 'máximo de mensais',
      plano: [entrada(28_000_000), mensais(12, 1_000_000), fin(60_000_000)],
      path: ['plano', 1, 'valor_centavos'],
    },
    {
      nome: 'máximo de intermediárias',
      plano: [entrada(30_000_000), inter(10_000_000), fin(60_000_000)],
      path: ['plano', 1, 'valor_centavos'],
    },
    {
      nome: 'chaves + financiamento',
      plano: [entrada(30_000_000), fin(70_000_000)],
      path: ['plano', 1, 'valor_centavos'],
    },
    {
      nome: 'desconto máximo',
      preco: 95_000_000,
      plano: [entrada(35_000_000), fin(60_000_000)],
      path: ['preco_ofertado_centavos'],
    },
  ];
  /** The same plan pushed one step over its rule (one cent, one instalment, one line). */
  const passo: Record<string, (plano: unknown[], preco: number) => [unknown[], number]> = {
    'entrada mínima': () => [[entrada(19_999_999), mensais(10, 2_000_000), fin(60_000_001)], P],
    'máximo de mensais': () => [[entrada(27_000_000), mensais(13, 1_000_000), fin(60_000_000)], P],
    'máximo de intermediárias': () => [[entrada(30_000_000), inter(5_000_000), inter(5_000_000), fin(60_000_000)], P],
    'chaves + financiamento': () => [[entrada(29_999_999), fin(70_000_001)], P],
    'desconto máximo': () => [[entrada(34_999_999), fin(60_000_000)], 94_999_999],
  };

  for (const caso of casos) {
    it(`${caso.nome}: accepted on the boundary, 400 one step over`, async () => {
      const [planoAcima, precoAcima] = passo[caso.nome]!(caso.plano, caso.preco ?? P);
      const acima = await send(corretor.client, propostaBody(recusada, precoAcima, { plano: planoAcima }));
      expect(acima.status).toBe(400);
      const e = await erro(acima);
      expect(e.issues!.map((i) => i.path)).toEqual([caso.path]);

      const u = await unidadeReservada(dev, corretor, { imovelId, preco: P });
      const limite = await send(corretor.client, propostaBody(u.unidadeId, caso.preco ?? P, { plano: caso.plano }));
      expect(limite.status).toBe(201);
    });
  }

  it('refuses a total different from the offered price, and a bad CPF, writing nothing', async () => {
    let res = await send(corretor.client, propostaBody(recusada, P, { plano: [entrada(30_000_000), fin(69_999_999)] }));
    expect(res.status).toBe(400);
    let e = await erro(res);
    expect(e.issues!.map((i) => i.path)).toEqual([['preco_ofertado_centavos']]);
    expect(e.message).toContain('difere do preço ofertado');

    res = await send(corretor.client, propostaBody(recusada, P, { cliente_cpf: '529.982.247-24' }));
    expect(res.status).toBe(400);
    e = await erro(res);
    expect(e).toMatchObject({ code: 'validation_failed', message: 'CPF inválido.' });
    expect(e.issues!.map((i) => i.path)).toEqual([['cliente_cpf']]);
    expect(await estado(recusada)).toMatchObject({ unidade: 'Reservada', versao: 1 });
  });
});

describe('the developer decides and the broker answers', () => {
  it('approves: unit Vendida, reservation Convertida, one sale and a Prevista commission, broker notified', async () => {
    const { unidadeId, proposta: p } = await propostaEnviada(dev, corretor, {
      imovel: { comissao_percent: 4.5 },
    });
    const res = await acaoProposta(dev.client, p.id, { acao: 'aprovar', versao: 1 });
    expect(res.status).toBe(200);
    const a = await proposta(res);
    expect(a).toMatchObject({ status: 'Aprovada', versao: 2 });
    expect(a.historico.at(-1)).toMatchObject({ de: 'Enviada', para: 'Aprovada', autor: 'Construtora Aurora' });
    expect(await estado(unidadeId)).toMatchObject({ unidade: 'Vendida', reserva: 'Convertida' });
    expect(await contagens(unidadeId)).toEqual({ vendas: 1, comissoes: 1 });
    const comissao = await withDb(async (db) => {
      const r = await db.execute<{ status: string; percentual: string; valor_centavos: string }>(sql`
        SELECT cm.status, cm.percentual::text, cm.valor_centavos::text FROM comissoes cm
          JOIN vendas v ON v.id = cm.venda_id WHERE v.unidade_id = ${unidadeId}`);
      return r.rows[0]!;
    });
    expect(comissao).toEqual({ status: 'Prevista', percentual: '4.50', valor_centavos: '2250000' });
    expect((await notificacoes(corretor.userId, 'proposta_aprovada')).at(-1)!.mensagem).toContain('Venda registrada');
  });

  it('refuses with a reason: the unit goes back to Reservada while the hold lasts', async () => {
    const { unidadeId, proposta: p } = await propostaEnviada(dev, corretor);
    let res = await acaoProposta(dev.client, p.id, { acao: 'recusar', versao: 1 });
    expect(res.status).toBe(400);
    expect((await erro(res)).message).toBe('Informe o motivo da recusa.');
    res = await acaoProposta(dev.client, p.id, { acao: 'recusar', versao: 1, motivo: 'Entrada baixa.' });
    expect(res.status).toBe(200);
    expect(await proposta(res)).toMatchObject({ status: 'Recusada', versao: 2, motivo_recusa: 'Entrada baixa.' });
    expect(await estado(unidadeId)).toMatchObject({ unidade: 'Reservada', reserva: 'Ativa' });
    expect((await notificacoes(corretor.userId, 'proposta_recusada')).at(-1)!.mensagem).toContain(
      'Motivo: Entrada baixa.',
    );
    // Refused, the broker may send a new proposal on the same unit.
    expect((await send(corretor.client, propostaBody(unidadeId))).status).toBe(201);
  });

  it('does not let the reservation expire while Em Proposta; refused after the hold, the unit is Disponível', async () => {
    const { unidadeId, reservaId, imovelId, proposta: p } = await propostaEnviada(dev, corretor);
    await withDb((db) =>
      db.execute(sql`UPDATE reservas_unidades SET expira_em = now() - interval '1 hour' WHERE id = ${reservaId}`),
    );
    // The sales grid's expiry (room alarm and daily cron) passes over a unit Em Proposta, and arms no alarm for it.
    const expirou = await withDb((db) => expireReservas(db, imovelId, new Date(Date.now() + 3_600_000)));
    expect(expirou.liberadas).toEqual([]);
    expect(await withDb((db) => proximoVencimento(db, imovelId))).toBeNull();
    expect(await estado(unidadeId)).toMatchObject({ unidade: 'Em Proposta', reserva: 'Ativa' });
    expect(await notificacoes(corretor.userId, 'reserva_expirada')).toEqual([]);
    const res = await acaoProposta(dev.client, p.id, { acao: 'recusar', versao: 1, motivo: 'Sem crédito.' });
    expect(res.status).toBe(200);
    expect(await estado(unidadeId)).toMatchObject({ unidade: 'Disponível', reserva: 'Expirada' });
  });

  it('counters; the broker accepts (price and plan replaced) and the approval sells at the counter price', async () => {
    const { unidadeId, proposta: p } = await propostaEnviada(dev, corretor);
    const contra = {
      acao: 'contrapropor',
      versao: 1,
      preco_ofertado_centavos: 52_000_000,
      plano: [
        { tipo: 'entrada', valor_centavos: 12_000_000, vencimento: '2027-01-10' },
        { tipo: 'chaves', valor_centavos: 40_000_000 },
      ],
      observacao: 'Preço cheio, chaves maiores.',
    };
    let res = await acaoProposta(dev.client, p.id, { ...contra, preco_ofertado_centavos: 52_000_001 });
    expect(res.status).toBe(400);
    expect((await erro(res)).message).toBe('O total do plano difere do preço da contraproposta.');

    res = await acaoProposta(dev.client, p.id, contra);
    expect(res.status).toBe(200);
    let c = await proposta(res);
    expect(c).toMatchObject({ status: 'Contraproposta', versao: 2, preco_ofertado_centavos: 52_000_000 });
    expect(c.historico.map((h) => [h.para, h.preco_centavos])).toEqual([
      ['Enviada', 50_000_000],
      ['Contraproposta', 52_000_000],
    ]);
    expect(c.historico[1]!.observacao).toBe('Preço cheio, chaves maiores.');
    expect((await notificacoes(corretor.userId, 'contraproposta')).length).toBeGreaterThan(0);

    // The developer cannot approve a counter-proposal of their own, nor accept it.
    res = await acaoProposta(dev.client, p.id, { acao: 'aprovar', versao: 2 });
    expect(res.status).toBe(409);
    expect((await erro(res)).message).toBe(MSG_PROPOSTA.estadoInvalido);
    expect((await acaoProposta(dev.client, p.id, { acao: 'aceitar_contraproposta', versao: 2 })).status).toBe(403);

    const antes = (await notificacoes(dev.userId, 'proposta_recebida')).length;
    res = await acaoProposta(corretor.client, p.id, { acao: 'aceitar_contraproposta', versao: 2 });
    expect(res.status).toBe(200);
    c = await proposta(res);
    expect(c).toMatchObject({ status: 'Enviada', versao: 3, preco_ofertado_centavos: 52_000_000 });
    expect(c.plano).toEqual(contra.plano);
    expect(await notificacoes(dev.userId, 'proposta_recebida')).toHaveLength(antes + 1);

    res = await acaoProposta(dev.client, p.id, { acao: 'aprovar', versao: 3 });
    expect(res.status).toBe(200);
    const venda = await withDb(async (db) => {
      const r = await db.execute<{ preco: string; tabela: string }>(sql`
        SELECT preco_centavos::text AS preco, preco_tabela_centavos::text AS tabela FROM vendas
         WHERE unidade_id = ${unidadeId}`);
      return r.rows[0]!;
    });
    expect(venda).toEqual({ preco: '52000000', tabela: '50000000' });
  });

  it('refusing a counter or cancelling gives the unit back to its holder', async () => {
    const a = await propostaEnviada(dev, corretor);
    const contra = {
      acao: 'contrapropor',
      versao: 1,
      preco_ofertado_centavos: 50_000_000,
      plano: [{ tipo: 'entrada', valor_centavos: 50_000_000, vencimento: '2027-01-10' }],
    };
    expect((await acaoProposta(dev.client, a.proposta.id, contra)).status).toBe(200);
    let res = await acaoProposta(corretor.client, a.proposta.id, { acao: 'recusar_contraproposta', versao: 2 });
    expect(res.status).toBe(200);
    expect(await proposta(res)).toMatchObject({ status: 'Recusada', versao: 3 });
    expect(await estado(a.unidadeId)).toMatchObject({ unidade: 'Reservada', reserva: 'Ativa' });

    const b = await propostaEnviada(dev, corretor);
    expect((await acaoProposta(dev.client, b.proposta.id, { acao: 'cancelar', versao: 1 })).status).toBe(403);
    res = await acaoProposta(corretor.client, b.proposta.id, { acao: 'cancelar', versao: 1 });
    expect(res.status).toBe(200);
    expect(await proposta(res)).toMatchObject({ status: 'Cancelada' });
    expect(await estado(b.unidadeId)).toMatchObject({ unidade: 'Reservada', reserva: 'Ativa' });
    expect((await notificacoes(dev.userId, 'proposta_recusada')).at(-1)!.mensagem).toContain('cancelou a proposta');
    // Nothing after a final status.
    res = await acaoProposta(corretor.client, b.proposta.id, { acao: 'cancelar', versao: 2 });
    expect(res.status).toBe(409);
    expect((await erro(res)).message).toBe(MSG_PROPOSTA.estadoInvalido);
  });

  it('answers 403 to the wrong party, 409 to a stale version, 404 to anyone else', async () => {
    const { unidadeId, proposta: p } = await propostaEnviada(dev, corretor);
    let res = await acaoProposta(corretor.client, p.id, { acao: 'aprovar', versao: 1 });
    expect(res.status).toBe(403);
    expect((await erro(res)).message).toBe(MSG_PROPOSTA.atorInvalido);
    res = await acaoProposta(dev.client, p.id, { acao: 'aprovar', versao: 7 });
    expect(res.status).toBe(409);
    expect((await erro(res)).message).toBe(MSG_PROPOSTA.conflitoVersao);
    for (const c of [outraDev.client, outroCorretor.client]) {
      expect((await acaoProposta(c, p.id, { acao: 'aprovar', versao: 1 })).status).toBe(404);
      expect((await c.request(`/api/propostas/${p.id}`)).status).toBe(404);
      const lista = await (await c.api('GET', '/api/propostas')).json();
      expect(lista.items.map((x) => x.id)).not.toContain(p.id);
    }
    expect((await acaoProposta(admin, p.id, { acao: 'aprovar', versao: 1 })).status).toBe(403);
    expect((await admin.request(`/api/propostas/${p.id}`)).status).toBe(403);
    expect((await acaoProposta(client(), p.id, { acao: 'aprovar', versao: 1 })).status).toBe(401);
    expect((await client().request(`/api/propostas/${p.id}`)).status).toBe(401);
    expect((await client().request('/api/propostas')).status).toBe(401);
    expect((await dev.client.request('/api/propostas/nao-e-uuid')).status).toBe(404);
    expect((await dev.client.request('/api/propostas?status=Vendida')).status).toBe(400);
    expect((await acaoProposta(dev.client, p.id, { acao: 'vender', versao: 1 })).status).toBe(400);
    expect(await estado(unidadeId)).toMatchObject({ unidade: 'Em Proposta' });
  });
});

describe('two approvals cannot both win', () => {
  it('20 concurrent approvals of one proposal: exactly one 200, one sale, one commission', async () => {
    const { unidadeId, proposta: p } = await propostaEnviada(dev, corretor);
    const results = await Promise.all(
      Array.from({ length: 20 }, () => acaoProposta(dev.client, p.id, { acao: 'aprovar', versao: 1 })),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    expect(await contagens(unidadeId)).toEqual({ vendas: 1, comissoes: 1 });
    expect(await estado(unidadeId)).toMatchObject({ unidade: 'Vendida', versao: 3 });
  });

  it('approving another proposal on a unit already sold answers 409 and writes nothing', async () => {
    const { unidadeId, reservaId, imovelId, proposta: p } = await propostaEnviada(dev, corretor);
    expect((await acaoProposta(dev.client, p.id, { acao: 'aprovar', versao: 1 })).status).toBe(200);
    const outra = await withDb(async (db) => {
      const r = await db.execute<{ id: string }>(sql`
        INSERT INTO propostas (unidade_id, reserva_id, imovel_id, corretor_id, construtora_id, cliente_nome,
                               cliente_cpf, cliente_telefone, cliente_email, preco_tabela_centavos,
                               preco_ofertado_centavos, plano, unidade)
        VALUES (${unidadeId}, ${reservaId}, ${imovelId}, ${outroCorretor.perfilId}, ${dev.perfilId}, 'Outro Cliente',
                '52998224725', '41999990000', 'outro@cliente.com.br', 50000000, 50000000, '[]'::jsonb,
                ${JSON.stringify(RETRATO)}::jsonb)
        RETURNING id`);
      return r.rows[0]!.id;
    });
    const res = await acaoProposta(dev.client, outra, { acao: 'aprovar', versao: 1 });
    expect(res.status).toBe(409);
    expect((await erro(res)).message).toBe(MSG_PROPOSTA.jaVendida);
    expect(await contagens(unidadeId)).toEqual({ vendas: 1, comissoes: 1 });
    // Even with the unit's status forced back, the sales' unique index refuses a second sale.
    await withDb((db) => db.execute(sql`UPDATE unidades SET status = 'Em Proposta' WHERE id = ${unidadeId}`));
    const again = await acaoProposta(dev.client, outra, { acao: 'aprovar', versao: 1 });
    expect(again.status).toBe(409);
    expect((await erro(again)).message).toBe(MSG_PROPOSTA.jaVendida);
    expect(await contagens(unidadeId)).toEqual({ vendas: 1, comissoes: 1 });
  });
});

describe('payment conditions', () => {
  it('owner reads and writes; brokers read; others are refused', async () => {
    const imovelId = await insertImovel(dev.perfilId);
    const url = `/api/propostas/condicoes/${imovelId}`;
    const body = {
      entrada_min_bps: '15,5',
      mensais_max: 48,
      intermediarias_max: 0,
      chaves_financiamento_max_bps: 75,
      desconto_max_bps: '2,25',
    };
    let res = await corretor.client.request(url);
    expect(res.status).toBe(200);
    expect(await res.json()).toHaveProperty('condicoes', CONDICOES_PADRAO);
    res = await dev.client.request(url, { method: 'PUT', json: body });
    expect(res.status).toBe(200);
    const esperado = {
      entrada_min_bps: 1550,
      mensais_max: 48,
      intermediarias_max: 0,
      chaves_financiamento_max_bps: 7500,
      desconto_max_bps: 225,
    };
    expect(await res.json()).toHaveProperty('condicoes', esperado);
    for (const c of [corretor.client, dev.client]) {
      expect(await (await c.request(url)).json()).toHaveProperty('condicoes', esperado);
    }
    res = await dev.client.request(url, { method: 'PUT', json: { ...body, desconto_max_bps: '2,255' } });
    expect(res.status).toBe(400);
    expect((await erro(res)).issues![0]!.path).toEqual(['desconto_max_bps']);
    res = await dev.client.request(url, { method: 'PUT', json: { ...body, mensais_max: 421 } });
    expect(res.status).toBe(400);

    expect((await corretor.client.request(url, { method: 'PUT', json: body })).status).toBe(403);
    expect((await outraDev.client.request(url, { method: 'PUT', json: body })).status).toBe(404);
    expect((await outraDev.client.request(url)).status).toBe(404);
    expect((await admin.request(url)).status).toBe(403);
    expect((await admin.request(url, { method: 'PUT', json: body })).status).toBe(403);
    expect((await client().request(url)).status).toBe(401);
    expect((await dev.client.request(`/api/propostas/condicoes/${crypto.randomUUID()}`)).status).toBe(404);
  });
});

describe('payment conditions of a removed development', () => {
  it('answer 404 to its owner, to read and to write, and nothing is saved', async () => {
    const imovelId = await insertImovel(dev.perfilId);
    await withDb((db) => db.execute(sql`UPDATE imoveis SET removido_em = now(), ativo = false WHERE id = ${imovelId}`));
    const url = `/api/propostas/condicoes/${imovelId}`;
    const body = {
      entrada_min_bps: 10,
      mensais_max: 12,
      intermediarias_max: 5,
      chaves_financiamento_max_bps: 80,
      desconto_max_bps: 5,
    };
    for (const res of [await dev.client.request(url), await dev.client.request(url, { method: 'PUT', json: body })]) {
      expect(res.status).toBe(404);
      expect((await erro(res)).message).toBe('Empreendimento não encontrado.');
    }
    const salvas = await withDb(async (db) => {
      const r = await db.execute<{ n: number }>(
        sql`SELECT count(*)::int AS n FROM condicoes_pagamento WHERE imovel_id = ${imovelId}`,
      );
      return r.rows[0]!.n;
    });
    expect(salvas).toBe(0);
  });
});

describe('a sale is a record', () => {
  const importCsv = (imovelId: string, csv: string) => {
    const form = new FormData();
    form.set('arquivo', new File([csv], 'tabela.csv'));
    return dev.client.request(`/api/tabela-precos/${imovelId}`, { method: 'POST', body: form });
  };
  const unidadeNoBanco = (unidadeId: string) =>
    withDb(async (db) => {
      const r = await db.execute<{
        andar: number;
        tipologia: string | null;
        area: number | null;
        preco: number | null;
      }>(
        sql`SELECT andar, tipologia, area_privativa::float8 AS area, preco_centavos::float8 AS preco
              FROM unidades WHERE id = ${unidadeId}`,
      );
      return r.rows[0]!;
    });
  const original = { andar: 10, tipologia: '2 quartos', area: 68.5, preco: 50_000_000 };

  it('a price table imported after the sale cannot rewrite the sold unit, nor a PATCH; the proposal keeps it', async () => {
    const u = await propostaEnviada(dev, corretor);
    expect((await acaoProposta(dev.client, u.proposta.id, { acao: 'aprovar', versao: 1 })).status).toBe(200);
    const numero = (
      await withDb((db) => db.execute<{ numero: string }>(sql`SELECT numero FROM unidades WHERE id = ${u.unidadeId}`))
    ).rows[0]!.numero;

    const res = await importCsv(
      u.imovelId,
      `torre;unidade;andar;tipologia;area_privativa;vagas;preco\nTorre A;${numero};99;mudou;10;0;\n`,
    );
    expect(res.status).toBe(400);
    expect((await erro(res)).message).toBe(
      `A unidade ${numero} da torre Torre A está Vendida: os dados dela não podem ser alterados.`,
    );
    const patch = await dev.client.request(`/api/espelho/${u.imovelId}/unidades/${u.unidadeId}`, {
      method: 'PATCH',
      json: { versao: 3, tipologia: 'mudou', area_privativa: 10, preco_centavos: null },
    });
    expect(patch.status).toBe(409);
    expect((await erro(patch)).message).toBe(
      'Esta unidade está reservada, em proposta ou vendida: os dados dela não podem ser alterados.',
    );
    expect(await unidadeNoBanco(u.unidadeId)).toEqual(original);

    const p = await proposta(await detalhe(dev.client, u.proposta.id));
    expect(p.unidade).toEqual({
      id: u.unidadeId,
      torre: 'Torre A',
      numero,
      andar: 10,
      tipologia: '2 quartos',
      area_privativa: 68.5,
      vagas: 0,
    });
  });

  it('the proposal and the sale keep their snapshot whatever later happens to the unit row', async () => {
    const u = await propostaEnviada(dev, corretor);
    expect((await acaoProposta(dev.client, u.proposta.id, { acao: 'aprovar', versao: 1 })).status).toBe(200);
    await withDb((db) =>
      db.execute(sql`UPDATE unidades SET tipologia = 'mudou', area_privativa = 10, andar = 99, preco_centavos = NULL
                      WHERE id = ${u.unidadeId}`),
    );
    for (const c of [dev.client, corretor.client]) {
      const p = await proposta(await detalhe(c, u.proposta.id));
      expect(p.unidade).toMatchObject({ andar: 10, tipologia: '2 quartos', area_privativa: 68.5 });
      expect(p.preco_tabela_centavos).toBe(50_000_000);
    }
    const venda = await withDb(async (db) => {
      const r = await db.execute<{ unidade: unknown; cliente: unknown; plano: unknown; preco: number }>(sql`
        SELECT unidade, cliente, plano, preco_centavos::float8 AS preco FROM vendas WHERE proposta_id = ${u.proposta.id}`);
      return r.rows[0]!;
    });
    expect(venda).toEqual({
      unidade: {
        torre: 'Torre A',
        numero: u.proposta.unidade.numero,
        andar: 10,
        tipologia: '2 quartos',
        area_privativa: 68.5,
        vagas: 0,
      },
      cliente: {
        nome: 'Maria da Silva',
        cpf: '52998224725',
        telefone: '(41) 99999-1234',
        email: 'maria@cliente.com.br',
      },
      plano: u.proposta.plano,
      preco: 50_000_000,
    });
    // Not even a direct statement rewrites what was sold.
    await expect(
      withDb((db) => db.execute(sql`UPDATE vendas SET unidade = '{}'::jsonb WHERE proposta_id = ${u.proposta.id}`)),
    ).rejects.toThrow();
  });

  it('a unit Reservada or Em Proposta refuses a PATCH too, and keeps its data', async () => {
    const reservada = await unidadeReservada(dev, corretor);
    const emProposta = await propostaEnviada(dev, corretor);
    for (const u of [reservada, emProposta]) {
      const res = await dev.client.request(`/api/espelho/${u.imovelId}/unidades/${u.unidadeId}`, {
        method: 'PATCH',
        json: { versao: 1, tipologia: 'mudou', area_privativa: 10, preco_centavos: 100 },
      });
      expect(res.status).toBe(409);
      expect(await unidadeNoBanco(u.unidadeId)).toEqual(original);
    }
  });
});

describe('holds and proposals agree', () => {
  it('a proposal on a hold past its end (the alarm not run yet) is refused; the unit stays as it was', async () => {
    const u = await unidadeReservada(dev, corretor, { horas: -0.01 });
    const res = await send(corretor.client, propostaBody(u.unidadeId));
    expect(res.status).toBe(409);
    expect((await erro(res)).message).toBe(MSG_PROPOSTA.reservaVencida);
    expect(await estado(u.unidadeId)).toMatchObject({ unidade: 'Reservada', reserva: 'Ativa', versao: 1 });
    const n = await withDb(async (db) => {
      const r = await db.execute<{ n: number }>(
        sql`SELECT count(*)::int AS n FROM propostas WHERE unidade_id = ${u.unidadeId}`,
      );
      return r.rows[0]!.n;
    });
    expect(n).toBe(0);
  });
});

describe('client texts are bounded', () => {
  it('a phone of 60,011 characters is a 400 in Portuguese, and nothing is stored', async () => {
    const u = await unidadeReservada(dev, corretor);
    const telefone = `${' '.repeat(30_000)}41999991234${'-'.repeat(30_000)}`;
    const res = await send(corretor.client, propostaBody(u.unidadeId, 50_000_000, { cliente_telefone: telefone }));
    expect(res.status).toBe(400);
    expect((await erro(res)).message).toBe('Telefone muito longo (máximo de 20 caracteres).');
    expect(await estado(u.unidadeId)).toMatchObject({ unidade: 'Reservada' });
  });
});
