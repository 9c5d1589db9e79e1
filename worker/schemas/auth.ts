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
