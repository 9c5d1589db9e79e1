// Capture contracts (docs/regras.md#contratos). No zod here.
import type { Page } from './page.ts';

export const STATUS_CONTRATO = [
  'Pendente Preenchimento Corretor',
  'Pendente Aprovação Construtora',
  'Ativo',
  'Expirado',
  'Rejeitado',
] as const;
export type StatusContrato = (typeof STATUS_CONTRATO)[number];

/** Who may do what from which status. Anything else answers 403 (wrong actor) or 409 (wrong state). */
export const ACOES_CONTRATO = {
  salvar_rascunho: { ator: 'corretor', de: ['Pendente Preenchimento Corretor', 'Rejeitado'], para: null },
  enviar: {
    ator: 'corretor',
    de: ['Pendente Preenchimento Corretor', 'Rejeitado'],
    para: 'Pendente Aprovação Construtora',
  },
  aprovar: { ator: 'construtora', de: ['Pendente Aprovação Construtora'], para: 'Ativo' },
  rejeitar: { ator: 'construtora', de: ['Pendente Aprovação Construtora'], para: 'Rejeitado' },
} as const satisfies Record<
  string,
  { ator: 'corretor' | 'construtora'; de: readonly StatusContrato[]; para: StatusContrato | null }
>;
export type AcaoContrato = keyof typeof ACOES_CONTRATO;

export const MSG_CONTRATO = {
  atualizado: 'Contrato Atualizado!',
  erroAtualizar: 'Erro ao atualizar contrato',
  erroBuscar: 'Erro ao buscar contratos',
  conflitoVersao: 'Este contrato foi alterado por outra pessoa. Recarregue.',
  estadoInvalido: 'Esta ação não é permitida no status atual do contrato.',
  atorInvalido: 'Você não pode realizar esta ação neste contrato.',
  somenteLeitura: 'Contrato ativo não pode ser alterado.',
  naoEncontrado: 'Contrato não encontrado.',
  imovelRemovido: 'Este empreendimento foi removido pela construtora; o contrato não pode mais ser alterado.',
} as const;

export type ContratoHistorico = {
  id: string;
  de: StatusContrato | null;
  para: StatusContrato;
  observacao: string | null;
  /** Name of who did it, or null for the system (the daily expiry). */
  autor: string | null;
  created_at: string;
};

/** GET /api/contratos (list rows) and GET /api/contratos/:id (with historico). */
export type Contrato = {
  id: string;
  status_contrato: StatusContrato;
  termos_contrato: string | null;
  comissao_percent_acordada: number | null;
  data_inicio_validade: string | null;
  data_fim_validade: string | null;
  observacoes_construtora: string | null;
  observacoes_corretor: string | null;
  versao: number;
  /** An agency's contract: the cap of its team's simultaneous Ativa reservations, set on approval. */
  limite_reservas: number | null;
  created_at: string;
  updated_at: string;
  imovel: { id: string; nome: string; endereco: string };
  /** The capturing party: a broker, or an agency for its whole team (exactly one of the two). */
  corretor: { id: string; nome: string; creci: string; email: string | null; telefone: string | null } | null;
  imobiliaria: {
    id: string;
    nome: string;
    cnpj: string;
    creci_juridico: string;
    email: string | null;
    telefone: string | null;
  } | null;
  construtora: { id: string; nome: string; email: string | null; telefone: string | null; cnpj: string | null };
};
export type ContratoDetalhe = Contrato & { historico: ContratoHistorico[] };
export type ContratoPage = Page<Contrato>;

/** The capturing party as the contract's pages and PDF print it: the broker, or the agency for its team. */
export function parteCaptadora(c: Pick<Contrato, 'corretor' | 'imobiliaria'>) {
  if (c.imobiliaria) {
    const m = c.imobiliaria;
    return {
      titulo: 'Imobiliária',
      nome: m.nome,
      registro: ['CRECI jurídico', m.creci_juridico],
      email: m.email,
      telefone: m.telefone,
    } as const;
  }
  const k = c.corretor!;
  return {
    titulo: 'Corretor',
    nome: k.nome,
    registro: ['CRECI', k.creci],
    email: k.email,
    telefone: k.telefone,
  } as const;
}
