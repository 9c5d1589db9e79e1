import { Link } from 'react-router';
import { ArrowRight, BriefcaseBusiness, Building2, Users } from 'lucide-react';
import { usePageTitle } from '@web/lib/use-page-title.ts';

const CHOICES = [
  {
    to: '/cadastro/construtora',
    icon: Building2,
    title: 'Sou Construtora',
    text: 'Divulgue lançamentos, acompanhe captações e aprove contratos com corretores parceiros.',
  },
  {
    to: '/cadastro/corretor',
    icon: BriefcaseBusiness,
    title: 'Sou Corretor',
    text: 'Encontre oportunidades, capte empreendimentos e converse direto com as construtoras.',
  },
  {
    to: '/cadastro/imobiliaria',
    icon: Users,
    title: 'Sou Imobiliária',
    text: 'Traga sua equipe de corretores: um contrato com a construtora vale para todo o time.',
  },
];

export function Component() {
  usePageTitle('Cadastro');
  return (
    <div className="bg-gradient-to-b from-brand-50 to-slate-50 px-4 py-12 sm:py-20">
      <div className="mx-auto max-w-3xl text-center">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">Crie sua conta gratuita</h1>
        <p className="mt-3 text-slate-600">Conte para nós como você vai usar a Conecta Imóveis.</p>
      </div>
      <ul className="mx-auto mt-10 grid max-w-5xl gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {CHOICES.map(({ to, icon: Icon, title, text }) => (
          <li key={to} className="grid">
            <Link
              to={to}
              className="group flex flex-col gap-3 rounded-2xl border-2 border-slate-200 bg-white p-6 shadow-sm transition hover:border-brand-500 hover:shadow-md"
            >
              <span className="inline-flex size-12 items-center justify-center rounded-xl bg-brand-100 text-brand-800 group-hover:bg-brand-700 group-hover:text-white">
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <span className="text-xl font-semibold text-slate-900">{title}</span>
              <span className="flex-1 text-sm leading-relaxed text-slate-600">{text}</span>
              <span className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700">
                Começar cadastro
                <ArrowRight aria-hidden="true" className="size-4 transition-transform group-hover:translate-x-1" />
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <p className="mt-8 text-center text-sm text-slate-600">
        Já tem uma conta?{' '}
        <Link to="/login" className="font-semibold text-brand-700 hover:text-brand-900">
          Entrar
        </Link>
      </p>
    </div>
  );
}
