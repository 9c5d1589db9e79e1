// Bank-financing simulation shown on the proposal form and a unit's detail: SAC and Price tables for the part left
// to financing, so the broker sees at once whether the client's income fits. Plain arithmetic, no external service.
export type SistemaAmortizacao = 'SAC' | 'Price';

export type Simulacao = {
  sistema: SistemaAmortizacao;
  primeira_parcela_centavos: number;
  ultima_parcela_centavos: number;
  total_pago_centavos: number;
  total_juros_centavos: number;
  /** Gross family income at which the first (largest) instalment takes 30 % of it. */
  renda_minima_centavos: number;
};

/** Share of the gross family income banks accept for the instalment. */
export const COMPROMETIMENTO_RENDA_BPS = 3000;

/** Annual effective rate (% a.a.) → monthly rate, as banks quote it: (1 + a)^(1/12) − 1. */
export function monthlyRate(taxaAnualPercent: number): number {
  return Math.pow(1 + taxaAnualPercent / 100, 1 / 12) - 1;
}

/**
 * SAC (constant amortisation, falling instalments) and Price (constant instalment), computed without rounding and
 * rounded once, at the end, to cents.
 */
export function simulate(
  principalCentavos: number,
  taxaAnualPercent: number,
  meses: number,
  sistema: SistemaAmortizacao,
): Simulacao {
  const i = monthlyRate(taxaAnualPercent);
  const pricePmt = i === 0 ? principalCentavos / meses : (principalCentavos * i) / (1 - Math.pow(1 + i, -meses));
  const amortSac = principalCentavos / meses;
  let saldo = principalCentavos;
  let total = 0;
  let primeira = 0;
  let ultima = 0;
  for (let k = 1; k <= meses; k++) {
    const juros = saldo * i;
    const parcela = sistema === 'SAC' ? amortSac + juros : pricePmt;
    saldo -= parcela - juros;
    total += parcela;
    if (k === 1) primeira = parcela;
    ultima = parcela;
  }
  const primeiraCentavos = Math.round(primeira);
  const totalCentavos = Math.round(total);
  return {
    sistema,
    primeira_parcela_centavos: primeiraCentavos,
    ultima_parcela_centavos: Math.round(ultima),
    total_pago_centavos: totalCentavos,
    total_juros_centavos: totalCentavos - principalCentavos,
    renda_minima_centavos: Math.ceil((primeiraCentavos * 10_000) / COMPROMETIMENTO_RENDA_BPS),
  };
}
