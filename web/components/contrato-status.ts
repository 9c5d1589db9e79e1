import type { StatusContrato } from '@worker/schemas/contratos.ts';
import type { BadgeTone } from '@web/components/ui/badge.tsx';

/** Pending yellow, Ativo green, Expirado grey, Rejeitado red. */
export const CONTRATO_TONE: Record<StatusContrato, BadgeTone> = {
  'Pendente Preenchimento Corretor': 'yellow',
  'Pendente Aprovação Construtora': 'yellow',
  Ativo: 'green',
  Expirado: 'gray',
  Rejeitado: 'red',
};

export function contratoTone(status: string): BadgeTone {
  return CONTRATO_TONE[status as StatusContrato] ?? 'gray';
}
