import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Bath, BedDouble, Building2, MapPin, Navigation, Ruler } from '@web/components/card-icons.ts';
import type { ImovelCard as ImovelCardData } from '@worker/schemas/imoveis.ts';
import { Badge } from '@web/components/ui/badge.tsx';
import { Skeleton } from '@web/components/ui/skeleton.tsx';
import { formatAreaRange, formatDistance, formatPrice, formatRange } from '@web/lib/format.ts';
import { statusLabel, statusTone } from './imovel-status.ts';

type ImovelCardProps = {
  imovel: ImovelCardData;
  /** Price text when the development has none ('Consulte' on home and cards). */
  priceFallback?: string;
  /** A control over the photo's top-right corner (favourite, remove), kept above the card-wide link. */
  action?: ReactNode;
  /** The first card of a list: its photo may be the page's largest paint, so it loads at once. */
  priority?: boolean;
};

/** A development as a card linking to /oportunidades/{id}. The photo has a fixed 4:3 box so nothing jumps. */
export function ImovelCard({ imovel, priceFallback = 'Consulte', action, priority = false }: ImovelCardProps) {
  return (
    <article className="group relative flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow focus-within:ring-2 focus-within:ring-brand-500 hover:shadow-lg">
      <div className="relative aspect-[4/3] overflow-hidden bg-slate-100">
        {imovel.thumb_url ? (
          <img
            src={imovel.thumb_url}
            alt={imovel.nome}
            width={400}
            height={300}
            loading={priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : 'auto'}
            decoding="async"
            className="size-full object-cover transition-transform duration-300 group-hover:scale-105"
          />
        ) : (
          <div className="flex size-full flex-col items-center justify-center gap-2 bg-gradient-to-br from-brand-50 to-slate-100 text-brand-300">
            <Building2 aria-hidden="true" className="size-12" />
            <span className="text-xs font-medium text-slate-500">Sem foto</span>
          </div>
        )}
        <Badge tone={statusTone(imovel.status)} className="absolute left-3 top-3 shadow-sm">
          {statusLabel(imovel.status)}
        </Badge>
        {action && <div className="absolute right-3 top-3 z-10">{action}</div>}
        {imovel.distancia_km !== undefined && (
          <span className="absolute bottom-3 left-3 inline-flex items-center gap-1 rounded-full bg-slate-900/75 px-2.5 py-1 text-xs font-medium text-white">
            <Navigation aria-hidden="true" className="size-3" />
            {formatDistance(imovel.distancia_km)}
          </span>
        )}
      </div>

      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="space-y-1">
          <h3 className="line-clamp-2 text-base font-semibold text-slate-900">
            {/* The link stretches over the whole card, so the card is one big target with a short accessible name. */}
            <Link
              to={`/oportunidades/${imovel.id}`}
              className="outline-none after:absolute after:inset-0 after:content-[''] group-hover:text-brand-700"
            >
              {imovel.nome}
            </Link>
          </h3>
          <p className="flex items-start gap-1 text-sm text-slate-600">
            <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-400" />
            <span className="line-clamp-1">{imovel.endereco}</span>
          </p>
          {imovel.construtora_nome && (
            <p className="text-xs text-slate-500">
              por <span className="font-medium text-slate-700">{imovel.construtora_nome}</span>
            </p>
          )}
        </div>

        <p className="text-lg font-bold text-brand-800">{formatPrice(imovel, priceFallback)}</p>

        <dl className="mt-auto grid grid-cols-3 gap-2 border-t border-slate-100 pt-3 text-sm">
          <Feature icon={<BedDouble className="size-4" />} label="Quartos">
            {formatRange(imovel.quartos_min, imovel.quartos_max) ?? 'N/A'}
          </Feature>
          <Feature icon={<Bath className="size-4" />} label="Banheiros">
            {formatRange(imovel.banheiros_min, imovel.banheiros_max) ?? 'N/A'}
          </Feature>
          <Feature icon={<Ruler className="size-4" />} label="Área">
            {formatAreaRange(imovel.area_min, imovel.area_max) ?? 'N/A'}
          </Feature>
        </dl>
      </div>
    </article>
  );
}

function Feature({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="flex items-center gap-1 text-xs text-slate-500">
        <span aria-hidden="true" className="text-slate-400">
          {icon}
        </span>
        {label}
      </dt>
      <dd className="font-medium text-slate-800">{children}</dd>
    </div>
  );
}

/** Placeholder with the card's exact shape, shown while developments load. */
export function ImovelCardSkeleton() {
  return (
    <div aria-hidden="true" className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      <Skeleton className="aspect-[4/3] rounded-none" />
      <div className="space-y-3 p-4">
        <Skeleton className="h-5 w-3/4" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-3 w-1/3" />
        <Skeleton className="h-6 w-1/2" />
        <div className="grid grid-cols-3 gap-2 border-t border-slate-100 pt-3">
          <Skeleton className="h-8" />
          <Skeleton className="h-8" />
          <Skeleton className="h-8" />
        </div>
      </div>
    </div>
  );
}
