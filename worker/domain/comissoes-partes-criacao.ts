// The shares of an agency's commission, written by the approval's transaction from the commission it just wrote and
// the rule frozen on it (docs/vendas.md#divisão-da-comissão).
import { sql } from 'drizzle-orm';
import type { DivisaoVenda, PapelParte } from '../schemas/divisao.ts';
import { splitComissao } from './divisao-comissao.ts';
import type { Executor } from './notificacoes.ts';

/** The commission an agency sale just wrote, as the approval's statement returns it. */
export type ComissaoDaImobiliaria = {
  id: string;
  venda_id: string;
  imobiliaria_id: string;
  corretor_id: string;
  valor_centavos: number;
  divisao: DivisaoVenda;
};

/**
 * Writes the shares of `c` inside the approval's transaction: the seller's and the manager's (when there is one
 * and their part is not zero) and the agency's, which takes the cents the floors leave, so the rows add up to the
 * commission exactly.
 */
export async function insertPartes(tx: Executor, c: ComissaoDaImobiliaria): Promise<void> {
  const gerente = c.divisao.gerente_corretor_id;
  const d = splitComissao(c.valor_centavos, c.divisao, gerente !== null);
  const linhas: { papel: PapelParte; corretor: string | null; bp: number; valor: number }[] = [
    { papel: 'Corretor', corretor: c.corretor_id, bp: d.corretor_bp, valor: d.corretor_centavos },
    { papel: 'Gerente', corretor: gerente, bp: d.gerente_bp, valor: d.gerente_centavos },
  ].filter((l) => l.corretor !== null && l.bp > 0) as typeof linhas;
  linhas.push({ papel: 'Imobiliária', corretor: null, bp: d.imobiliaria_bp, valor: d.imobiliaria_centavos });
  await tx.execute(sql`
    INSERT INTO comissoes_partes (comissao_id, venda_id, imobiliaria_id, papel, corretor_id, bp, valor_centavos)
    VALUES ${sql.join(
      linhas.map(
        (l) => sql`(${c.id}, ${c.venda_id}, ${c.imobiliaria_id}, ${l.papel}, ${l.corretor}::uuid, ${l.bp}, ${l.valor})`,
      ),
      sql`, `,
    )}`);
}
