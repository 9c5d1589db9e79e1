// Proposals from a reserved unit. The unit and its Ativa reservation are written in SQL (the state the sales grid
// leaves after a broker reserves); everything after that goes through the API.
import { sql } from 'drizzle-orm';
import type { UnidadeVendida } from '../../worker/schemas/propostas.ts';
import type { LinhaPlano } from '../../worker/schemas/plano-pagamento.ts';
import { withDb } from './db.ts';
import { insertImovel, type ImovelOverrides, type SignedUp } from './factories.ts';
import type { Client } from './http.ts';

export const CPF_VALIDO = '529.982.247-25';

/** The unit snapshot of proposals and sales written straight in SQL ('Torre A', '101' on floor 1). */
export const RETRATO: UnidadeVendida = {
  torre: 'Torre A',
  numero: '101',
  andar: 1,
  tipologia: null,
  area_privativa: null,
  vagas: 0,
};

type UnidadeOpcoes = {
  imovelId?: string;
  imovel?: ImovelOverrides;
  preco?: number | null;
  /** Hours until the reservation expires (negative: already past). */
  horas?: number;
  status?: string;
};

/** A unit of `construtora`'s development held by `corretor` (an Ativa reservation, unit Reservada). */
export async function unidadeReservada(construtora: SignedUp, corretor: SignedUp | null, o: UnidadeOpcoes = {}) {
  const imovelId = o.imovelId ?? (await insertImovel(construtora.perfilId, o.imovel ?? {}));
  const preco = o.preco === undefined ? 50_000_000 : o.preco;
  return withDb(async (db) => {
    const numero = `${Math.floor(Math.random() * 1e9)}`;
    const u = await db.execute<{ id: string }>(sql`
      INSERT INTO unidades (imovel_id, torre, numero, andar, tipologia, area_privativa, preco_centavos, status)
      VALUES (${imovelId}, 'Torre A', ${numero}, 10, '2 quartos', 68.5, ${preco},
              ${o.status ?? (corretor ? 'Reservada' : 'Disponível')})
      RETURNING id`);
    const unidadeId = u.rows[0]!.id;
    let reservaId: string | null = null;
    if (corretor) {
      const r = await db.execute<{ id: string }>(sql`
        INSERT INTO reservas_unidades (unidade_id, imovel_id, corretor_id, cliente_nome, cliente_telefone, expira_em)
        VALUES (${unidadeId}, ${imovelId}, ${corretor.perfilId}, 'Cliente Reserva', '41999990000',
                now() + make_interval(secs => ${(o.horas ?? 48) * 3600}))
        RETURNING id`);
      reservaId = r.rows[0]!.id;
    }
    return { imovelId, unidadeId, reservaId };
  });
}

/** A plan that meets the default conditions for `preco`: the rest as entrada, 70 % financed. */
export function planoValido(preco: number): LinhaPlano[] {
  const financiamento = Math.round(preco * 0.7);
  return [
    { tipo: 'entrada', valor_centavos: preco - financiamento, vencimento: '2027-01-10' },
    { tipo: 'financiamento', valor_centavos: financiamento },
  ];
}

export function propostaBody(unidadeId: string, preco = 50_000_000, overrides: Record<string, unknown> = {}) {
  return {
    unidade_id: unidadeId,
    cliente_nome: 'Maria da Silva',
    cliente_cpf: CPF_VALIDO,
    cliente_telefone: '(41) 99999-1234',
    cliente_email: 'maria@cliente.com.br',
    preco_ofertado_centavos: preco,
    plano: planoValido(preco),
    ...overrides,
  };
}

/** Sends a proposal; `body` may be one the schema refuses (the invalid-input tests send those). */
export const send = (c: Client, body: unknown) => c.api('POST', '/api/propostas', { json: body });

export const acaoProposta = (c: Client, id: string, body: Record<string, unknown>) =>
  c.api('POST', '/api/propostas/:id/acao', { param: { id }, json: body });

/** Sends a valid proposal on a freshly reserved unit and answers it with the unit. */
export async function propostaEnviada(construtora: SignedUp, corretor: SignedUp, o: UnidadeOpcoes = {}) {
  const unidade = await unidadeReservada(construtora, corretor, o);
  const res = await send(corretor.client, propostaBody(unidade.unidadeId, o.preco ?? 50_000_000));
  if (res.status !== 201) throw new Error(`send failed: ${res.status} ${await res.text()}`);
  const { proposta } = await res.json();
  return { ...unidade, proposta };
}

export async function estado(unidadeId: string) {
  return withDb(async (db) => {
    const r = await db.execute<{ unidade: string; reserva: string | null; versao: number }>(sql`
      SELECT u.status AS unidade, u.versao,
             (SELECT r.status FROM reservas_unidades r WHERE r.unidade_id = u.id ORDER BY r.created_at DESC LIMIT 1)
               AS reserva
        FROM unidades u WHERE u.id = ${unidadeId}`);
    return r.rows[0]!;
  });
}

/**
 * A proposal written straight in SQL on a new unit of a new development (for tables that need many): Enviada on an
 * Em Proposta unit, or, with `vendida`, Aprovada with its sale and a Prevista commission at 5 %.
 */
export async function propostaDireta(construtoraId: string, corretorId: string, vendida = false) {
  const imovelId = await insertImovel(construtoraId);
  return withDb(async (db) => {
    const r = await db.execute<{ proposta_id: string; comissao_id: string | null }>(sql`
      WITH u AS (
        INSERT INTO unidades (imovel_id, torre, numero, andar, preco_centavos, status)
        VALUES (${imovelId}, 'Torre A', '101', 1, 50000000, ${vendida ? 'Vendida' : 'Em Proposta'})
        RETURNING id
      ), r AS (
        INSERT INTO reservas_unidades (unidade_id, imovel_id, corretor_id, cliente_nome, cliente_telefone, expira_em,
                                       status)
        SELECT id, ${imovelId}, ${corretorId}, 'Cliente', '41999990000', now() + interval '2 days',
               ${vendida ? 'Convertida' : 'Ativa'} FROM u
        RETURNING id, unidade_id
      ), p AS (
        INSERT INTO propostas (unidade_id, reserva_id, imovel_id, corretor_id, construtora_id, cliente_nome,
                               cliente_cpf, cliente_telefone, cliente_email, preco_tabela_centavos,
                               preco_ofertado_centavos, plano, unidade, status)
        SELECT r.unidade_id, r.id, ${imovelId}, ${corretorId}, ${construtoraId}, 'Cliente', '52998224725',
               '41999990000', 'cliente@teste.com.br', 50000000, 50000000,
               ${JSON.stringify(planoValido(50_000_000))}::jsonb, ${JSON.stringify(RETRATO)}::jsonb,
               ${vendida ? 'Aprovada' : 'Enviada'}
          FROM r
        RETURNING id, unidade_id, unidade, plano
      ), v AS (
        INSERT INTO vendas (proposta_id, unidade_id, imovel_id, corretor_id, construtora_id, preco_tabela_centavos,
                            preco_centavos, unidade, cliente, plano)
        SELECT id, unidade_id, ${imovelId}, ${corretorId}, ${construtoraId}, 50000000, 50000000, unidade,
               '{"nome":"Cliente","cpf":"52998224725","telefone":"41999990000","email":"cliente@teste.com.br"}'::jsonb,
               plano
          FROM p
         WHERE ${vendida}
        RETURNING id
      ), c AS (
        INSERT INTO comissoes (venda_id, corretor_id, construtora_id, imovel_id, base_centavos, percentual,
                               valor_centavos)
        SELECT id, ${corretorId}, ${construtoraId}, ${imovelId}, 50000000, 5, 2500000 FROM v
        RETURNING id
      )
      SELECT p.id AS proposta_id, (SELECT id FROM c) AS comissao_id FROM p`);
    return { imovelId, propostaId: r.rows[0]!.proposta_id, comissaoId: r.rows[0]!.comissao_id };
  });
}
