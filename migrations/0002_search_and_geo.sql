-- unaccent() is only STABLE (its dictionary could change); pinning the dictionary makes it safe to index.
CREATE OR REPLACE FUNCTION f_unaccent(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$;
--> statement-breakpoint
-- The folded search text of a development: its own words plus its developer's name.
CREATE OR REPLACE FUNCTION imoveis_busca_texto(p_nome text, p_endereco text, p_cidade text, p_descricao text, p_construtora text)
  RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT lower(f_unaccent(concat_ws(' ', p_nome, p_endereco, p_cidade, p_descricao, p_construtora))) $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION imoveis_set_busca() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.busca := imoveis_busca_texto(NEW.nome, NEW.endereco, NEW.cidade, NEW.descricao,
    (SELECT c.nome FROM construtoras c WHERE c.id = NEW.construtora_id));
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER imoveis_busca_trg BEFORE INSERT OR UPDATE OF nome, endereco, cidade, descricao, construtora_id
  ON imoveis FOR EACH ROW EXECUTE FUNCTION imoveis_set_busca();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION construtoras_propaga_nome() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE imoveis i SET busca = imoveis_busca_texto(i.nome, i.endereco, i.cidade, i.descricao, NEW.nome)
   WHERE i.construtora_id = NEW.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER construtoras_nome_trg AFTER UPDATE OF nome ON construtoras
  FOR EACH ROW WHEN (OLD.nome IS DISTINCT FROM NEW.nome) EXECUTE FUNCTION construtoras_propaga_nome();
--> statement-breakpoint
CREATE INDEX imoveis_busca_trgm_idx ON imoveis USING gin (busca gin_trgm_ops) WHERE ativo;
--> statement-breakpoint
CREATE INDEX imoveis_localizacao_gist_idx ON imoveis USING gist (localizacao) WHERE ativo;
--> statement-breakpoint
-- Nearby active developments, nearest first, with the card fields.
CREATE OR REPLACE FUNCTION get_imoveis_proximos(lat double precision, long double precision,
                                                max_dist_km double precision, max_items integer)
RETURNS TABLE (
  id uuid, nome text, endereco text, cidade text, uf text, status text, status_imovel text, tipo_imovel text,
  tipo_negocio text, preco_min numeric, preco_max numeric, faixa_preco_texto text,
  quartos_min integer, quartos_max integer, banheiros_min integer, banheiros_max integer,
  area_min numeric, area_max numeric, thumb_url text, construtora_nome text, created_at timestamptz,
  distancia_km double precision
)
LANGUAGE sql STABLE PARALLEL SAFE AS $$
  WITH origem AS (SELECT (ST_SetSRID(ST_MakePoint(long, lat), 4326))::geography AS g)
  SELECT i.id, i.nome, i.endereco, i.cidade, i.uf, i.status, i.status_imovel, i.tipo_imovel, i.tipo_negocio,
         i.preco_min, i.preco_max, i.faixa_preco_texto, i.quartos_min, i.quartos_max,
         i.banheiros_min, i.banheiros_max, i.area_min, i.area_max, i.thumb_url, c.nome, i.created_at,
         ST_Distance(i.localizacao, o.g) / 1000.0
    FROM imoveis i
    JOIN construtoras c ON c.id = i.construtora_id
    CROSS JOIN origem o
   WHERE i.ativo
     AND ST_DWithin(i.localizacao, o.g, max_dist_km * 1000.0)
   ORDER BY i.localizacao <-> o.g
   LIMIT greatest(0, least(max_items, 100));
$$;
