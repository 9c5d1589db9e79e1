// The agency's split rule (docs/vendas.md#divisão-da-comissão): the broker's and the manager's basis points, kept on
// the agency's row; the agency keeps the rest. A sale freezes the rule in force on its commission, so changing it
// here never touches a sale already made.
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../lib/env.ts';
import type { regraDivisaoSchema } from '../schemas/divisao-input.ts';
import { BP_TOTAL, type RegraDivisaoAtual } from '../schemas/divisao.ts';

type Regra = z.output<typeof regraDivisaoSchema>;

const comResto = (r: Regra): RegraDivisaoAtual => ({ ...r, imobiliaria_bp: BP_TOTAL - r.corretor_bp - r.gerente_bp });

export async function getRegraDivisao(db: Db, imobiliariaId: string): Promise<RegraDivisaoAtual> {
  const result = await db.execute<Regra>(sql`
    SELECT divisao_corretor_bp AS corretor_bp, divisao_gerente_bp AS gerente_bp
      FROM imobiliarias WHERE id = ${imobiliariaId}`);
  return comResto(result.rows[0] ?? { corretor_bp: 0, gerente_bp: 0 });
}

/** Saves the rule whole (the last save wins: it is one agency's setting, read back by the form). */
export async function saveRegraDivisao(db: Db, imobiliariaId: string, regra: Regra): Promise<RegraDivisaoAtual> {
  const result = await db.execute<Regra>(sql`
    UPDATE imobiliarias
       SET divisao_corretor_bp = ${regra.corretor_bp}, divisao_gerente_bp = ${regra.gerente_bp}, updated_at = now()
     WHERE id = ${imobiliariaId}
    RETURNING divisao_corretor_bp AS corretor_bp, divisao_gerente_bp AS gerente_bp`);
  return comResto(result.rows[0]!);
}
