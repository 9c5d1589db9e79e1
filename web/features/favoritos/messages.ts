// Favourite texts; the ones the API also answers with come from the shared vocabulary.
export { MSG_FAVORITOS } from '@worker/schemas/favoritos.ts';

export const MSG_ADD_FAILED = 'Não foi possível adicionar aos favoritos.';
export const MSG_REMOVE_FAILED = 'Não foi possível remover dos favoritos.';
export const TITLE_PERFIL_INCOMPLETO = 'Perfil Incompleto';
