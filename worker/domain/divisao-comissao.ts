// The split of an agency's commission among the seller, the seller's manager and the agency (docs/vendas.md#divisão-da-comissão):
// each person's share is floor(commission × bp / 10 000) in integer cents, and the agency keeps the rest, so the
// shares always add up to the commission to the cent and no rounding ever favours a person over the agency.
import { BP_TOTAL } from '../schemas/divisao.ts';

/** The rule in force at the sale, in basis points (10 000 = 100 %); the agency's part is what the two leave. */
export type RegraDivisao = { corretor_bp: number; gerente_bp: number };

export type DivisaoCentavos = {
  /** The share of each role in basis points as applied: without a manager, the manager's part is the agency's. */
  corretor_bp: number;
  gerente_bp: number;
  imobiliaria_bp: number;
  corretor_centavos: number;
  gerente_centavos: number;
  imobiliaria_centavos: number;
};

function floorShare(centavos: number, bp: number): number {
  const produto = BigInt(centavos) * BigInt(bp);
  return Number(produto / BigInt(BP_TOTAL));
}

/**
 * Splits `valorCentavos` by `regra`. `temGerente` false (the seller has no manager, or is a manager without one)
 * gives the manager's basis points to the agency. Throws on amounts or rules the database would refuse anyway.
 */
export function splitComissao(valorCentavos: number, regra: RegraDivisao, temGerente: boolean): DivisaoCentavos {
  if (!Number.isSafeInteger(valorCentavos) || valorCentavos < 0) throw new RangeError('valor inválido');
  const { corretor_bp } = regra;
  const gerente_bp = temGerente ? regra.gerente_bp : 0;
  for (const bp of [corretor_bp, regra.gerente_bp]) {
    if (!Number.isInteger(bp) || bp < 0 || bp > BP_TOTAL) throw new RangeError('regra inválida');
  }
  if (corretor_bp + regra.gerente_bp > BP_TOTAL) throw new RangeError('regra inválida');
  const corretor_centavos = floorShare(valorCentavos, corretor_bp);
  const gerente_centavos = floorShare(valorCentavos, gerente_bp);
  return {
    corretor_bp,
    gerente_bp,
    imobiliaria_bp: BP_TOTAL - corretor_bp - gerente_bp,
    corretor_centavos,
    gerente_centavos,
    imobiliaria_centavos: valorCentavos - corretor_centavos - gerente_centavos,
  };
}
