import { Link } from 'react-router';
import { ArrowRight, CircleHelp, Mail, Search, Sparkles } from 'lucide-react';
import { Card } from '@web/components/ui/card.tsx';
import { useContactInfo } from '@web/lib/contact-info.ts';
import type { TabPanelProps } from '@web/lib/dashboard-tab.ts';

export default function OverviewTab({ user }: TabPanelProps) {
  const { supportEmail } = useContactInfo();
  const isConstrutora = user.userType === 'construtora';
  return (
    <div className="space-y-6">
      <h2 className="text-xl font-bold text-slate-900">Visão Geral</h2>

      <Card className="bg-gradient-to-br from-brand-800 to-brand-950 p-6 text-white">
        <Sparkles aria-hidden="true" className="size-6 text-accent-300" />
        <p className="mt-3 text-lg font-semibold">
          {isConstrutora ? 'Seus empreendimentos em destaque para corretores' : 'As melhores oportunidades para captar'}
        </p>
        <p className="mt-1 max-w-2xl text-sm text-brand-100">
          {isConstrutora
            ? 'Use o painel para acompanhar seus empreendimentos, as captações recebidas e os contratos com corretores parceiros.'
            : 'Use o painel para acompanhar suas captações, seus favoritos e os contratos com as construtoras.'}
        </p>
        {!isConstrutora && (
          <Link
            to="/oportunidades"
            className="mt-4 inline-flex items-center gap-2 rounded-xl bg-accent-400 px-4 py-2 text-sm font-semibold text-brand-950 hover:bg-accent-300"
          >
            <Search aria-hidden="true" className="size-4" />
            Explorar oportunidades
          </Link>
        )}
      </Card>

      <div className="grid gap-4 md:grid-cols-2">
        <Card className="p-6">
          <Mail aria-hidden="true" className="size-6 text-brand-700" />
          <h3 className="mt-3 font-semibold text-slate-900">Suporte</h3>
          <p className="mt-1 text-sm text-slate-600">Fale com nossa equipe sempre que precisar de ajuda.</p>
          <a
            href={`mailto:${supportEmail}`}
            className="mt-3 inline-block break-all text-sm font-semibold text-brand-700 hover:text-brand-900 sm:text-base"
          >
            {supportEmail}
          </a>
        </Card>
        <Card className="p-6">
          <CircleHelp aria-hidden="true" className="size-6 text-brand-700" />
          <h3 className="mt-3 font-semibold text-slate-900">Dúvidas frequentes</h3>
          <p className="mt-1 text-sm text-slate-600">Respostas rápidas sobre cadastro, captações e contratos.</p>
          <Link
            to="/faq"
            className="mt-3 inline-flex items-center gap-1 font-semibold text-brand-700 hover:text-brand-900"
          >
            Ver perguntas frequentes
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </Card>
      </div>
    </div>
  );
}
