// The files of a multipart/form-data upload, read one way for every route that takes one.
import type { Context } from 'hono';
import { AppError } from './errors.ts';

const fieldError = (field: string, message: string) =>
  new AppError('validation_failed', message, [{ path: [field], message }]);

/**
 * Each field holds at most one file. A body that is not multipart, or cannot be read, is refused with the first
 * required field's message; a required field missing or not a file with its own; an optional one sent twice or not
 * as a file with its own.
 */
export async function formFiles<R extends string, O extends string = never>(
  c: Context,
  required: Record<R, string>,
  optional: Record<O, string> = {} as Record<O, string>,
): Promise<Record<R, File> & Record<O, File | null>> {
  const [first, firstMessage] = Object.entries<string>(required)[0]!;
  if (!(c.req.header('content-type') ?? '').toLowerCase().startsWith('multipart/form-data')) {
    throw fieldError(first, firstMessage);
  }
  let form: FormData;
  try {
    form = await c.req.raw.formData();
  } catch {
    throw fieldError(first, firstMessage);
  }
  const files: Record<string, File | null> = {};
  for (const [field, message] of Object.entries<string>(required)) {
    const all = form.getAll(field);
    const file = all[0];
    if (all.length !== 1 || !(file instanceof File)) throw fieldError(field, message);
    files[field] = file;
  }
  for (const [field, message] of Object.entries<string>(optional)) {
    const all = form.getAll(field);
    const file = all[0] ?? null;
    if (all.length > 1 || (file !== null && !(file instanceof File))) throw fieldError(field, message);
    files[field] = file;
  }
  return files as Record<R, File> & Record<O, File | null>;
}
