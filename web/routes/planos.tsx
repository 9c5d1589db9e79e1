import { Link } from 'react-router';
import { Check } from 'lucide-react';
import { buttonClasses } from '@web/components/ui/button.tsx';
import { PageHero } from '@web/features/site/page-hero.tsx';
import { cn } from '@web/lib/cn.ts';
import { usePageTitle } from '@web/lib/use-page-title.ts';

type Plan = {
  name: string;
  price: string;
  period?: string;
  description: string;
  features: string[];
  badge?: string;
  cta: string;
};

const GROUPS: Array<{ id: string; title: string; plans: Plan[] }> = [
  {
    id: 'planos-construtoras',
    title: 'Para Construtoras',
    plans: [
      {
        name: 'Essencial',
        price: 'R$ 199',
        period: '/mês',
        description: 'Para construtoras que estão começando a divulgar seus lançamentos.',
        features: [
          'Até 10 projetos ativos',
          'Painel de captações',
          'Chat com corretores',
          'Contratos de captação digitais',
        ],
        cta: 'Começar com o Essencial',
      },
      {
        name: 'Pro',
        price: 'R$ 399',
        period: '/mês',
        description: 'Para quem quer máxima visibilidade na rede de corretores.',
        features: ['Até 50 projetos', 'Empreendimentos em destaque', 'Relatórios avançados', 'Suporte prioritário'],
        badge: 'Mais Popular',
        cta: 'Assinar o Pro',
      },
    ],
  },
  {
    id: 'planos-corretores',
    title: 'Para Corretores',
    plans: [
      {
        name: 'Básico',
        price: 'Grátis',
        description: 'Para conhecer a plataforma e fazer suas primeiras captações.',
        features: ['Até 5 captações ativas', 'Favoritos ilimitados', 'Alertas de novos imóveis'],
        cta: 'Cadastrar Grátis',
      },
      {
        name: 'Premium',
        price: 'R$ 79',
        period: '/mês',
        description: 'Para corretores que vivem de captação e querem escala.',
        features: [
          'Captações ilimitadas',
          'Ficha do imóvel personalizada',
          'Alertas de novos imóveis',
          'Chat com construtoras',
        ],
        badge: 'Melhor Custo-Benefício',
        cta: 'Assinar o Premium',
      },
    ],
  },
];

export function Component() {
  usePageTitle('Planos');
  return (
    <>
      <PageHero eyebrow="Planos" title="Escolha o plano ideal para o seu negócio">
        Comece grátis e evolua conforme sua operação cresce. Sem fidelidade: cancele quando quiser.
      </PageHero>

      <div className="mx-auto max-w-5xl space-y-16 px-4 py-14 sm:px-6 lg:px-8">
        {GROUPS.map((group) => (
          <section key={group.id} aria-labelledby={group.id}>
            <h2 id={group.id} className="text-center text-2xl font-bold tracking-tight text-slate-900">
              {group.title}
            </h2>
            <ul className="mt-8 grid gap-6 md:grid-cols-2">
              {group.plans.map((plan) => (
                <li key={plan.name} className="grid">
                  <PlanCard plan={plan} />
                </li>
              ))}
            </ul>
          </section>
        ))}

        <p className="text-center text-slate-600">
          Ficou com alguma dúvida sobre os planos?{' '}
          <Link to="/contato" className="font-semibold text-brand-700 hover:text-brand-900">
            Fale com nossa equipe
          </Link>
          .
        </p>
      </div>
    </>
  );
}

function PlanCard({ plan }: { plan: Plan }) {
  const highlighted = Boolean(plan.badge);
  return (
    <article
      aria-labelledby={`plano-${plan.name}`}
      className={cn(
        'relative flex flex-col rounded-2xl border bg-white p-6 shadow-sm sm:p-8',
        highlighted ? 'border-2 border-brand-600 shadow-lg' : 'border-slate-200',
      )}
    >
      {plan.badge && (
        <span className="absolute -top-3.5 left-1/2 -translate-x-1/2 whitespace-nowrap rounded-full bg-accent-400 px-3 py-1 text-xs font-bold text-brand-950 shadow">
          {plan.badge}
        </span>
      )}
      <h3 id={`plano-${plan.name}`} className="text-lg font-semibold text-slate-900">
        {plan.name}
      </h3>
      <p className="mt-1 text-sm text-slate-600">{plan.description}</p>
      <p className="mt-5 flex items-baseline gap-1">
        <span className="text-4xl font-extrabold tracking-tight text-slate-900">{plan.price}</span>
        {plan.period && <span className="text-slate-500">{plan.period}</span>}
      </p>
      <ul className="mt-6 flex-1 space-y-3">
        {plan.features.map((feature) => (
          <li key={feature} className="flex gap-2 text-slate-700">
            <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-emerald-600" />
            {feature}
          </li>
        ))}
      </ul>
      <Link
        to="/cadastro"
        className={buttonClasses({
          variant: highlighted ? 'primary' : 'outline',
          size: 'lg',
          className: 'mt-8 w-full',
        })}
      >
        {plan.cta}
      </Link>
    </article>
  );
}
