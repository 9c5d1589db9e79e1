import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { deleteContaSchema } from '@worker/schemas/conta-input.ts';
import type { changeSenhaSchema, perfilUpdateSchema } from '@worker/schemas/perfil-input.ts';
import { api } from '@web/lib/api.ts';

/** The signed-in user's profile row. */
export const perfilQuery = queryOptions({
  queryKey: ['perfil'],
  queryFn: async ({ signal }) => (await api('GET', '/api/perfil', { signal })).perfil,
});

/** A broker's current agency, or null. */
export const minhaImobiliariaQuery = queryOptions({
  queryKey: ['imobiliaria', 'minha'],
  queryFn: async ({ signal }) => (await api('GET', '/api/imobiliarias/minha', { signal })).imobiliaria,
});

/** Saves the profile; answers the profile row as stored. */
export const savePerfil = async (body: z.output<typeof perfilUpdateSchema>) =>
  (await api('PUT', '/api/perfil', { body })).perfil;

/** The server ends the user's other sessions. */
export const changeSenha = (body: z.output<typeof changeSenhaSchema>) => api('POST', '/api/perfil/senha', { body });

export const leaveImobiliaria = () => api('DELETE', '/api/imobiliarias/minha');

export const deleteConta = (body: z.output<typeof deleteContaSchema>) => api('DELETE', '/api/conta', { body });
