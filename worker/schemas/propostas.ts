// Proposals, sales and commissions: statuses, transitions, messages and the shapes the API answers. No zod here
// (proposta-input.ts has the inputs); the payment plan's rules are in plano-pagamento.ts.
import type { CondicoesPagamento, LinhaPlano, ResumoPlano } from './plano-pagamento.ts';

export const STATUS_PROPOSTA = ['Enviada', 'Contraproposta', 'Aprovada', 'Recusada', 'Cancelada'] as const;
export type StatusProposta = (typeof STATUS_PROPOSTA)[number];

/** Who may do what from which status. Anything else answers 403 (wrong actor) or 409 (wrong state). */
export const ACOES_PROPOSTA = {
  aprovar: { ator: 'construtora', de: ['Enviada'], para: 'Aprovada' },
  recusar: { ator: 'construtora', de: ['Enviada'], para: 'Recusada' },
  contrapropor: { ator: 'construtora', de: ['Enviada'], para: 'Contraproposta' },
  aceitar_contraproposta: { ator: 'corretor', de: ['Contraproposta'], para: 'Enviada' },
  recusar_contraproposta: { ator: 'corretor', de: ['Contraproposta'], para: 'Recusada' },
  cancelar: { ator: 'corretor', de: ['Enviada', 'Contraproposta'], para: 'Cancelada' },
} as const satisfies Record<
  string,
  { ator: 'corretor' | 'construtora'; de: readonly StatusProposta[]; para: StatusProposta }
>;
export type AcaoProposta = keyof typeof ACOES_PROPOSTA;

export const STATUS_COMISSAO = ['Prevista', 'Faturada', 'Paga'] as const;
export type StatusComissao = (typeof STATUS_COMISSAO)[number];

export const MSG_PROPOSTA = {
  enviada: 'Proposta enviada!',
  naoReservada: 'Só é possível enviar proposta de uma unidade reservada por você.',
  jaTemProposta: 'Esta unidade já tem uma proposta em andamento.',
  conflitoVersao: 'Esta proposta foi alterada por outra pessoa. Recarregue.',
  estadoInvalido: 'Esta ação não é permitida no status atual da proposta.',
  atorInvalido: 'Você não pode realizar esta ação nesta proposta.',
  naoEncontrada: 'Proposta não encontrada.',
  jaVendida: 'Esta unidade já foi vendida em outra proposta.',
  comissaoPaga: 'Comissão paga não pode ser alterada.',
  comissaoTransicao: 'A comissão passa de Prevista para Faturada e de Faturada para Paga.',
  comissaoConflito: 'Esta comissão foi alterada por outra pessoa. Recarregue.',
  comissaoNaoEncontrada: 'Comissão não encontrada.',
  comissaoDataPagamento: 'A data do pagamento não pode ser anterior à do faturamento.',
  comissaoDataVenda: 'A data não pode ser anterior à da venda.',
  unidadeNaoEncontrada: 'Unidade não encontrada.',
  semPreco: 'Esta unidade ainda não tem preço de tabela: peça à construtora para definir o preço.',
  precoAlterado: 'O preço desta unidade mudou. Recarregue e revise a proposta.',
  reservaVencida: 'O prazo da sua reserva desta unidade terminou: não é possível enviar a proposta.',
} as const;

export type PropostaHistorico = {
  id: string;
  de: StatusProposta | null;
  para: StatusProposta;
  autor: string | null;
  preco_centavos: number;
  plano: LinhaPlano[];
  observacao: string | null;
  created_at: string;
};

/**
 * The unit as it was when the proposal was sent: stored with the proposal (`propostas.unidade`) and copied to the
 * sale (`vendas.unidade`), so later changes of the unit never rewrite what was offered or sold.
 */
export type UnidadeVendida = {
  torre: string;
  numero: string;
  andar: number;
  tipologia: string | null;
  area_privativa: number | null;
  vagas: number;
};

/** What the sale keeps of the client (`vendas.cliente`), as the approved proposal had it. */
export type ClienteVenda = { nome: string; cpf: string; telefone: string; email: string };

/** GET /api/propostas (rows) and GET /api/propostas/:id (with historico, condicoes and resumo). */
export type Proposta = {
  id: string;
  status: StatusProposta;
  versao: number;
  unidade: { id: string } & UnidadeVendida;
  imovel: { id: string; nome: string };
  corretor: { id: string; nome: string; creci: string | null };
  construtora: { id: string; nome: string };
  /** The agency under whose contract its broker proposed; null for a broker on a contract of their own. */
  imobiliaria_nome: string | null;
  cliente_nome: string;
  cliente_cpf: string;
  cliente_telefone: string;
  cliente_email: string;
  preco_tabela_centavos: number;
  preco_ofertado_centavos: number;
  plano: LinhaPlano[];
  motivo_recusa: string | null;
  created_at: string;
  updated_at: string;
};

export type PropostaDetalhe = Proposta & {
  historico: PropostaHistorico[];
  condicoes: CondicoesPagamento;
  resumo: ResumoPlano;
};

export type Comissao = {
  id: string;
  status: StatusComissao;
  versao: number;
  imovel: { id: string; nome: string };
  unidade: { torre: string; numero: string };
  corretor: { id: string; nome: string };
  /** The agency the commission is owed to, when its broker sold under its contract; else it is the broker's. */
  imobiliaria: { id: string; nome: string } | null;
  base_centavos: number;
  percentual: number;
  valor_centavos: number;
  faturada_em: string | null;
  paga_em: string | null;
  created_at: string;
};

/** Totals of the commissions tab: per status, and per month of the sale. */
export type ResumoComissoes = {
  por_status: Record<StatusComissao, number>;
  por_mes: { mes: string; valor_centavos: number }[];
};
