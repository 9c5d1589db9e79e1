// Signature rounds of approved proposals and Ativo capture contracts (docs/assinaturas.md): statuses, roles, the
// limits of links and codes, the messages, and the shapes the API answers. No zod here (assinaturas-input.ts).

export const STATUS_RODADA = ['Em assinatura', 'Assinada', 'Recusada'] as const;
export type StatusRodada = (typeof STATUS_RODADA)[number];

export const STATUS_SIGNATARIO = ['Pendente', 'Assinado', 'Recusado'] as const;
export type StatusSignatario = (typeof STATUS_SIGNATARIO)[number];

export const PAPEIS_SIGNATARIO = ['cliente', 'corretor', 'imobiliaria', 'construtora'] as const;
export type PapelSignatario = (typeof PAPEIS_SIGNATARIO)[number];

export const TIPOS_DOCUMENTO = ['proposta', 'contrato'] as const;
export type TipoDocumento = (typeof TIPOS_DOCUMENTO)[number];

export const ROTULO_PAPEL: Record<PapelSignatario, string> = {
  cliente: 'Cliente',
  corretor: 'Corretor',
  imobiliaria: 'Imobiliária',
  construtora: 'Construtora',
};

/** The abuse limits of item "Limites" in docs/assinaturas.md. */
export const LIMITES_ASSINATURA = {
  linkDias: 7,
  codigoMinutos: 10,
  tentativasCodigo: 5,
  codigosPorJanela: 3,
  janelaCodigosMinutos: 10,
} as const;

export const MSG_ASSINATURA = {
  naoEncontrada: 'Documento não encontrado.',
  linkInvalido: 'Link de assinatura não encontrado: confira o endereço recebido por e-mail.',
  linkExpirado: 'Este link de assinatura expirou. Peça um novo a quem enviou o documento.',
  linkUsado: 'Este link já foi usado: o documento já foi assinado ou recusado por você.',
  linkBloqueado: 'Este link foi bloqueado depois de 5 códigos errados. Peça um novo a quem enviou o documento.',
  rodadaEncerrada: 'Esta rodada de assinatura foi encerrada.',
  codigoIncorreto: 'Código incorreto ou expirado.',
  semCodigo: 'Peça um código antes de assinar.',
  cpfNaoConfere: 'O CPF não confere com o do documento.',
  muitosCodigos: 'Você já pediu 3 códigos nos últimos 10 minutos. Aguarde para pedir outro.',
  codigoEnviado: 'Enviamos um código de 6 dígitos para o seu e-mail.',
  jaEmAssinatura: 'Este documento já está em assinatura.',
  jaAssinado: 'Este documento já foi assinado.',
  propostaNaoAprovada: 'Só uma proposta aprovada pode ser enviada para assinatura.',
  contratoNaoAtivo: 'Só um contrato Ativo pode ser enviado para assinatura.',
  semEmail: 'Não há e-mail cadastrado para um dos signatários.',
  verificacaoNaoEncontrada: 'Documento não encontrado para este código de verificação.',
} as const;

export type SignatarioResumo = {
  id: string;
  papel: PapelSignatario;
  nome: string;
  email: string;
  status: StatusSignatario;
  assinado_em: string | null;
  motivo_recusa: string | null;
};

export type Rodada = {
  id: string;
  tipo: TipoDocumento;
  documento_nome: string;
  documento_sha256: string;
  final_sha256: string | null;
  codigo_verificacao: string;
  status: StatusRodada;
  motivo_recusa: string | null;
  created_at: string;
  concluida_em: string | null;
  signatarios: SignatarioResumo[];
};

/** What a signer's page shows: the document, who they are, and whether they can still act. */
export type AssinaturaPublica = {
  documento_nome: string;
  documento_sha256: string;
  codigo_verificacao: string;
  rodada_status: StatusRodada;
  motivo_recusa: string | null;
  signatario: {
    nome: string;
    papel: PapelSignatario;
    email_mascarado: string;
    status: StatusSignatario;
    pede_cpf: boolean;
    bloqueado: boolean;
    expira_em: string;
  };
  signatarios: { nome: string; papel: PapelSignatario; status: StatusSignatario; assinado_em: string | null }[];
};

export type Verificacao = {
  documento_nome: string;
  status: StatusRodada;
  documento_sha256: string;
  final_sha256: string | null;
  created_at: string;
  concluida_em: string | null;
  signatarios: {
    nome: string;
    papel: PapelSignatario;
    cpf_mascarado: string | null;
    status: StatusSignatario;
    assinado_em: string | null;
  }[];
};

/** `***.982.247-**`: the middle six digits, as Brazilian services show a CPF in public. */
export function maskCpf(cpf: string): string {
  const d = cpf.replace(/\D/g, '');
  return `***.${d.slice(3, 6)}.${d.slice(6, 9)}-**`;
}

/** `f***@exemplo.com.br`: enough for the signer to recognise their address. */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}***@${domain}`;
}
