CREATE INDEX "construtoras_nome_trgm_idx" ON "construtoras" USING gin (lower(nome) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "corretores_nome_trgm_idx" ON "corretores" USING gin (lower(nome) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_created_id_idx" ON "users" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "users_email_trgm_idx" ON "users" USING gin (email gin_trgm_ops);