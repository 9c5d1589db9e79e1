CREATE SEQUENCE "public"."unidades_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "reservas_unidades" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"unidade_id" uuid NOT NULL,
	"imovel_id" uuid NOT NULL,
	"corretor_id" uuid NOT NULL,
	"cliente_nome" text NOT NULL,
	"cliente_telefone" text NOT NULL,
	"status" text DEFAULT 'Ativa' NOT NULL,
	"expira_em" timestamp with time zone NOT NULL,
	"aviso_enviado_em" timestamp with time zone,
	"encerrada_em" timestamp with time zone,
	"encerrada_por" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reservas_status_check" CHECK (status IN ('Ativa', 'Cancelada', 'Expirada', 'Convertida')),
	CONSTRAINT "reservas_cliente_nome_check" CHECK (length(btrim(cliente_nome)) > 0),
	CONSTRAINT "reservas_cliente_telefone_check" CHECK (length(btrim(cliente_telefone)) > 0)
);
--> statement-breakpoint
CREATE TABLE "tabelas_precos_versoes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"imovel_id" uuid NOT NULL,
	"user_id" uuid,
	"arquivo_nome" text NOT NULL,
	"unidades_criadas" integer DEFAULT 0 NOT NULL,
	"unidades_alteradas" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "unidades" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"imovel_id" uuid NOT NULL,
	"torre" text NOT NULL,
	"numero" text NOT NULL,
	"andar" integer NOT NULL,
	"final" text,
	"tipologia" text,
	"area_privativa" numeric(10, 2),
	"vagas" integer DEFAULT 0 NOT NULL,
	"preco_centavos" bigint,
	"status" text DEFAULT 'Disponível' NOT NULL,
	"versao" integer DEFAULT 1 NOT NULL,
	"seq" bigint DEFAULT nextval('unidades_seq') NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "unidades_status_check" CHECK (status IN ('Disponível', 'Reservada', 'Em Proposta', 'Vendida', 'Bloqueada')),
	CONSTRAINT "unidades_torre_check" CHECK (length(btrim(torre)) > 0),
	CONSTRAINT "unidades_numero_check" CHECK (length(btrim(numero)) > 0),
	CONSTRAINT "unidades_preco_check" CHECK (preco_centavos > 0),
	CONSTRAINT "unidades_area_check" CHECK (area_privativa > 0),
	CONSTRAINT "unidades_vagas_check" CHECK (vagas >= 0)
);
--> statement-breakpoint
CREATE TABLE "unidades_historico" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"unidade_id" uuid NOT NULL,
	"de" text,
	"para" text NOT NULL,
	"user_id" uuid,
	"observacao" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notificacoes" DROP CONSTRAINT "notificacoes_tipo_check";--> statement-breakpoint
ALTER TABLE "imoveis" ADD COLUMN "reserva_horas" integer DEFAULT 48 NOT NULL;--> statement-breakpoint
ALTER TABLE "imoveis" ADD COLUMN "reservas_max_por_corretor" integer DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE "imoveis" ADD COLUMN "unidades_total" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "imoveis" ADD COLUMN "unidades_disponiveis" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "reservas_unidades" ADD CONSTRAINT "reservas_unidades_unidade_id_unidades_id_fk" FOREIGN KEY ("unidade_id") REFERENCES "public"."unidades"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservas_unidades" ADD CONSTRAINT "reservas_unidades_imovel_id_imoveis_id_fk" FOREIGN KEY ("imovel_id") REFERENCES "public"."imoveis"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservas_unidades" ADD CONSTRAINT "reservas_unidades_corretor_id_corretores_id_fk" FOREIGN KEY ("corretor_id") REFERENCES "public"."corretores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservas_unidades" ADD CONSTRAINT "reservas_unidades_encerrada_por_users_id_fk" FOREIGN KEY ("encerrada_por") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tabelas_precos_versoes" ADD CONSTRAINT "tabelas_precos_versoes_imovel_id_imoveis_id_fk" FOREIGN KEY ("imovel_id") REFERENCES "public"."imoveis"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tabelas_precos_versoes" ADD CONSTRAINT "tabelas_precos_versoes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unidades" ADD CONSTRAINT "unidades_imovel_id_imoveis_id_fk" FOREIGN KEY ("imovel_id") REFERENCES "public"."imoveis"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unidades_historico" ADD CONSTRAINT "unidades_historico_unidade_id_unidades_id_fk" FOREIGN KEY ("unidade_id") REFERENCES "public"."unidades"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unidades_historico" ADD CONSTRAINT "unidades_historico_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reservas_unidade_ativa_key" ON "reservas_unidades" USING btree ("unidade_id") WHERE status = 'Ativa';--> statement-breakpoint
CREATE INDEX "reservas_ativas_expira_idx" ON "reservas_unidades" USING btree ("expira_em") WHERE status = 'Ativa';--> statement-breakpoint
CREATE INDEX "reservas_corretor_imovel_idx" ON "reservas_unidades" USING btree ("corretor_id","imovel_id","status");--> statement-breakpoint
CREATE INDEX "tabelas_precos_versoes_imovel_idx" ON "tabelas_precos_versoes" USING btree ("imovel_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "unidades_imovel_torre_numero_key" ON "unidades" USING btree ("imovel_id","torre","numero");--> statement-breakpoint
CREATE INDEX "unidades_imovel_seq_idx" ON "unidades" USING btree ("imovel_id","seq");--> statement-breakpoint
CREATE INDEX "unidades_imovel_status_idx" ON "unidades" USING btree ("imovel_id","status");--> statement-breakpoint
CREATE INDEX "unidades_historico_unidade_idx" ON "unidades_historico" USING btree ("unidade_id","created_at");--> statement-breakpoint
ALTER TABLE "imoveis" ADD CONSTRAINT "imoveis_reserva_horas_check" CHECK (reserva_horas BETWEEN 1 AND 168);--> statement-breakpoint
ALTER TABLE "imoveis" ADD CONSTRAINT "imoveis_reservas_max_check" CHECK (reservas_max_por_corretor BETWEEN 1 AND 50);--> statement-breakpoint
ALTER TABLE "notificacoes" ADD CONSTRAINT "notificacoes_tipo_check" CHECK (tipo IN ('novo_imovel', 'status_alterado', 'nova_captacao', 'nova_mensagem_chat', 'contrato_status_alterado', 'nova_reserva', 'reserva_cancelada', 'reserva_expirando', 'reserva_expirada'));--> statement-breakpoint
-- A development with units shows counts and prices that follow from them: total, how many are Disponível, and the
-- price range of the available units (of all units once none is available). Statement-level, so an import of
-- 2,000 units recounts once, not 2,000 times.
CREATE OR REPLACE FUNCTION unidades_resumir(ids uuid[]) RETURNS void LANGUAGE sql AS $$
  UPDATE imoveis i
     SET unidades_total = s.total,
         unidades_disponiveis = s.disponiveis,
         preco_min = CASE WHEN s.pmin IS NOT NULL THEN s.pmin ELSE i.preco_min END,
         preco_max = CASE WHEN s.pmin IS NOT NULL THEN s.pmax ELSE i.preco_max END
    FROM (
      SELECT im.id,
             count(u.id)::int AS total,
             (count(u.id) FILTER (WHERE u.status = 'Disponível'))::int AS disponiveis,
             coalesce(min(u.preco_centavos) FILTER (WHERE u.status = 'Disponível'), min(u.preco_centavos)) / 100.0 AS pmin,
             coalesce(max(u.preco_centavos) FILTER (WHERE u.status = 'Disponível'), max(u.preco_centavos)) / 100.0 AS pmax
        FROM unnest(ids) AS im(id)
        LEFT JOIN unidades u ON u.imovel_id = im.id
       GROUP BY im.id
    ) s
   WHERE i.id = s.id
     AND (i.unidades_total, i.unidades_disponiveis, i.preco_min, i.preco_max)
         IS DISTINCT FROM (s.total, s.disponiveis,
                           CASE WHEN s.pmin IS NOT NULL THEN s.pmin ELSE i.preco_min END,
                           CASE WHEN s.pmin IS NOT NULL THEN s.pmax ELSE i.preco_max END)
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION unidades_resumo_novas() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM unidades_resumir(ARRAY(SELECT DISTINCT imovel_id FROM novas));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION unidades_resumo_antigas() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM unidades_resumir(ARRAY(SELECT DISTINCT imovel_id FROM antigas));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER unidades_resumo_ins AFTER INSERT ON unidades REFERENCING NEW TABLE AS novas
  FOR EACH STATEMENT EXECUTE FUNCTION unidades_resumo_novas();
--> statement-breakpoint
CREATE TRIGGER unidades_resumo_upd AFTER UPDATE ON unidades REFERENCING NEW TABLE AS novas
  FOR EACH STATEMENT EXECUTE FUNCTION unidades_resumo_novas();
--> statement-breakpoint
CREATE TRIGGER unidades_resumo_del AFTER DELETE ON unidades REFERENCING OLD TABLE AS antigas
  FOR EACH STATEMENT EXECUTE FUNCTION unidades_resumo_antigas();
