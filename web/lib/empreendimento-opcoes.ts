// The developments a picker offers (the sales grid's, the proposal conditions'): shared by features, so kept here.
import { queryOptions } from '@tanstack/react-query';
import { api } from '@web/lib/api.ts';

export type OpcaoEmpreendimento = { id: string; nome: string };

/** The developments the picker offers: the developer's own, or the ones a broker captured. */
export const opcoesQuery = (role: 'construtora' | 'corretor') =>
  queryOptions({
    // Under the sales grid's key: invalidating the grid refreshes the picker too.
    queryKey: ['espelho', 'opcoes', role],
    queryFn: async ({ signal }): Promise<OpcaoEmpreendimento[]> => {
      if (role === 'construtora') {
        const page = await api('GET', '/api/empreendimentos', { query: { limit: 50 }, signal });
        return page.items.map(({ id, nome }) => ({ id, nome }));
      }
      const { items } = await api('GET', '/api/captacoes', { signal });
      return items.flatMap((c) => (c.imovel ? [{ id: c.imovel_id, nome: c.imovel.nome }] : []));
    },
  });
