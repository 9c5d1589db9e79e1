CREATE TABLE "comissoes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"venda_id" uuid NOT NULL,
	"corretor_id" uuid NOT NULL,
	"construtora_id" uuid NOT NULL,
	"imovel_id" uuid NOT NULL,
	"base_centavos" bigint NOT NULL,
	"percentual" numeric(5, 2) NOT NULL,
	"valor_centavos" bigint NOT NULL,
	"status" text DEFAULT 'Prevista' NOT NULL,
	"faturada_em" date,
	"paga_em" date,
	"versao" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "comissoes_status_check" CHECK (status IN ('Prevista', 'Faturada', 'Paga')),
	CONSTRAINT "comissoes_valor_check" CHECK (valor_centavos >= 0 AND base_centavos > 0),
	CONSTRAINT "comissoes_percentual_check" CHECK (percentual BETWEEN 0 AND 100),
	CONSTRAINT "comissoes_datas_check" CHECK ((status = 'Prevista') OR (status = 'Faturada' AND faturada_em IS NOT NULL) OR (status = 'Paga' AND faturada_em IS NOT NULL AND paga_em IS NOT NULL AND paga_em >= faturada_em))
);
--> statement-breakpoint
CREATE TABLE "condicoes_pagamento" (
	"imovel_id" uuid PRIMARY KEY NOT NULL,
	"entrada_min_percent" numeric(5, 2) NOT NULL,
	"mensais_max" integer NOT NULL,
	"intermediarias_max" integer NOT NULL,
	"chaves_financiamento_max_percent" numeric(5, 2) NOT NULL,
	"desconto_max_percent" numeric(5, 2) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "condicoes_entrada_check" CHECK (entrada_min_percent BETWEEN 0 AND 100),
	CONSTRAINT "condicoes_mensais_check" CHECK (mensais_max BETWEEN 0 AND 420),
	CONSTRAINT "condicoes_intermediarias_check" CHECK (intermediarias_max BETWEEN 0 AND 60),
	CONSTRAINT "condicoes_chaves_check" CHECK (chaves_financiamento_max_percent BETWEEN 0 AND 100),
	CONSTRAINT "condicoes_desconto_check" CHECK (desconto_max_percent BETWEEN 0 AND 100)
);
--> statement-breakpoint
CREATE TABLE "propostas" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"unidade_id" uuid NOT NULL,
	"reserva_id" uuid,
	"imovel_id" uuid NOT NULL,
	"corretor_id" uuid NOT NULL,
	"construtora_id" uuid NOT NULL,
	"cliente_nome" text NOT NULL,
	"cliente_cpf" text NOT NULL,
	"cliente_telefone" text NOT NULL,
	"cliente_email" text NOT NULL,
	"preco_tabela_centavos" bigint NOT NULL,
	"preco_ofertado_centavos" bigint NOT NULL,
	"plano" jsonb NOT NULL,
	"status" text DEFAULT 'Enviada' NOT NULL,
	"motivo_recusa" text,
	"versao" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "propostas_status_check" CHECK (status IN ('Enviada', 'Contraproposta', 'Aprovada', 'Recusada', 'Cancelada')),
	CONSTRAINT "propostas_precos_check" CHECK (preco_tabela_centavos > 0 AND preco_ofertado_centavos > 0)
);
--> statement-breakpoint
CREATE TABLE "propostas_historico" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"proposta_id" uuid NOT NULL,
	"de" text,
	"para" text NOT NULL,
	"user_id" uuid,
	"preco_centavos" bigint NOT NULL,
	"plano" jsonb NOT NULL,
	"observacao" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vendas" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"proposta_id" uuid NOT NULL,
	"unidade_id" uuid NOT NULL,
	"imovel_id" uuid NOT NULL,
	"corretor_id" uuid NOT NULL,
	"construtora_id" uuid NOT NULL,
	"preco_tabela_centavos" bigint NOT NULL,
	"preco_centavos" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notificacoes" DROP CONSTRAINT "notificacoes_tipo_check";--> statement-breakpoint
ALTER TABLE "comissoes" ADD CONSTRAINT "comissoes_venda_id_vendas_id_fk" FOREIGN KEY ("venda_id") REFERENCES "public"."vendas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comissoes" ADD CONSTRAINT "comissoes_corretor_id_corretores_id_fk" FOREIGN KEY ("corretor_id") REFERENCES "public"."corretores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comissoes" ADD CONSTRAINT "comissoes_construtora_id_construtoras_id_fk" FOREIGN KEY ("construtora_id") REFERENCES "public"."construtoras"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comissoes" ADD CONSTRAINT "comissoes_imovel_id_imoveis_id_fk" FOREIGN KEY ("imovel_id") REFERENCES "public"."imoveis"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "condicoes_pagamento" ADD CONSTRAINT "condicoes_pagamento_imovel_id_imoveis_id_fk" FOREIGN KEY ("imovel_id") REFERENCES "public"."imoveis"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "propostas" ADD CONSTRAINT "propostas_unidade_id_unidades_id_fk" FOREIGN KEY ("unidade_id") REFERENCES "public"."unidades"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "propostas" ADD CONSTRAINT "propostas_reserva_id_reservas_unidades_id_fk" FOREIGN KEY ("reserva_id") REFERENCES "public"."reservas_unidades"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "propostas" ADD CONSTRAINT "propostas_imovel_id_imoveis_id_fk" FOREIGN KEY ("imovel_id") REFERENCES "public"."imoveis"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "propostas" ADD CONSTRAINT "propostas_corretor_id_corretores_id_fk" FOREIGN KEY ("corretor_id") REFERENCES "public"."corretores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "propostas" ADD CONSTRAINT "propostas_construtora_id_construtoras_id_fk" FOREIGN KEY ("construtora_id") REFERENCES "public"."construtoras"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "propostas_historico" ADD CONSTRAINT "propostas_historico_proposta_id_propostas_id_fk" FOREIGN KEY ("proposta_id") REFERENCES "public"."propostas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "propostas_historico" ADD CONSTRAINT "propostas_historico_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendas" ADD CONSTRAINT "vendas_proposta_id_propostas_id_fk" FOREIGN KEY ("proposta_id") REFERENCES "public"."propostas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendas" ADD CONSTRAINT "vendas_unidade_id_unidades_id_fk" FOREIGN KEY ("unidade_id") REFERENCES "public"."unidades"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendas" ADD CONSTRAINT "vendas_imovel_id_imoveis_id_fk" FOREIGN KEY ("imovel_id") REFERENCES "public"."imoveis"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendas" ADD CONSTRAINT "vendas_corretor_id_corretores_id_fk" FOREIGN KEY ("corretor_id") REFERENCES "public"."corretores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendas" ADD CONSTRAINT "vendas_construtora_id_construtoras_id_fk" FOREIGN KEY ("construtora_id") REFERENCES "public"."construtoras"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "comissoes_venda_key" ON "comissoes" USING btree ("venda_id");--> statement-breakpoint
CREATE INDEX "comissoes_corretor_idx" ON "comissoes" USING btree ("corretor_id","created_at");--> statement-breakpoint
CREATE INDEX "comissoes_construtora_idx" ON "comissoes" USING btree ("construtora_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "propostas_unidade_aberta_key" ON "propostas" USING btree ("unidade_id") WHERE status IN ('Enviada', 'Contraproposta');--> statement-breakpoint
CREATE UNIQUE INDEX "propostas_unidade_aprovada_key" ON "propostas" USING btree ("unidade_id") WHERE status = 'Aprovada';--> statement-breakpoint
CREATE INDEX "propostas_construtora_idx" ON "propostas" USING btree ("construtora_id","updated_at");--> statement-breakpoint
CREATE INDEX "propostas_corretor_idx" ON "propostas" USING btree ("corretor_id","updated_at");--> statement-breakpoint
CREATE INDEX "propostas_imovel_idx" ON "propostas" USING btree ("imovel_id","status");--> statement-breakpoint
CREATE INDEX "propostas_historico_proposta_idx" ON "propostas_historico" USING btree ("proposta_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "vendas_proposta_key" ON "vendas" USING btree ("proposta_id");--> statement-breakpoint
CREATE UNIQUE INDEX "vendas_unidade_key" ON "vendas" USING btree ("unidade_id");--> statement-breakpoint
CREATE INDEX "vendas_construtora_created_idx" ON "vendas" USING btree ("construtora_id","created_at");--> statement-breakpoint
CREATE INDEX "vendas_imovel_created_idx" ON "vendas" USING btree ("imovel_id","created_at");--> statement-breakpoint
ALTER TABLE "notificacoes" ADD CONSTRAINT "notificacoes_tipo_check" CHECK (tipo IN ('novo_imovel', 'status_alterado', 'nova_captacao', 'nova_mensagem_chat', 'contrato_status_alterado', 'nova_reserva', 'reserva_cancelada', 'reserva_expirando', 'reserva_expirada', 'proposta_recebida', 'proposta_aprovada', 'proposta_recusada', 'contraproposta', 'comissao_atualizada'));--> statement-breakpoint
-- A paid commission is final: no statement may change it, whatever the application does (deleting an account still
-- removes its rows, by cascade).
CREATE OR REPLACE FUNCTION comissoes_paga_imutavel() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.status = 'Paga' THEN
    RAISE EXCEPTION 'comissão paga não pode ser alterada' USING ERRCODE = 'check_violation', CONSTRAINT = 'comissoes_paga_imutavel';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER comissoes_paga_imutavel_trg BEFORE UPDATE ON comissoes
  FOR EACH ROW EXECUTE FUNCTION comissoes_paga_imutavel();
