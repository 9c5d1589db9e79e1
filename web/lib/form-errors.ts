import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api.ts';

/** Puts the server's validation issues under the matching fields; returns whether any matched. */
export function applyServerIssues<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: ReadonlyArray<Path<T>>,
): boolean {
  if (!(error instanceof ApiError)) return false;
  let matched = false;
  for (const issue of error.issues) {
    const field = issue.path.join('.') as Path<T>;
    if (fields.includes(field)) {
      setError(field, { type: 'server', message: issue.message });
      matched = true;
    }
  }
  return matched;
}
