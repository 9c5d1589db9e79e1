// One line of a price table, as read from CSV (text) or XLSX (text or numbers), validated by the same schema for
// the preview and for the import: pt-BR numbers ('1.234.567,89', 'R$ 450.000,00'), blank optional cells.
import * as z from 'zod';
import { parseNumeroBr } from './dinheiro.ts';
import { blankToNull } from './em-branco.ts';

/** Text cells: numbers typed in Excel (unit 101) become text; the exporter's formula guard (a leading ') goes. */
export const comoTexto = (v: unknown) => {
  const b = blankToNull(v);
  if (typeof b === 'number') return String(b);
  if (typeof b === 'string') return b.trim().replace(/^'(?=[=+\-@])/, '');
  return b;
};

const numero = (v: unknown) => parseNumeroBr(blankToNull(v));

const inteiro = (label: string, min: number, max: number, padrao?: number) =>
  z.preprocess(
    (v) => numero(v) ?? padrao,
    z
      .number({ error: `${label}: informe um número inteiro.` })
      .int(`${label}: informe um número inteiro.`)
      .min(min, `${label} deve ficar entre ${min} e ${max}.`)
      .max(max, `${label} deve ficar entre ${min} e ${max}.`),
  );

export const linhaTabelaSchema = z.object({
  torre: z.preprocess(
    comoTexto,
    z
      .string({ error: 'Informe a torre.' })
      .min(1, 'Informe a torre.')
      .max(40, 'Nome da torre muito longo (máximo de 40 caracteres).'),
  ),
  unidade: z.preprocess(
    comoTexto,
    z
      .string({ error: 'Informe o número da unidade.' })
      .min(1, 'Informe o número da unidade.')
      .max(20, 'Número da unidade muito longo (máximo de 20 caracteres).'),
  ),
  andar: inteiro('Andar', -5, 199),
  tipologia: z.preprocess(comoTexto, z.string().max(80, 'Tipologia muito longa (máximo de 80 caracteres).').nullable()),
  area_privativa: z.preprocess(
    numero,
    z
      .number({ error: 'Área privativa: informe um número (ex.: 68,50).' })
      .gt(0, 'A área privativa deve ser maior que zero.')
      .max(100_000, 'Área privativa grande demais.')
      .transform((n) => Math.round(n * 100) / 100)
      .nullable(),
  ),
  vagas: inteiro('Vagas', 0, 20, 0),
  preco: z.preprocess(
    (v) => {
      const n = numero(v);
      return typeof n === 'number' ? Math.round(n * 100) : n;
    },
    z
      .number({ error: 'Preço: informe um valor em reais (ex.: 450.000,00).' })
      .int()
      .min(1, 'O preço deve ser maior que zero.')
      .max(100_000_000_000, 'Preço alto demais.')
      .nullable(),
  ),
});

/** A valid line: `preco` in integer cents, null when the cell is blank (a unit without a price). */
export type LinhaTabela = z.infer<typeof linhaTabelaSchema>;
/** A line as read from the file, before validation. */
export type LinhaBruta = Record<string, string | number | null>;

export const exportQuerySchema = z.object({
  formato: z.enum(['csv', 'xlsx'], { error: 'Formato inválido: use csv ou xlsx.' }).default('csv'),
});
