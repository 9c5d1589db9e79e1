CREATE TABLE "contratos_historico" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contrato_id" uuid NOT NULL,
	"user_id" uuid,
	"de" text,
	"para" text NOT NULL,
	"observacao" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contratos_historico_para_check" CHECK (para IN ('Pendente Preenchimento Corretor', 'Pendente Aprovação Construtora', 'Ativo', 'Expirado', 'Rejeitado'))
);
--> statement-breakpoint
CREATE TABLE "fichas_geradas" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"corretor_id" uuid NOT NULL,
	"imovel_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contratos_captacao" ADD COLUMN "versao" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "contratos_historico" ADD CONSTRAINT "contratos_historico_contrato_id_contratos_captacao_id_fk" FOREIGN KEY ("contrato_id") REFERENCES "public"."contratos_captacao"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contratos_historico" ADD CONSTRAINT "contratos_historico_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fichas_geradas" ADD CONSTRAINT "fichas_geradas_corretor_id_corretores_id_fk" FOREIGN KEY ("corretor_id") REFERENCES "public"."corretores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fichas_geradas" ADD CONSTRAINT "fichas_geradas_imovel_id_imoveis_id_fk" FOREIGN KEY ("imovel_id") REFERENCES "public"."imoveis"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contratos_historico_contrato_idx" ON "contratos_historico" USING btree ("contrato_id","created_at");--> statement-breakpoint
CREATE INDEX "fichas_geradas_corretor_idx" ON "fichas_geradas" USING btree ("corretor_id","created_at");--> statement-breakpoint
CREATE INDEX "contratos_ativos_fim_idx" ON "contratos_captacao" USING btree ("data_fim_validade") WHERE status_contrato = 'Ativo';