import { describe, expect, it } from 'vitest';
import { splitComissao } from '../../worker/domain/divisao-comissao.ts';

/** A small seeded generator, so a failure names values that can be replayed. */
function mulberry32(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('the split of an agency commission', () => {
  it('R$ 10.000,01 at 40 % / 10 %: the broker R$ 4.000,00, the manager R$ 1.000,00, the agency the rest', () => {
    expect(splitComissao(1_000_001, { corretor_bp: 4000, gerente_bp: 1000 }, true)).toEqual({
      corretor_bp: 4000,
      gerente_bp: 1000,
      imobiliaria_bp: 5000,
      corretor_centavos: 400_000,
      gerente_centavos: 100_000,
      imobiliaria_centavos: 500_001,
    });
  });

  it('a cent that cannot be split goes to the agency, even when the agency keeps 0 %', () => {
    expect(splitComissao(101, { corretor_bp: 5000, gerente_bp: 5000 }, true)).toMatchObject({
      corretor_centavos: 50,
      gerente_centavos: 50,
      imobiliaria_centavos: 1,
      imobiliaria_bp: 0,
    });
    expect(splitComissao(1, { corretor_bp: 3333, gerente_bp: 3333 }, true)).toMatchObject({
      corretor_centavos: 0,
      gerente_centavos: 0,
      imobiliaria_centavos: 1,
    });
  });

  it('without a manager, the manager part is the agency’s', () => {
    expect(splitComissao(1_000_000, { corretor_bp: 6000, gerente_bp: 1500 }, false)).toEqual({
      corretor_bp: 6000,
      gerente_bp: 0,
      imobiliaria_bp: 4000,
      corretor_centavos: 600_000,
      gerente_centavos: 0,
      imobiliaria_centavos: 400_000,
    });
  });

  it('exact at the largest commission the sale allows (R$ 1 bilhão × 100 %), where a float product drifts', () => {
    const valor = 100_000_000_000;
    const d = splitComissao(valor - 1, { corretor_bp: 3333, gerente_bp: 3333 }, true);
    expect(d.corretor_centavos).toBe(33_329_999_999);
    expect(d.corretor_centavos + d.gerente_centavos + d.imobiliaria_centavos).toBe(valor - 1);
  });

  it('for 20 000 random commissions and rules: the three add up to the cent, persons get the floor, the agency the rest', () => {
    const rand = mulberry32(33);
    const falhas: string[] = [];
    for (let i = 0; i < 20_000; i++) {
      const valor = Math.floor(rand() * (i % 2 ? 100_000_000_000 : 10_000_000));
      const corretor_bp = Math.floor(rand() * 10_001);
      const gerente_bp = Math.floor(rand() * (10_001 - corretor_bp));
      const temGerente = rand() < 0.8;
      const d = splitComissao(valor, { corretor_bp, gerente_bp }, temGerente);
      // floor: centavos ≤ exact share < centavos + 1, compared in integers.
      const piso = (centavos: number, bp: number) =>
        BigInt(centavos) * 10_000n <= BigInt(valor) * BigInt(bp) &&
        BigInt(centavos + 1) * 10_000n > BigInt(valor) * BigInt(bp);
      const exataImobiliaria = BigInt(valor) * BigInt(d.imobiliaria_bp);
      const ok =
        d.corretor_centavos + d.gerente_centavos + d.imobiliaria_centavos === valor &&
        d.corretor_bp + d.gerente_bp + d.imobiliaria_bp === 10_000 &&
        d.gerente_bp === (temGerente ? gerente_bp : 0) &&
        piso(d.corretor_centavos, corretor_bp) &&
        piso(d.gerente_centavos, d.gerente_bp) &&
        // The agency never gets less than its exact share, and at most the two cents the persons' floors left.
        BigInt(d.imobiliaria_centavos) * 10_000n >= exataImobiliaria &&
        BigInt(d.imobiliaria_centavos - 2) * 10_000n < exataImobiliaria;
      if (!ok) falhas.push(JSON.stringify({ valor, corretor_bp, gerente_bp, temGerente, d }));
    }
    expect(falhas.slice(0, 3)).toEqual([]);
  });

  it('refuses what the database refuses: negative or fractional cents, a rule above 100 %', () => {
    expect(() => splitComissao(-1, { corretor_bp: 0, gerente_bp: 0 }, true)).toThrow(RangeError);
    expect(() => splitComissao(1.5, { corretor_bp: 0, gerente_bp: 0 }, true)).toThrow(RangeError);
    expect(() => splitComissao(100, { corretor_bp: 6000, gerente_bp: 4001 }, false)).toThrow(RangeError);
    expect(() => splitComissao(100, { corretor_bp: -1, gerente_bp: 0 }, true)).toThrow(RangeError);
    expect(() => splitComissao(100, { corretor_bp: 10.5, gerente_bp: 0 }, true)).toThrow(RangeError);
  });
});
