// A developer, one of their developments and a broker in a conversation about it, made through the real API; and
// the wait for a room to have written what it acknowledged.
import { env } from 'cloudflare:workers';
import type { ConversaResumo } from '../../worker/schemas/chat.ts';
import { insertImovel, signedUp, type SignedUp } from './factories.ts';

export type Conversa = { construtora: SignedUp; corretor: SignedUp; imovelId: string; conversa: ConversaResumo };

export async function conversaNova(nomeImovel = 'Residencial Chat'): Promise<Conversa> {
  const construtora = await signedUp('construtora', { nome: 'Construtora Horizonte' });
  const corretor = await signedUp('corretor', { nome: 'Bruno Corretor' });
  const imovelId = await insertImovel(construtora.perfilId, { nome: nomeImovel });
  const res = await corretor.client.api('POST', '/api/chat/conversas', { body: { imovel_id: imovelId } });
  if (res.status !== 201) throw new Error(`conversa: ${res.status} ${await res.text()}`);
  const { conversa } = await res.json();
  return { construtora, corretor, imovelId, conversa };
}

/**
 * Returns once the conversation's room has written to Postgres every message it acknowledged (what an HTTP read of
 * the conversation does first): for tests that read the tables directly.
 */
export async function flushRoom(conversaId: string) {
  const state = await env.CHAT_ROOM.get(env.CHAT_ROOM.idFromName(conversaId)).flush();
  if (state === 'unavailable') throw new Error('the room could not reach the database');
}
