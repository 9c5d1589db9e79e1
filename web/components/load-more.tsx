// 'Carregar mais' under a paginated list: bound to the list's infinite query, shown only while there is a next page.
import { Button } from '@web/components/ui/button.tsx';
import { cn } from '@web/lib/cn.ts';

type InfiniteList = { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => Promise<unknown> };

export function LoadMore({
  query,
  hidden = false,
  size,
  className,
}: {
  query: InfiniteList;
  /** Kept out while the list shows placeholder data (a search being replaced). */
  hidden?: boolean;
  size?: 'lg';
  className?: string;
}) {
  if (!query.hasNextPage || hidden) return null;
  return (
    <div className={cn('flex justify-center', className)}>
      <Button
        variant="outline"
        size={size}
        pending={query.isFetchingNextPage}
        onClick={() => void query.fetchNextPage()}
      >
        Carregar mais
      </Button>
    </div>
  );
}
