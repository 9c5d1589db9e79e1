// The four states of a list read from the server, in one place: loading, failed, empty, and the rows. A screen
// says what each state looks like; the order and the rules are here (docs/convencoes.md#lists).
import type { ReactNode } from 'react';
import { ErrorState } from '@web/components/ui/error-state.tsx';
import { errorMessage } from '@web/lib/api.ts';

/** What ListState reads of a TanStack query, plain or infinite. */
type ListQuery = { isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown };

export function ListState<T>({
  query,
  items,
  loading,
  errorTitle,
  errorText = errorMessage,
  empty,
  children,
}: {
  query: ListQuery;
  /** The rows read so far (every page of an infinite list); undefined until the first answer. */
  items: readonly T[] | undefined;
  loading: ReactNode;
  errorTitle: string;
  /** The failure's text under the title; the server's message by default. */
  errorText?: (error: unknown) => string;
  empty: ReactNode;
  children: (items: readonly T[]) => ReactNode;
}) {
  if (query.isPending) return loading;
  // A failed next page keeps the rows already shown: only a list with nothing to show turns into the error.
  if (!items?.length && query.isError) {
    return <ErrorState title={errorTitle} message={errorText(query.error)} onRetry={() => void query.refetch()} />;
  }
  if (!items?.length) return empty;
  return children(items);
}
