import { api } from '@web/lib/api.ts';

/** Records that a broker generated a development's sheet (the 'Materiais gerados' card counts these). */
export const recordFicha = (imovelId: string) => api('POST', '/api/fichas', { body: { imovel_id: imovelId } });
