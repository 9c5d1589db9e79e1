CREATE TABLE "auditoria_remocoes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"imovel_id" uuid,
	"imovel_nome" text NOT NULL,
	"construtora_id" uuid,
	"user_id" uuid,
	"detalhes" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chaves_idempotencia" (
	"dono" text NOT NULL,
	"chave" uuid NOT NULL,
	"rota" text NOT NULL,
	"corpo_hash" text NOT NULL,
	"status" integer,
	"resposta" text,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chaves_idempotencia_dono_chave_pk" PRIMARY KEY("dono","chave")
);
--> statement-breakpoint
ALTER TABLE "imoveis" ADD COLUMN "removido_em" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "imoveis" ADD COLUMN "removido_por" uuid;--> statement-breakpoint
ALTER TABLE "auditoria_remocoes" ADD CONSTRAINT "auditoria_remocoes_imovel_id_imoveis_id_fk" FOREIGN KEY ("imovel_id") REFERENCES "public"."imoveis"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auditoria_remocoes" ADD CONSTRAINT "auditoria_remocoes_construtora_id_construtoras_id_fk" FOREIGN KEY ("construtora_id") REFERENCES "public"."construtoras"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auditoria_remocoes" ADD CONSTRAINT "auditoria_remocoes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auditoria_remocoes_construtora_idx" ON "auditoria_remocoes" USING btree ("construtora_id","created_at");--> statement-breakpoint
CREATE INDEX "chaves_idempotencia_criado_idx" ON "chaves_idempotencia" USING btree ("criado_em");--> statement-breakpoint
ALTER TABLE "imoveis" ADD CONSTRAINT "imoveis_removido_por_users_id_fk" FOREIGN KEY ("removido_por") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "imoveis" ADD CONSTRAINT "imoveis_removido_inativo_check" CHECK (removido_em IS NULL OR NOT ativo);