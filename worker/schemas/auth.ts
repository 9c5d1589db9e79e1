// Account vocabulary shared by the API and the SPA (no zod here: public pages import it freely).

export const USER_TYPES = ['construtora', 'corretor', 'imobiliaria', 'admin'] as const;
export type UserType = (typeof USER_TYPES)[number];
export const SIGNUP_TYPES = ['construtora', 'corretor', 'imobiliaria'] as const;
export type SignupType = (typeof SIGNUP_TYPES)[number];

export const PASSWORD_MIN = 8;

/** What the API returns for the signed-in user (GET /api/auth/me, login, signup). */
export type SessionUser = {
  id: string;
  email: string;
  userType: UserType;
  /** nome from the construtoras/corretores/imobiliarias row, else the e-mail. */
  nome: string;
  /** id of the construtoras, corretores or imobiliarias row, null for admin or a missing profile. */
  perfilId: string | null;
};

export const MSG_MUITAS_TENTATIVAS = 'Muitas tentativas de login. Aguarde 15 minutos e tente novamente.';

export const MSG_CONTA_PROTEGIDA =
  'Muitas tentativas de login nesta conta a partir de redes desconhecidas. Aguarde alguns minutos e tente novamente.';

export const MSG_AUTH = {
  credenciais: 'E-mail ou senha inválidos.',
  contaInativa: 'Esta conta está desativada. Entre em contato com o suporte.',
  tipoErrado: (role: string) => `Este login não corresponde a um perfil de ${role}. Verifique o tipo selecionado.`,
  semPerfil: (role: string) => `Não foi encontrado um perfil de ${role} associado a este login. Tente se cadastrar.`,
} as const;
