CREATE TABLE "assinaturas_rodadas" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tipo" text NOT NULL,
	"proposta_id" uuid,
	"contrato_id" uuid,
	"imovel_id" uuid NOT NULL,
	"corretor_id" uuid NOT NULL,
	"construtora_id" uuid NOT NULL,
	"criada_por" uuid,
	"documento_nome" text NOT NULL,
	"documento_chave" text NOT NULL,
	"documento_sha256" text NOT NULL,
	"final_chave" text,
	"final_sha256" text,
	"codigo_verificacao" text NOT NULL,
	"status" text DEFAULT 'Em assinatura' NOT NULL,
	"motivo_recusa" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"concluida_em" timestamp with time zone,
	CONSTRAINT "assinaturas_rodadas_tipo_check" CHECK (tipo IN ('proposta', 'contrato')),
	CONSTRAINT "assinaturas_rodadas_status_check" CHECK (status IN ('Em assinatura', 'Assinada', 'Recusada')),
	CONSTRAINT "assinaturas_rodadas_documento_check" CHECK ((tipo = 'proposta' AND proposta_id IS NOT NULL AND contrato_id IS NULL) OR (tipo = 'contrato' AND contrato_id IS NOT NULL AND proposta_id IS NULL))
);
--> statement-breakpoint
CREATE TABLE "assinaturas_signatarios" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"rodada_id" uuid NOT NULL,
	"papel" text NOT NULL,
	"nome" text NOT NULL,
	"email" text NOT NULL,
	"cpf" text,
	"user_id" uuid,
	"token_hash" text NOT NULL,
	"token_expira_em" timestamp with time zone NOT NULL,
	"token_usado_em" timestamp with time zone,
	"codigo_hash" text,
	"codigo_expira_em" timestamp with time zone,
	"tentativas_codigo" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'Pendente' NOT NULL,
	"nome_digitado" text,
	"email_verificado_em" timestamp with time zone,
	"cpf_conferido" boolean,
	"ip" text,
	"user_agent" text,
	"documento_sha256" text,
	"assinado_em" timestamp with time zone,
	"motivo_recusa" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "assinaturas_signatarios_papel_check" CHECK (papel IN ('cliente', 'corretor', 'construtora')),
	CONSTRAINT "assinaturas_signatarios_status_check" CHECK (status IN ('Pendente', 'Assinado', 'Recusado')),
	CONSTRAINT "assinaturas_signatarios_tentativas_check" CHECK (tentativas_codigo BETWEEN 0 AND 5)
);
--> statement-breakpoint
ALTER TABLE "notificacoes" DROP CONSTRAINT "notificacoes_tipo_check";--> statement-breakpoint
ALTER TABLE "assinaturas_rodadas" ADD CONSTRAINT "assinaturas_rodadas_proposta_id_propostas_id_fk" FOREIGN KEY ("proposta_id") REFERENCES "public"."propostas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assinaturas_rodadas" ADD CONSTRAINT "assinaturas_rodadas_contrato_id_contratos_captacao_id_fk" FOREIGN KEY ("contrato_id") REFERENCES "public"."contratos_captacao"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assinaturas_rodadas" ADD CONSTRAINT "assinaturas_rodadas_imovel_id_imoveis_id_fk" FOREIGN KEY ("imovel_id") REFERENCES "public"."imoveis"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assinaturas_rodadas" ADD CONSTRAINT "assinaturas_rodadas_corretor_id_corretores_id_fk" FOREIGN KEY ("corretor_id") REFERENCES "public"."corretores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assinaturas_rodadas" ADD CONSTRAINT "assinaturas_rodadas_construtora_id_construtoras_id_fk" FOREIGN KEY ("construtora_id") REFERENCES "public"."construtoras"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assinaturas_rodadas" ADD CONSTRAINT "assinaturas_rodadas_criada_por_users_id_fk" FOREIGN KEY ("criada_por") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assinaturas_signatarios" ADD CONSTRAINT "assinaturas_signatarios_rodada_id_assinaturas_rodadas_id_fk" FOREIGN KEY ("rodada_id") REFERENCES "public"."assinaturas_rodadas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assinaturas_signatarios" ADD CONSTRAINT "assinaturas_signatarios_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "assinaturas_rodadas_codigo_key" ON "assinaturas_rodadas" USING btree ("codigo_verificacao");--> statement-breakpoint
CREATE UNIQUE INDEX "assinaturas_rodadas_proposta_viva_key" ON "assinaturas_rodadas" USING btree ("proposta_id") WHERE status IN ('Em assinatura', 'Assinada');--> statement-breakpoint
CREATE UNIQUE INDEX "assinaturas_rodadas_contrato_viva_key" ON "assinaturas_rodadas" USING btree ("contrato_id") WHERE status IN ('Em assinatura', 'Assinada');--> statement-breakpoint
CREATE INDEX "assinaturas_rodadas_proposta_idx" ON "assinaturas_rodadas" USING btree ("proposta_id","created_at");--> statement-breakpoint
CREATE INDEX "assinaturas_rodadas_contrato_idx" ON "assinaturas_rodadas" USING btree ("contrato_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "assinaturas_signatarios_token_key" ON "assinaturas_signatarios" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "assinaturas_signatarios_papel_key" ON "assinaturas_signatarios" USING btree ("rodada_id","papel");--> statement-breakpoint
ALTER TABLE "notificacoes" ADD CONSTRAINT "notificacoes_tipo_check" CHECK (tipo IN ('novo_imovel', 'status_alterado', 'nova_captacao', 'nova_mensagem_chat', 'contrato_status_alterado', 'nova_reserva', 'reserva_cancelada', 'reserva_expirando', 'reserva_expirada', 'proposta_recebida', 'proposta_aprovada', 'proposta_recusada', 'contraproposta', 'comissao_atualizada', 'documento_assinado', 'assinatura_recusada'));--> statement-breakpoint
-- Hand-written: a signature round is evidence. Its rows are never deleted, the document sent for signature never
-- changes once its SHA-256 is recorded, and the signed PDF, once recorded, neither (docs/assinaturas.md).
CREATE OR REPLACE FUNCTION assinaturas_nunca_apagadas() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'rodadas de assinatura não são apagadas' USING ERRCODE = 'check_violation', CONSTRAINT = 'assinaturas_nunca_apagadas';
END $$;
--> statement-breakpoint
CREATE TRIGGER assinaturas_rodadas_sem_delete_trg BEFORE DELETE ON assinaturas_rodadas
  FOR EACH ROW EXECUTE FUNCTION assinaturas_nunca_apagadas();
--> statement-breakpoint
CREATE TRIGGER assinaturas_signatarios_sem_delete_trg BEFORE DELETE ON assinaturas_signatarios
  FOR EACH ROW EXECUTE FUNCTION assinaturas_nunca_apagadas();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION assinaturas_documento_congelado() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.documento_sha256 IS DISTINCT FROM OLD.documento_sha256 OR NEW.documento_chave IS DISTINCT FROM OLD.documento_chave
     OR NEW.codigo_verificacao IS DISTINCT FROM OLD.codigo_verificacao
     OR (OLD.final_sha256 IS NOT NULL AND NEW.final_sha256 IS DISTINCT FROM OLD.final_sha256) THEN
    RAISE EXCEPTION 'o documento de uma rodada de assinatura não muda' USING ERRCODE = 'check_violation', CONSTRAINT = 'assinaturas_documento_congelado';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER assinaturas_documento_congelado_trg BEFORE UPDATE ON assinaturas_rodadas
  FOR EACH ROW EXECUTE FUNCTION assinaturas_documento_congelado();
