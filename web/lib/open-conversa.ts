// Opening a conversation is started from several screens (a development's page, a received capture), so it lives
// below the features; the chat feature itself lists and shows the conversations.
import { api } from '@web/lib/api.ts';

/** Starts (or finds) the conversation and returns its id: a broker from a development, a developer from a capture. */
export async function openConversa(body: { imovel_id: string } | { captacao_id: string }): Promise<string> {
  return (await api('POST', '/api/chat/conversas', { body })).conversa.id;
}

export const chatPath = (conversaId: string) => `/dashboard?tab=chat&conversa=${conversaId}`;
