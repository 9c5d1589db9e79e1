// The split of an agency's commission (docs/vendas.md#divisão-da-comissão): vocabulary shared by the API, the
// database's CHECKs and the SPA (no zod here).

/** Who a share of an agency's commission is for; the agency's own part is the rest of the rule. */
export const PAPEIS_PARTE = ['Corretor', 'Gerente', 'Imobiliária'] as const;
export type PapelParte = (typeof PAPEIS_PARTE)[number];

/** A person's share is owed by the agency until it pays it; once Paga it never changes. */
export const STATUS_PARTE = ['Prevista', 'Paga'] as const;
export type StatusParte = (typeof STATUS_PARTE)[number];

export const BP_TOTAL = 10_000;

export const MSG_DIVISAO = {
  somaAcima: 'Corretor e gerente somam mais de 100%: a parte da imobiliária não pode ser negativa.',
  parteNaoEncontrada: 'Parte da comissão não encontrada.',
  partePaga: 'Esta parte já foi paga e não pode ser alterada.',
  parteDaImobiliaria: 'A parte da imobiliária fica com ela: não há pagamento a registrar.',
  parteConflito: 'Esta parte foi alterada por outra pessoa. Recarregue.',
  dataVenda: 'A data não pode ser anterior à da venda.',
} as const;

/** The rule an agency sets: the agency keeps imobiliaria_bp = 10 000 − the other two. */
export type RegraDivisaoAtual = { corretor_bp: number; gerente_bp: number; imobiliaria_bp: number };

/** The rule in force at a sale, frozen on its commission (comissoes.divisao). */
export type DivisaoVenda = RegraDivisaoAtual & { gerente_corretor_id: string | null };

/** One share of an agency's commission, as the agency and the person it is for see it. */
export type ParteComissao = {
  id: string;
  comissao_id: string;
  papel: PapelParte;
  status: StatusParte;
  versao: number;
  bp: number;
  valor_centavos: number;
  paga_em: string | null;
  /** Who it is for; null for the agency's own part. */
  corretor: { id: string; nome: string } | null;
  /** Who sold. */
  vendedor: { id: string; nome: string };
  imovel: { id: string; nome: string };
  unidade: { torre: string; numero: string };
  comissao_valor_centavos: number;
  comissao_status: string;
  created_at: string;
};

/** Totals beside the list: what is still owed to persons and what was paid to them. */
export type ResumoPartes = { prevista_centavos: number; paga_centavos: number };
