import { Link } from 'react-router';
import { ChevronDown } from 'lucide-react';
import { PageHero } from '@web/features/site/page-hero.tsx';
import { SUPPORT_EMAIL } from '@web/lib/contact-info.ts';
import { usePageTitle } from '@web/lib/use-page-title.ts';

const SECTIONS: Array<{ title: string; items: Array<{ q: string; a: string }> }> = [
  {
    title: 'Conta e cadastro',
    items: [
      {
        q: 'Quanto custa para começar?',
        a: 'O cadastro é gratuito para construtoras e corretores. Corretores podem usar o plano Básico sem custo; as construtoras escolhem um plano ao publicar seus empreendimentos.',
      },
      {
        q: 'Preciso de CRECI para me cadastrar como corretor?',
        a: 'Sim. O número do CRECI é obrigatório no cadastro de corretores e aparece para as construtoras quando você capta um empreendimento.',
      },
      {
        q: 'Posso ter uma conta de construtora e outra de corretor?',
        a: 'Sim, desde que use um e-mail diferente para cada uma. Ao entrar, escolha o tipo de conta correspondente ao e-mail.',
      },
    ],
  },
  {
    title: 'Captações e contratos',
    items: [
      {
        q: 'O que significa captar uma oportunidade?',
        a: 'Captar é registrar seu interesse em trabalhar um empreendimento. A construtora é avisada e um rascunho de contrato de captação é iniciado automaticamente.',
      },
      {
        q: 'Como funciona o contrato de captação?',
        a: 'O corretor preenche os termos, a comissão e o período de validade e envia para aprovação. A construtora aprova ou rejeita com observações; depois de aprovado, o contrato fica ativo e não pode mais ser editado.',
      },
      {
        q: 'Posso remover uma captação?',
        a: 'Sim. No seu painel, na lista de captações, use a opção de remover e confirme.',
      },
    ],
  },
  {
    title: 'Empreendimentos',
    items: [
      {
        q: 'Quantas fotos posso enviar por empreendimento?',
        a: 'Até 10 imagens (PNG, JPEG, WebP ou GIF). Elas são otimizadas automaticamente antes do envio.',
      },
      {
        q: 'Como marco um imóvel como reservado ou vendido?',
        a: 'No painel da construtora, em Meus Empreendimentos, use as ações Reservar, Vender ou Reativar de cada empreendimento.',
      },
    ],
  },
];

export function Component() {
  usePageTitle('Perguntas Frequentes');
  return (
    <>
      <PageHero eyebrow="FAQ" title="Perguntas Frequentes">
        Tudo o que você precisa saber para começar a usar a Conecta Imóveis.
      </PageHero>
      <div className="mx-auto max-w-3xl space-y-12 px-4 py-14 sm:px-6">
        {SECTIONS.map((section) => (
          <section key={section.title} aria-label={section.title}>
            <h2 className="text-xl font-bold text-slate-900">{section.title}</h2>
            <div className="mt-4 divide-y divide-slate-200 overflow-hidden rounded-2xl border border-slate-200 bg-white">
              {section.items.map((item) => (
                <details key={item.q} className="group">
                  <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 font-medium text-slate-900 hover:bg-slate-50 [&::-webkit-details-marker]:hidden">
                    {item.q}
                    <ChevronDown
                      aria-hidden="true"
                      className="size-5 shrink-0 text-slate-500 transition-transform group-open:rotate-180"
                    />
                  </summary>
                  <p className="px-5 pb-5 leading-relaxed text-slate-600">{item.a}</p>
                </details>
              ))}
            </div>
          </section>
        ))}
        <p className="rounded-2xl bg-brand-50 p-6 text-center text-slate-700">
          Não encontrou sua resposta? Escreva para{' '}
          <a href={`mailto:${SUPPORT_EMAIL}`} className="font-semibold text-brand-700 hover:text-brand-900">
            {SUPPORT_EMAIL}
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
