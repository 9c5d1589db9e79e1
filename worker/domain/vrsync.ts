// The VRSync feed of a construtora (the XML that ZAP, Viva Real and OLX read): one Listing per development and
// typology that has units Disponível, priced from the lowest available unit. Elements and limits follow VRSync's
// published element list (docs/integracoes.md#feed-vrsync). What is read is public listing data only.
import { sql } from 'drizzle-orm';
import type { Db } from '../lib/env.ts';
import { escapeHtml as x } from '../site/html-escape.ts';

type Linha = {
  imovel_id: string;
  nome: string;
  descricao: string | null;
  endereco: string;
  cidade: string | null;
  uf: string | null;
  tipo_imovel: string;
  latitude: number | null;
  longitude: number | null;
  imagens_urls: string[];
  quartos_min: number | null;
  banheiros_min: number | null;
  tipologia: string | null;
  disponiveis: number;
  preco_centavos: string;
  area: string | null;
  vagas: number;
};

export type Construtora = { nome: string; email: string | null; telefone: string | null };

/** Which version of the feed is current: it changes whenever any of the construtora's developments or units do. */
export async function feedVersion(db: Db, construtoraId: string): Promise<string> {
  const result = await db.execute<{ v: string | null }>(sql`
    SELECT greatest(max(i.updated_at), max(u.updated_at), c.updated_at)::text || '/' || count(u.id) AS v
      FROM construtoras c
      LEFT JOIN imoveis i ON i.construtora_id = c.id AND i.removido_em IS NULL
      LEFT JOIN unidades u ON u.imovel_id = i.id
     WHERE c.id = ${construtoraId}
     GROUP BY c.updated_at`);
  return result.rows[0]?.v ?? 'vazio';
}

async function readListings(db: Db, construtoraId: string) {
  const [construtora] = (
    await db.execute<Construtora>(sql`
      SELECT c.nome, coalesce(c.email, u.email) AS email, c.telefone
        FROM construtoras c JOIN users u ON u.id = c.user_id WHERE c.id = ${construtoraId}`)
  ).rows;
  const linhas = await db.execute<Linha>(sql`
    SELECT i.id AS imovel_id, i.nome, i.descricao, i.endereco, i.cidade, i.uf, i.tipo_imovel, i.latitude, i.longitude,
           i.imagens_urls, i.quartos_min, i.banheiros_min, u.tipologia,
           count(*)::int AS disponiveis, min(u.preco_centavos)::text AS preco_centavos,
           min(u.area_privativa)::text AS area, min(u.vagas)::int AS vagas
      FROM imoveis i
      JOIN unidades u ON u.imovel_id = i.id AND u.status = 'Disponível' AND u.preco_centavos IS NOT NULL
     WHERE i.construtora_id = ${construtoraId} AND i.ativo AND i.removido_em IS NULL
     GROUP BY i.id, u.tipologia
     ORDER BY i.nome, i.id, u.tipologia NULLS LAST`);
  return { construtora: construtora!, linhas: linhas.rows };
}

const PROPERTY_TYPE: Record<string, [usage: string, type: string]> = {
  Apartamento: ['Residential', 'Residential / Apartment'],
  Casa: ['Residential', 'Residential / Home'],
  Loft: ['Residential', 'Residential / Apartment'],
  Studio: ['Residential', 'Residential / Apartment'],
  Kitnet: ['Residential', 'Residential / Kitnet'],
  Terreno: ['Residential', 'Residential / Land Lot'],
  Rural: ['Residential', 'Residential / Farm Ranch'],
  Comercial: ['Commercial', 'Commercial / Building'],
  Industrial: ['Commercial', 'Commercial / Industrial'],
};

const ESTADOS: Record<string, string> = {
  AC: 'Acre',
  AL: 'Alagoas',
  AP: 'Amapá',
  AM: 'Amazonas',
  BA: 'Bahia',
  CE: 'Ceará',
  DF: 'Distrito Federal',
  ES: 'Espírito Santo',
  GO: 'Goiás',
  MA: 'Maranhão',
  MT: 'Mato Grosso',
  MS: 'Mato Grosso do Sul',
  MG: 'Minas Gerais',
  PA: 'Pará',
  PB: 'Paraíba',
  PR: 'Paraná',
  PE: 'Pernambuco',
  PI: 'Piauí',
  RJ: 'Rio de Janeiro',
  RN: 'Rio Grande do Norte',
  RS: 'Rio Grande do Sul',
  RO: 'Rondônia',
  RR: 'Roraima',
  SC: 'Santa Catarina',
  SP: 'São Paulo',
  SE: 'Sergipe',
  TO: 'Tocantins',
};

/** VRSync's limits: a title of 10 to 100 characters, a description of 50 to 3000. */
const TITLE = { min: 10, max: 100 };
const DESCRIPTION = { min: 50, max: 3000 };

function fit(text: string, max: number) {
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
}

/** Bedrooms from the typology's text ("2 dorms · 68 m²", "3 quartos"), else the development's minimum. */
function bedrooms(tipologia: string | null, fallback: number | null) {
  const m = /(\d+)\s*(dorm|quarto|qto|su[ií]te)/i.exec(tipologia ?? '');
  return m ? Number(m[1]) : fallback;
}

const tag = (name: string, value: string | number | null | undefined, attrs = '') =>
  value === null || value === undefined || value === '' ? '' : `<${name}${attrs}>${x(String(value))}</${name}>`;

function listing(l: Linha, c: Construtora, origin: string) {
  const [usage, propertyType] = PROPERTY_TYPE[l.tipo_imovel] ?? PROPERTY_TYPE.Apartamento!;
  const tipologia = l.tipologia ?? l.tipo_imovel;
  const nome = `${l.nome} — ${tipologia}`;
  const title = fit(nome.length >= TITLE.min ? nome : `${nome} à venda`, TITLE.max);
  const resumo = `${tipologia} em ${l.nome}, ${l.endereco}. ${l.disponiveis} ${l.disponiveis === 1 ? 'unidade disponível' : 'unidades disponíveis'} de ${c.nome}.`;
  const texto = l.descricao ? `${l.descricao}\n\n${resumo}` : resumo;
  const description = fit(
    texto.length >= DESCRIPTION.min ? texto : `${texto} Consulte a disponibilidade atualizada com a construtora.`,
    DESCRIPTION.max,
  );
  const fotos = l.imagens_urls
    .map((url, i) => `<Item medium="image"${i === 0 ? ' primary="true"' : ''}>${x(new URL(url, origin).href)}</Item>`)
    .join('');
  const slug = (l.tipologia ?? 'unidade')
    .normalize('NFD')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase();
  return `<Listing>
${tag('ListingID', `${l.imovel_id}-${slug}`.slice(0, 100))}
${tag('Title', title)}
<TransactionType>For Sale</TransactionType>
${tag('DetailViewUrl', `${origin}/oportunidades/${l.imovel_id}`)}
${fotos ? `<Media>${fotos}</Media>` : ''}
<Details>
${tag('UsageType', usage)}
${tag('PropertyType', propertyType)}
${tag('Description', description)}
${tag('ListPrice', Math.round(Number(l.preco_centavos) / 100), ' currency="BRL"')}
${tag('LivingArea', l.area === null ? null : Math.round(Number(l.area)), ' unit="square metres"')}
${tag('Bedrooms', bedrooms(l.tipologia, l.quartos_min))}
${tag('Bathrooms', l.banheiros_min)}
${tag('Garage', l.vagas, ' type="Parking Space"')}
</Details>
<Location displayAddress="Street">
<Country abbreviation="BR">Brasil</Country>
${l.uf ? tag('State', ESTADOS[l.uf.toUpperCase()] ?? l.uf, ` abbreviation="${x(l.uf.toUpperCase())}"`) : ''}
${tag('City', l.cidade)}
${tag('Address', l.endereco)}
${tag('Latitude', l.latitude)}
${tag('Longitude', l.longitude)}
</Location>
<ContactInfo>${tag('Name', c.nome)}${tag('Email', c.email)}${tag('Telephone', c.telefone)}</ContactInfo>
</Listing>`
    .split('\n')
    .filter(Boolean)
    .join('\n');
}

export async function buildVrsyncFeed(db: Db, construtoraId: string, origin: string, now = new Date()) {
  const { construtora, linhas } = await readListings(db, construtoraId);
  const c = construtora;
  return `<?xml version="1.0" encoding="UTF-8"?>
<ListingDataFeed xmlns="http://www.vivareal.com/schemas/1.0/VRSync" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:schemaLocation="http://www.vivareal.com/schemas/1.0/VRSync http://xml.vivareal.com/vrsync.xsd">
<Header>
<Provider>Conecta Imóveis</Provider>
${tag('Email', c.email)}
${tag('ContactName', c.nome)}
${tag('PublishDate', now.toISOString().slice(0, 19))}
${tag('Telephone', c.telefone)}
</Header>
<Listings>
${linhas.map((l) => listing(l, c, origin)).join('\n')}
</Listings>
</ListingDataFeed>
`.replace(/\n{2,}/g, '\n');
}
