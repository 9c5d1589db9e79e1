CREATE TABLE "auditoria_admin" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"admin_user_id" uuid,
	"acao" text NOT NULL,
	"alvo_tipo" text,
	"alvo_id" text,
	"detalhes" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "codigos_recuperacao" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"hash" text NOT NULL,
	"usado_em" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "emails_enviados" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"para" text NOT NULL,
	"assunto" text NOT NULL,
	"texto" text NOT NULL,
	"html" text,
	"enviado_em" timestamp with time zone,
	"erro" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tokens_usuario" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"tipo" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"usado_em" timestamp with time zone,
	"tentativas" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tokens_usuario_tipo_check" CHECK (tipo IN ('redefinir_senha', 'confirmar_email', 'desafio_2fa'))
);
--> statement-breakpoint
ALTER TABLE "mensagens_contato" ADD COLUMN "arquivada" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "mensagens_contato" ADD COLUMN "respondida_em" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_confirmado_em" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "totp_secret" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "totp_ativado_em" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "excluido_em" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "auditoria_admin" ADD CONSTRAINT "auditoria_admin_admin_user_id_users_id_fk" FOREIGN KEY ("admin_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "codigos_recuperacao" ADD CONSTRAINT "codigos_recuperacao_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tokens_usuario" ADD CONSTRAINT "tokens_usuario_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auditoria_admin_created_idx" ON "auditoria_admin" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "codigos_recuperacao_user_hash_key" ON "codigos_recuperacao" USING btree ("user_id","hash");--> statement-breakpoint
CREATE INDEX "emails_enviados_para_created_idx" ON "emails_enviados" USING btree ("para","created_at");--> statement-breakpoint
CREATE INDEX "tokens_usuario_user_tipo_idx" ON "tokens_usuario" USING btree ("user_id","tipo");--> statement-breakpoint
CREATE INDEX "tokens_usuario_expires_idx" ON "tokens_usuario" USING btree ("expires_at");--> statement-breakpoint
-- Accounts that existed before confirmation by e-mail are treated as confirmed.
UPDATE "users" SET "email_confirmado_em" = "created_at" WHERE "email_confirmado_em" IS NULL;
