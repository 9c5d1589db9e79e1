// Availability of a development: badge colours and the actions the table allows from each status.
// See docs/regras.md#empreendimentos.
import { ACOES_STATUS, type AcaoStatus } from '@worker/schemas/empreendimentos.ts';
import type { StatusImovel } from '@worker/schemas/imoveis.ts';
import type { BadgeTone } from '@web/components/ui/badge.tsx';

export const AVAILABILITY_TONE: Record<StatusImovel, BadgeTone> = {
  Disponível: 'green',
  Reservado: 'blue',
  Vendido: 'gray',
};

export type AcaoInfo = {
  label: string;
  title: string;
  description: (nome: string) => string;
  confirm: string;
};

export const ACAO_INFO: Record<AcaoStatus, AcaoInfo> = {
  reservar: {
    label: 'Reservar',
    title: 'Reservar empreendimento?',
    description: (nome) => `"${nome}" ficará como Reservado e deixará de aparecer como disponível para corretores.`,
    confirm: 'Sim, reservar',
  },
  reativar: {
    label: 'Reativar',
    title: 'Reativar empreendimento?',
    description: (nome) => `"${nome}" voltará a ficar Disponível para corretores.`,
    confirm: 'Sim, reativar',
  },
  vender: {
    label: 'Vender',
    title: 'Marcar como vendido?',
    description: (nome) => `"${nome}" ficará como Vendido. Depois disso o status não poderá mais ser alterado.`,
    confirm: 'Sim, vendido',
  },
};

/** The actions allowed from this status, in the table's order. */
export function acoesPermitidas(status: StatusImovel): AcaoStatus[] {
  return (Object.keys(ACOES_STATUS) as AcaoStatus[]).filter((acao) =>
    (ACOES_STATUS[acao].de as readonly StatusImovel[]).includes(status),
  );
}
