// A form checked by the same zod schema as its endpoint (docs/convencoes.md#code): the browser validates with the
// schema, loaded on the first check; the server's 400 issues land under the fields they name, and whatever names no
// field is the form-level message.
import { useState } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Mode,
  type Path,
  type Resolver,
  type UseFormReturn,
} from 'react-hook-form';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { errorMessage } from './api.ts';
import { applyServerIssues } from './form-errors.ts';
import { lazyZodResolver } from './lazy-zod-resolver.ts';
import { useSubmissionKey } from './submission-key.ts';

type Fields<TValues extends FieldValues> = ReadonlyArray<Path<TValues>> | ((values: TValues) => Path<TValues>[]);

export type ServerFormOptions<TValues extends FieldValues, TOutput, TResult> = {
  defaultValues: DefaultValues<TValues>;
  /** The fields that can show a server issue; a function when they depend on the values (rows of a list). */
  fields: Fields<TValues>;
  /**
   * Sends the valid values. The idempotency key is the same for every try of one submission
   * (web/lib/submission-key.ts); endpoints that do not take one ignore it.
   */
  submit: (values: TOutput, idempotencyKey: string) => Promise<TResult>;
  onSuccess?: (result: TResult, values: TOutput) => unknown;
  /** After the issues were placed; `onField` says whether any landed under a field. */
  onError?: (error: unknown, onField: boolean) => unknown;
  mode?: Mode;
} & (
  | { schema: () => Promise<z.ZodType<TOutput, TValues>>; resolver?: never }
  /** A resolver of the caller's, when the schema depends on props or on the button pressed. */
  | { resolver: Resolver<TValues, unknown, TOutput>; schema?: never }
);

export type ServerForm<TValues extends FieldValues, TOutput, TResult> = UseFormReturn<TValues, unknown, TOutput> & {
  /** The fields' messages, the browser's and the server's. */
  errors: UseFormReturn<TValues, unknown, TOutput>['formState']['errors'];
  /** The form's onSubmit: validates, then sends. */
  onSubmit: ReturnType<UseFormReturn<TValues, unknown, TOutput>['handleSubmit']>;
  pending: boolean;
  /** The last failure, until the next submission. */
  error: unknown;
  /** The last failure's message when it named no field, else null. */
  formError: string | null;
  /** The values of the submission under way or last sent. */
  variables: TOutput | undefined;
  result: TResult | undefined;
};

export function useServerForm<TValues extends FieldValues, TOutput, TResult = unknown>(
  options: ServerFormOptions<TValues, TOutput, TResult>,
): ServerForm<TValues, TOutput, TResult> {
  const { schema } = options;
  // One lazy resolver for the life of the form, so the schema is fetched once.
  const [ownResolver] = useState(() => (schema ? lazyZodResolver<TValues, TOutput>(schema) : undefined));
  const form = useForm<TValues, unknown, TOutput>({
    resolver: options.resolver ?? ownResolver,
    defaultValues: options.defaultValues,
    mode: options.mode,
  });
  const submission = useSubmissionKey();
  const [formError, setFormError] = useState<string | null>(null);

  const mutation = useMutation({
    mutationFn: (values: TOutput) => submission.run((key) => options.submit(values, key)),
    onMutate: () => setFormError(null),
    onSuccess: (result, values) => options.onSuccess?.(result, values),
    onError: (error) => {
      const { fields } = options;
      const names = typeof fields === 'function' ? fields(form.getValues()) : fields;
      const onField = applyServerIssues(error, form.setError, names);
      if (!onField) setFormError(errorMessage(error));
      return options.onError?.(error, onField);
    },
  });

  return {
    ...form,
    errors: form.formState.errors,
    onSubmit: form.handleSubmit((values) => mutation.mutate(values)),
    pending: mutation.isPending,
    error: mutation.error,
    formError,
    variables: mutation.variables,
    result: mutation.data,
  };
}
