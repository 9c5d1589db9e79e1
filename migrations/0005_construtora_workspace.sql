CREATE TABLE "uploads" (
	"chave" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"miniatura_de" text,
	"tipo_conteudo" text NOT NULL,
	"bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "uploads_bytes_check" CHECK (bytes > 0)
);
--> statement-breakpoint
DROP INDEX "captacoes_imovel_id_idx";--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "uploads_user_created_idx" ON "uploads" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "uploads_miniatura_de_idx" ON "uploads" USING btree ("miniatura_de");--> statement-breakpoint
CREATE INDEX "uploads_created_idx" ON "uploads" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "captacoes_imovel_data_idx" ON "captacoes" USING btree ("imovel_id","data_captacao");--> statement-breakpoint
CREATE INDEX "favoritos_imovel_created_idx" ON "favoritos" USING btree ("imovel_id","created_at");