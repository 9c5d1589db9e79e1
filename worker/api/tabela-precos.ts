import { Hono, type Context } from 'hono';
import { pushEspelho } from '../domain/espelho-live.ts';
import {
  exportCsv,
  exportXlsx,
  imovelDoDono,
  importTabela,
  previaTabela,
  slug,
  versoesTabela,
} from '../domain/tabela-precos.ts';
import type { AppEnv } from '../lib/env.ts';
import { idempotency } from '../lib/idempotency.ts';
import { AppError } from '../lib/errors.ts';
import { requireActor } from './middleware/require-actor.ts';
import { validIds } from '../lib/validate.ts';
import { exportarQuerySchema } from '../schemas/tabela-precos-input.ts';
import { MAX_ARQUIVO_TABELA_BYTES, MSG_TABELA } from '../schemas/tabela-precos.ts';

const semArquivo = () =>
  new AppError('validation_failed', MSG_TABELA.arquivoObrigatorio, [
    { path: ['arquivo'], message: MSG_TABELA.arquivoObrigatorio },
  ]);

/** multipart/form-data with one `arquivo` (.csv or .xlsx, at most MAX_ARQUIVO_TABELA_BYTES). */
async function arquivoDo<E extends AppEnv>(c: Context<E>): Promise<File> {
  if (!(c.req.header('content-type') ?? '').toLowerCase().startsWith('multipart/form-data')) throw semArquivo();
  let form: FormData;
  try {
    form = await c.req.raw.formData();
  } catch {
    throw semArquivo();
  }
  const arquivos = form.getAll('arquivo');
  const arquivo = arquivos[0];
  if (arquivos.length !== 1 || !(arquivo instanceof File)) throw semArquivo();
  if (arquivo.size > MAX_ARQUIVO_TABELA_BYTES) throw new AppError('payload_too_large', MSG_TABELA.arquivoGrande);
  return arquivo;
}

export const tabelaPrecosApi = new Hono<AppEnv>()
  .use(requireActor())
  .post('/:imovelId/previa', validIds('imovelId', MSG_TABELA.naoEncontrado), async (c) => {
    const imovel = await imovelDoDono(c.var.db, c.var.actor, c.req.valid('param').imovelId);
    const arquivo = await arquivoDo(c);
    return c.json(await previaTabela(c.var.db, imovel, arquivo));
  })
  .post('/:imovelId', validIds('imovelId', MSG_TABELA.naoEncontrado), idempotency, async (c) => {
    const imovel = await imovelDoDono(c.var.db, c.var.actor, c.req.valid('param').imovelId);
    const arquivo = await arquivoDo(c);
    const { versao, unidadeIds } = await importTabela(c.var.db, imovel, c.var.actor.user, arquivo);
    pushEspelho(c.env, c.executionCtx)(imovel.id, unidadeIds);
    return c.json({ versao }, 201);
  })
  .get('/:imovelId/versoes', validIds('imovelId', MSG_TABELA.naoEncontrado), async (c) => {
    const imovel = await imovelDoDono(c.var.db, c.var.actor, c.req.valid('param').imovelId);
    return c.json({ versoes: await versoesTabela(c.var.db, imovel.id) });
  })
  .get('/:imovelId/exportar', validIds('imovelId', MSG_TABELA.naoEncontrado), async (c) => {
    const imovel = await imovelDoDono(c.var.db, c.var.actor, c.req.valid('param').imovelId);
    const query = exportarQuerySchema.safeParse(c.req.query());
    if (!query.success) {
      const message = query.error.issues[0]!.message;
      throw new AppError('validation_failed', message, [{ path: ['formato'], message }]);
    }
    const { formato } = query.data;
    const headers = {
      'Content-Disposition': `attachment; filename="tabela-${slug(imovel.nome)}.${formato}"`,
    };
    if (formato === 'xlsx') {
      const bytes = await exportXlsx(c.var.db, imovel.id);
      return c.body(bytes, 200, {
        ...headers,
        'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      });
    }
    return c.body(await exportCsv(c.var.db, imovel.id), 200, {
      ...headers,
      'Content-Type': 'text/csv; charset=utf-8',
    });
  });
