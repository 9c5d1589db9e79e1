import { Hono, type Context } from 'hono';
import { pushEspelho } from '../domain/espelho-live.ts';
import { exportTabela, importTabela, previaTabela, versoesTabela } from '../domain/tabela-precos.ts';
import type { AppEnv } from '../lib/env.ts';
import { AppError } from '../lib/errors.ts';
import { idempotency } from '../lib/idempotency.ts';
import { formFiles } from '../lib/multipart.ts';
import { requireActor } from './middleware/require-actor.ts';
import { validate, validIds } from '../lib/validate.ts';
import { exportQuerySchema } from '../schemas/tabela-precos-input.ts';
import { MAX_ARQUIVO_TABELA_BYTES, MSG_TABELA } from '../schemas/tabela-precos.ts';

/** multipart/form-data with one `arquivo` (.csv or .xlsx, at most MAX_ARQUIVO_TABELA_BYTES). */
async function arquivoDo(c: Context): Promise<File> {
  const { arquivo } = await formFiles(c, { arquivo: MSG_TABELA.arquivoObrigatorio });
  if (arquivo.size > MAX_ARQUIVO_TABELA_BYTES) throw new AppError('payload_too_large', MSG_TABELA.arquivoGrande);
  return arquivo;
}

export const tabelaPrecosApi = new Hono<AppEnv>()
  .use(requireActor('construtora'))
  .post('/:imovelId/previa', validIds('imovelId', MSG_TABELA.naoEncontrado), async (c) => {
    return c.json(await previaTabela(c.var.db, c.var.actor, c.req.valid('param').imovelId, () => arquivoDo(c)));
  })
  .post('/:imovelId', validIds('imovelId', MSG_TABELA.naoEncontrado), idempotency, async (c) => {
    const imovelId = c.req.valid('param').imovelId;
    const { versao, unidadeIds } = await importTabela(c.var.db, c.var.actor, imovelId, () => arquivoDo(c));
    pushEspelho(c.env, c.executionCtx)(imovelId, unidadeIds);
    return c.json({ versao }, 201);
  })
  .get('/:imovelId/versoes', validIds('imovelId', MSG_TABELA.naoEncontrado), async (c) => {
    return c.json({ versoes: await versoesTabela(c.var.db, c.var.actor, c.req.valid('param').imovelId) });
  })
  .get(
    '/:imovelId/exportar',
    validIds('imovelId', MSG_TABELA.naoEncontrado),
    validate('query', exportQuerySchema),
    async (c) => {
      const { formato } = c.req.valid('query');
      const { arquivoNome, conteudo } = await exportTabela(
        c.var.db,
        c.var.actor,
        c.req.valid('param').imovelId,
        formato,
      );
      return c.body(conteudo, 200, {
        'Content-Disposition': `attachment; filename="${arquivoNome}"`,
        'Content-Type':
          formato === 'xlsx'
            ? 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
            : 'text/csv; charset=utf-8',
      });
    },
  );
