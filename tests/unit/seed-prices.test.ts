import { describe, expect, it } from 'vitest';
import { planImoveis } from '../../drizzle/seed/imoveis-plan.ts';
import { FAIXAS_PRECO } from '../../worker/schemas/imoveis.ts';

// The demo must be believable: prices follow R$/m² of the city and type, rents only where the business is rent.
describe('demo prices', () => {
  const plans = planImoveis(Date.UTC(2026, 10, 22)).map((p) => p.values);

  it('prices São Paulo apartments for sale between R$ 8.000 and R$ 16.000 per m²', () => {
    const sp = plans.filter(
      (v) => v.cidade === 'São Paulo' && v.tipoImovel === 'Apartamento' && v.tipoNegocio === 'venda' && v.precoMin,
    );
    expect(sp.length).toBeGreaterThan(0);
    for (const v of sp) {
      expect(v.precoMin! / v.areaMin!).toBeGreaterThan(8_000);
      expect(v.precoMin! / v.areaMin!).toBeLessThan(16_000);
    }
  });

  it('keeps rents monthly (under R$ 60.000) and sales above R$ 100.000', () => {
    const priced = plans.filter((v) => v.precoMin !== null);
    for (const v of priced.filter((p) => p.tipoNegocio === 'aluguel')) {
      expect(v.precoMax ?? v.precoMin).toBeLessThan(60_000);
    }
    for (const v of priced.filter((p) => p.tipoNegocio !== 'aluguel')) expect(v.precoMin).toBeGreaterThan(100_000);
    for (const v of priced.filter((p) => p.precoMax !== null)) expect(v.precoMax).toBeGreaterThanOrEqual(v.precoMin!);
  });

  it('still covers every price band of the filters and the display fallbacks', () => {
    for (const band of FAIXAS_PRECO) {
      const [low, high] = band.split('-').map(Number) as [number, number];
      const inBand = plans.filter((v) => v.precoMin !== null && v.precoMin >= low && (v.precoMax ?? 0) <= high);
      expect(inBand.length, band).toBeGreaterThan(0);
    }
    expect(plans.some((v) => v.faixaPrecoTexto)).toBe(true);
    expect(plans.some((v) => v.precoMin !== null && v.precoMax === null)).toBe(true);
    expect(plans.some((v) => v.precoMin === null && v.faixaPrecoTexto === null)).toBe(true);
  });
});
