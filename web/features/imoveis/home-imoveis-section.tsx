import { Link } from 'react-router';
import { ArrowRight, Building2, RotateCw, TriangleAlert } from 'lucide-react';
import { Button, buttonClasses } from '@web/components/ui/button.tsx';
import { ImovelCard, ImovelCardSkeleton } from '@web/components/imovel-card.tsx';
import { HOME_LIMIT, NEARBY_RADIUS_KM, useHomeImoveis } from './use-home-imoveis.ts';

export function HomeImoveisSection() {
  const { list, locationNotice } = useHomeImoveis();

  return (
    <section aria-labelledby="recentes-titulo" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2 id="recentes-titulo" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
            Lançamentos e Oportunidades Recentes
          </h2>
          <p className="mt-2 text-slate-600">
            {list.status === 'success' && list.nearby
              ? `Empreendimentos a até ${NEARBY_RADIUS_KM} km de você.`
              : 'Os empreendimentos publicados mais recentemente pelas construtoras parceiras.'}
          </p>
        </div>
        <Link
          to="/oportunidades"
          className={buttonClasses({ variant: 'outline', className: 'self-start sm:self-auto' })}
        >
          Ver Todos
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>

      {locationNotice && (
        <p
          role="status"
          className="mt-6 flex items-start gap-2 rounded-xl border border-yellow-300 bg-yellow-50 px-4 py-3 text-sm text-yellow-900"
        >
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {locationNotice}
        </p>
      )}

      <div className="mt-8" aria-live="polite" aria-busy={list.status === 'loading'}>
        {list.status === 'loading' && (
          <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            <span className="sr-only">Carregando imóveis...</span>
            {Array.from({ length: HOME_LIMIT }, (_, i) => (
              <ImovelCardSkeleton key={i} />
            ))}
          </div>
        )}

        {list.status === 'error' && (
          <div className="flex flex-col items-center gap-3 rounded-2xl border border-red-200 bg-red-50 px-6 py-12 text-center">
            <TriangleAlert aria-hidden="true" className="size-10 text-red-600" />
            <p className="text-lg font-semibold text-red-900">Erro ao carregar imóveis</p>
            <p className="max-w-md text-sm text-red-800">{list.message}</p>
            <Button variant="outline" onClick={list.retry} className="mt-2">
              <RotateCw aria-hidden="true" className="size-4" />
              Tentar novamente
            </Button>
          </div>
        )}

        {list.status === 'success' && list.items.length === 0 && (
          <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
            <Building2 aria-hidden="true" className="size-10 text-slate-400" />
            <p className="text-lg font-semibold text-slate-800">Nenhum imóvel encontrado</p>
            <p className="max-w-md text-sm text-slate-600">
              Novos lançamentos aparecem aqui assim que forem publicados.
            </p>
          </div>
        )}

        {list.status === 'success' && list.items.length > 0 && (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {list.items.map((imovel) => (
              <li key={imovel.id} className="render-when-visible grid">
                <ImovelCard imovel={imovel} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
