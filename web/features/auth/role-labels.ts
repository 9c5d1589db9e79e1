import type { UserType } from '@worker/schemas/auth.ts';

export const ROLE_LABELS: Record<UserType, string> = {
  construtora: 'Construtora',
  corretor: 'Corretor',
  imobiliaria: 'Imobiliária',
  admin: 'Administrador',
};
