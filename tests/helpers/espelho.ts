// A development with a sales grid and brokers with Ativo capture contracts for it.
import { sql } from 'drizzle-orm';
import type { Unidade } from '../../worker/schemas/espelho.ts';
import { withDb } from './db.ts';
import { insertImovel, signedUp, type ImovelOverrides, type SignedUp } from './factories.ts';
import type { Client } from './http.ts';

/** A generator input: floors primeiro..ultimo with `porAndar` finals priced from `preco` (cents) up by 1,000 reais. */
export function torre(nome: string, primeiro: number, ultimo: number, porAndar: number, preco = 40_000_000) {
  return {
    torre: nome,
    primeiro_andar: primeiro,
    ultimo_andar: ultimo,
    finais: Array.from({ length: porAndar }, (_, i) => ({
      tipologia: i % 2 ? '3 dorms · 90 m²' : '2 dorms · 68 m²',
      area_privativa: i % 2 ? 90 : 68,
      vagas: 1 + (i % 2),
      preco_centavos: preco + i * 100_000,
    })),
  };
}

export async function generate(dev: Client, imovelId: string, input: ReturnType<typeof torre>) {
  const res = await dev.api('POST', '/api/espelho/:imovelId/gerador', { param: { imovelId }, body: input });
  if (res.status !== 201) throw new Error(`generator failed: ${res.status} ${await res.text()}`);
  return (await res.json()).criadas;
}

/** The grid's compact answer, as the SPA loads it. */
export async function grade(c: Client, imovelId: string) {
  const res = await c.api('GET', '/api/espelho/:imovelId', { param: { imovelId } });
  if (res.status !== 200) throw new Error(`grid failed: ${res.status} ${await res.text()}`);
  return res.json();
}

/**
 * The grid with every unit whole, as its viewer may see it: the compact answer's order and counts, each unit as the
 * change feed from seq 0 gives it (id, version, the reservation for its holder and the developer).
 */
export async function espelho(c: Client, imovelId: string) {
  const compacto = await grade(c, imovelId);
  const res = await c.api('GET', '/api/espelho/:imovelId/mudancas', { param: { imovelId }, query: { desde: 0 } });
  if (res.status !== 200) throw new Error(`changes failed: ${res.status} ${await res.text()}`);
  const inteiras = new Map((await res.json()).unidades.map((u) => [`${u.torre}|${u.numero}`, u]));
  const unidades = compacto.unidades.map(([t, numero]) => inteiras.get(`${compacto.torres[t]}|${numero}`)!);
  return { ...compacto, unidades };
}

/** A construtora with one development whose grid has one tower (floors 1..2, 2 per floor unless told). */
export async function construtoraComEspelho(
  opts: { imovel?: ImovelOverrides; torre?: ReturnType<typeof torre>; construtora?: SignedUp } = {},
) {
  const construtora = opts.construtora ?? (await signedUp('construtora', { nome: 'Construtora Espelho' }));
  const imovelId = await insertImovel(construtora.perfilId, opts.imovel ?? {});
  await generate(construtora.client, imovelId, opts.torre ?? torre('Torre A', 1, 2, 2));
  const grid = await espelho(construtora.client, imovelId);
  return { construtora, imovelId, unidades: grid.unidades };
}

/** Gives the broker an Ativo capture contract for the development (as approved by the developer). */
export async function contratoAtivo(corretor: SignedUp, imovelId: string, status = 'Ativo') {
  await withDb((db) =>
    db.execute(sql`
      WITH c AS (INSERT INTO captacoes (corretor_id, imovel_id) VALUES (${corretor.perfilId}, ${imovelId}) RETURNING id)
      INSERT INTO contratos_captacao (captacao_id, imovel_id, corretor_id, construtora_id, status_contrato)
      SELECT c.id, ${imovelId}, ${corretor.perfilId}, i.construtora_id, ${status} FROM c, imoveis i WHERE i.id = ${imovelId}`),
  );
}

/** `n` brokers, each with an Ativo contract for the development; signed up one at a time (a burst of sign-ups
 * overloads the local database before the test even starts). */
export async function corretoresComContrato(imovelId: string, n: number, nome = 'Corretor') {
  const corretores: SignedUp[] = [];
  for (let i = 0; i < n; i++) {
    const c = await signedUp('corretor', { nome: `${nome} ${i + 1}` });
    await contratoAtivo(c, imovelId);
    corretores.push(c);
  }
  return corretores;
}

export const cliente = { cliente_nome: 'Maria Cliente', cliente_telefone: '(41) 99999-0000' };

/** Reserves the unit; `body` may be one the schema refuses (the invalid-input tests send those). */
export const reserve = (c: Client, imovelId: string, unidadeId: string, body: unknown = cliente) =>
  c.api('POST', '/api/espelho/:imovelId/unidades/:unidadeId/reserva', { param: { imovelId, unidadeId }, json: body });

export const cancel = (c: Client, imovelId: string, unidadeId: string) =>
  c.api('DELETE', '/api/espelho/:imovelId/unidades/:unidadeId/reserva', { param: { imovelId, unidadeId } });

export async function linhasDaUnidade(unidadeId: string) {
  return withDb(async (db) => {
    const u = await db.execute<{ status: string; versao: number; seq: string }>(
      sql`SELECT status, versao, seq FROM unidades WHERE id = ${unidadeId}`,
    );
    const r = await db.execute<{ id: string; status: string; corretor_id: string }>(
      sql`SELECT id, status, corretor_id FROM reservas_unidades WHERE unidade_id = ${unidadeId} ORDER BY created_at`,
    );
    const h = await db.execute<{ de: string | null; para: string }>(
      sql`SELECT de, para FROM unidades_historico WHERE unidade_id = ${unidadeId} ORDER BY created_at, id`,
    );
    return { unidade: u.rows[0]!, reservas: r.rows, historico: h.rows };
  });
}

export async function notificacoesDe(userId: string, tipo: string) {
  return withDb(async (db) => {
    const r = await db.execute<{ mensagem: string; imovel_id: string }>(
      sql`SELECT mensagem, imovel_id FROM notificacoes WHERE user_id = ${userId} AND tipo = ${tipo} ORDER BY created_at`,
    );
    return r.rows;
  });
}

export const porNumero = (unidades: Unidade[], numero: string) => unidades.find((u) => u.numero === numero)!;
