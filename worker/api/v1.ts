// The integration API, version 1: read-only, for a construtora's own systems, authenticated by an API key
// (Authorization: Bearer). Routes are declared with @hono/zod-openapi, so the zod schemas that validate the query
// and shape each answer are also what /api/v1/openapi.json publishes (docs/decisoes/014-openapi-e-fila-de-webhooks.md).
import { OpenAPIHono, createRoute } from '@hono/zod-openapi';
import { listEmpreendimentosV1, listUnidadesV1 } from '../domain/api-v1.ts';
import { AppError, validationError } from '../lib/errors.ts';
import { isUuid } from '../lib/cursor.ts';
import {
  empreendimentoIdParam,
  erroV1,
  listaV1Query,
  paginaEmpreendimentosV1,
  paginaUnidadesV1,
} from '../schemas/api-v1-input.ts';
import { MSG_INTEGRACOES } from '../schemas/integracoes.ts';
import { apiReferencePage } from '../site/api-reference.ts';
import { requireToken, type TokenEnv } from './middleware/require-token.ts';

const erro = (description: string) => ({ description, content: { 'application/json': { schema: erroV1 } } });
const REFUSALS = {
  400: erro('Parâmetro inválido (cursor, limit ou updated_after).'),
  401: erro('Token ausente, desconhecido ou revogado.'),
  429: erro('Limite de requisições do token atingido; o cabeçalho Retry-After diz em quantos segundos tentar.'),
} as const;

const listEmpreendimentos = createRoute({
  method: 'get',
  path: '/empreendimentos',
  summary: 'Empreendimentos da construtora',
  description: 'Os empreendimentos da construtora dona do token, na ordem da última alteração.',
  security: [{ token: [] }],
  middleware: [requireToken()] as const,
  request: { query: listaV1Query },
  responses: {
    200: { description: 'Uma página.', content: { 'application/json': { schema: paginaEmpreendimentosV1 } } },
    ...REFUSALS,
  },
});

const listUnidades = createRoute({
  method: 'get',
  path: '/empreendimentos/{id}/unidades',
  summary: 'Unidades de um empreendimento',
  description:
    'Torre, número, tipologia, área, preço e status de cada unidade, na ordem da última alteração. Nunca os dados do cliente de uma reserva ou proposta.',
  security: [{ token: [] }],
  middleware: [requireToken()] as const,
  request: { params: empreendimentoIdParam, query: listaV1Query },
  responses: {
    200: { description: 'Uma página.', content: { 'application/json': { schema: paginaUnidadesV1 } } },
    ...REFUSALS,
    404: erro('O empreendimento não existe ou é de outra construtora.'),
  },
});

export const v1Api = new OpenAPIHono<TokenEnv>({
  // Validation failures in the one error shape of the whole API.
  defaultHook: (result) => {
    if (!result.success) throw validationError(result.error);
  },
})
  .openapi(listEmpreendimentos, async (c) => {
    return c.json(await listEmpreendimentosV1(c.var.db, c.var.integracao.construtoraId, c.req.valid('query')), 200);
  })
  .openapi(listUnidades, async (c) => {
    const { id } = c.req.valid('param');
    if (!isUuid(id)) throw new AppError('not_found', MSG_INTEGRACOES.empreendimentoNaoEncontrado);
    const page = await listUnidadesV1(c.var.db, c.var.integracao.construtoraId, id, c.req.valid('query'));
    return c.json(page, 200);
  });

v1Api.openAPIRegistry.registerComponent('securitySchemes', 'token', {
  type: 'http',
  scheme: 'bearer',
  description: 'Um token da API criado em Configurações → Integrações (começa com ci_).',
});

export const OPENAPI_INFO = {
  title: 'Conecta Imóveis — API de integração',
  version: '1.0.0',
  description:
    'Leitura dos empreendimentos e unidades de uma construtora. Autenticação, paginação, updated_after, limites e webhooks: docs/integracoes.md.',
};

v1Api.doc31('/openapi.json', (c) => ({
  openapi: '3.1.0',
  info: OPENAPI_INFO,
  servers: [{ url: `${c.env.SITE_ORIGIN ?? new URL(c.req.url).origin}/api/v1` }],
}));
v1Api.get('/referencia', (c) =>
  c.html(apiReferencePage(v1Api.getOpenAPI31Document({ openapi: '3.1.0', info: OPENAPI_INFO }))),
);
