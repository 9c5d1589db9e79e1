// A proposal's payment plan checked against the development's payment conditions. The same functions run in the
// broker's form (as they type) and in the Worker (before anything is written). No zod here: proposta-input.ts
// wraps them. Money in integer cents, percentages in basis points (dinheiro.ts).
import { applyBps, bpsDe, formatBps, formatCentavos } from './dinheiro.ts';

/** What the developer accepts without a counter-proposal. */
export type CondicoesPagamento = {
  /** Minimum down payment, share of the offered price. */
  entrada_min_bps: number;
  /** Maximum number of monthly instalments (all 'mensais' lines together). */
  mensais_max: number;
  /** Maximum number of intermediate instalments (balões); 0 = none allowed. */
  intermediarias_max: number;
  /** Maximum share of the offered price left to the keys and to bank financing together. */
  chaves_financiamento_max_bps: number;
  /** Largest discount off the table price a broker may offer. */
  desconto_max_bps: number;
};

export const CONDICOES_PADRAO: CondicoesPagamento = {
  entrada_min_bps: 1000,
  mensais_max: 60,
  intermediarias_max: 5,
  chaves_financiamento_max_bps: 8000,
  desconto_max_bps: 500,
};

export const TIPOS_LINHA = ['entrada', 'mensais', 'intermediaria', 'chaves', 'financiamento'] as const;
export type TipoLinha = (typeof TIPOS_LINHA)[number];

export type LinhaPlano =
  | { tipo: 'entrada'; valor_centavos: number; vencimento: string }
  | { tipo: 'mensais'; quantidade: number; valor_centavos: number; primeiro_vencimento: string }
  | { tipo: 'intermediaria'; valor_centavos: number; vencimento: string }
  | { tipo: 'chaves'; valor_centavos: number }
  | { tipo: 'financiamento'; valor_centavos: number };

export const ROTULO_LINHA: Record<TipoLinha, string> = {
  entrada: 'Entrada',
  mensais: 'Mensais',
  intermediaria: 'Intermediária',
  chaves: 'Chaves',
  financiamento: 'Financiamento',
};

/** What a line adds to the plan's total. */
export function valorLinha(l: LinhaPlano): number {
  return l.tipo === 'mensais' ? l.quantidade * l.valor_centavos : l.valor_centavos;
}

export function totalPlano(linhas: readonly LinhaPlano[]): number {
  return linhas.reduce((acc, l) => acc + valorLinha(l), 0);
}

/** A broken rule: `linha` is the index of the line at fault, or null for the plan or the price. */
export type Violacao = { regra: RegraPlano; linha: number | null; mensagem: string };
export type RegraPlano =
  | 'total'
  | 'entrada_ausente'
  | 'entrada_minima'
  | 'mensais_max'
  | 'intermediarias_max'
  | 'chaves_financiamento_max'
  | 'desconto_max';

export type ResumoPlano = {
  total_centavos: number;
  /** Offered price − table price: negative is a discount. */
  diferenca_tabela_centavos: number;
  desconto_bps: number;
  violacoes: Violacao[];
};

/**
 * Checks a plan. The total must equal the offered price; the broker's conditions apply to every proposal a broker
 * sends (the developer's counter-proposal is the developer's own decision and is not checked against them).
 */
export function checkPlano(
  linhas: readonly LinhaPlano[],
  precoOfertadoCentavos: number,
  precoTabelaCentavos: number,
  condicoes: CondicoesPagamento,
): ResumoPlano {
  const violacoes: Violacao[] = [];
  const total = totalPlano(linhas);
  if (total !== precoOfertadoCentavos) {
    violacoes.push({
      regra: 'total',
      linha: null,
      mensagem: `O total do plano (${formatCentavos(total)}) difere do preço ofertado (${formatCentavos(precoOfertadoCentavos)}).`,
    });
  }
  const entradas = linhas.map((l, i) => [l, i] as const).filter(([l]) => l.tipo === 'entrada');
  const entrada = entradas.reduce((acc, [l]) => acc + valorLinha(l), 0);
  const entradaMin = applyBps(precoOfertadoCentavos, condicoes.entrada_min_bps);
  if (!entradas.length) {
    violacoes.push({ regra: 'entrada_ausente', linha: null, mensagem: 'Informe a entrada.' });
  } else if (abaixoDaParte(entrada, precoOfertadoCentavos, condicoes.entrada_min_bps)) {
    violacoes.push({
      regra: 'entrada_minima',
      linha: entradas[0]![1],
      mensagem: `A entrada mínima é de ${formatBps(condicoes.entrada_min_bps)} do preço (${formatCentavos(entradaMin)}).`,
    });
  }
  const mensais = linhas.reduce((acc, l) => acc + (l.tipo === 'mensais' ? l.quantidade : 0), 0);
  if (mensais > condicoes.mensais_max) {
    violacoes.push({
      regra: 'mensais_max',
      linha: linhas.findIndex((l) => l.tipo === 'mensais'),
      mensagem: `No máximo ${condicoes.mensais_max} parcelas mensais.`,
    });
  }
  const intermediarias = linhas.filter((l) => l.tipo === 'intermediaria').length;
  if (intermediarias > condicoes.intermediarias_max) {
    violacoes.push({
      regra: 'intermediarias_max',
      linha: linhas.findIndex((l) => l.tipo === 'intermediaria'),
      mensagem:
        condicoes.intermediarias_max === 0
          ? 'Este empreendimento não aceita parcelas intermediárias.'
          : `No máximo ${condicoes.intermediarias_max} parcelas intermediárias.`,
    });
  }
  const finais = linhas.reduce(
    (acc, l) => acc + (l.tipo === 'chaves' || l.tipo === 'financiamento' ? l.valor_centavos : 0),
    0,
  );
  const finaisMax = applyBps(precoOfertadoCentavos, condicoes.chaves_financiamento_max_bps);
  if (acimaDaParte(finais, precoOfertadoCentavos, condicoes.chaves_financiamento_max_bps)) {
    violacoes.push({
      regra: 'chaves_financiamento_max',
      linha: linhas.findIndex((l) => l.tipo === 'chaves' || l.tipo === 'financiamento'),
      mensagem: `Chaves e financiamento somam no máximo ${formatBps(condicoes.chaves_financiamento_max_bps)} do preço (${formatCentavos(finaisMax)}).`,
    });
  }
  const descontoCentavos = Math.max(0, precoTabelaCentavos - precoOfertadoCentavos);
  const desconto = bpsDe(descontoCentavos, precoTabelaCentavos);
  if (acimaDaParte(descontoCentavos, precoTabelaCentavos, condicoes.desconto_max_bps)) {
    violacoes.push({
      regra: 'desconto_max',
      linha: null,
      mensagem: `Desconto de ${formatBps(desconto)} acima do máximo de ${formatBps(condicoes.desconto_max_bps)} sem aprovação da construtora.`,
    });
  }
  return {
    total_centavos: total,
    diferenca_tabela_centavos: precoOfertadoCentavos - precoTabelaCentavos,
    desconto_bps: desconto,
    violacoes,
  };
}

// Exact comparisons of `parte / total` with a share in basis points, in integers: a rounded percentage would let
// 5,004 % pass a 5 % limit.
function acimaDaParte(parte: number, total: number, bps: number): boolean {
  return BigInt(parte) * 10_000n > BigInt(total) * BigInt(bps);
}
function abaixoDaParte(parte: number, total: number, bps: number): boolean {
  return BigInt(parte) * 10_000n < BigInt(total) * BigInt(bps);
}

export const MSG_CONDICOES = {
  naoEncontrado: 'Empreendimento não encontrado.',
} as const;
