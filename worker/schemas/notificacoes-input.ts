import { afterParam } from './datas.ts';
import { pageQuery } from './page-input.ts';

/** GET /api/notificacoes: a page, newest first; `after` (an id or a real instant) only the newer ones. */
export const notificacoesQuerySchema = pageQuery().extend({ after: afterParam.optional() });
