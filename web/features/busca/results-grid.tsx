import type { ReactNode } from 'react';
import type { ImovelCard as ImovelCardData } from '@worker/schemas/imoveis.ts';
import { ErrorState } from '@web/components/ui/error-state.tsx';
import { ImovelCard, ImovelCardSkeleton } from '@web/components/imovel-card.tsx';
import { LoadMore } from '@web/components/load-more.tsx';
import { cn } from '@web/lib/cn.ts';
import { errorMessage } from '@web/lib/api.ts';
import type { BuscaResults } from './use-busca-results.ts';

type ResultsGridProps = {
  results: BuscaResults;
  /** Grid classes: the list page and the search page use different column counts. */
  gridClassName: string;
  skeletonCount: number;
  /** Price text for developments without one. */
  priceFallback: string;
  errorTitle: string;
  /** The button on each card (the favourites feature's heart), handed in by the page. */
  cardAction: (imovel: ImovelCardData) => ReactNode;
  /** Shown when the search succeeded with no match. */
  empty: ReactNode;
};

/** The cards of a search with its loading, error, empty and 'Carregar mais' states. */
export function ResultsGrid({
  results,
  gridClassName,
  skeletonCount,
  priceFallback,
  errorTitle,
  empty,
  cardAction,
}: ResultsGridProps) {
  const { data, isError, error, refetch, isPlaceholderData } = results;
  const items: ImovelCardData[] = data?.pages.flatMap((page) => page.items) ?? [];
  const busy = !data || isPlaceholderData;

  if (!data && isError) {
    return <ErrorState title={errorTitle} message={errorMessage(error)} onRetry={() => void refetch()} />;
  }

  return (
    <div aria-live="polite" aria-busy={busy}>
      {/* The cards' titles are h3: this heading keeps the outline from jumping from the page's h1. */}
      <h2 className="sr-only">Resultados</h2>
      {!data ? (
        <div className={gridClassName}>
          <span className="sr-only">Carregando imóveis...</span>
          {Array.from({ length: skeletonCount }, (_, i) => (
            <ImovelCardSkeleton key={i} />
          ))}
        </div>
      ) : items.length === 0 ? (
        empty
      ) : (
        <ul className={cn(gridClassName, 'transition-opacity', isPlaceholderData && 'opacity-60')}>
          {items.map((imovel, index) => (
            <li key={imovel.id} className="render-when-visible grid">
              <ImovelCard
                imovel={imovel}
                priceFallback={priceFallback}
                action={cardAction(imovel)}
                priority={index === 0}
              />
            </li>
          ))}
        </ul>
      )}

      <LoadMore query={results} hidden={!data || isPlaceholderData} size="lg" className="mt-10" />
    </div>
  );
}
