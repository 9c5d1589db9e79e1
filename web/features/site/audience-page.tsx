import { Link } from 'react-router';
import { ArrowRight, type LucideIcon } from 'lucide-react';
import { buttonClasses } from '@web/components/ui/button.tsx';
import { PageHero } from './page-hero.tsx';

export type AudienceContent = {
  eyebrow: string;
  title: string;
  /** The first paragraph under the title, then any others. */
  intro: string[];
  benefits: Array<{ icon: LucideIcon; title: string; text: string }>;
  steps: string[];
  cta: { to: string; label: string };
};

/** Layout shared by the 'Para Construtoras' and 'Para Corretores' pages. */
export function AudiencePage({ content }: { content: AudienceContent }) {
  return (
    <>
      <PageHero eyebrow={content.eyebrow} title={content.title}>
        {content.intro.map((p, i) => (
          <p key={i} className={i > 0 ? 'mt-3' : undefined}>
            {p}
          </p>
        ))}
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Link to={content.cta.to} className={buttonClasses({ variant: 'accent', size: 'lg' })}>
            {content.cta.label}
            <ArrowRight aria-hidden="true" className="size-5" />
          </Link>
          <Link to="/planos" className={buttonClasses({ variant: 'inverse', size: 'lg' })}>
            Ver Planos
          </Link>
        </div>
      </PageHero>

      <section aria-labelledby="beneficios" className="mx-auto max-w-6xl px-4 py-16 sm:px-6 lg:px-8">
        <h2 id="beneficios" className="text-center text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          Por que usar a Conecta Imóveis
        </h2>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2">
          {content.benefits.map(({ icon: Icon, title, text }) => (
            <li key={title} className="flex gap-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-xl bg-brand-100 text-brand-800">
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <div>
                <h3 className="font-semibold text-slate-900">{title}</h3>
                <p className="mt-1 text-sm leading-relaxed text-slate-600">{text}</p>
              </div>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="como-funciona" className="border-t border-slate-200 bg-white">
        <div className="mx-auto max-w-4xl px-4 py-16 sm:px-6 lg:px-8">
          <h2 id="como-funciona" className="text-center text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
            Como funciona
          </h2>
          <ol className="mt-10 grid gap-6 md:grid-cols-3">
            {content.steps.map((step, index) => (
              <li key={step} className="rounded-2xl bg-slate-50 p-6 text-center">
                <span className="mx-auto inline-flex size-10 items-center justify-center rounded-full bg-accent-400 font-bold text-brand-950">
                  {index + 1}
                </span>
                <p className="mt-3 text-slate-700">{step}</p>
              </li>
            ))}
          </ol>
          <div className="mt-10 text-center">
            <Link to={content.cta.to} className={buttonClasses({ size: 'lg' })}>
              {content.cta.label}
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
