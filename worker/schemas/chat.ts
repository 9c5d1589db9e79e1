// Chat vocabulary shared by the API, the ChatRoom Durable Object and the SPA (no zod here).

export const MENSAGEM_MAX = 4000;

export const MSG_CHAT = {
  vazia: 'A mensagem não pode ficar em branco.',
  longa: `A mensagem pode ter no máximo ${MENSAGEM_MAX} caracteres.`,
  destinatario: 'Destinatário não encontrado.',
  conversa: 'Conversa não encontrada.',
  clientId: 'Identificador da mensagem inválido.',
  papel: 'Apenas corretores e construtoras usam o chat.',
  falhaEnvio: 'Erro ao enviar mensagem',
  rapidoDemais: 'Você está enviando mensagens rápido demais. Aguarde alguns segundos.',
} as const;

export type MensagemChat = {
  id: string;
  conversa_id: string;
  remetente_user_id: string;
  destinatario_user_id: string;
  conteudo_mensagem: string;
  lida: boolean;
  created_at: string;
};

export type ConversaResumo = {
  id: string;
  last_message_at: string;
  imovel: { id: string; nome: string; imagem: string | null } | null;
  /** The other party: the developer for a broker, the broker for a developer. */
  contraparte: { user_id: string; nome: string; foto_url: string | null; tipo: 'construtora' | 'corretor' };
  ultima_mensagem: { conteudo: string; remetente_user_id: string; created_at: string } | null;
  nao_lidas: number;
};

/** Frames a client sends over /api/chat/conversas/:id/ws. client_id is a UUID the client makes per message. */
export type ChatClientFrame = { type: 'send'; conteudo: string; client_id: string };

/** Frames the ChatRoom sends: the ack goes to the sending socket only, the message to every socket of the room. */
export type ChatServerFrame =
  | { type: 'ack'; client_id: string; mensagem: MensagemChat }
  | { type: 'mensagem'; mensagem: MensagemChat }
  | { type: 'erro'; client_id?: string; message: string };
