import { Link } from 'react-router';
import { ArrowRight, BriefcaseBusiness, Building2, Check } from 'lucide-react';
import { buttonClasses } from '@web/components/ui/button.tsx';
import { HomeImoveisSection } from '@web/features/imoveis/home-imoveis-section.tsx';
import { HeroIllustration } from '@web/features/site/hero-illustration.tsx';
import { usePageTitle } from '@web/lib/use-page-title.ts';

const AUDIENCES = [
  {
    icon: Building2,
    title: 'Para Construtoras',
    to: '/construtoras',
    points: [
      'Publique lançamentos com fotos, valores e documentos',
      'Saiba quais corretores captaram cada empreendimento',
      'Aprove contratos de captação sem papelada',
    ],
  },
  {
    icon: BriefcaseBusiness,
    title: 'Para Corretores',
    to: '/corretores',
    points: [
      'Encontre oportunidades perto de você',
      'Capte imóveis e converse direto com a construtora',
      'Gere fichas prontas para apresentar aos clientes',
    ],
  },
];

export function Component() {
  usePageTitle();
  return (
    <>
      <section className="relative isolate overflow-hidden bg-brand-950 pt-16 text-white">
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 bg-[radial-gradient(circle_at_20%_20%,rgba(99,102,241,0.45),transparent_55%),radial-gradient(circle_at_85%_70%,rgba(245,158,11,0.14),transparent_50%)]"
        />
        <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 py-16 sm:px-6 sm:py-24 lg:grid-cols-2 lg:px-8">
          <div>
            <p className="inline-flex items-center gap-2 rounded-full border border-white/20 bg-white/10 px-3 py-1 text-xs font-medium text-brand-100">
              <span className="size-2 rounded-full bg-accent-400" aria-hidden="true" />
              Marketplace de captação imobiliária
            </p>
            <h1 className="mt-6 text-4xl font-extrabold leading-tight tracking-tight sm:text-5xl lg:text-6xl">
              Conectando <span className="text-accent-300">Construtoras</span> e Corretores
            </h1>
            <p className="mt-6 max-w-xl text-lg leading-relaxed text-brand-100">
              Construtoras divulgam seus lançamentos e corretores encontram, favoritam e captam as melhores
              oportunidades. Tudo em um só lugar, do primeiro contato ao contrato.
            </p>
            <div className="mt-8 flex flex-col gap-3 sm:flex-row">
              <Link to="/cadastro/construtora" className={buttonClasses({ variant: 'accent', size: 'lg' })}>
                <Building2 aria-hidden="true" className="size-5" />
                Sou Construtora
              </Link>
              <Link to="/cadastro/corretor" className={buttonClasses({ variant: 'inverse', size: 'lg' })}>
                <BriefcaseBusiness aria-hidden="true" className="size-5" />
                Sou Corretor
              </Link>
            </div>
            <p className="mt-6 text-sm text-brand-200">
              <Link
                to="/login"
                className="font-medium text-white underline decoration-accent-400 underline-offset-4 hover:text-accent-200"
              >
                Já tem uma conta?
              </Link>{' '}
              Acesse seu painel.
            </p>
          </div>
          <HeroIllustration className="mx-auto hidden w-full max-w-lg lg:block" />
        </div>
      </section>

      <HomeImoveisSection />

      <section aria-labelledby="como-funciona" className="render-when-visible border-y border-slate-200 bg-white">
        <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
          <h2 id="como-funciona" className="text-center text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
            Uma plataforma, dois lados do negócio
          </h2>
          <div className="mt-10 grid gap-6 md:grid-cols-2">
            {AUDIENCES.map(({ icon: Icon, title, to, points }) => (
              <div key={title} className="flex flex-col rounded-2xl border border-slate-200 bg-slate-50 p-6 sm:p-8">
                <span className="inline-flex size-12 items-center justify-center rounded-xl bg-brand-100 text-brand-800">
                  <Icon aria-hidden="true" className="size-6" />
                </span>
                <h3 className="mt-4 text-xl font-semibold text-slate-900">{title}</h3>
                <ul className="mt-4 flex-1 space-y-3">
                  {points.map((point) => (
                    <li key={point} className="flex gap-2 text-slate-700">
                      <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-emerald-600" />
                      {point}
                    </li>
                  ))}
                </ul>
                <Link
                  to={to}
                  className="mt-6 inline-flex items-center gap-1 font-semibold text-brand-700 hover:text-brand-900"
                >
                  Saiba mais
                  <span className="sr-only">: {title}</span>
                  <ArrowRight aria-hidden="true" className="size-4" />
                </Link>
              </div>
            ))}
          </div>
        </div>
      </section>
    </>
  );
}
