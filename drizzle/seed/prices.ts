// Believable demo prices: R$/m² for sale per city (order of magnitude of 2025 FipeZap readings), scaled per type;
// rents at about 0.45 % of the sale value a month (a gross yield near 5.5 % a year).

const VENDA_M2: Record<string, number> = {
  'São Paulo': 11_500,
  'Rio de Janeiro': 10_500,
  'Belo Horizonte': 9_200,
  Curitiba: 10_000,
  'Porto Alegre': 7_600,
  Salvador: 7_000,
  Recife: 8_000,
  Fortaleza: 8_200,
  Brasília: 9_800,
  Florianópolis: 12_000,
  Campinas: 8_800,
  Goiânia: 7_500,
};

/** Price per m² of a type relative to an apartment in the same city. */
const FATOR_TIPO: Record<string, number> = {
  Apartamento: 1,
  Casa: 0.85,
  Comercial: 0.95,
  Terreno: 0.18,
  Industrial: 0.2,
  Rural: 0.0006,
  Loft: 1.15,
  Studio: 1.25,
  Kitnet: 0.95,
};

const ALUGUEL_MENSAL = 0.0045;

/** The typical area of a type, for developments whose area is not given. */
export const AREA_TIPICA: Record<string, [number, number]> = {
  Apartamento: [70, 120],
  Casa: [150, 260],
  Comercial: [40, 200],
  Terreno: [360, 800],
  Industrial: [2000, 6000],
  Rural: [50_000, 200_000],
  Loft: [45, 70],
  Studio: [25, 38],
  Kitnet: [20, 30],
};

export type PriceInput = {
  cidade: string;
  tipo: string;
  aluguel: boolean;
  area: [number, number] | null;
  /** 0.9–1.1: location and finish within the city. */
  jitter: number;
};

export function realisticPrice({ cidade, tipo, aluguel, area, jitter }: PriceInput) {
  const perM2 = (VENDA_M2[cidade] ?? 8_000) * (FATOR_TIPO[tipo] ?? 1) * jitter;
  const [aMin, aMax] = area ?? AREA_TIPICA[tipo] ?? [60, 100];
  const factor = aluguel ? ALUGUEL_MENSAL : 1;
  // Sale prices to the thousand, rents to R$ 50.
  const round = (n: number) => (aluguel ? Math.round(n / 50) * 50 : Math.round(n / 1000) * 1000);
  const min = round(aMin * perM2 * factor);
  const max = Math.max(min, round(aMax * perM2 * factor));
  return { min, max };
}
