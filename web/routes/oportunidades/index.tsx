import { lazy, Suspense, useState } from 'react';
import { SlidersHorizontal } from 'lucide-react';
import { Button } from '@web/components/ui/button.tsx';
import { EmptyResults } from '@web/features/busca/empty-results.tsx';
import { FilterFields, type SelectKey } from '@web/features/busca/filter-fields.tsx';
import { ResultsGrid } from '@web/features/busca/results-grid.tsx';
import { FavoriteButton } from '@web/features/favoritos/favorite-button.tsx';
import { FavoritesProvider } from '@web/features/favoritos/favorites-state.tsx';
import { SearchInput } from '@web/features/busca/search-input.tsx';
import { LIST_PAGES } from '@web/features/busca/list-pages.ts';
import { countActiveFilters } from '@web/features/busca/search-params.ts';
import { useBuscaFilters } from '@web/features/busca/use-busca-filters.ts';
import { useBuscaResults } from '@web/features/busca/use-busca-results.ts';
import { useMediaQuery } from '@web/lib/use-media-query.ts';
import { usePageTitle } from '@web/lib/use-page-title.ts';

const { keys: KEYS, pageSize: PAGE_SIZE } = LIST_PAGES.oportunidades;
const SELECTS = KEYS.filter((key): key is SelectKey => key !== 'q');
const ERROR_TITLE = 'Erro ao buscar oportunidades';

const FilterDialog = lazy(() => import('@web/features/busca/filter-dialog.tsx'));

export function Component() {
  usePageTitle('Oportunidades de Captação');
  const { filters, setFilters, reset } = useBuscaFilters(KEYS);
  const results = useBuscaResults(filters, { pageSize: PAGE_SIZE, errorTitle: ERROR_TITLE });
  // CSS picks the inline filters (md and up) or the 'Opções de Filtro' button, so the server's HTML is right for
  // every width. The inline set leaves the page while the dialog is open: every label names exactly one control.
  const isDesktop = useMediaQuery('(min-width: 768px)');
  const [dialogOpen, setDialogOpen] = useState(false);
  const activeCount = countActiveFilters(filters);

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8 lg:py-12">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Oportunidades de Captação</h1>
      <p className="mt-2 text-slate-600">
        Lançamentos e empreendimentos das construtoras parceiras, prontos para você captar.
      </p>

      <section aria-label="Filtros" className="mt-6 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <SearchInput
            value={filters.q}
            onCommit={(q) => setFilters({ q })}
            placeholder="Nome, endereço, construtora"
            className="sm:flex-1"
          />
          <Button
            variant="outline"
            className="relative w-full sm:w-auto md:hidden"
            aria-haspopup="dialog"
            aria-expanded={dialogOpen}
            onClick={() => setDialogOpen(true)}
          >
            <SlidersHorizontal aria-hidden="true" className="size-4" />
            Opções de Filtro
            {activeCount > 0 && (
              <span
                aria-hidden="true"
                className="absolute -right-1.5 -top-1.5 inline-flex size-5 items-center justify-center rounded-full bg-brand-700 text-xs text-white"
              >
                {activeCount}
              </span>
            )}
          </Button>
        </div>
        {!(dialogOpen && !isDesktop) && (
          <FilterFields
            filters={filters}
            onChange={setFilters}
            keys={SELECTS}
            className="mt-4 hidden grid-cols-4 gap-4 md:grid"
          />
        )}
      </section>

      {dialogOpen && !isDesktop && (
        <Suspense fallback={null}>
          <FilterDialog onClose={() => setDialogOpen(false)} filters={filters} onChange={setFilters} keys={SELECTS} />
        </Suspense>
      )}

      <div className="mt-8">
        {/* One read of the favourites for all the cards' hearts. */}
        <FavoritesProvider>
          <ResultsGrid
            results={results}
            cardAction={(imovel) => <FavoriteButton imovel={imovel} />}
            gridClassName="grid gap-6 sm:grid-cols-2 lg:grid-cols-3"
            skeletonCount={6}
            priceFallback="Sob Consulta"
            errorTitle={ERROR_TITLE}
            empty={
              <EmptyResults
                title="Nenhuma oportunidade encontrada"
                text="Nenhum empreendimento corresponde aos filtros escolhidos. Ajuste a busca ou limpe os filtros."
                actionLabel="Limpar Filtros e Tentar Novamente"
                onReset={reset}
              />
            }
          />
        </FavoritesProvider>
      </div>
    </div>
  );
}
