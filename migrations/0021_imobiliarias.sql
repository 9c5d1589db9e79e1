CREATE TABLE "convites_imobiliaria" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"imobiliaria_id" uuid NOT NULL,
	"email" text NOT NULL,
	"token_hash" text NOT NULL,
	"expira_em" timestamp with time zone NOT NULL,
	"aceito_em" timestamp with time zone,
	"corretor_id" uuid,
	"cancelado_em" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "convites_imobiliaria_email_check" CHECK (email = lower(email)),
	CONSTRAINT "convites_imobiliaria_estado_check" CHECK (aceito_em IS NULL OR cancelado_em IS NULL)
);
--> statement-breakpoint
CREATE TABLE "imobiliaria_membros" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"imobiliaria_id" uuid NOT NULL,
	"corretor_id" uuid NOT NULL,
	"papel" text DEFAULT 'Corretor' NOT NULL,
	"gerente_id" uuid,
	"entrou_em" timestamp with time zone DEFAULT now() NOT NULL,
	"saiu_em" timestamp with time zone,
	"removido_por" uuid,
	CONSTRAINT "imobiliaria_membros_papel_check" CHECK (papel IN ('Corretor', 'Gerente')),
	CONSTRAINT "imobiliaria_membros_gerente_check" CHECK (gerente_id IS DISTINCT FROM id)
);
--> statement-breakpoint
CREATE TABLE "imobiliarias" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"nome" text NOT NULL,
	"cnpj" text NOT NULL,
	"creci_juridico" text NOT NULL,
	"telefone" text,
	"email" text,
	"logo_url" text,
	"divisao_corretor_bp" integer DEFAULT 0 NOT NULL,
	"divisao_gerente_bp" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "imobiliarias_cnpj_check" CHECK (cnpj ~ '^[0-9]{14}$'),
	CONSTRAINT "imobiliarias_divisao_check" CHECK (divisao_corretor_bp >= 0 AND divisao_gerente_bp >= 0 AND divisao_corretor_bp + divisao_gerente_bp <= 10000)
);
--> statement-breakpoint
ALTER TABLE "assinaturas_signatarios" DROP CONSTRAINT "assinaturas_signatarios_papel_check";--> statement-breakpoint
ALTER TABLE "notificacoes" DROP CONSTRAINT "notificacoes_tipo_check";--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_user_type_check";--> statement-breakpoint
ALTER TABLE "assinaturas_rodadas" ALTER COLUMN "corretor_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "captacoes" ALTER COLUMN "corretor_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "contratos_captacao" ALTER COLUMN "corretor_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "assinaturas_rodadas" ADD COLUMN "imobiliaria_id" uuid;--> statement-breakpoint
ALTER TABLE "captacoes" ADD COLUMN "imobiliaria_id" uuid;--> statement-breakpoint
ALTER TABLE "contratos_captacao" ADD COLUMN "imobiliaria_id" uuid;--> statement-breakpoint
ALTER TABLE "contratos_captacao" ADD COLUMN "limite_reservas" integer;--> statement-breakpoint
ALTER TABLE "propostas" ADD COLUMN "imobiliaria_id" uuid;--> statement-breakpoint
ALTER TABLE "reservas_unidades" ADD COLUMN "imobiliaria_id" uuid;--> statement-breakpoint
ALTER TABLE "vendas" ADD COLUMN "imobiliaria_id" uuid;--> statement-breakpoint
ALTER TABLE "convites_imobiliaria" ADD CONSTRAINT "convites_imobiliaria_imobiliaria_id_imobiliarias_id_fk" FOREIGN KEY ("imobiliaria_id") REFERENCES "public"."imobiliarias"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "convites_imobiliaria" ADD CONSTRAINT "convites_imobiliaria_corretor_id_corretores_id_fk" FOREIGN KEY ("corretor_id") REFERENCES "public"."corretores"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "imobiliaria_membros" ADD CONSTRAINT "imobiliaria_membros_imobiliaria_id_imobiliarias_id_fk" FOREIGN KEY ("imobiliaria_id") REFERENCES "public"."imobiliarias"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "imobiliaria_membros" ADD CONSTRAINT "imobiliaria_membros_corretor_id_corretores_id_fk" FOREIGN KEY ("corretor_id") REFERENCES "public"."corretores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "imobiliaria_membros" ADD CONSTRAINT "imobiliaria_membros_gerente_id_imobiliaria_membros_id_fk" FOREIGN KEY ("gerente_id") REFERENCES "public"."imobiliaria_membros"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "imobiliaria_membros" ADD CONSTRAINT "imobiliaria_membros_removido_por_users_id_fk" FOREIGN KEY ("removido_por") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "imobiliarias" ADD CONSTRAINT "imobiliarias_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "convites_imobiliaria_token_key" ON "convites_imobiliaria" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "convites_imobiliaria_pendente_key" ON "convites_imobiliaria" USING btree ("imobiliaria_id","email") WHERE aceito_em IS NULL AND cancelado_em IS NULL;--> statement-breakpoint
CREATE INDEX "convites_imobiliaria_imobiliaria_idx" ON "convites_imobiliaria" USING btree ("imobiliaria_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "imobiliaria_membros_ativo_key" ON "imobiliaria_membros" USING btree ("corretor_id") WHERE saiu_em IS NULL;--> statement-breakpoint
CREATE INDEX "imobiliaria_membros_imobiliaria_idx" ON "imobiliaria_membros" USING btree ("imobiliaria_id","entrou_em");--> statement-breakpoint
CREATE INDEX "imobiliaria_membros_gerente_idx" ON "imobiliaria_membros" USING btree ("gerente_id");--> statement-breakpoint
CREATE UNIQUE INDEX "imobiliarias_user_id_key" ON "imobiliarias" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "imobiliarias_cnpj_key" ON "imobiliarias" USING btree ("cnpj");--> statement-breakpoint
ALTER TABLE "assinaturas_rodadas" ADD CONSTRAINT "assinaturas_rodadas_imobiliaria_id_imobiliarias_id_fk" FOREIGN KEY ("imobiliaria_id") REFERENCES "public"."imobiliarias"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "captacoes" ADD CONSTRAINT "captacoes_imobiliaria_id_imobiliarias_id_fk" FOREIGN KEY ("imobiliaria_id") REFERENCES "public"."imobiliarias"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contratos_captacao" ADD CONSTRAINT "contratos_captacao_imobiliaria_id_imobiliarias_id_fk" FOREIGN KEY ("imobiliaria_id") REFERENCES "public"."imobiliarias"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "propostas" ADD CONSTRAINT "propostas_imobiliaria_id_imobiliarias_id_fk" FOREIGN KEY ("imobiliaria_id") REFERENCES "public"."imobiliarias"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservas_unidades" ADD CONSTRAINT "reservas_unidades_imobiliaria_id_imobiliarias_id_fk" FOREIGN KEY ("imobiliaria_id") REFERENCES "public"."imobiliarias"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendas" ADD CONSTRAINT "vendas_imobiliaria_id_imobiliarias_id_fk" FOREIGN KEY ("imobiliaria_id") REFERENCES "public"."imobiliarias"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "captacoes_imobiliaria_imovel_key" ON "captacoes" USING btree ("imobiliaria_id","imovel_id");--> statement-breakpoint
CREATE INDEX "contratos_imobiliaria_idx" ON "contratos_captacao" USING btree ("imobiliaria_id","created_at");--> statement-breakpoint
CREATE INDEX "propostas_imobiliaria_idx" ON "propostas" USING btree ("imobiliaria_id","updated_at") WHERE imobiliaria_id IS NOT NULL;--> statement-breakpoint
CREATE INDEX "reservas_imobiliaria_imovel_idx" ON "reservas_unidades" USING btree ("imobiliaria_id","imovel_id") WHERE imobiliaria_id IS NOT NULL AND status = 'Ativa';--> statement-breakpoint
CREATE INDEX "vendas_imobiliaria_created_idx" ON "vendas" USING btree ("imobiliaria_id","created_at") WHERE imobiliaria_id IS NOT NULL;--> statement-breakpoint
ALTER TABLE "assinaturas_rodadas" ADD CONSTRAINT "assinaturas_rodadas_parte_check" CHECK ((corretor_id IS NULL) <> (imobiliaria_id IS NULL));--> statement-breakpoint
ALTER TABLE "assinaturas_signatarios" ADD CONSTRAINT "assinaturas_signatarios_papel_check" CHECK (papel IN ('cliente', 'corretor', 'imobiliaria', 'construtora'));--> statement-breakpoint
ALTER TABLE "captacoes" ADD CONSTRAINT "captacoes_parte_check" CHECK ((corretor_id IS NULL) <> (imobiliaria_id IS NULL));--> statement-breakpoint
ALTER TABLE "contratos_captacao" ADD CONSTRAINT "contratos_parte_check" CHECK ((corretor_id IS NULL) <> (imobiliaria_id IS NULL));--> statement-breakpoint
ALTER TABLE "contratos_captacao" ADD CONSTRAINT "contratos_limite_reservas_check" CHECK (limite_reservas IS NULL OR (limite_reservas > 0 AND imobiliaria_id IS NOT NULL));--> statement-breakpoint
ALTER TABLE "notificacoes" ADD CONSTRAINT "notificacoes_tipo_check" CHECK (tipo IN ('novo_imovel', 'status_alterado', 'nova_captacao', 'nova_mensagem_chat', 'contrato_status_alterado', 'nova_reserva', 'reserva_cancelada', 'reserva_expirando', 'reserva_expirada', 'proposta_recebida', 'proposta_aprovada', 'proposta_recusada', 'contraproposta', 'comissao_atualizada', 'documento_assinado', 'assinatura_recusada', 'equipe_imobiliaria'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_user_type_check" CHECK (user_type IN ('construtora', 'corretor', 'imobiliaria', 'admin'));--> statement-breakpoint
-- Hand-written. The agency a reservation, proposal or sale was made under is fixed at creation: a statement that
-- changes it afterwards is refused, whatever the application does (docs/regras.md#imobiliárias).
CREATE OR REPLACE FUNCTION imobiliaria_da_venda_imutavel() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.imobiliaria_id IS DISTINCT FROM OLD.imobiliaria_id THEN
    RAISE EXCEPTION 'a imobiliária de uma reserva, proposta ou venda não muda'
      USING ERRCODE = 'check_violation', CONSTRAINT = 'imobiliaria_da_venda_imutavel';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER reservas_imobiliaria_imutavel_trg BEFORE UPDATE OF imobiliaria_id ON reservas_unidades
  FOR EACH ROW EXECUTE FUNCTION imobiliaria_da_venda_imutavel();
--> statement-breakpoint
CREATE TRIGGER propostas_imobiliaria_imutavel_trg BEFORE UPDATE OF imobiliaria_id ON propostas
  FOR EACH ROW EXECUTE FUNCTION imobiliaria_da_venda_imutavel();
--> statement-breakpoint
CREATE TRIGGER vendas_imobiliaria_imutavel_trg BEFORE UPDATE OF imobiliaria_id ON vendas
  FOR EACH ROW EXECUTE FUNCTION imobiliaria_da_venda_imutavel();
