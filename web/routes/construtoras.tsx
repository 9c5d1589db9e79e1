import { ChartColumn, FileSignature, MessagesSquare, Users } from 'lucide-react';
import { AudiencePage, type AudienceContent } from '@web/features/site/audience-page.tsx';
import { useConteudo } from '@web/features/site/site-content.ts';
import { usePageTitle } from '@web/lib/use-page-title.ts';

/** Title and introduction come from the admin's Conteúdo screen. */
const CONTENT: Omit<AudienceContent, 'title' | 'intro'> = {
  eyebrow: 'Para Construtoras',
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
  const { titulo, paragrafos } = useConteudo('construtoras');
  return <AudiencePage content={{ ...CONTENT, title: titulo, intro: paragrafos }} />;
}
