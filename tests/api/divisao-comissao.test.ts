import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { MSG_DIVISAO, type DivisaoVenda } from '../../worker/schemas/divisao.ts';
import { signedInAdmin } from '../helpers/admin.ts';
import { withDb } from '../helpers/db.ts';
import {
  equipe,
  imovelDaImobiliaria,
  partesDa,
  propostaDaImobiliaria,
  vendaDaImobiliaria,
} from '../helpers/divisao.ts';
import { signedUp, type SignedUp } from '../helpers/factories.ts';
import { client, errorBody, type Client, type RawResponse } from '../helpers/http.ts';
import { acaoProposta } from '../helpers/propostas.ts';

// Nine sign-ups (password hashing) on a shared, busy machine.
vi.setConfig({ testTimeout: 60_000, hookTimeout: 300_000 });

const erro = async (res: RawResponse) => (await errorBody(res)).error;
/** Sets the agency's rule; `body` may be one the schema refuses (the invalid-input tests send those). */
const regra = (c: Client, body: unknown) => c.api('PUT', '/api/comissoes/divisao', { json: body });
/** Pays a share; `body` may be one the schema refuses. */
const pagar = (c: Client, id: string, body: unknown) =>
  c.api('POST', '/api/comissoes/partes/:id/acao', { param: { id }, json: body });
const divisao = (c: Client) => c.api('GET', '/api/comissoes/divisao');
const comissoes = async (c: Client) => (await c.api('GET', '/api/comissoes')).json();
const partes = async (c: Client) => (await c.api('GET', '/api/comissoes/partes')).json();
const hoje = () => new Date().toLocaleDateString('sv-SE', { timeZone: 'America/Sao_Paulo' });

let dev: SignedUp;
let agencia: SignedUp;
let outraAgencia: SignedUp;
let vendedor: SignedUp;
let gerente: SignedUp;
let colega: SignedUp;
let semGerente: SignedUp;
let avulso: SignedUp;
let admin: Client;
let imovelId = '';

beforeAll(async () => {
  [dev, agencia, outraAgencia, vendedor, gerente, colega, semGerente, avulso] = await Promise.all([
    signedUp('construtora', { nome: 'Construtora Divisão' }),
    signedUp('imobiliaria', { nome: 'Imobiliária Divisão Ltda' }),
    signedUp('imobiliaria', { nome: 'Imobiliária Outra Ltda' }),
    signedUp('corretor', { nome: 'Vera Vendedora' }),
    signedUp('corretor', { nome: 'Gil Gerente' }),
    signedUp('corretor', { nome: 'Caio Colega' }),
    signedUp('corretor', { nome: 'Sara Sem Gerente' }),
    signedUp('corretor', { nome: 'Abel Avulso' }),
  ]);
  admin = (await signedInAdmin()).client;
  await equipe(agencia, [
    { corretor: gerente, papel: 'Gerente' },
    { corretor: vendedor, papel: 'Corretor', gerente },
    { corretor: colega, papel: 'Corretor', gerente },
    { corretor: semGerente, papel: 'Corretor' },
  ]);
  imovelId = await imovelDaImobiliaria(dev, agencia, 5);
  expect((await regra(agencia.client, { corretor_bp: 3333, gerente_bp: 1250 })).status).toBe(200);
});

describe('the agency rule (PUT /api/comissoes/divisao)', () => {
  it('saves percentages typed with two decimals as basis points; the agency keeps the rest', async () => {
    const typed = await regra(outraAgencia.client, { corretor_bp: '40', gerente_bp: '12,5' });
    expect(typed.status).toBe(200);
    expect(await typed.json()).toEqual({ corretor_bp: 4000, gerente_bp: 1250, imobiliaria_bp: 4750 });
    const lida = await divisao(outraAgencia.client);
    expect(await lida.json()).toEqual({ corretor_bp: 4000, gerente_bp: 1250, imobiliaria_bp: 4750 });
    const cheia = await regra(outraAgencia.client, { corretor_bp: 7000, gerente_bp: 3000 });
    expect(await cheia.json()).toMatchObject({ imobiliaria_bp: 0 });
  });

  it('refuses above 100 %, negative, more than two decimals, and changes nothing', async () => {
    const antes = await (await divisao(agencia.client)).json();
    const casos: [unknown, string][] = [
      [{ corretor_bp: 7000, gerente_bp: 3001 }, MSG_DIVISAO.somaAcima],
      [{ corretor_bp: '60', gerente_bp: '40,01' }, MSG_DIVISAO.somaAcima],
      [{ corretor_bp: 10_001, gerente_bp: 0 }, 'Parte do corretor deve ficar entre 0 e 100%.'],
      [{ corretor_bp: -1, gerente_bp: 0 }, 'Parte do corretor deve ficar entre 0 e 100%.'],
      [
        { corretor_bp: '12,345', gerente_bp: 0 },
        'Parte do corretor: informe um percentual com até duas casas decimais.',
      ],
      [{ corretor_bp: 1000 }, 'Parte do gerente: informe um percentual com até duas casas decimais.'],
    ];
    for (const [body, message] of casos) {
      const res = await regra(agencia.client, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect((await erro(res)).message).toBe(message);
    }
    expect(await (await divisao(agencia.client)).json()).toEqual(antes);
  });

  it('only an agency has a rule: the others are refused', async () => {
    for (const c of [vendedor.client, dev.client, admin]) {
      expect((await regra(c, { corretor_bp: 0, gerente_bp: 0 })).status).toBe(403);
      expect((await divisao(c)).status).toBe(403);
    }
    expect((await regra(client(), { corretor_bp: 0, gerente_bp: 0 })).status).toBe(401);
  });
});

describe('an agency sale', () => {
  // R$ 123.456,79 × 5 % (the agency's contract, not the development's 3 %) = R$ 6.172,84.
  // Seller 33,33 %: floor(617.284 × 3333 / 10 000) = 205.740 cents; manager 12,5 %: floor(77.160,5) = 77.160;
  // the agency the rest, 334.384 (its exact 54,17 % is 334.382,74: the two leftover fractions are its).
  let venda: Awaited<ReturnType<typeof vendaDaImobiliaria>>;
  beforeAll(async () => {
    venda = await vendaDaImobiliaria(imovelId, dev, agencia, vendedor, 12_345_679);
  });

  it('makes one commission owed to the agency at its contract percentage, with the rule in force frozen', async () => {
    const cm = await withDb(async (db) => {
      const r = await db.execute<{
        imobiliaria_id: string;
        corretor_id: string;
        percentual: number;
        valor_centavos: number;
        divisao: DivisaoVenda;
      }>(sql`
        SELECT imobiliaria_id, corretor_id, percentual::float8 AS percentual, valor_centavos::float8 AS valor_centavos,
               divisao
          FROM comissoes WHERE id = ${venda.comissaoId}`);
      return r.rows[0]!;
    });
    expect(cm).toEqual({
      imobiliaria_id: agencia.perfilId,
      corretor_id: vendedor.perfilId,
      percentual: 5,
      valor_centavos: 617_284,
      divisao: { corretor_bp: 3333, gerente_bp: 1250, imobiliaria_bp: 5417, gerente_corretor_id: gerente.perfilId },
    });
  });

  it('splits it in cents: seller and manager the floor, the agency the rest, summing exactly', async () => {
    const p = await partesDa(venda.comissaoId);
    expect(p.Corretor).toMatchObject({ corretor_id: vendedor.perfilId, bp: 3333, valor_centavos: 205_740 });
    expect(p.Gerente).toMatchObject({ corretor_id: gerente.perfilId, bp: 1250, valor_centavos: 77_160 });
    expect(p['Imobiliária']).toMatchObject({ corretor_id: null, bp: 5417, valor_centavos: 334_384 });
    expect(p.Corretor!.valor_centavos + p.Gerente!.valor_centavos + p['Imobiliária']!.valor_centavos).toBe(617_284);
    expect(Object.values(p).every((x) => x.status === 'Prevista')).toBe(true);
  });

  it('without a manager the manager part is the agency’s; a later rule change never touches a sale made', async () => {
    const sem = await vendaDaImobiliaria(imovelId, dev, agencia, semGerente, 10_000_001);
    // 10.000.001 × 5 % = 500.000,05 → 500.000 cents; the seller 33,33 % = 166.650; the agency 333.350.
    const p = await partesDa(sem.comissaoId);
    expect(Object.keys(p).sort()).toEqual(['Corretor', 'Imobiliária']);
    expect(p.Corretor!.valor_centavos).toBe(166_650);
    expect(p['Imobiliária']).toMatchObject({ bp: 6667, valor_centavos: 333_350 });

    expect((await regra(agencia.client, { corretor_bp: 5000, gerente_bp: 0 })).status).toBe(200);
    expect((await partesDa(venda.comissaoId)).Corretor!.valor_centavos).toBe(205_740);
    await expect(
      withDb((db) => db.execute(sql`UPDATE comissoes SET divisao = '{}'::jsonb WHERE id = ${venda.comissaoId}`)),
    ).rejects.toThrow();
    await expect(
      withDb((db) =>
        db.execute(sql`UPDATE comissoes_partes SET valor_centavos = 1 WHERE comissao_id = ${venda.comissaoId}`),
      ),
    ).rejects.toThrow();
    expect((await regra(agencia.client, { corretor_bp: 3333, gerente_bp: 1250 })).status).toBe(200);
  });

  it('a sale on a broker’s own contract stays the broker’s: no agency, no shares', async () => {
    const { propostaDireta } = await import('../helpers/propostas.ts');
    const direta = await propostaDireta(dev.perfilId, avulso.perfilId);
    expect((await acaoProposta(dev.client, direta.propostaId, { acao: 'aprovar', versao: 1 })).status).toBe(200);
    const r = await withDb((db) =>
      db.execute<{ imobiliaria_id: string | null; partes: number }>(sql`
        SELECT cm.imobiliaria_id, (SELECT count(*)::int FROM comissoes_partes WHERE comissao_id = cm.id) AS partes
          FROM comissoes cm JOIN vendas v ON v.id = cm.venda_id WHERE v.proposta_id = ${direta.propostaId}`),
    );
    expect(r.rows[0]).toEqual({ imobiliaria_id: null, partes: 0 });
  });

  it('twenty approvals at once sell once: one commission, one set of shares', async () => {
    const p = await propostaDaImobiliaria(imovelId, dev, agencia, colega, 20_000_000);
    const res = await Promise.all(
      Array.from({ length: 20 }, () => acaoProposta(dev.client, p.propostaId, { acao: 'aprovar', versao: 1 })),
    );
    expect(res.filter((r) => r.status === 200)).toHaveLength(1);
    expect(res.filter((r) => r.status === 409)).toHaveLength(19);
    const n = await withDb((db) =>
      db.execute<{ comissoes: number; partes: number }>(sql`
        SELECT count(DISTINCT cm.id)::int AS comissoes, count(p.id)::int AS partes
          FROM comissoes cm JOIN vendas v ON v.id = cm.venda_id LEFT JOIN comissoes_partes p ON p.comissao_id = cm.id
         WHERE v.proposta_id = ${p.propostaId}`),
    );
    expect(n.rows[0]).toEqual({ comissoes: 1, partes: 3 });
  });

  it('the construtora moves the agency commission as any other, and the agency is told', async () => {
    const move = (status: 'Faturada' | 'Paga', versao: number) =>
      dev.client.api('POST', '/api/comissoes/:id/acao', {
        param: { id: venda.comissaoId },
        body: { status, versao, data: hoje() },
      });
    expect((await move('Faturada', 1)).status).toBe(200);
    expect((await move('Paga', 2)).status).toBe(200);
    const avisos = await withDb((db) =>
      db.execute<{ user_id: string }>(sql`
        SELECT user_id FROM notificacoes WHERE tipo = 'comissao_atualizada' AND mensagem LIKE '%: Paga.'
           AND user_id IN (${agencia.userId}, ${vendedor.userId})`),
    );
    expect(avisos.rows.map((r) => r.user_id)).toEqual([agencia.userId]);
  });

  it('the agency lists what it is owed; the seller does not see the agency’s commission as theirs', async () => {
    const lista = await comissoes(agencia.client);
    const minha = lista.items.find((c) => c.id === venda.comissaoId)!;
    expect(minha).toMatchObject({ valor_centavos: 617_284, imobiliaria: { id: agencia.perfilId } });
    expect(lista.resumo.por_status.Paga).toBe(617_284);
    const doVendedor = await comissoes(vendedor.client);
    expect(doVendedor.items).toEqual([]);
    const outra = await comissoes(outraAgencia.client);
    expect(outra.items).toEqual([]);
    const csv = await (await agencia.client.api('GET', '/api/comissoes/exportar')).text();
    expect(csv).toContain('6.172,84');
    expect(csv.split('\r\n')[0]).toContain('Imobiliária');
  });

  it('shares: the agency sees all of its own, a broker only theirs, another agency none', async () => {
    const daAgencia = await (await agencia.client.api('GET', '/api/comissoes/partes', { query: { limit: 50 } })).json();
    const desta = daAgencia.items.filter((p) => p.comissao_id === venda.comissaoId);
    expect(desta.map((p) => [p.papel, p.valor_centavos]).sort()).toEqual([
      ['Corretor', 205_740],
      ['Gerente', 77_160],
      ['Imobiliária', 334_384],
    ]);
    const doVendedor = await partes(vendedor.client);
    expect(doVendedor.items.map((p) => [p.papel, p.valor_centavos])).toEqual([['Corretor', 205_740]]);
    expect(doVendedor.resumo).toEqual({ prevista_centavos: 205_740, paga_centavos: 0 });
    const doGerente = await partes(gerente.client);
    expect(doGerente.items.every((p) => p.papel === 'Gerente' && p.corretor?.id === gerente.perfilId)).toBe(true);
    expect((await partes(outraAgencia.client)).items).toEqual([]);
    expect((await partes(avulso.client)).items).toEqual([]);
    const csv = await (await agencia.client.api('GET', '/api/comissoes/partes/exportar')).text();
    expect(csv).toContain('2.057,40');
    expect(csv).toContain('3.343,84');
    for (const c of [dev.client, admin]) expect((await c.api('GET', '/api/comissoes/partes')).status).toBe(403);
    expect((await client().api('GET', '/api/comissoes/partes')).status).toBe(401);
    expect((await agencia.client.api('GET', '/api/comissoes/partes', { query: { status: 'Devida' } })).status).toBe(
      400,
    );
  });

  it('the agency pays a person’s share once, with its date; a burst pays it once', async () => {
    const { Corretor: parte } = await partesDa(venda.comissaoId);
    const res = await Promise.all(
      Array.from({ length: 10 }, () => pagar(agencia.client, parte!.id, { versao: parte!.versao, data: hoje() })),
    );
    expect(res.filter((r) => r.status === 200)).toHaveLength(1);
    expect(res.filter((r) => r.status === 409)).toHaveLength(9);
    const depois = (await partesDa(venda.comissaoId)).Corretor!;
    expect(depois).toMatchObject({ status: 'Paga', versao: 2, valor_centavos: 205_740 });
    const again = await pagar(agencia.client, parte!.id, { versao: 2, data: hoje() });
    expect(again.status).toBe(409);
    expect((await erro(again)).message).toBe(MSG_DIVISAO.partePaga);
    await expect(
      withDb((db) => db.execute(sql`UPDATE comissoes_partes SET paga_em = now()::date WHERE id = ${parte!.id}`)),
    ).rejects.toThrow();
    const aviso = await withDb((db) =>
      db.execute<{ mensagem: string }>(sql`
        SELECT mensagem FROM notificacoes WHERE user_id = ${vendedor.userId} AND tipo = 'comissao_atualizada'`),
    );
    expect(aviso.rows.map((r) => r.mensagem)).toEqual([expect.stringMatching(/^Sua parte \(Corretor\).* foi paga\.$/)]);
    const doVendedor = await partes(vendedor.client);
    expect(doVendedor.resumo).toEqual({ prevista_centavos: 0, paga_centavos: 205_740 });
  });

  it('refuses a stale version, a date before the sale, the agency’s own part, and bad input; nothing changes', async () => {
    const p = await partesDa(venda.comissaoId);
    const gerenteParte = p.Gerente!;
    const casos: [string, unknown, number, string][] = [
      [gerenteParte.id, { versao: 7, data: hoje() }, 409, MSG_DIVISAO.parteConflito],
      [gerenteParte.id, { versao: 1, data: '2000-01-01' }, 400, MSG_DIVISAO.dataVenda],
      [gerenteParte.id, { versao: 1, data: '2026-02-30' }, 400, 'Data inválida.'],
      [gerenteParte.id, { versao: 0, data: hoje() }, 400, 'Versão inválida. Recarregue a página.'],
      [p['Imobiliária']!.id, { versao: 1, data: hoje() }, 409, MSG_DIVISAO.parteDaImobiliaria],
    ];
    for (const [id, body, status, message] of casos) {
      const res = await pagar(agencia.client, id, body);
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect((await erro(res)).message).toBe(message);
    }
    expect((await partesDa(venda.comissaoId)).Gerente).toEqual(gerenteParte);
    expect((await partesDa(venda.comissaoId))['Imobiliária']!.status).toBe('Prevista');
  });

  it('nobody else pays a share: another agency 404, the persons and the others by role', async () => {
    const { Gerente: parte } = await partesDa(venda.comissaoId);
    const body = { versao: parte!.versao, data: hoje() };
    const outra = await pagar(outraAgencia.client, parte!.id, body);
    expect(outra.status).toBe(404);
    expect((await erro(outra)).message).toBe(MSG_DIVISAO.parteNaoEncontrada);
    for (const c of [gerente.client, vendedor.client, dev.client, admin]) {
      expect((await pagar(c, parte!.id, body)).status).toBe(403);
    }
    expect((await pagar(client(), parte!.id, body)).status).toBe(401);
    expect((await pagar(agencia.client, 'nao-e-um-id', body)).status).toBe(404);
    expect((await pagar(agencia.client, crypto.randomUUID(), body)).status).toBe(404);
    expect((await partesDa(venda.comissaoId)).Gerente!.status).toBe('Prevista');
  });
});
