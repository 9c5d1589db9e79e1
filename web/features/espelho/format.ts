// Display helpers of the grid: cents as R$, price per m², natural order of unit numbers, hold countdowns.
import { formatBRL, formatNumber } from '@web/lib/format.ts';
import type { Unidade } from '@worker/schemas/espelho.ts';

export const reais = (centavos: number | null) => (centavos === null ? 'Sob consulta' : formatBRL(centavos / 100));

export function precoM2(u: Pick<Unidade, 'preco_centavos' | 'area_privativa'>): string | null {
  if (u.preco_centavos === null || !u.area_privativa) return null;
  return `${formatBRL(Math.round(u.preco_centavos / 100 / u.area_privativa))}/m²`;
}

export const area = (m2: number | null) => (m2 === null ? null : `${formatNumber(m2)} m²`);

const collator = new Intl.Collator('pt-BR', { numeric: true });
export const naturalCompare = (a: string, b: string) => collator.compare(a, b);

/** "23 h 05 min", "4 min", or "encerrada" once the moment has passed. */
export function restante(ate: string, now: number): string {
  const ms = new Date(ate).getTime() - now;
  if (ms <= 0) return 'encerrada';
  const min = Math.floor(ms / 60_000);
  const h = Math.floor(min / 60);
  if (h >= 48) return `${Math.floor(h / 24)} dias e ${h % 24} h`;
  if (h > 0) return `${h} h ${String(min % 60).padStart(2, '0')} min`;
  if (min > 0) return `${min} min`;
  return `${Math.ceil(ms / 1000)} s`;
}
