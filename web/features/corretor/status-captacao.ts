import type { BadgeTone } from '@web/components/ui/badge.tsx';

/** Broker view: the capture status coloured by its wording; no status reads 'Não definido'. */
export function captacaoStatus(status: string | null): { label: string; tone: BadgeTone } {
  const label = status?.trim() || 'Não definido';
  const lower = label.toLocaleLowerCase('pt-BR');
  if (lower.includes('pendente')) return { label, tone: 'yellow' };
  if (lower.includes('contato')) return { label, tone: 'blue' };
  return { label, tone: 'gray' };
}
