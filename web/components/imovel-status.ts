// Development status badge rules (docs/regras.md#empreendimentos). Pure functions.
import type { BadgeTone } from '@web/components/ui/badge.tsx';

/** The status text, or 'Disponível' when there is none. */
export function statusLabel(status: string | null | undefined): string {
  return status?.trim() || 'Disponível';
}

/** 'Lançamento' yellow; anything mentioning 'obra' or 'Em construção' orange; everything else green. */
export function statusTone(status: string | null | undefined): BadgeTone {
  const text = status?.trim().toLocaleLowerCase('pt-BR') ?? '';
  if (text === 'lançamento') return 'yellow';
  if (text.includes('obra') || text === 'em construção') return 'orange';
  return 'green';
}
