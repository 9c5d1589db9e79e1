import { useSearchParams } from 'react-router';
import { Card } from '@web/components/ui/card.tsx';
import { ContatoForm } from '@web/features/contato/contato-form.tsx';
import { MapIllustration } from '@web/features/contato/map-illustration.tsx';
import { ContactDetails } from '@web/features/site/contact-details.tsx';
import { PageHero } from '@web/features/site/page-hero.tsx';
import { usePageTitle } from '@web/lib/use-page-title.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function Component() {
  usePageTitle('Contato');
  const [searchParams] = useSearchParams();
  const imovelTitle = searchParams.get('imovel')?.trim() || undefined;
  // Only a well-formed id is passed on; a broken link still lets the visitor write to us.
  const imovelIdParam = searchParams.get('imovel_id') ?? undefined;
  const imovelId = imovelIdParam && UUID.test(imovelIdParam) ? imovelIdParam : undefined;

  return (
    <>
      <PageHero eyebrow="Contato" title="Fale com a Conecta Imóveis">
        Dúvidas, parcerias ou interesse em um imóvel? Envie sua mensagem e nossa equipe responde em até um dia útil.
      </PageHero>

      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-12 sm:px-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:px-8 lg:py-16">
        <Card className="p-6 sm:p-8 lg:self-start">
          <h2 className="text-xl font-bold text-slate-900">Envie uma mensagem</h2>
          <p className="mt-1 text-sm text-slate-600">Todos os campos são obrigatórios.</p>
          <div className="mt-6">
            <ContatoForm key={`${imovelTitle ?? ''}|${imovelId ?? ''}`} imovelTitle={imovelTitle} imovelId={imovelId} />
          </div>
        </Card>

        <div className="space-y-8">
          <section aria-labelledby="onde-estamos">
            <h2 id="onde-estamos" className="mb-5 text-xl font-bold text-slate-900">
              Onde estamos
            </h2>
            <ContactDetails className="sm:grid-cols-2 lg:grid-cols-1" />
          </section>
          <MapIllustration />
        </div>
      </div>
    </>
  );
}
