-- Nearest first through the GiST index's KNN order (<->), then the radius: with ST_DWithin as the index
-- condition, PostgreSQL 15 planned a bitmap scan of every development within 50 km plus a sort (150 ms at
-- 100,000 rows); the KNN scan reads only the few nearest.
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
  SELECT n.id, n.nome, n.endereco, n.cidade, n.uf, n.status, n.status_imovel, n.tipo_imovel, n.tipo_negocio,
         n.preco_min, n.preco_max, n.faixa_preco_texto, n.quartos_min, n.quartos_max,
         n.banheiros_min, n.banheiros_max, n.area_min, n.area_max, n.thumb_url, c.nome, n.created_at,
         n.metros / 1000.0
    FROM (
      SELECT i.*, i.localizacao <-> (ST_SetSRID(ST_MakePoint(long, lat), 4326))::geography AS metros
        FROM imoveis i
       WHERE i.ativo AND i.localizacao IS NOT NULL
       ORDER BY i.localizacao <-> (ST_SetSRID(ST_MakePoint(long, lat), 4326))::geography
       LIMIT greatest(0, least(max_items, 100))
    ) n
    JOIN construtoras c ON c.id = n.construtora_id
   WHERE n.metros <= max_dist_km * 1000.0
   ORDER BY n.metros;
$$;
