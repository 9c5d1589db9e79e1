// Imobiliárias (docs/regras.md#imobiliárias): the agency account, its team, its invitations and its contracts.
// Texts and shapes shared by the API and the SPA; no zod here (imobiliarias-input.ts).

export const PAPEIS_MEMBRO = ['Corretor', 'Gerente'] as const;
export type PapelMembro = (typeof PAPEIS_MEMBRO)[number];

/** An invitation link lives 7 days; a new invitation to the same address replaces a pending one. */
export const CONVITE_DIAS = 7;

/**
 * The agency's cap on simultaneous Ativa reservations on one development when the construtora approves its contract
 * without naming one.
 */
export const LIMITE_RESERVAS_PADRAO = 10;
export const LIMITE_RESERVAS_MAX = 500;

export const MSG_IMOBILIARIA = {
  semPerfil: 'Perfil de imobiliária não encontrado. Complete seu cadastro.',
  cnpjInvalido: 'Informe um CNPJ válido.',
  creciObrigatorio: 'CRECI jurídico é obrigatório para imobiliárias.',
  conviteEnviado: 'Convite enviado!',
  conviteConcorrente: 'Já existe um convite pendente para este e-mail.',
  emailComConta: 'Este e-mail já tem uma conta. Entre com ela para aceitar o convite.',
  conviteInvalido: 'Convite não encontrado: ele expirou, foi cancelado ou já foi usado. Peça um novo à imobiliária.',
  conviteNaoEncontrado: 'Convite não encontrado.',
  jaMembro: 'Você já faz parte de uma imobiliária. Saia dela antes de aceitar outro convite.',
  jaNaEquipe: 'Este corretor já faz parte da sua equipe.',
  somenteCorretor: 'Só corretores podem aceitar convites de imobiliárias.',
  membroNaoEncontrado: 'Membro não encontrado na sua equipe.',
  gerenteInvalido: 'O gerente precisa ser um gerente ativo da sua equipe, diferente do próprio corretor.',
  semImobiliaria: 'Você não faz parte de nenhuma imobiliária.',
  somenteGerente: 'Só um gerente de imobiliária vê o trabalho da sua equipe.',
  limiteReservas: (limite: number) =>
    `A imobiliária já tem ${limite} reservas ativas neste empreendimento, o limite do seu contrato.`,
} as const;

/** GET /api/imobiliarias/equipe: a member of the agency's team, current or past. */
export type MembroEquipe = {
  id: string;
  corretor_id: string;
  nome: string;
  email: string | null;
  creci: string;
  papel: PapelMembro;
  gerente_id: string | null;
  gerente_nome: string | null;
  entrou_em: string;
  saiu_em: string | null;
};

export type ConviteEquipe = {
  id: string;
  email: string;
  expira_em: string;
  created_at: string;
};

/** What a broker sees of their own agency (GET /api/imobiliarias/minha). */
export type MinhaImobiliaria = {
  membro_id: string;
  imobiliaria_id: string;
  nome: string;
  papel: PapelMembro;
  entrou_em: string;
};

/** GET /api/convites/:token: what the invitation page shows before accepting. */
export type ConvitePublico = { imobiliaria: string; email: string; expira_em: string };

/** GET /api/imobiliarias/empreendimentos: a development the agency may capture, with its captação and contract. */
export type EmpreendimentoParaCaptar = {
  id: string;
  nome: string;
  cidade: string | null;
  uf: string | null;
  construtora_nome: string;
  captacao_id: string | null;
  contrato: { id: string; status_contrato: string; limite_reservas: number | null } | null;
};
