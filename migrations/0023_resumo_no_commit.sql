-- A development's unit counts and price range (imoveis.unidades_*, preco_min/max) after a unit's UPDATE are now
-- recounted at COMMIT by a deferred row trigger instead of at the end of each statement. On launch day every winning
-- reservation rewrites the same imoveis row: recounted mid-transaction, that row stayed locked across the client's
-- COMMIT round trip and the other winners queued behind it; at commit the lock lasts only the commit itself.
-- INSERT and DELETE (the generator, a spreadsheet, an archive) keep their statement triggers: they are bulk, not hot.
DROP TRIGGER IF EXISTS unidades_resumo_upd ON unidades;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION unidades_resumo_no_commit() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  -- One recount per development per transaction, however many of its rows changed: a transaction-local flag.
  marca text := 'conecta.resumo_' || replace(NEW.imovel_id::text, '-', '');
BEGIN
  IF current_setting(marca, true) IS DISTINCT FROM 'feito' THEN
    PERFORM set_config(marca, 'feito', true);
    PERFORM unidades_resumir(ARRAY[NEW.imovel_id]);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER unidades_resumo_upd AFTER UPDATE OF status, preco_centavos ON unidades
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.preco_centavos IS DISTINCT FROM NEW.preco_centavos)
  EXECUTE FUNCTION unidades_resumo_no_commit();
