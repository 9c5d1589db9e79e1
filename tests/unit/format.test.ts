import { describe, expect, it } from 'vitest';
import { statusLabel, statusTone } from '../../web/components/imovel-status.ts';
import {
  firstWord,
  formatAreaRange,
  formatBRL,
  formatDate,
  formatDateTime,
  formatDistance,
  formatNumber,
  formatPercent,
  formatPrice,
  formatRange,
} from '../../web/lib/format.ts';
import { numeroBr } from '../../worker/schemas/numero-br.ts';

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

describe('numbers and money written by hand, exactly as Intl pt-BR writes them', () => {
  const intlNumber = (max: number) => new Intl.NumberFormat('pt-BR', { maximumFractionDigits: max });
  const brlWhole = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL', maximumFractionDigits: 0 });
  const brlCents = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL', minimumFractionDigits: 2 });
  const edges = [
    0,
    -0,
    1,
    7,
    12,
    999,
    1000,
    1234,
    9999.995,
    999.995,
    1.005,
    2.675,
    0.125,
    0.005,
    0.004,
    0.05,
    45.5,
    1234.5,
    -1234.5,
    -0.004,
    -2.5,
    300000.5,
    450000,
    123456789.126,
    0.1 + 0.2,
    1e-7,
    1e21,
    2.5e-3,
    Number.MAX_SAFE_INTEGER,
    Infinity,
    -Infinity,
    Number.NaN,
  ];
  // A fixed pseudo-random series, so a failure names the same value on every run.
  let seed = 42;
  const next = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
  const series = Array.from({ length: 3000 }, (_, i) => {
    const magnitude = 10 ** Math.floor(next() * 10 - 3);
    const value = Math.round(next() * magnitude * 1000) / (i % 3 === 0 ? 1 : i % 3 === 1 ? 100 : 1000);
    return i % 7 === 0 ? -value : value;
  });

  it('formatNumber matches Intl for up to 2 and 1 decimals', () => {
    for (const value of [...edges, ...series]) {
      expect(formatNumber(value), String(value)).toBe(intlNumber(2).format(value));
      expect(formatNumber(value, 1), String(value)).toBe(intlNumber(1).format(value));
    }
  });

  it('numeroBr with fixed decimals (CSV exports, money fields) matches Intl', () => {
    const fixed = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    for (const value of [...edges, ...series]) expect(numeroBr(value, 2, 2), String(value)).toBe(fixed.format(value));
  });

  it('formatBRL matches Intl: whole amounts without cents, others with two', () => {
    for (const value of [...edges, ...series]) {
      const intl = Number.isInteger(value) ? brlWhole : brlCents;
      expect(formatBRL(value), String(value)).toBe(intl.format(value));
    }
    expect(nbsp(formatBRL(1234.5))).toBe('R$ 1.234,50');
    expect(nbsp(formatBRL(-2.5))).toBe('-R$ 2,50');
  });

  it('distances: metres below a kilometre, one decimal above', () => {
    expect(formatDistance(0.8)).toBe('800 m');
    expect(formatDistance(2.45)).toBe('2,5 km');
    expect(formatDistance(1234.56)).toBe('1.234,6 km');
  });
});

describe('dates written by hand, exactly as Intl pt-BR writes them in Brasília time', () => {
  const intlDate = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeZone: 'America/Sao_Paulo' });
  const intlTime = new Intl.DateTimeFormat('pt-BR', { timeStyle: 'short', timeZone: 'America/Sao_Paulo' });
  const intlCalendar = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeZone: 'UTC' });
  // Every 7 hours and 13 minutes from 2020 to 2040: every hour of the day, both sides of midnight, every month.
  const moments = Array.from({ length: 24_500 }, (_, i) => new Date(Date.UTC(2020, 0, 1) + i * (7 * 60 + 13) * 60_000));

  it('timestamps: the day and the time in Brasília, as the time zone database has it', () => {
    for (const moment of moments) {
      expect(formatDate(moment.toISOString()), moment.toISOString()).toBe(intlDate.format(moment));
      expect(formatDateTime(moment), moment.toISOString()).toBe(
        `${intlDate.format(moment)} às ${intlTime.format(moment)}`,
      );
    }
  });

  it('a bare calendar date is that day, whatever the time zone; bad text is no date', () => {
    expect(formatDate('2027-06-30')).toBe('30/06/2027');
    expect(formatDate('2027-01-01')).toBe(intlCalendar.format(new Date('2027-01-01')));
    expect(formatDate('2026-11-24T02:30:00Z')).toBe('23/11/2026');
    expect(formatDate('não é data')).toBeNull();
    expect(formatDate('')).toBeNull();
    expect(formatDate('0999-05-01')).toBe(intlCalendar.format(new Date('0999-05-01')));
  });
});
