DROP INDEX "contratos_corretor_idx";--> statement-breakpoint
DROP INDEX "contratos_construtora_idx";--> statement-breakpoint
DROP INDEX "conversas_construtora_idx";--> statement-breakpoint
DROP INDEX "conversas_corretor_idx";--> statement-breakpoint
DROP INDEX "favoritos_user_id_idx";--> statement-breakpoint
DROP INDEX "imoveis_construtora_id_idx";--> statement-breakpoint
DROP INDEX "imoveis_ativo_created_idx";--> statement-breakpoint
DROP INDEX "mensagens_contato_created_idx";--> statement-breakpoint
DROP INDEX "notificacoes_user_created_idx";--> statement-breakpoint
CREATE INDEX "contratos_corretor_idx" ON "contratos_captacao" USING btree ("corretor_id","created_at");--> statement-breakpoint
CREATE INDEX "contratos_construtora_idx" ON "contratos_captacao" USING btree ("construtora_id","created_at");--> statement-breakpoint
CREATE INDEX "conversas_construtora_idx" ON "conversas" USING btree ("construtora_id","last_message_at");--> statement-breakpoint
CREATE INDEX "conversas_corretor_idx" ON "conversas" USING btree ("corretor_id","last_message_at");--> statement-breakpoint
CREATE INDEX "favoritos_user_id_idx" ON "favoritos" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "imoveis_construtora_id_idx" ON "imoveis" USING btree ("construtora_id","created_at");--> statement-breakpoint
CREATE INDEX "imoveis_ativo_created_idx" ON "imoveis" USING btree ("created_at","id") WHERE ativo;--> statement-breakpoint
CREATE INDEX "mensagens_contato_created_idx" ON "mensagens_contato" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "notificacoes_user_created_idx" ON "notificacoes" USING btree ("user_id","created_at");