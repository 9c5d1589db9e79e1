CREATE TABLE "tokens_api" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"construtora_id" uuid NOT NULL,
	"nome" text NOT NULL,
	"hash" text NOT NULL,
	"prefixo" text NOT NULL,
	"ultimo_uso_em" timestamp with time zone,
	"revogado_em" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tokens_api_nome_check" CHECK (length(btrim(nome)) BETWEEN 1 AND 80)
);
--> statement-breakpoint
CREATE TABLE "webhook_entregas" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"webhook_id" uuid NOT NULL,
	"evento" text NOT NULL,
	"dados" jsonb NOT NULL,
	"status" text DEFAULT 'Pendente' NOT NULL,
	"tentativas" integer DEFAULT 0 NOT NULL,
	"ultimo_status_http" integer,
	"ultimo_erro" text,
	"enfileirada_em" timestamp with time zone,
	"proxima_tentativa_em" timestamp with time zone,
	"concluida_em" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "webhook_entregas_status_check" CHECK (status IN ('Pendente', 'Entregue', 'Falhou')),
	CONSTRAINT "webhook_entregas_evento_check" CHECK (evento IN ('unidade.status', 'proposta.status', 'empreendimento.atualizado'))
);
--> statement-breakpoint
CREATE TABLE "webhooks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"construtora_id" uuid NOT NULL,
	"url" text NOT NULL,
	"eventos" text[] NOT NULL,
	"segredo" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "webhooks_eventos_check" CHECK (cardinality(eventos) > 0 AND eventos <@ ARRAY['unidade.status', 'proposta.status', 'empreendimento.atualizado']::text[])
);
--> statement-breakpoint
ALTER TABLE "tokens_api" ADD CONSTRAINT "tokens_api_construtora_id_construtoras_id_fk" FOREIGN KEY ("construtora_id") REFERENCES "public"."construtoras"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_entregas" ADD CONSTRAINT "webhook_entregas_webhook_id_webhooks_id_fk" FOREIGN KEY ("webhook_id") REFERENCES "public"."webhooks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhooks" ADD CONSTRAINT "webhooks_construtora_id_construtoras_id_fk" FOREIGN KEY ("construtora_id") REFERENCES "public"."construtoras"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tokens_api_hash_key" ON "tokens_api" USING btree ("hash");--> statement-breakpoint
CREATE INDEX "tokens_api_construtora_idx" ON "tokens_api" USING btree ("construtora_id","created_at");--> statement-breakpoint
CREATE INDEX "webhook_entregas_webhook_idx" ON "webhook_entregas" USING btree ("webhook_id","created_at");--> statement-breakpoint
CREATE INDEX "webhook_entregas_a_enfileirar_idx" ON "webhook_entregas" USING btree ("created_at") WHERE enfileirada_em IS NULL;--> statement-breakpoint
CREATE INDEX "webhooks_construtora_idx" ON "webhooks" USING btree ("construtora_id","created_at");--> statement-breakpoint
-- Hand-written: the webhook deliveries are written by these triggers, in the transaction of the change itself, one
-- row per subscribed receiver. Whatever code path changes a unit, a proposal or a development, its event exists
-- exactly when the change committed (docs/integracoes.md#webhooks).
CREATE OR REPLACE FUNCTION webhook_unidades_status() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO webhook_entregas (webhook_id, evento, dados)
  SELECT w.id, 'unidade.status',
         jsonb_build_object('unidade_id', n.id, 'imovel_id', n.imovel_id, 'status', n.status, 'status_anterior', o.status)
    FROM novas n
    JOIN antigas o ON o.id = n.id AND o.status IS DISTINCT FROM n.status
    JOIN imoveis i ON i.id = n.imovel_id
    JOIN webhooks w ON w.construtora_id = i.construtora_id AND 'unidade.status' = ANY (w.eventos);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER webhook_unidades_status AFTER UPDATE ON unidades REFERENCING OLD TABLE AS antigas NEW TABLE AS novas
  FOR EACH STATEMENT EXECUTE FUNCTION webhook_unidades_status();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION webhook_propostas_status() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO webhook_entregas (webhook_id, evento, dados)
  SELECT w.id, 'proposta.status',
         jsonb_build_object('proposta_id', n.id, 'unidade_id', n.unidade_id, 'imovel_id', n.imovel_id,
                            'status', n.status, 'status_anterior', o.status)
    FROM novas n
    LEFT JOIN antigas o ON o.id = n.id
    JOIN webhooks w ON w.construtora_id = n.construtora_id AND 'proposta.status' = ANY (w.eventos)
   WHERE o.id IS NULL OR o.status IS DISTINCT FROM n.status;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION webhook_propostas_novas() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO webhook_entregas (webhook_id, evento, dados)
  SELECT w.id, 'proposta.status',
         jsonb_build_object('proposta_id', n.id, 'unidade_id', n.unidade_id, 'imovel_id', n.imovel_id,
                            'status', n.status, 'status_anterior', NULL)
    FROM novas n
    JOIN webhooks w ON w.construtora_id = n.construtora_id AND 'proposta.status' = ANY (w.eventos);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER webhook_propostas_ins AFTER INSERT ON propostas REFERENCING NEW TABLE AS novas
  FOR EACH STATEMENT EXECUTE FUNCTION webhook_propostas_novas();
--> statement-breakpoint
CREATE TRIGGER webhook_propostas_upd AFTER UPDATE ON propostas REFERENCING OLD TABLE AS antigas NEW TABLE AS novas
  FOR EACH STATEMENT EXECUTE FUNCTION webhook_propostas_status();
--> statement-breakpoint
-- Counters the database keeps by itself (views, unit totals, the search text) are not an edit of the development.
CREATE OR REPLACE FUNCTION webhook_imoveis_atualizados() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO webhook_entregas (webhook_id, evento, dados)
  SELECT w.id, 'empreendimento.atualizado',
         jsonb_build_object('imovel_id', n.id, 'status', n.status_imovel, 'ativo', n.ativo)
    FROM novas n
    JOIN antigas o ON o.id = n.id
    JOIN webhooks w ON w.construtora_id = n.construtora_id AND 'empreendimento.atualizado' = ANY (w.eventos)
   WHERE to_jsonb(n) - '{visualizacoes,unidades_total,unidades_disponiveis,busca,updated_at}'::text[]
         IS DISTINCT FROM to_jsonb(o) - '{visualizacoes,unidades_total,unidades_disponiveis,busca,updated_at}'::text[];
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER webhook_imoveis_upd AFTER UPDATE ON imoveis REFERENCING OLD TABLE AS antigas NEW TABLE AS novas
  FOR EACH STATEMENT EXECUTE FUNCTION webhook_imoveis_atualizados();
