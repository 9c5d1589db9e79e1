// What the admin API answers (worker/api/admin.ts): the domain returns these shapes and the admin screens read them.
import type { UserType } from './auth.ts';

/** Rows per page of every admin list; the construtoras screen divides its total by it. */
export const ADMIN_PAGE_SIZE = 20;

export type PontoSerie = { dia: string; cadastros: number; captacoes: number; visualizacoes: number };
export type Resumo = {
  usuarios: { construtora: number; corretor: number; admin: number; inativos: number };
  imoveis: { ativos: number; inativos: number };
  captacoes: number;
  contratos: Record<string, number>;
  mensagens_novas: number;
  serie: PontoSerie[];
};
export type UsuarioAdmin = {
  id: string;
  email: string;
  nome: string | null;
  user_type: UserType;
  ativo: boolean;
  totp: boolean;
  created_at: string;
};
export type ConstrutoraAdmin = {
  id: string;
  user_id: string;
  nome: string;
  email: string | null;
  cnpj: string | null;
  ativo: boolean;
  empreendimentos: number;
  empreendimentos_ativos: number;
  captacoes: number;
  created_at: string;
};
export type MensagemAdmin = {
  id: string;
  nome: string;
  email: string;
  telefone: string;
  mensagem: string;
  imovel_id: string | null;
  imovel_nome: string | null;
  lida: boolean;
  arquivada: boolean;
  respondida_em: string | null;
  created_at: string;
};
export type StatusMensagem = 'novas' | 'lidas' | 'arquivadas';
export type RegistroAuditoria = {
  id: string;
  admin_email: string | null;
  acao: string;
  alvo_tipo: string | null;
  alvo_id: string | null;
  alvo_descricao: string | null;
  created_at: string;
};
export type Analytics = {
  dias: number;
  serie: PontoSerie[];
  totais: { cadastros: number; captacoes: number; visualizacoes: number };
  mais_vistos: { id: string; nome: string; construtora: string; ativo: boolean; visualizacoes: number }[];
};

export const MSG_TOTP_CHAVE =
  'A verificação em duas etapas está indisponível: a chave de criptografia do servidor não está configurada corretamente. Avise o suporte técnico.';

export const MSG_TOTP = {
  jaAtivo: 'A verificação em duas etapas já está ativa.',
  naoIniciado: 'Gere um novo segredo antes de confirmar o código.',
  naoAtivo: 'A verificação em duas etapas não está ativa.',
  codigoInvalido: 'Código inválido. Confira o aplicativo autenticador e tente novamente.',
  desafioInvalido: 'Código expirado ou tentativas esgotadas. Faça login novamente.',
  segundoFatorPendente: 'Confirme o código de verificação em duas etapas para acessar o painel.',
} as const;

export const MSG_ADMIN = {
  desativarASiMesmo: 'Você não pode desativar a sua própria conta.',
  jaDesativado: 'Este usuário já está desativado.',
  jaAtivo: 'Este usuário já está ativo.',
  contaExcluida: 'Esta conta foi excluída pelo titular e não pode ser reativada.',
  usuarioNaoEncontrado: 'Usuário não encontrado.',
  mensagemNaoEncontrada: 'Mensagem não encontrada.',
} as const;
