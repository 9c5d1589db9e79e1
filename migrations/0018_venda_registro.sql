-- A sale is a record: the proposal keeps the unit as it was sent, the sale what was sold (unit, client, plan).
-- Hand-written after drizzle-kit's ADD COLUMNs: existing rows are filled from the unit and the proposal before the
-- columns become NOT NULL.
ALTER TABLE "propostas" ADD COLUMN "unidade" jsonb;--> statement-breakpoint
ALTER TABLE "vendas" ADD COLUMN "unidade" jsonb;--> statement-breakpoint
ALTER TABLE "vendas" ADD COLUMN "cliente" jsonb;--> statement-breakpoint
ALTER TABLE "vendas" ADD COLUMN "plano" jsonb;--> statement-breakpoint
UPDATE "propostas" p
   SET unidade = jsonb_build_object('torre', u.torre, 'numero', u.numero, 'andar', u.andar, 'tipologia', u.tipologia,
                                    'area_privativa', u.area_privativa, 'vagas', u.vagas)
  FROM "unidades" u WHERE u.id = p.unidade_id;--> statement-breakpoint
UPDATE "vendas" v
   SET unidade = p.unidade, plano = p.plano,
       cliente = jsonb_build_object('nome', p.cliente_nome, 'cpf', p.cliente_cpf, 'telefone', p.cliente_telefone,
                                    'email', p.cliente_email)
  FROM "propostas" p WHERE p.id = v.proposta_id;--> statement-breakpoint
ALTER TABLE "propostas" ALTER COLUMN "unidade" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "vendas" ALTER COLUMN "unidade" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "vendas" ALTER COLUMN "cliente" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "vendas" ALTER COLUMN "plano" SET NOT NULL;--> statement-breakpoint
-- What was offered and sold is never rewritten, whatever the application does: a statement that sets these
-- columns after the row is written is refused.
CREATE OR REPLACE FUNCTION venda_registro_imutavel() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'o registro da venda não pode ser alterado' USING ERRCODE = 'check_violation', CONSTRAINT = 'venda_registro_imutavel';
END $$;
--> statement-breakpoint
CREATE TRIGGER vendas_registro_imutavel_trg BEFORE UPDATE OF unidade, cliente, plano, preco_centavos, preco_tabela_centavos
  ON vendas FOR EACH ROW EXECUTE FUNCTION venda_registro_imutavel();
--> statement-breakpoint
CREATE TRIGGER propostas_unidade_imutavel_trg BEFORE UPDATE OF unidade ON propostas
  FOR EACH ROW EXECUTE FUNCTION venda_registro_imutavel();
