// The company's public contact details (footer, contact, about, FAQ and dashboard pages), edited by admins in
// Configurações. The built-in values show at once and are replaced by the server's when they arrive.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { CONFIGURACOES_PADRAO, telHref } from '@worker/schemas/site-configuracoes.ts';
import { api } from './api.ts';

export const siteConfigQuery = queryOptions({
  queryKey: ['site', 'configuracoes'],
  queryFn: ({ signal }) => api('GET', '/api/site/configuracoes', { signal }),
  initialData: CONFIGURACOES_PADRAO,
  // Stale from the start, so the first screen that asks fetches once; later screens reuse the answer.
  initialDataUpdatedAt: 0,
  staleTime: 5 * 60_000,
});

const phone = (label: string) => ({ label, href: telHref(label) });

export function useContactInfo() {
  const { data } = useQuery(siteConfigQuery);
  return {
    supportEmail: data.email_suporte,
    contactEmail: data.email_contato,
    address: { street: data.endereco.logradouro, district: data.endereco.bairro, zip: data.endereco.cep },
    phones: {
      main: phone(data.telefones.principal),
      vendas: phone(data.telefones.vendas),
      locacao: phone(data.telefones.locacao),
    },
    openingHours: data.horario,
    social: data.redes,
  };
}
