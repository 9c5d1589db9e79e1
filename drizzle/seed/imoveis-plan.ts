// The demo developments, decided up front from a seeded generator: every status, availability, type,
// business kind and price band of the filters appears, spread over the cities in cities.ts.
import { STATUS_EMPREENDIMENTO, TIPOS_IMOVEL } from '../../worker/schemas/imoveis.ts';
import { CIDADES } from './cities.ts';
import { realisticPrice } from './prices.ts';
import { createRng } from './random.ts';
import { CENA, DESCRICOES, DIFERENCIAIS, NOMES, PREFIXOS, TOURS } from './texts.ts';
import type { SceneStyle } from './scene.ts';

export const DEMO_IMOVEIS = 64;
const INATIVOS = new Set([5, 18, 31, 44, 57]);
const DAY = 86_400_000;

export type ImovelPlan = {
  id: string;
  construtoraIndex: number;
  seed: number;
  style: SceneStyle;
  imageCount: number;
  values: {
    nome: string;
    endereco: string;
    cidade: string;
    uf: string;
    descricao: string;
    status: string;
    statusImovel: string;
    disponivel: boolean;
    ativo: boolean;
    tipoImovel: string;
    tipoNegocio: string;
    precoMin: number | null;
    precoMax: number | null;
    faixaPrecoTexto: string | null;
    quartosMin: number | null;
    quartosMax: number | null;
    banheirosMin: number | null;
    banheirosMax: number | null;
    areaMin: number | null;
    areaMax: number | null;
    comissaoPercent: number;
    dataEntrega: string;
    latitude: number;
    longitude: number;
    tourVirtualUrl: string | null;
    videosUrls: string[];
    documentos: { name: string; url: string }[];
    diferenciais: string[];
    visualizacoes: number;
    createdAt: Date;
  };
};

/** "R$ 899 mil", "R$ 1,4 milhão", "R$ 3,3 milhões" */
function emTexto(n: number) {
  if (n < 1_000_000) return `R$ ${Math.round(n / 1000)} mil`;
  const milhoes = (n / 1_000_000).toFixed(1).replace('.', ',').replace(',0', '');
  return `R$ ${milhoes} ${n < 2_000_000 ? 'milhão' : 'milhões'}`;
}

/**
 * Most developments get a price from R$/m² of their city and type (prices.ts); a few show the display rule's
 * fallbacks: a text range, "A partir de" and no price at all.
 */
function price(
  kind: number,
  rng: ReturnType<typeof createRng>,
  p: { cidade: string; tipo: string; aluguel: boolean; area: [number, number] | null },
) {
  const { min, max } = realisticPrice({ ...p, jitter: 0.9 + rng.next() * 0.2 });
  if (p.aluguel || kind < 5) return { precoMin: min, precoMax: max, faixaPrecoTexto: null };
  if (kind === 5) {
    return { precoMin: null, precoMax: null, faixaPrecoTexto: `De ${emTexto(min)} a ${emTexto(max)}` };
  }
  if (kind === 6) return { precoMin: min, precoMax: null, faixaPrecoTexto: null };
  return { precoMin: null, precoMax: null, faixaPrecoTexto: null };
}

/** Delivered developments were handed over last year; works in progress soon; launches later. */
function deliveryYear(status: string, rng: ReturnType<typeof createRng>) {
  if (status === 'Pronto para Morar') return 2025;
  if (status === 'Em construção' || status === 'Em obras') return rng.int(2026, 2027);
  return rng.int(2027, 2030);
}

function rooms(tipo: string, rng: ReturnType<typeof createRng>) {
  if (['Terreno', 'Industrial', 'Comercial'].includes(tipo)) return { q: [null, null], b: [null, null] };
  if (['Studio', 'Kitnet', 'Loft'].includes(tipo)) return { q: [1, 1], b: [1, 1] };
  const qMin = rng.int(1, 3);
  const qMax = rng.chance(0.3) ? qMin : qMin + rng.int(1, 2);
  const bMin = Math.max(1, qMin - 1);
  return { q: [qMin, qMax], b: [bMin, rng.chance(0.2) ? null : bMin + rng.int(0, 2)] };
}

function area(tipo: string, rng: ReturnType<typeof createRng>): [number, number] {
  const ranges: Record<string, [number, number]> = {
    Apartamento: [45, 180],
    Casa: [110, 420],
    Comercial: [30, 480],
    Terreno: [300, 2000],
    Industrial: [1200, 12000],
    Rural: [20000, 500000],
    Loft: [38, 90],
    Studio: [22, 45],
    Kitnet: [18, 35],
  };
  const [lo, hi] = ranges[tipo]!;
  const min = Math.round(lo + rng.next() * (hi - lo) * 0.5);
  return [min, Math.round(min + rng.next() * (hi - min))];
}

export function planImoveis(now = Date.now()): ImovelPlan[] {
  const rng = createRng(20261122);
  const plans: ImovelPlan[] = [];
  for (let i = 0; i < DEMO_IMOVEIS; i++) {
    const cidade = CIDADES[i % CIDADES.length]!;
    const bairro = rng.pick(cidade.bairros);
    const tipo = TIPOS_IMOVEL[i % TIPOS_IMOVEL.length]!;
    const aluguel = i % 5 === 1 && !['Terreno', 'Industrial', 'Rural'].includes(tipo);
    const status = STATUS_EMPREENDIMENTO[i % STATUS_EMPREENDIMENTO.length]!;
    const statusImovel = i % 10 === 3 ? 'Reservado' : i % 10 === 7 ? 'Vendido' : 'Disponível';
    const { q, b } = rooms(tipo, rng);
    const [areaMin, areaMax] = area(tipo, rng);
    const style = CENA[tipo]!;
    const nome = `${rng.pick(PREFIXOS[tipo]!)} ${NOMES[(i * 7) % NOMES.length]}${i >= NOMES.length ? ` ${bairro.nome}` : ''}`;
    const numero = rng.int(50, 3200);
    plans.push({
      id: crypto.randomUUID(),
      construtoraIndex: i % 9,
      seed: 1000 + i,
      style,
      imageCount: rng.int(3, 6),
      values: {
        nome,
        endereco: `${rng.pick(bairro.ruas)}, ${numero} - ${bairro.nome}, ${cidade.nome} - ${cidade.uf}`,
        cidade: cidade.nome,
        uf: cidade.uf,
        descricao: `${nome} em ${bairro.nome}, ${cidade.nome}. ${rng.sample(DESCRICOES[tipo]!, 2).join(' ')}`,
        status,
        statusImovel,
        disponivel: statusImovel === 'Disponível',
        ativo: !INATIVOS.has(i),
        tipoImovel: tipo,
        tipoNegocio: aluguel ? 'aluguel' : 'venda',
        ...price(i % 8, rng, {
          cidade: cidade.nome,
          tipo,
          aluguel,
          area: i % 11 === 4 ? null : [areaMin, areaMax],
        }),
        quartosMin: q[0] ?? null,
        quartosMax: q[1] ?? null,
        banheirosMin: b[0] ?? null,
        banheirosMax: b[1] ?? null,
        areaMin: i % 11 === 4 ? null : areaMin,
        areaMax: i % 11 === 4 ? null : areaMax,
        comissaoPercent: rng.int(30, 80) / 10,
        dataEntrega: `${deliveryYear(status, rng)}-${String(rng.int(1, 12)).padStart(2, '0')}-${rng.pick(['01', '15', '28'])}`,
        latitude: bairro.lat + (rng.next() - 0.5) * 0.02,
        longitude: bairro.lng + (rng.next() - 0.5) * 0.02,
        tourVirtualUrl: i % 3 === 0 ? TOURS[i % TOURS.length]! : null,
        videosUrls: i % 4 === 1 ? ['https://www.youtube.com/watch?v=dQw4w9WgXcQ'] : [],
        documentos:
          i % 2 === 0
            ? [
                { name: 'Memorial Descritivo', url: `https://docs.conectaimoveis.com.br/${i}/memorial.pdf` },
                { name: 'Tabela de Preços', url: `https://docs.conectaimoveis.com.br/${i}/tabela.pdf` },
                { name: 'Planta Humanizada', url: '' },
              ]
            : [],
        diferenciais: rng.sample(DIFERENCIAIS, rng.int(4, 10)),
        visualizacoes: rng.int(0, 900),
        createdAt: new Date(now - i * 1.9 * DAY - rng.int(0, 20) * 3_600_000),
      },
    });
  }
  return plans;
}
