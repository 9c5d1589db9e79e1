// Volume for benchmarks (`npm run seed -- --imoveis 100000`): plausible developments made inside Postgres with
// generate_series, in batches, spread over the demo cities and developers, pointing at a small shared image pool.
import { type SQL, sql } from 'drizzle-orm';
import type { createNodePool } from '../local/node-pool.ts';
import { CIDADES } from './cities.ts';
import { type Bucket, putJpeg, renderImages } from './images.ts';
import { SCENES } from './scene.ts';

type Db = ReturnType<typeof createNodePool>['db'];
const BATCH = 10_000;
const POOL = 12;

const lugares = CIDADES.flatMap((c) =>
  c.bairros.map((b) => ({ cidade: c.nome, uf: c.uf, bairro: b.nome, rua: b.ruas[0]!, lat: b.lat, lng: b.lng })),
);

async function uploadPool(bucket: Bucket) {
  const styles = Object.keys(SCENES) as (keyof typeof SCENES)[];
  for (let n = 1; n <= POOL; n++) {
    const images = await renderImages(5000 + n, styles[n % styles.length]!, 1);
    await putJpeg(bucket, `imoveis/pool/${n}.jpg`, images.full[0]!);
    await putJpeg(bucket, `imoveis/pool/${n}.thumb.jpg`, images.thumb);
  }
}

export async function seedVolume(db: Db, count: number, bucket: Bucket, log: (msg: string) => void) {
  const construtoras = await db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM construtoras`);
  if (!construtoras.rows[0]?.n) throw new Error('Rode o seed de demonstração antes do volume.');
  await uploadPool(bucket);
  const places = sql.raw(
    lugares
      .map(
        (l, i) => `(${i}, '${l.cidade.replace(/'/g, "''")}', '${l.uf}', '${l.bairro}', '${l.rua}', ${l.lat}, ${l.lng})`,
      )
      .join(', '),
  );
  // The trigram index is rebuilt once at the end: maintaining it row by row is what makes bulk loads slow.
  await db.execute(sql`DROP INDEX IF EXISTS imoveis_busca_trgm_idx`);
  try {
    await insertBatches(db, count, places, log);
  } finally {
    log('  recriando o índice de busca e atualizando estatísticas');
    await db.execute(
      sql`CREATE INDEX IF NOT EXISTS imoveis_busca_trgm_idx ON imoveis USING gin (busca gin_trgm_ops) WHERE ativo`,
    );
    await db.execute(sql`ANALYZE imoveis`);
  }
}

async function insertBatches(db: Db, count: number, places: SQL, log: (msg: string) => void) {
  for (let start = 1; start <= count; start += BATCH) {
    const end = Math.min(count, start + BATCH - 1);
    await db.execute(sql`
      WITH c AS (SELECT array_agg(id ORDER BY created_at) AS ids, count(*)::int AS n FROM construtoras),
           lugar (k, cidade, uf, bairro, rua, lat, lng) AS (VALUES ${places}),
           tipos AS (SELECT ARRAY['Apartamento','Casa','Comercial','Terreno','Industrial','Rural','Loft','Studio','Kitnet'] AS t,
                            ARRAY['Lançamento','Na planta','Em construção','Em obras','Pronto para Morar'] AS s,
                            ARRAY['Aurora','Vista Verde','Horizonte','Mirante','Bela Vista','Ipê','Jardim','Solar','Brisa','Harmonia'] AS w)
      INSERT INTO imoveis (construtora_id, nome, endereco, cidade, uf, descricao, status, status_imovel, disponivel,
                           tipo_imovel, tipo_negocio, preco_min, preco_max, quartos_min, quartos_max, banheiros_min,
                           banheiros_max, area_min, area_max, comissao_percent, latitude, longitude, imagens_urls,
                           thumb_url, diferenciais, visualizacoes, created_at, updated_at)
      SELECT c.ids[1 + g % c.n],
             'Residencial ' || tipos.w[1 + g % 10] || ' ' || g,
             l.rua || ', ' || (10 + g % 3000) || ' - ' || l.bairro || ', ' || l.cidade || ' - ' || l.uf,
             l.cidade, l.uf,
             'Empreendimento ' || lower(tipos.t[1 + g % 9]) || ' em ' || l.bairro || ', ' || l.cidade || '.',
             tipos.s[1 + g % 5],
             CASE WHEN g % 10 = 3 THEN 'Reservado' WHEN g % 10 = 7 THEN 'Vendido' ELSE 'Disponível' END,
             g % 10 NOT IN (3, 7),
             tipos.t[1 + g % 9],
             CASE WHEN g % 7 = 2 THEN 'aluguel' ELSE 'venda' END,
             p.min, CASE WHEN p.min IS NULL THEN NULL ELSE p.min + (g % 13) * 10000 END,
             CASE WHEN g % 9 IN (2, 3, 4) THEN NULL ELSE 1 + g % 4 END,
             CASE WHEN g % 9 IN (2, 3, 4) THEN NULL ELSE 1 + g % 4 + g % 2 END,
             CASE WHEN g % 9 IN (2, 3, 4) THEN NULL ELSE 1 + g % 3 END,
             CASE WHEN g % 9 IN (2, 3, 4) THEN NULL ELSE 1 + g % 3 + g % 2 END,
             30 + g % 400, 30 + g % 400 + g % 120,
             (30 + g % 50) / 10.0,
             l.lat + ((g::bigint * 7919) % 1000 - 500) / 25000.0,
             l.lng + ((g::bigint * 104729) % 1000 - 500) / 25000.0,
             ARRAY['/media/imoveis/pool/' || (1 + g % ${POOL}) || '.jpg'],
             '/media/imoveis/pool/' || (1 + g % ${POOL}) || '.thumb.jpg',
             ARRAY['Piscina', 'Academia', 'Portaria 24h'],
             g % 500,
             now() - interval '120 days' - (g % 100000) * interval '1 minute',
             now() - interval '120 days'
        FROM generate_series(${start}::int, ${end}::int) AS g
        CROSS JOIN c CROSS JOIN tipos
        JOIN lugar l ON l.k = g % ${lugares.length}
        CROSS JOIN LATERAL (SELECT CASE WHEN g % 17 = 0 THEN NULL
                                        WHEN g % 7 = 2 THEN 2500 + (g % 126) * 100
                                        ELSE (ARRAY[60000, 150000, 220000, 330000, 420000, 560000, 780000, 1200000, 2600000])[1 + (g / 7) % 9]
                                             + (g % 50) * 500 END::numeric AS min) p`);
    log(`  ${end.toLocaleString('pt-BR')} de ${count.toLocaleString('pt-BR')}`);
  }
}
