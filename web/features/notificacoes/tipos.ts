import {
  Bell,
  Building2,
  CircleDollarSign,
  FileSignature,
  Handshake,
  MessageSquare,
  RefreshCw,
  type LucideIcon,
} from 'lucide-react';
import type { TipoNotificacao } from '@worker/schemas/notificacoes.ts';

export const TITULO_POR_TIPO: Record<TipoNotificacao, string> = {
  novo_imovel: 'Novo empreendimento',
  status_alterado: 'Status alterado',
  nova_captacao: 'Nova captação',
  nova_mensagem_chat: 'Nova mensagem',
  contrato_status_alterado: 'Contrato atualizado',
  comissao_atualizada: 'Comissão atualizada',
  documento_assinado: 'Documento assinado',
  assinatura_recusada: 'Assinatura recusada',
};

export const ICONE_POR_TIPO: Record<TipoNotificacao, LucideIcon> = {
  novo_imovel: Building2,
  status_alterado: RefreshCw,
  nova_captacao: Handshake,
  nova_mensagem_chat: MessageSquare,
  contrato_status_alterado: FileSignature,
  comissao_atualizada: CircleDollarSign,
  documento_assinado: FileSignature,
  assinatura_recusada: FileSignature,
};

export const ICONE_PADRAO = Bell;

/** Colours of the card's icon: by type, and for a status change by the development's new status. */
export function corDaNotificacao(tipo: TipoNotificacao, statusImovel?: string | null): string {
  if (tipo === 'status_alterado') {
    if (statusImovel === 'Vendido') return 'bg-red-100 text-red-700';
    if (statusImovel === 'Reservado') return 'bg-yellow-100 text-yellow-800';
    return 'bg-emerald-100 text-emerald-700';
  }
  return {
    novo_imovel: 'bg-sky-100 text-sky-700',
    nova_captacao: 'bg-violet-100 text-violet-700',
    nova_mensagem_chat: 'bg-brand-100 text-brand-800',
    contrato_status_alterado: 'bg-orange-100 text-orange-700',
    comissao_atualizada: 'bg-emerald-100 text-emerald-700',
    documento_assinado: 'bg-emerald-100 text-emerald-700',
    assinatura_recusada: 'bg-red-100 text-red-700',
  }[tipo];
}

export function tomDoStatus(status: string): 'green' | 'yellow' | 'red' {
  return status === 'Vendido' ? 'red' : status === 'Reservado' ? 'yellow' : 'green';
}
