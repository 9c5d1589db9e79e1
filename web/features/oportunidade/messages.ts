// Texts the API also uses. They repeat worker/schemas/* because importing a value from there pulls zod into
// public pages; the `typeof` annotations make tsc fail if the two copies drift apart.
import type { MSG_CAPTACAO as SCHEMA_MSG_CAPTACAO } from '@worker/schemas/captacoes.ts';
import type {
  MSG_FICHA_NAO_ENCONTRADA as SCHEMA_MSG_FICHA_NAO_ENCONTRADA,
  MSG_IMOVEL_NAO_ENCONTRADO as SCHEMA_MSG_IMOVEL_NAO_ENCONTRADO,
} from '@worker/schemas/imoveis.ts';

export const MSG_IMOVEL_NAO_ENCONTRADO: typeof SCHEMA_MSG_IMOVEL_NAO_ENCONTRADO =
  'Oportunidade não encontrada ou indisponível.';
export const MSG_FICHA_NAO_ENCONTRADA: typeof SCHEMA_MSG_FICHA_NAO_ENCONTRADA =
  'Imóvel não encontrado ou indisponível.';

export const MSG_CAPTACAO: typeof SCHEMA_MSG_CAPTACAO = {
  login: 'Faça login como corretor para captar oportunidades.',
  jaCaptada: 'Você já demonstrou interesse neste imóvel.',
};
