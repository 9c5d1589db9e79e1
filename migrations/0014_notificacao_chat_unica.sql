-- Unread chat notifications already piled up in one conversation collapse to the newest one, so the index can exist.
DELETE FROM "notificacoes" n
 USING "notificacoes" newer
 WHERE n.tipo = 'nova_mensagem_chat' AND NOT n.lida
   AND newer.tipo = 'nova_mensagem_chat' AND NOT newer.lida
   AND newer.user_id = n.user_id AND newer.link_acao = n.link_acao
   AND (newer.created_at, newer.id) > (n.created_at, n.id);
--> statement-breakpoint
CREATE UNIQUE INDEX "notificacoes_chat_nao_lida_key" ON "notificacoes" USING btree ("user_id","link_acao") WHERE tipo = 'nova_mensagem_chat' AND NOT lida;
