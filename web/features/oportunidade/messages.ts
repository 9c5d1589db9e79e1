// Texts the API also uses, from the zod-free shared vocabulary.
export { MSG_CAPTACAO } from '@worker/schemas/captacoes.ts';
export { MSG_FICHA_NAO_ENCONTRADA, MSG_IMOVEL_NAO_ENCONTRADO } from '@worker/schemas/imoveis.ts';
