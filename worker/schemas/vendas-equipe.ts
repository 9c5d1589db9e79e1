// The agency's view of its team's sale (docs/vendas.md#o-painel-da-imobiliária): types shared by the API and the SPA
// (no zod here).
import type { StatusComissao, StatusProposta } from './propostas.ts';

/** Who of the team did it. */
type Corretor = { id: string; nome: string };
type Imovel = { id: string; nome: string };
type UnidadeRef = { torre: string; numero: string };

export type ReservaEquipe = {
  id: string;
  corretor: Corretor;
  imovel: Imovel;
  unidade: UnidadeRef;
  cliente_nome: string;
  cliente_telefone: string;
  expira_em: string;
  created_at: string;
};

export type PropostaEquipe = {
  id: string;
  status: StatusProposta;
  corretor: Corretor;
  imovel: Imovel;
  unidade: UnidadeRef;
  cliente_nome: string;
  preco_ofertado_centavos: number;
  updated_at: string;
};

export type VendaEquipe = {
  id: string;
  corretor: Corretor;
  imovel: Imovel;
  unidade: UnidadeRef;
  cliente_nome: string;
  preco_centavos: number;
  /** The commission the construtora owes the agency for it, and where it stands. */
  comissao: { id: string; valor_centavos: number; status: StatusComissao } | null;
  created_at: string;
};

/** One broker of the ranking: sales under the agency's contracts, all time. */
export type RankingCorretor = Corretor & { vendas: number; valor_centavos: number };

/** Sales of one agency for a construtora's reports. */
export type VendasImobiliaria = {
  id: string;
  nome: string;
  vendas: number;
  valor_centavos: number;
  comissao_centavos: number;
};

/** The brokers the ranking lists (a team is dozens of brokers). */
export const MAX_RANKING = 50;
