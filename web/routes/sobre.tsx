import { Award, HeartHandshake, Lightbulb, ShieldCheck, Target } from 'lucide-react';
import { InitialsAvatar } from '@web/components/ui/avatar.tsx';
import { Card } from '@web/components/ui/card.tsx';
import { ContactDetails } from '@web/features/site/contact-details.tsx';
import { PageHero } from '@web/features/site/page-hero.tsx';
import { useConteudo } from '@web/features/site/site-content.ts';
import { usePageTitle } from '@web/lib/use-page-title.ts';

const VALUES = [
  {
    icon: Award,
    title: 'Excelência',
    text: 'Buscamos a melhor experiência em cada detalhe, da publicação do imóvel ao contrato assinado.',
  },
  {
    icon: HeartHandshake,
    title: 'Foco no Cliente',
    text: 'Construtoras e corretores estão no centro de cada decisão que tomamos.',
  },
  {
    icon: ShieldCheck,
    title: 'Integridade',
    text: 'Transparência nas informações e respeito aos acordos entre as partes.',
  },
  {
    icon: Lightbulb,
    title: 'Inovação',
    text: 'Tecnologia a serviço de um mercado que merece processos mais simples e rápidos.',
  },
];

const TEAM = [
  {
    name: 'Mariana Albuquerque',
    role: 'CEO e Cofundadora',
    bio: '15 anos em incorporação imobiliária e lançamentos em São Paulo.',
  },
  {
    name: 'Rafael Nogueira',
    role: 'CTO e Cofundador',
    bio: 'Constrói produtos digitais para o mercado imobiliário desde 2012.',
  },
  {
    name: 'Juliana Prado',
    role: 'Head de Relacionamento',
    bio: 'Corretora há 10 anos, cuida da rede de parceiros da plataforma.',
  },
];

export function Component() {
  usePageTitle('Sobre Nós');
  const { titulo, paragrafos } = useConteudo('sobre');
  return (
    <>
      <PageHero eyebrow="Sobre Nós" title={titulo}>
        {paragrafos[0]}
      </PageHero>

      <section
        aria-labelledby="missao"
        className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-16 sm:px-6 lg:grid-cols-2 lg:px-8"
      >
        <div>
          <h2
            id="missao"
            className="flex items-center gap-2 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl"
          >
            <Target aria-hidden="true" className="size-7 text-accent-500" />
            Nossa Missão
          </h2>
          {paragrafos.slice(1).map((p, i) => (
            <p key={i} className="mt-4 leading-relaxed text-slate-700">
              {p}
            </p>
          ))}
        </div>
        <dl className="grid grid-cols-2 gap-4">
          {[
            ['+350', 'construtoras parceiras'],
            ['+4.800', 'corretores ativos'],
            ['+1.200', 'empreendimentos publicados'],
            ['27', 'estados atendidos'],
          ].map(([value, label]) => (
            <div key={label} className="flex flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
              <dt className="text-sm text-slate-600">{label}</dt>
              <dd className="order-first text-3xl font-extrabold text-brand-800">{value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section aria-labelledby="valores" className="border-y border-slate-200 bg-white">
        <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 lg:px-8">
          <h2 id="valores" className="text-center text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
            Nossos Valores
          </h2>
          <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {VALUES.map(({ icon: Icon, title, text }) => (
              <li key={title} className="rounded-2xl bg-slate-50 p-6">
                <span className="inline-flex size-12 items-center justify-center rounded-xl bg-brand-800 text-white">
                  <Icon aria-hidden="true" className="size-6" />
                </span>
                <h3 className="mt-4 font-semibold text-slate-900">{title}</h3>
                <p className="mt-2 text-sm leading-relaxed text-slate-600">{text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="equipe" className="mx-auto max-w-6xl px-4 py-16 sm:px-6 lg:px-8">
        <h2 id="equipe" className="text-center text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          Nossa Equipe
        </h2>
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {TEAM.map((member) => (
            <li key={member.name}>
              <Card className="flex h-full flex-col items-center p-6 text-center">
                <InitialsAvatar name={member.name} className="size-20 text-2xl" />
                <h3 className="mt-4 font-semibold text-slate-900">{member.name}</h3>
                <p className="text-sm font-medium text-brand-700">{member.role}</p>
                <p className="mt-2 text-sm text-slate-600">{member.bio}</p>
              </Card>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="fale-conosco" className="border-t border-slate-200 bg-white">
        <div className="mx-auto max-w-4xl px-4 py-16 sm:px-6 lg:px-8">
          <h2 id="fale-conosco" className="mb-8 text-center text-2xl font-bold tracking-tight text-slate-900">
            Fale Conosco
          </h2>
          <ContactDetails />
        </div>
      </section>
    </>
  );
}
