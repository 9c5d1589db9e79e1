import { Link } from 'react-router';
import { ChevronDown } from 'lucide-react';
import { PageHero } from '@web/features/site/page-hero.tsx';
import type { ItemFaq } from '@worker/schemas/site-conteudo.ts';
import { useConteudo } from '@web/features/site/site-content.ts';
import { useContactInfo } from '@web/lib/contact-info.ts';
import { usePageTitle } from '@web/lib/use-page-title.ts';

/** Consecutive questions with the same section title form one section. */
function sections(itens: ItemFaq[]) {
  const out: Array<{ title: string; items: ItemFaq[] }> = [];
  for (const item of itens) {
    const last = out.at(-1);
    if (last && last.title === item.secao) last.items.push(item);
    else out.push({ title: item.secao, items: [item] });
  }
  return out;
}

export function Component() {
  usePageTitle('Perguntas Frequentes');
  const { supportEmail } = useContactInfo();
  const { itens } = useConteudo('faq');
  return (
    <>
      <PageHero eyebrow="FAQ" title="Perguntas Frequentes">
        Tudo o que você precisa saber para começar a usar a Conecta Imóveis.
      </PageHero>
      <div className="mx-auto max-w-3xl space-y-12 px-4 py-14 sm:px-6">
        {sections(itens).map((section, i) => (
          <section key={`${i}-${section.title}`} aria-label={section.title || 'Perguntas'}>
            {section.title && <h2 className="text-xl font-bold text-slate-900">{section.title}</h2>}
            <div className="mt-4 divide-y divide-slate-200 overflow-hidden rounded-2xl border border-slate-200 bg-white">
              {section.items.map((item) => (
                <details key={item.pergunta} className="group">
                  <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 font-medium text-slate-900 hover:bg-slate-50 [&::-webkit-details-marker]:hidden">
                    {item.pergunta}
                    <ChevronDown
                      aria-hidden="true"
                      className="size-5 shrink-0 text-slate-500 transition-transform group-open:rotate-180"
                    />
                  </summary>
                  <p className="px-5 pb-5 leading-relaxed text-slate-600">{item.resposta}</p>
                </details>
              ))}
            </div>
          </section>
        ))}
        <p className="rounded-2xl bg-brand-50 p-6 text-center text-slate-700">
          Não encontrou sua resposta? Escreva para{' '}
          <a href={`mailto:${supportEmail}`} className="font-semibold text-brand-700 hover:text-brand-900">
            {supportEmail}
          </a>{' '}
          ou use a{' '}
          <Link to="/contato" className="font-semibold text-brand-700 hover:text-brand-900">
            página de contato
          </Link>
          .
        </p>
      </div>
    </>
  );
}
