import { ChartColumn, FileSignature, MessagesSquare, Users } from 'lucide-react';
import { AudiencePage, type AudienceContent } from '@web/features/site/audience-page.tsx';
import { usePageTitle } from '@web/lib/use-page-title.ts';

const CONTENT: AudienceContent = {
  eyebrow: 'Para Construtoras',
  title: 'Seus lançamentos na mão de quem vende',
  intro:
    'Publique seus empreendimentos uma vez e alcance uma rede de corretores qualificados, prontos para captar e apresentar aos clientes.',
  benefits: [
    {
      icon: Users,
      title: 'Rede de corretores',
      text: 'Corretores de todo o Brasil encontram seus empreendimentos por região, tipo e faixa de preço.',
    },
    {
      icon: ChartColumn,
      title: 'Visibilidade medida',
      text: 'Acompanhe visualizações e captações de cada empreendimento no seu painel.',
    },
    {
      icon: MessagesSquare,
      title: 'Conversa direta',
      text: 'Chat integrado com os corretores que captaram seus imóveis, sem intermediários.',
    },
    {
      icon: FileSignature,
      title: 'Contratos digitais',
      text: 'Receba, revise e aprove contratos de captação em poucos cliques.',
    },
  ],
  steps: [
    'Cadastre sua construtora gratuitamente.',
    'Publique empreendimentos com fotos, valores e documentos.',
    'Acompanhe as captações e aprove os contratos.',
  ],
  cta: { to: '/cadastro/construtora', label: 'Cadastrar Construtora' },
};

export function Component() {
  usePageTitle('Para Construtoras');
  return <AudiencePage content={CONTENT} />;
}
