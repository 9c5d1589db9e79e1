import { Link, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, MapPin } from 'lucide-react';
import { Badge } from '@web/components/ui/badge.tsx';
import { ErrorState } from '@web/components/ui/error-state.tsx';
import { PageSpinner } from '@web/components/ui/spinner.tsx';
import { FavoriteButton } from '@web/features/favoritos/favorite-button.tsx';
import { statusLabel, statusTone } from '@web/components/imovel-status.ts';
import { BrokerActions } from '@web/features/oportunidade/broker-actions.tsx';
import {
  Descricao,
  DetailSection,
  Diferenciais,
  Documentos,
  TourVirtual,
  usableDocumentos,
} from '@web/features/oportunidade/detail-sections.tsx';
import { Facts } from '@web/features/oportunidade/facts.tsx';
import { Gallery } from '@web/features/oportunidade/gallery.tsx';
import { MSG_IMOVEL_NAO_ENCONTRADO } from '@web/features/oportunidade/messages.ts';
import { MissingImovel } from '@web/features/oportunidade/missing-imovel.tsx';
import { isNotFound, oportunidadeQuery } from '@web/features/oportunidade/queries.ts';
import { ShareButtons } from '@web/features/oportunidade/share-buttons.tsx';
import { UnidadesResumo } from '@web/components/unidades-resumo.tsx';
import { errorMessage } from '@web/lib/api.ts';
import { formatPrice } from '@web/lib/format.ts';
import { isAllowedTourUrl } from '@worker/schemas/tour-virtual.ts';
import { useRenderInfo } from '@web/lib/render-context.ts';
import { usePageTitle } from '@web/lib/use-page-title.ts';

const NOT_FOUND_TITLE = 'Oportunidade não encontrada';

export function Component() {
  const { id = '' } = useParams();
  const { data: imovel, error, isPending, refetch } = useQuery(oportunidadeQuery(id));
  const { origin } = useRenderInfo();
  const notFound = isNotFound(error);
  usePageTitle(imovel?.nome ?? (notFound ? NOT_FOUND_TITLE : undefined));

  if (isPending) return <PageSpinner />;
  if (notFound) return <MissingImovel title={NOT_FOUND_TITLE} message={MSG_IMOVEL_NAO_ENCONTRADO} />;
  if (!imovel) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-16">
        <ErrorState
          title="Erro ao carregar a oportunidade"
          message={errorMessage(error)}
          onRetry={() => void refetch()}
        />
      </div>
    );
  }

  const documentos = usableDocumentos(imovel.documentos);
  const pageUrl = `${origin}/oportunidades/${imovel.id}`;

  return (
    <article className="mx-auto max-w-7xl px-4 py-6 sm:px-6 lg:px-8 lg:py-10">
      <Link
        to="/oportunidades"
        className="inline-flex items-center gap-1.5 text-sm font-medium text-brand-700 hover:text-brand-900"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Voltar para Oportunidades
      </Link>

      <header className="mt-4 flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
        <div className="min-w-0">
          <Badge tone={statusTone(imovel.status)}>{statusLabel(imovel.status)}</Badge>
          <h1 className="mt-2 text-2xl font-bold tracking-tight text-slate-900 sm:text-4xl">{imovel.nome}</h1>
          <p className="mt-2 flex items-start gap-1.5 text-slate-600">
            <MapPin aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-slate-400" />
            {imovel.endereco}
          </p>
          <p className="mt-3 text-xl font-bold text-brand-800 sm:text-2xl">{formatPrice(imovel, 'Sob Consulta')}</p>
          <UnidadesResumo unidades={imovel.unidades} />
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <ShareButtons nome={imovel.nome} pageUrl={pageUrl} />
          <FavoriteButton imovel={imovel} variant="outline" />
        </div>
      </header>

      <div className="mt-6">
        <Gallery images={imovel.imagens_urls} nome={imovel.nome} />
      </div>

      <div className="mt-8 grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-8">
        <div className="space-y-6">
          <DetailSection title="Informações">
            <Facts imovel={imovel} />
          </DetailSection>
          <DetailSection title="Descrição">
            <Descricao text={imovel.descricao} />
          </DetailSection>
          {imovel.diferenciais.length > 0 && (
            <DetailSection title="Diferenciais">
              <Diferenciais items={imovel.diferenciais} />
            </DetailSection>
          )}
          {documentos.length > 0 && (
            <DetailSection title="Documentos">
              <Documentos items={documentos} />
            </DetailSection>
          )}
          {isAllowedTourUrl(imovel.tour_virtual_url) && (
            <DetailSection title="Tour Virtual">
              <TourVirtual url={imovel.tour_virtual_url} nome={imovel.nome} />
            </DetailSection>
          )}
        </div>
        <aside aria-label="Ações do Corretor">
          <div className="lg:sticky lg:top-24">
            <BrokerActions imovel={imovel} />
          </div>
        </aside>
      </div>
    </article>
  );
}
