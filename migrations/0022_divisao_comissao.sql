CREATE TABLE "comissoes_partes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"comissao_id" uuid NOT NULL,
	"venda_id" uuid NOT NULL,
	"imobiliaria_id" uuid NOT NULL,
	"papel" text NOT NULL,
	"corretor_id" uuid,
	"bp" integer NOT NULL,
	"valor_centavos" bigint NOT NULL,
	"status" text DEFAULT 'Prevista' NOT NULL,
	"paga_em" date,
	"versao" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "comissoes_partes_papel_check" CHECK (papel IN ('Corretor', 'Gerente', 'Imobiliária')),
	CONSTRAINT "comissoes_partes_status_check" CHECK (status IN ('Prevista', 'Paga')),
	CONSTRAINT "comissoes_partes_pessoa_check" CHECK ((papel = 'Imobiliária') = (corretor_id IS NULL)),
	CONSTRAINT "comissoes_partes_bp_check" CHECK (bp BETWEEN 0 AND 10000),
	CONSTRAINT "comissoes_partes_valor_check" CHECK (valor_centavos >= 0),
	CONSTRAINT "comissoes_partes_paga_check" CHECK ((status = 'Paga') = (paga_em IS NOT NULL)),
	CONSTRAINT "comissoes_partes_imobiliaria_paga_check" CHECK (papel <> 'Imobiliária' OR status = 'Prevista')
);
--> statement-breakpoint
ALTER TABLE "comissoes" ADD COLUMN "imobiliaria_id" uuid;--> statement-breakpoint
ALTER TABLE "comissoes" ADD COLUMN "divisao" jsonb;--> statement-breakpoint
ALTER TABLE "comissoes_partes" ADD CONSTRAINT "comissoes_partes_comissao_id_comissoes_id_fk" FOREIGN KEY ("comissao_id") REFERENCES "public"."comissoes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comissoes_partes" ADD CONSTRAINT "comissoes_partes_venda_id_vendas_id_fk" FOREIGN KEY ("venda_id") REFERENCES "public"."vendas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comissoes_partes" ADD CONSTRAINT "comissoes_partes_imobiliaria_id_imobiliarias_id_fk" FOREIGN KEY ("imobiliaria_id") REFERENCES "public"."imobiliarias"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comissoes_partes" ADD CONSTRAINT "comissoes_partes_corretor_id_corretores_id_fk" FOREIGN KEY ("corretor_id") REFERENCES "public"."corretores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "comissoes_partes_papel_key" ON "comissoes_partes" USING btree ("comissao_id","papel");--> statement-breakpoint
CREATE INDEX "comissoes_partes_imobiliaria_idx" ON "comissoes_partes" USING btree ("imobiliaria_id","created_at");--> statement-breakpoint
CREATE INDEX "comissoes_partes_corretor_idx" ON "comissoes_partes" USING btree ("corretor_id","created_at") WHERE corretor_id IS NOT NULL;--> statement-breakpoint
ALTER TABLE "comissoes" ADD CONSTRAINT "comissoes_imobiliaria_id_imobiliarias_id_fk" FOREIGN KEY ("imobiliaria_id") REFERENCES "public"."imobiliarias"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "comissoes_imobiliaria_idx" ON "comissoes" USING btree ("imobiliaria_id","created_at") WHERE imobiliaria_id IS NOT NULL;--> statement-breakpoint
ALTER TABLE "comissoes" ADD CONSTRAINT "comissoes_divisao_check" CHECK ((imobiliaria_id IS NULL) = (divisao IS NULL));--> statement-breakpoint
-- Hand-written after drizzle-kit's statements: an agency's commission keeps the split rule in force at the sale, and
-- its shares keep what was split; a paid share never changes (see docs/vendas.md, "Divisão da comissão").
CREATE TRIGGER comissoes_divisao_imutavel_trg BEFORE UPDATE OF divisao, imobiliaria_id ON comissoes
  FOR EACH ROW EXECUTE FUNCTION venda_registro_imutavel();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION comissoes_partes_imutavel() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.status = 'Paga' THEN
    RAISE EXCEPTION 'parte paga não pode ser alterada' USING ERRCODE = 'check_violation', CONSTRAINT = 'comissoes_partes_paga_imutavel';
  END IF;
  IF (NEW.comissao_id, NEW.venda_id, NEW.imobiliaria_id, NEW.papel, NEW.corretor_id, NEW.bp, NEW.valor_centavos)
     IS DISTINCT FROM
     (OLD.comissao_id, OLD.venda_id, OLD.imobiliaria_id, OLD.papel, OLD.corretor_id, OLD.bp, OLD.valor_centavos) THEN
    RAISE EXCEPTION 'a divisão da comissão não pode ser alterada' USING ERRCODE = 'check_violation', CONSTRAINT = 'comissoes_partes_divisao_imutavel';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER comissoes_partes_imutavel_trg BEFORE UPDATE ON comissoes_partes
  FOR EACH ROW EXECUTE FUNCTION comissoes_partes_imutavel();
