// Favourite texts (SPEC §5, §8). MSG_FAVORITOS repeats worker/schemas/favoritos.ts because importing a value
// from there pulls zod into public pages; the `typeof` annotation makes tsc fail if they drift apart.
import type { MSG_FAVORITOS as SCHEMA_MSG_FAVORITOS } from '@worker/schemas/favoritos.ts';

export const MSG_FAVORITOS: typeof SCHEMA_MSG_FAVORITOS = {
  login: 'Faça login para adicionar aos favoritos.',
  perfil: 'Complete seu perfil de corretor para favoritar.',
};

export const MSG_ADD_FAILED = 'Não foi possível adicionar aos favoritos.';
export const MSG_REMOVE_FAILED = 'Não foi possível remover dos favoritos.';
export const TITLE_PERFIL_INCOMPLETO = 'Perfil Incompleto';
