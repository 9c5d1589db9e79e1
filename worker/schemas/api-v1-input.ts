// The integration API's contract (/api/v1): the query schemas that validate a request and the answer schemas that
// shape each reply. Both are zod (registered with OpenAPI), since /api/v1/openapi.json is generated from them; only
// the Worker reads this file.
import { z } from '@hono/zod-openapi';
import { isIsoTimestamp } from './datas.ts';
import { STATUS_UNIDADE } from './espelho.ts';
import { STATUS_EMPREENDIMENTO, STATUS_IMOVEL, TIPOS_IMOVEL } from './imoveis.ts';
import { MSG_INTEGRACOES } from './integracoes.ts';
import { pageQuery } from './page-input.ts';

export const LIMITE_PAGINA_V1 = { padrao: 50, max: 200 } as const;

export const listaV1Query = pageQuery(LIMITE_PAGINA_V1).extend({
  updated_after: z.string().refine(isIsoTimestamp, { error: MSG_INTEGRACOES.dataInvalida }).optional().openapi({
    description: 'Só o que mudou depois deste instante (ISO 8601 com fuso), em ordem de `updated_at`.',
    example: '2026-01-31T12:00:00Z',
  }),
});

export const empreendimentoIdParam = z.object({
  id: z.string().openapi({ param: { name: 'id', in: 'path' }, format: 'uuid', description: 'Id do empreendimento.' }),
});

const timestamp = z.string().openapi({ format: 'date-time', example: '2026-01-31T12:00:00.123456+00:00' });

export const empreendimentoV1 = z
  .object({
    id: z.string().openapi({ format: 'uuid' }),
    nome: z.string(),
    endereco: z.string(),
    cidade: z.string().nullable(),
    uf: z.string().nullable(),
    tipo: z.enum(TIPOS_IMOVEL),
    fase: z.enum(STATUS_EMPREENDIMENTO),
    status: z.enum(STATUS_IMOVEL),
    ativo: z.boolean(),
    preco_min: z.number().nullable().openapi({ description: 'Em reais.' }),
    preco_max: z.number().nullable().openapi({ description: 'Em reais.' }),
    unidades_total: z.number().int(),
    unidades_disponiveis: z.number().int(),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
    created_at: timestamp,
    updated_at: timestamp,
  })
  .openapi('Empreendimento');
export type EmpreendimentoV1 = z.infer<typeof empreendimentoV1>;

export const unidadeV1 = z
  .object({
    id: z.string().openapi({ format: 'uuid' }),
    imovel_id: z.string().openapi({ format: 'uuid', description: 'Id do empreendimento.' }),
    torre: z.string(),
    numero: z.string(),
    andar: z.number().int(),
    tipologia: z.string().nullable(),
    area_privativa: z.number().nullable().openapi({ description: 'Em m².' }),
    vagas: z.number().int(),
    preco_centavos: z.number().int().nullable().openapi({ description: 'Preço de tabela em centavos de real.' }),
    status: z.enum(STATUS_UNIDADE),
    updated_at: timestamp,
  })
  .openapi('Unidade');
export type UnidadeV1 = z.infer<typeof unidadeV1>;

const pagina = <T extends z.ZodType>(item: T, name: string) =>
  z
    .object({
      items: z.array(item),
      nextCursor: z.string().nullable().openapi({ description: 'Cursor da próxima página; null na última.' }),
    })
    .openapi(name);

export const paginaEmpreendimentosV1 = pagina(empreendimentoV1, 'PaginaEmpreendimentos');
export const paginaUnidadesV1 = pagina(unidadeV1, 'PaginaUnidades');

export const erroV1 = z
  .object({
    error: z.object({
      code: z.string().openapi({ example: 'unauthorized' }),
      message: z.string().openapi({ example: 'Token da API inválido ou revogado.' }),
      issues: z.array(z.object({ path: z.array(z.union([z.string(), z.number()])), message: z.string() })).optional(),
    }),
  })
  .openapi('Erro');
