import { describe, expect, it } from 'vitest';
import { applyBps, bpsDe, formatCentavos, percentParaBps } from '../../worker/schemas/dinheiro.ts';
import { formatCpf, isValidCpf } from '../../worker/schemas/documentos-br.ts';
import { simulate, monthlyRate } from '../../worker/schemas/financiamento.ts';
import { CONDICOES_PADRAO, type LinhaPlano, checkPlano } from '../../worker/schemas/plano-pagamento.ts';

const nbsp = (s: string) => s.replace(/\u00a0/g, ' ');

describe('money in cents and basis points', () => {
  it('R$ 1.234.567,89 × 4,5 % is R$ 55.555,56 exactly (half-up once, no float drift)', () => {
    expect(applyBps(123_456_789, 450)).toBe(5_555_556);
    expect(nbsp(formatCentavos(5_555_556))).toBe('R$ 55.555,56');
    // 0,5 cent rounds up, 0,4999 down.
    expect(applyBps(1, 5000)).toBe(1);
    expect(applyBps(9_999, 5)).toBe(5);
    expect(applyBps(9_999, 4)).toBe(4);
    // Values a float product would get wrong: 0.07 * 100 and a price near 2^53 / 10 000.
    expect(applyBps(100_000_000_000, 9_999)).toBe(99_990_000_000);
  });
  it('percentages with two decimals only', () => {
    expect(percentParaBps(4.5)).toBe(450);
    expect(percentParaBps(0.07)).toBe(7);
    expect(percentParaBps(12.34)).toBe(1234);
    expect(percentParaBps(1.234)).toBeNull();
    expect(bpsDe(1, 3)).toBe(3333);
    expect(bpsDe(2, 3)).toBe(6667);
  });
});

describe('CPF', () => {
  it('accepts valid check digits with or without punctuation', () => {
    expect(isValidCpf('529.982.247-25')).toBe(true);
    expect(isValidCpf('52998224725')).toBe(true);
    expect(formatCpf('52998224725')).toBe('529.982.247-25');
  });
  it('refuses a wrong digit, repeated digits and the wrong length', () => {
    expect(isValidCpf('529.982.247-24')).toBe(false);
    expect(isValidCpf('529.982.247-35')).toBe(false);
    expect(isValidCpf('111.111.111-11')).toBe(false);
    expect(isValidCpf('5299822472')).toBe(false);
  });
});

describe('financing simulation', () => {
  it('monthly rate from the annual effective rate', () => {
    expect(monthlyRate(12)).toBeCloseTo(0.009488793, 8);
  });
  it('Price: constant instalment, principal repaid exactly', () => {
    const s = simulate(30_000_000, 12, 360, 'Price');
    expect(s.primeira_parcela_centavos).toBe(s.ultima_parcela_centavos);
    // R$ 300.000 at 12 % a.a. effective (0,9489 % a month) over 360 months: R$ 2.944,9x a month.
    expect(Math.round(s.primeira_parcela_centavos / 100)).toBe(2945);
    expect(s.total_pago_centavos - s.total_juros_centavos).toBe(30_000_000);
    expect(s.renda_minima_centavos).toBe(Math.ceil(s.primeira_parcela_centavos / 0.3));
  });
  it('SAC: falling instalments, first = amortisation + first month interest', () => {
    const s = simulate(30_000_000, 12, 360, 'SAC');
    expect(s.primeira_parcela_centavos).toBe(Math.round(30_000_000 / 360 + 30_000_000 * monthlyRate(12)));
    expect(s.ultima_parcela_centavos).toBeLessThan(s.primeira_parcela_centavos);
    expect(s.total_pago_centavos - s.total_juros_centavos).toBe(30_000_000);
    expect(s.total_juros_centavos).toBeLessThan(simulate(30_000_000, 12, 360, 'Price').total_juros_centavos);
  });
  it('a zero rate splits the principal', () => {
    const s = simulate(1_200_000, 0, 12, 'Price');
    expect(s.primeira_parcela_centavos).toBe(100_000);
    expect(s.total_juros_centavos).toBe(0);
  });
});

describe('payment plan against the conditions', () => {
  const tabela = 50_000_000;
  const plano = (entrada: number, extra: LinhaPlano[] = []): LinhaPlano[] => [
    { tipo: 'entrada', valor_centavos: entrada, vencimento: '2027-01-10' },
    ...extra,
  ];
  const regras = (linhas: LinhaPlano[], ofertado = tabela, c = CONDICOES_PADRAO) =>
    checkPlano(linhas, ofertado, tabela, c).violacoes.map((v) => v.regra);

  it('a plan that adds up and meets every condition passes', () => {
    const linhas = plano(10_000_000, [
      { tipo: 'mensais', quantidade: 60, valor_centavos: 100_000, primeiro_vencimento: '2027-02' },
      { tipo: 'financiamento', valor_centavos: 34_000_000 },
    ]);
    const r = checkPlano(linhas, tabela, tabela, CONDICOES_PADRAO);
    expect(r.violacoes).toEqual([]);
    expect(r.total_centavos).toBe(tabela);
    expect(r.diferenca_tabela_centavos).toBe(0);
  });
  it('the total must equal the offered price, to the cent', () => {
    expect(regras(plano(10_000_000, [{ tipo: 'financiamento', valor_centavos: 39_999_999 }]))).toEqual(['total']);
    expect(regras(plano(10_000_000, [{ tipo: 'financiamento', valor_centavos: 40_000_001 }]))).toContain('total');
  });
  it('entrada: on the minimum passes, one cent under fails', () => {
    const fin = (e: number): LinhaPlano[] => [
      { tipo: 'chaves', valor_centavos: tabela - e - 30_000_000 },
      { tipo: 'financiamento', valor_centavos: 30_000_000 },
    ];
    const tudoNoFim = { ...CONDICOES_PADRAO, chaves_financiamento_max_bps: 10_000 };
    expect(regras(plano(5_000_000, fin(5_000_000)), tabela, tudoNoFim)).toEqual([]);
    expect(regras(plano(4_999_999, fin(4_999_999)), tabela, tudoNoFim)).toEqual(['entrada_minima']);
    expect(regras([{ tipo: 'chaves', valor_centavos: tabela }])).toContain('entrada_ausente');
  });
  it('mensais: the maximum passes, one more fails', () => {
    const m = (n: number): LinhaPlano[] =>
      plano(tabela - n * 10_000, [
        { tipo: 'mensais', quantidade: n, valor_centavos: 10_000, primeiro_vencimento: '2027-02' },
      ]);
    expect(regras(m(60))).toEqual([]);
    expect(regras(m(61))).toEqual(['mensais_max']);
  });
  it('intermediárias: up to the maximum, none when the developer allows none', () => {
    const balao: LinhaPlano = { tipo: 'intermediaria', valor_centavos: 1_000_000, vencimento: '2027-12-10' };
    expect(regras(plano(tabela - 5_000_000, Array(5).fill(balao)))).toEqual([]);
    expect(regras(plano(tabela - 6_000_000, Array(6).fill(balao)))).toEqual(['intermediarias_max']);
    const semBalao = { ...CONDICOES_PADRAO, intermediarias_max: 0 };
    const r = checkPlano(plano(tabela - 1_000_000, [balao]), tabela, tabela, semBalao);
    expect(r.violacoes[0]?.mensagem).toBe('Este empreendimento não aceita parcelas intermediárias.');
  });
  it('chaves + financiamento: on the share passes, one cent over fails', () => {
    expect(
      regras(
        plano(10_000_000, [
          { tipo: 'chaves', valor_centavos: 10_000_000 },
          { tipo: 'financiamento', valor_centavos: 30_000_000 },
        ]),
      ),
    ).toEqual([]);
    expect(
      regras(
        plano(9_999_999, [
          { tipo: 'chaves', valor_centavos: 10_000_001 },
          { tipo: 'financiamento', valor_centavos: 30_000_000 },
        ]),
      ),
    ).toEqual(['chaves_financiamento_max']);
  });
  it('discount: 5 % exactly passes, one cent more fails, a premium is no discount', () => {
    const ofertado = (p: number) => plano(p);
    expect(regras(ofertado(47_500_000), 47_500_000)).toEqual([]);
    const r = checkPlano(ofertado(47_499_999), 47_499_999, tabela, CONDICOES_PADRAO);
    expect(r.violacoes.map((v) => v.regra)).toEqual(['desconto_max']);
    expect(nbsp(r.violacoes[0]!.mensagem)).toBe('Desconto de 5% acima do máximo de 5% sem aprovação da construtora.');
    expect(r.diferenca_tabela_centavos).toBe(-2_500_001);
    expect(regras(ofertado(51_000_000), 51_000_000)).toEqual([]);
  });
});
