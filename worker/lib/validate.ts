// zod validation whose failures become the common error shape, with the first message up front.
import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import type { ZodType } from 'zod';
import { idsParam } from '../schemas/ids.ts';
import { AppError, validationError } from './errors.ts';
import { MSG } from '../schemas/erros.ts';

export function validate<T extends ZodType, Target extends keyof ValidationTargets>(target: Target, schema: T) {
  return zValidator(target, schema, (result) => {
    if (!result.success) throw validationError(result.error);
  });
}

/**
 * The path ids of a route must be UUIDs. A malformed one names nothing that exists, so it gets the answer an unknown
 * one gets: 404 with the resource's own message ("Contrato não encontrado."), or "Recurso não encontrado.".
 */
export function validIds<K extends string>(names: K | [K, ...K[]], naoEncontrado: string = MSG.naoEncontrado) {
  return zValidator('param', idsParam(...(Array.isArray(names) ? names : [names])), (result) => {
    if (!result.success) throw new AppError('not_found', naoEncontrado);
  });
}
