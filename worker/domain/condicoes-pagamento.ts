// A development's payment conditions: stored in percent with two decimals, spoken in basis points. A development
// without a row of its own uses CONDICOES_PADRAO, so a proposal can always be checked.
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { isUuid } from '../lib/cursor.ts';
import type { Db } from '../lib/env.ts';
import { AppError } from '../lib/errors.ts';
import { CONDICOES_PADRAO, type CondicoesPagamento, MSG_CONDICOES } from '../schemas/plano-pagamento.ts';
import type { condicoesSchema } from '../schemas/proposta-input.ts';
import type { Executor } from './notificacoes.ts';
import type { Party } from '../lib/actor.ts';
const notFound = () => new AppError('not_found', MSG_CONDICOES.naoEncontrado);

/** Columns of `condicoes_pagamento cp` as basis points, null when the development has no row. */
export const condicoesColunas = sql`
  (cp.entrada_min_percent * 100)::int AS entrada_min_bps, cp.mensais_max, cp.intermediarias_max,
  (cp.chaves_financiamento_max_percent * 100)::int AS chaves_financiamento_max_bps,
  (cp.desconto_max_percent * 100)::int AS desconto_max_bps`;

export type CondicoesRow = {
  entrada_min_bps: number | null;
  mensais_max: number | null;
  intermediarias_max: number | null;
  chaves_financiamento_max_bps: number | null;
  desconto_max_bps: number | null;
};

export function condicoesDaLinha(r: CondicoesRow): CondicoesPagamento {
  if (r.entrada_min_bps === null) return CONDICOES_PADRAO;
  return {
    entrada_min_bps: r.entrada_min_bps,
    mensais_max: r.mensais_max!,
    intermediarias_max: r.intermediarias_max!,
    chaves_financiamento_max_bps: r.chaves_financiamento_max_bps!,
    desconto_max_bps: r.desconto_max_bps!,
  };
}

/**
 * The conditions a reader may see: the owning developer, or any broker while the development is active. Another
 * developer's or a removed (archived) development answers 404, like a missing one.
 */
export async function getCondicoes(db: Db, party: Party, imovelId: string): Promise<CondicoesPagamento> {
  const visivel = party.tipo === 'construtora' ? sql`i.construtora_id = ${party.perfilId}` : sql`i.ativo`;
  const result = await db.execute<CondicoesRow>(sql`
    SELECT ${condicoesColunas}
      FROM imoveis i LEFT JOIN condicoes_pagamento cp ON cp.imovel_id = i.id
     WHERE i.id = ${imovelId} AND ${visivel} AND i.removido_em IS NULL`);
  const row = result.rows[0];
  if (!row) throw notFound();
  return condicoesDaLinha(row);
}

/** The owner sets the conditions of one development (an upsert); proposals already sent keep their own check. */
export async function saveCondicoes(
  db: Executor,
  construtoraId: string,
  imovelId: string,
  c: z.output<typeof condicoesSchema>,
): Promise<CondicoesPagamento> {
  if (!isUuid(imovelId)) throw notFound();
  const result = await db.execute<CondicoesRow>(sql`
    WITH gravado AS (
      INSERT INTO condicoes_pagamento AS cp (imovel_id, entrada_min_percent, mensais_max, intermediarias_max,
                                             chaves_financiamento_max_percent, desconto_max_percent)
      SELECT i.id, ${c.entrada_min_bps}::int / 100.0, ${c.mensais_max}, ${c.intermediarias_max},
             ${c.chaves_financiamento_max_bps}::int / 100.0, ${c.desconto_max_bps}::int / 100.0
        FROM imoveis i WHERE i.id = ${imovelId} AND i.construtora_id = ${construtoraId} AND i.removido_em IS NULL
      ON CONFLICT (imovel_id) DO UPDATE
         SET entrada_min_percent = excluded.entrada_min_percent, mensais_max = excluded.mensais_max,
             intermediarias_max = excluded.intermediarias_max,
             chaves_financiamento_max_percent = excluded.chaves_financiamento_max_percent,
             desconto_max_percent = excluded.desconto_max_percent, updated_at = now()
      RETURNING *
    )
    SELECT ${condicoesColunas} FROM gravado cp`);
  const row = result.rows[0];
  if (!row) throw notFound();
  return condicoesDaLinha(row);
}
