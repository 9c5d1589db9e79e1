// Notification vocabulary shared by the API, the UserHub Durable Object and the SPA (no zod here).

/** The CHECK of notificacoes.tipo (drizzle/schema.ts TIPO_NOTIFICACAO_VALUES). */
export type TipoNotificacao =
  | 'novo_imovel'
  | 'status_alterado'
  | 'nova_captacao'
  | 'nova_mensagem_chat'
  | 'contrato_status_alterado'
  | 'comissao_atualizada'
  | 'documento_assinado'
  | 'assinatura_recusada';

export type Notificacao = {
  id: string;
  user_id: string;
  tipo: TipoNotificacao;
  mensagem: string;
  lida: boolean;
  imovel_id: string | null;
  link_acao: string | null;
  created_at: string;
  /** The joined development; null when it was deleted or there is none. */
  imovel: {
    id: string;
    nome: string;
    endereco: string;
    preco_min: number | null;
    preco_max: number | null;
    status_imovel: string;
    tipo_imovel: string;
    construtora_nome: string | null;
  } | null;
};

/**
 * Frames the UserHub sends to every open tab of its user: a new notification, or (to an agency) word that its
 * team's reservations, proposals or sales changed on a development, so its open lists read them again.
 */
export type HubFrame = { type: 'notificacao'; notificacao: Notificacao } | { type: 'equipe'; imovel_id: string };

export const MSG_NOTIFICACAO = {
  naoEncontrada: 'Notificação não encontrada.',
} as const;
