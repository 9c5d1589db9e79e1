// The SPA's client reads its answers' types from the server's routes (worker/schemas/api.ts): a handler that changes
// what it answers changes what the screens get, and `npm run typecheck` fails here before a screen reads a missing
// field. Checked by the compiler; the run only confirms the file loads.
import { describe, expectTypeOf, it } from 'vitest';
import type { ApiOptions } from '../../web/lib/api.ts';
import type { ApiOutput } from '../../worker/schemas/api.ts';

describe('the API client types', () => {
  it('answer what the handlers return, dates as JSON strings, every list in the one page shape', () => {
    expectTypeOf<ApiOutput<'GET', '/api/admin/construtoras'>>().toExtend<{
      items: { id: string; nome: string; created_at: string; empreendimentos: number }[];
      nextCursor: string | null;
      total: number;
    }>();
    expectTypeOf<ApiOutput<'GET', '/api/propostas'>['nextCursor']>().toEqualTypeOf<string | null>();
    expectTypeOf<ApiOutput<'GET', '/api/contratos'>['items'][number]['created_at']>().toEqualTypeOf<string>();
    expectTypeOf<ApiOutput<'GET', '/api/auth/me'>>().toEqualTypeOf<{
      user: {
        id: string;
        email: string;
        userType: 'construtora' | 'corretor' | 'imobiliaria' | 'admin';
        nome: string;
        perfilId: string | null;
      } | null;
    }>();
    expectTypeOf<ApiOutput<'DELETE', '/api/favoritos/:imovelId'>>().toEqualTypeOf<undefined>();
  });

  it('take the path parameters the route declares and the body its zod schema accepts', () => {
    expectTypeOf<ApiOptions<'DELETE', '/api/favoritos/:imovelId'>['param']>().toEqualTypeOf<{ imovelId: string }>();
    expectTypeOf<ApiOptions<'POST', '/api/favoritos'>['body']>().toEqualTypeOf<{ imovel_id: string }>();
    // @ts-expect-error a route that does not exist has no options
    expectTypeOf<ApiOptions<'GET', '/api/nao-existe'>>().toBeObject();
  });
});
