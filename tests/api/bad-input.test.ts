import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { withDb } from '../helpers/db.ts';
import {
  construtoraComEspelho,
  contratoAtivo,
  linhasDaUnidade,
  porNumero,
  reserve,
  torre,
} from '../helpers/espelho.ts';
import { signedUp } from '../helpers/factories.ts';
import { propostaBody } from '../helpers/propostas.ts';
import { client, errorBody } from '../helpers/http.ts';

describe('bad input never becomes a 500', () => {
  it('malformed JSON gets a 400 in Portuguese', async () => {
    const res = await client().request('/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"email": "a@b.com", ',
    });
    expect(res.status).toBe(400);
    expect(await errorBody(res)).toEqual({
      error: { code: 'validation_failed', message: 'Corpo da requisição inválido: envie um JSON válido.' },
    });
  });

  it('a field error names its field and place: issues carry the path (list positions as numbers) and message', async () => {
    const broker = await signedUp('corretor');
    const res = await broker.client.request('/api/favoritos/importar', {
      method: 'POST',
      json: { imovel_ids: [crypto.randomUUID(), 'nao-e-um-id'] },
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: {
        code: 'validation_failed',
        message: 'Imóvel inválido.',
        issues: [{ path: ['imovel_ids', 1], message: 'Imóvel inválido.' }],
      },
    });
  });

  it('a JSON array or string body gets a 400', async () => {
    for (const body of ['[]', '"texto"', 'null']) {
      const res = await client().request('/api/contato', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      });
      expect(res.status).toBe(400);
    }
  });

  it('nearby with non-numeric coordinates gets a 400', async () => {
    const res = await client().request('/api/oportunidades/proximos?lat=abc&long=-46');
    expect(res.status).toBe(400);
    expect((await errorBody(res)).error.message).toBe('Latitude inválida.');
    const far = await client().request('/api/oportunidades/proximos?lat=-23.5&long=-46.6&raio_km=10000');
    expect(far.status).toBe(400);
  });

  it('unsupported methods on a known path answer in the error shape', async () => {
    const res = await client().request('/api/oportunidades', { method: 'PUT', json: {} });
    expect(res.status).toBe(404);
    expect((await errorBody(res)).error.code).toBe('not_found');
  });
});

describe('text Postgres cannot store is refused at the edge', () => {
  const message = 'O texto enviado contém caracteres inválidos. Remova-os e tente novamente.';

  it('a NUL in a query parameter answers 400 in Portuguese', async () => {
    for (const path of ['/api/oportunidades?q=%00', '/api/oportunidades?q=casa%00', '/api/oportunidades?%00=1']) {
      const res = await client().request(path);
      expect(res.status, path).toBe(400);
      expect(await errorBody(res)).toEqual({ error: { code: 'validation_failed', message } });
    }
  });

  it('a NUL or a lone surrogate anywhere in a JSON body answers 400 and stores nothing', async () => {
    const email = `nul.${crypto.randomUUID().slice(0, 8)}@teste.com.br`;
    const bodies = [
      { nome: 'Ana\u0000', email, telefone: '11999999999', mensagem: 'Olá' },
      { nome: 'Ana', email, telefone: '11999999999', mensagem: 'quebrado \ud800 aqui' },
      { nome: 'Ana', email, telefone: '11999999999', mensagem: 'Olá', extra: { 'chave\u0000': 1 } },
    ];
    for (const body of bodies) {
      const res = await client().request('/api/contato', { method: 'POST', json: body });
      expect(res.status).toBe(400);
      expect((await errorBody(res)).error.message).toBe(message);
    }
    const stored = await withDb(async (db) => {
      const r = await db.execute<{ n: number }>(
        sql`SELECT count(*)::int AS n FROM mensagens_contato WHERE email = ${email}`,
      );
      return r.rows[0]!.n;
    });
    expect(stored).toBe(0);
  });

  it('a NUL in a path segment answers 400', async () => {
    const res = await client().request('/api/oportunidades/abc%00');
    expect(res.status).toBe(400);
  });

  it('emoji (valid surrogate pairs) and accents pass', async () => {
    const res = await client().request('/api/oportunidades?q=' + encodeURIComponent('São Paulo 🏠'));
    expect(res.status).toBe(200);
  });
});

describe("the sale's numbers: out of range or odd, always a 400 in Portuguese", () => {
  // What a hostile or broken client sends where an integer is expected: past int4, past 2^53, negative,
  // fractional, exponent text, words, null.
  const ESTRANHOS: unknown[] = [3_000_000_000, 1e20, -1, 1.5, '1e20', 'abc', null];
  // zod's own English ("Too big: expected int to be <= …", "Invalid input") must never reach a user.
  const INGLES = /too big|too small|invalid|expected|received|required/i;

  it('unit edits, proposal and commission actions, settings, generator, conditions, lists and sends', async () => {
    const { construtora: dev, imovelId, unidades } = await construtoraComEspelho();
    const corretor = await signedUp('corretor');
    await contratoAtivo(corretor, imovelId);
    const [u1, u2] = [porNumero(unidades, '101'), porNumero(unidades, '102')];
    for (const u of [u1, u2]) expect((await reserve(corretor.client, imovelId, u.id)).status).toBe(201);
    const enviada = await corretor.client.api('POST', '/api/propostas', {
      body: propostaBody(u1.id, u1.preco_centavos!),
    });
    const { proposta } = await enviada.json();
    const aprovada = await dev.client.request(`/api/propostas/${proposta.id}/acao`, {
      method: 'POST',
      json: { acao: 'aprovar', versao: 1 },
    });
    expect(aprovada.status).toBe(200);
    const comissaoId = await withDb(async (db) => {
      const r = await db.execute<{ id: string }>(sql`
        SELECT cm.id FROM comissoes cm JOIN vendas v ON v.id = cm.venda_id WHERE v.unidade_id = ${u1.id}`);
      return r.rows[0]!.id;
    });
    const livre = porNumero(unidades, '201');

    type Chamada = [string, (v: unknown) => Promise<Response>, unknown[]?];
    const corpo = (c: typeof dev.client, method: string, path: string, body: unknown) =>
      c.request(path, { method, json: body });
    const chamadas: Chamada[] = [
      [
        'PATCH unidade versao',
        (v) => corpo(dev.client, 'PATCH', `/api/espelho/${imovelId}/unidades/${livre.id}`, { versao: v }),
      ],
      [
        'PATCH unidade vagas',
        (v) => corpo(dev.client, 'PATCH', `/api/espelho/${imovelId}/unidades/${livre.id}`, { versao: 1, vagas: v }),
      ],
      [
        'PATCH unidade preco',
        (v) =>
          corpo(dev.client, 'PATCH', `/api/espelho/${imovelId}/unidades/${livre.id}`, {
            versao: 1,
            preco_centavos: v,
          }),
        // R$ 30 million is a price, and null a unit without one.
        [1e12, 1e20, -1, 1.5, '1e20', 'abc'],
      ],
      [
        'proposta acao versao',
        (v) => corpo(corretor.client, 'POST', `/api/propostas/${proposta.id}/acao`, { acao: 'cancelar', versao: v }),
      ],
      [
        'comissao acao versao',
        (v) =>
          corpo(dev.client, 'POST', `/api/comissoes/${comissaoId}/acao`, {
            versao: v,
            status: 'Faturada',
            data: '2026-12-01',
          }),
      ],
      [
        'configuracao',
        (v) =>
          corpo(dev.client, 'PATCH', `/api/espelho/${imovelId}/configuracao`, {
            reserva_horas: v,
            reservas_max_por_corretor: v,
          }),
      ],
      [
        'gerador andares',
        (v) =>
          corpo(dev.client, 'POST', `/api/espelho/${imovelId}/gerador/previa`, {
            ...torre('Torre Z', 1, 1, 1),
            primeiro_andar: v,
            ultimo_andar: v,
          }),
      ],
      [
        'condicoes',
        (v) =>
          corpo(dev.client, 'PUT', `/api/propostas/condicoes/${imovelId}`, {
            entrada_min_bps: v,
            mensais_max: v,
            intermediarias_max: 5,
            chaves_financiamento_max_bps: 80,
            desconto_max_bps: 5,
          }),
      ],
      [
        'proposta preco',
        (v) =>
          corpo(
            corretor.client,
            'POST',
            '/api/propostas',
            propostaBody(u2.id, u2.preco_centavos!, { preco_ofertado_centavos: v }),
          ),
      ],
      [
        'proposta mensais',
        (v) =>
          corpo(
            corretor.client,
            'POST',
            '/api/propostas',
            propostaBody(u2.id, u2.preco_centavos!, {
              plano: [{ tipo: 'mensais', quantidade: v, valor_centavos: 100, primeiro_vencimento: '2027-01' }],
            }),
          ),
      ],
      [
        'reserva telefone',
        (v) =>
          corpo(corretor.client, 'POST', `/api/espelho/${imovelId}/unidades/${livre.id}/reserva`, {
            cliente_nome: 'Ana',
            cliente_telefone: v,
          }),
      ],
      [
        'mudancas desde',
        (v) => dev.client.request(`/api/espelho/${imovelId}/mudancas?desde=${String(v)}`),
        // desde is a bigint sequence: 3,000,000,000 is a valid one.
        [1e20, -1, 1.5, 'abc', null],
      ],
      ['propostas limit', (v) => dev.client.request(`/api/propostas?limit=${String(v)}`)],
      ['comissoes limit', (v) => dev.client.request(`/api/comissoes?limit=${String(v)}`)],
    ];
    const falhas: string[] = [];
    for (const [nome, call, valores = ESTRANHOS] of chamadas) {
      for (const v of valores) {
        const res = await call(v);
        const texto = await res.text();
        if (res.status !== 400 || INGLES.test(texto))
          falhas.push(`${nome} ${JSON.stringify(v)}: ${res.status} ${texto}`);
      }
    }
    expect(falhas).toEqual([]);
    // Nothing changed: the free unit is as generated, the commission still Prevista.
    expect((await linhasDaUnidade(livre.id)).unidade).toMatchObject({ status: 'Disponível', versao: 1 });
  });
});
