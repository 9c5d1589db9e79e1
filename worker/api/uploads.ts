import { Hono } from 'hono';
import { MSG_UPLOAD, saveUpload } from '../domain/uploads.ts';
import type { AppEnv } from '../lib/env.ts';
import { AppError } from '../lib/errors.ts';
import { idempotency } from '../lib/idempotency.ts';
import { requireActor } from './middleware/require-actor.ts';

const fieldError = (field: string, message: string) =>
  new AppError('validation_failed', message, [{ path: [field], message }]);

/** multipart/form-data: `arquivo` (one image) and optionally `miniatura` (its small thumbnail). */
export const uploadsApi = new Hono<AppEnv>().post(
  '/',
  requireActor(['construtora', 'corretor']),
  idempotency,
  async (c) => {
    const type = (c.req.header('content-type') ?? '').toLowerCase();
    if (!type.startsWith('multipart/form-data')) throw fieldError('arquivo', MSG_UPLOAD.arquivoObrigatorio);
    let form: FormData;
    try {
      form = await c.req.raw.formData();
    } catch {
      throw fieldError('arquivo', MSG_UPLOAD.arquivoObrigatorio);
    }
    const arquivos = form.getAll('arquivo');
    const miniaturas = form.getAll('miniatura');
    const arquivo = arquivos[0];
    if (arquivos.length !== 1 || !(arquivo instanceof File)) throw fieldError('arquivo', MSG_UPLOAD.arquivoObrigatorio);
    const miniatura = miniaturas[0] ?? null;
    if (miniaturas.length > 1 || (miniatura !== null && !(miniatura instanceof File))) {
      throw fieldError('miniatura', MSG_UPLOAD.miniaturaInvalida);
    }
    const result = await saveUpload(c.var.db, c.env.IMAGENS, c.var.actor.userId, arquivo, miniatura);
    return c.json(result, 201);
  },
);
