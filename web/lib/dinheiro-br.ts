// pt-BR money as typed in the forms ('R$ 1.234,56', '1234,56') → integer cents, for the live totals, with the
// parser the zod schemas use (dinheiro.ts has no zod, so the totals do not load it before the first validation).
import { parseNumeroBr } from '@worker/schemas/dinheiro.ts';
import { numeroBr } from '@worker/schemas/numero-br.ts';

export function textToCentavos(texto: string): number | null {
  const n = parseNumeroBr(texto);
  return typeof n === 'number' && n >= 0 ? Math.round(n * 100) : null;
}

/** Cents → the text a money field shows ('1.234,56'). */
export function centavosToText(centavos: number): string {
  return numeroBr(centavos / 100, 2, 2);
}
