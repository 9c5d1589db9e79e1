import type { BadgeTone } from '@web/components/ui/badge.tsx';

/** Developer view (docs/regras.md#captações): the capture status coloured by its wording. */
export function captacaoTone(status: string): BadgeTone {
  const text = status.toLocaleLowerCase('pt-BR');
  if (text.includes('pendente')) return 'yellow';
  if (text.includes('contato')) return 'blue';
  if (text.includes('proposta')) return 'purple';
  return 'green';
}
