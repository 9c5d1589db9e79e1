import { EmptyResults } from '@web/features/busca/empty-results.tsx';
import { FilterFields, type SelectKey } from '@web/features/busca/filter-fields.tsx';
import { ResultsGrid } from '@web/features/busca/results-grid.tsx';
import { FavoriteButton } from '@web/features/favoritos/favorite-button.tsx';
import { FavoritesProvider } from '@web/features/favoritos/favorites-state.tsx';
import { SearchInput } from '@web/features/busca/search-input.tsx';
import { LIST_PAGES } from '@web/features/busca/list-pages.ts';
import { useBuscaFilters } from '@web/features/busca/use-busca-filters.ts';
import { useBuscaResults } from '@web/features/busca/use-busca-results.ts';
import { usePageTitle } from '@web/lib/use-page-title.ts';

const { keys: KEYS, pageSize: PAGE_SIZE } = LIST_PAGES.imoveis;
const SELECTS = KEYS.filter((key): key is SelectKey => key !== 'q');
const ERROR_TITLE = 'Erro ao buscar imóveis';

export function Component() {
  usePageTitle('Imóveis');
  const { filters, setFilters, reset } = useBuscaFilters(KEYS);
  const results = useBuscaResults(filters, { pageSize: PAGE_SIZE, errorTitle: ERROR_TITLE });

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8 lg:py-12">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Encontre seu Imóvel Ideal</h1>
      <p className="mt-2 text-slate-600">Apartamentos, casas, terrenos e salas comerciais para venda e aluguel.</p>

      <section
        aria-label="Filtros"
        className="mt-6 grid grid-cols-2 gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:gap-4 sm:p-5 lg:grid-cols-4"
      >
        <SearchInput
          value={filters.q}
          onCommit={(q) => setFilters({ q })}
          placeholder="Nome, bairro, cidade..."
          className="col-span-2 lg:col-span-1"
        />
        {/* `contents` lets the selects sit in the bar's own grid; on phones the odd last one (sorting) takes a full row. */}
        <FilterFields
          filters={filters}
          onChange={setFilters}
          keys={SELECTS}
          className="contents [&>div:last-child]:col-span-2 lg:[&>div:last-child]:col-span-1"
        />
      </section>

      <div className="mt-8">
        {/* One read of the favourites for all the cards' hearts. */}
        <FavoritesProvider>
          <ResultsGrid
            results={results}
            cardAction={(imovel) => <FavoriteButton imovel={imovel} />}
            gridClassName="grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4"
            skeletonCount={8}
            priceFallback="Consulte"
            errorTitle={ERROR_TITLE}
            empty={
              <EmptyResults
                title="Nenhum Imóvel Encontrado"
                text="Tente ajustar os filtros ou buscar por outros termos."
                actionLabel="Limpar Filtros"
                onReset={reset}
              />
            }
          />
        </FavoritesProvider>
      </div>
    </div>
  );
}
