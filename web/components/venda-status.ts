import type { StatusParte } from '@worker/schemas/divisao.ts';
import type { StatusComissao, StatusProposta } from '@worker/schemas/propostas.ts';
import type { BadgeTone } from '@web/components/ui/badge.tsx';

/** Badge colours of the sale's statuses, the same in the broker's, the developer's and the agency's screens. */
export const PROPOSTA_TONE: Record<StatusProposta, BadgeTone> = {
  Enviada: 'blue',
  Contraproposta: 'orange',
  Aprovada: 'green',
  Recusada: 'red',
  Cancelada: 'gray',
};

export const COMISSAO_TONE: Record<StatusComissao, BadgeTone> = {
  Prevista: 'yellow',
  Faturada: 'blue',
  Paga: 'green',
};

export const PARTE_TONE: Record<StatusParte, BadgeTone> = { Prevista: 'yellow', Paga: 'green' };
