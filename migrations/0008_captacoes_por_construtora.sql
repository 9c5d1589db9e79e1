ALTER TABLE "captacoes" ADD COLUMN "construtora_id" uuid;--> statement-breakpoint
ALTER TABLE "captacoes" ADD CONSTRAINT "captacoes_construtora_id_construtoras_id_fk" FOREIGN KEY ("construtora_id") REFERENCES "public"."construtoras"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "captacoes_construtora_data_idx" ON "captacoes" USING btree ("construtora_id","data_captacao","id");--> statement-breakpoint
CREATE INDEX "imoveis_imagens_urls_gin_idx" ON "imoveis" USING gin ("imagens_urls");--> statement-breakpoint
CREATE INDEX "imoveis_thumb_url_idx" ON "imoveis" USING btree ("thumb_url");--> statement-breakpoint
-- A capture belongs to the developer of its development; kept by the database so no writer can forget it.
CREATE FUNCTION captacoes_set_construtora() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.construtora_id := (SELECT construtora_id FROM imoveis WHERE id = NEW.imovel_id);
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER captacoes_set_construtora_trg BEFORE INSERT OR UPDATE OF imovel_id ON captacoes
  FOR EACH ROW EXECUTE FUNCTION captacoes_set_construtora();--> statement-breakpoint
UPDATE captacoes c SET construtora_id = i.construtora_id FROM imoveis i WHERE i.id = c.imovel_id;
