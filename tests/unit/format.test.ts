import { describe, expect, it } from 'vitest';
import { statusLabel, statusTone } from '../../web/components/imovel-status.ts';
import { firstWord, formatAreaRange, formatPercent, formatPrice, formatRange } from '../../web/lib/format.ts';

const nbsp = (s: string) => s.replace(/\u00a0/g, ' ');

describe('pt-BR display rules', () => {
  it('price: text range, then min-max, then from, then up to, then the fallback', () => {
    expect(formatPrice({ faixa_preco_texto: 'R$ 400 mil a R$ 1 mi', preco_min: 1 }, 'Consulte')).toBe(
      'R$ 400 mil a R$ 1 mi',
    );
    expect(nbsp(formatPrice({ preco_min: 450000, preco_max: 720000 }, 'Consulte'))).toBe('R$ 450.000 - R$ 720.000');
    expect(nbsp(formatPrice({ preco_min: 450000 }, 'Consulte'))).toBe('A partir de R$ 450.000');
    expect(nbsp(formatPrice({ preco_max: 300000.5 }, 'Consulte'))).toBe('Até R$ 300.000,50');
    expect(formatPrice({}, 'Consulte')).toBe('Consulte');
    expect(formatPrice({ preco_min: null, preco_max: null }, 'Sob Consulta')).toBe('Sob Consulta');
  });

  it('rooms: single value, range, N+, Até N, nothing', () => {
    expect(formatRange(2, 2)).toBe('2');
    expect(formatRange(2, 3)).toBe('2 - 3');
    expect(formatRange(3, null)).toBe('3+');
    expect(formatRange(null, 4)).toBe('Até 4');
    expect(formatRange(null, null)).toBeNull();
    expect(formatAreaRange(45.5, 80)).toBe('45,5 - 80 m²');
  });

  it('commission as a pt-BR percentage and the greeting first word', () => {
    expect(formatPercent(5.5)).toBe('5,5%');
    expect(firstWord('  Ana Paula Ribeiro ')).toBe('Ana');
  });

  it('status badge: Lançamento yellow, obra/Em construção orange, else green, empty is Disponível', () => {
    expect(statusTone('Lançamento')).toBe('yellow');
    expect(statusTone('Em obras')).toBe('orange');
    expect(statusTone('Em construção')).toBe('orange');
    expect(statusTone('Pronto para Morar')).toBe('green');
    expect(statusLabel('')).toBe('Disponível');
  });
});
