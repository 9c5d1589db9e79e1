import { Bell, FileText, Heart, MapPinned } from 'lucide-react';
import { AudiencePage, type AudienceContent } from '@web/features/site/audience-page.tsx';
import { useConteudo } from '@web/features/site/site-content.ts';
import { usePageTitle } from '@web/lib/use-page-title.ts';

/** Title and introduction come from the admin's Conteúdo screen. */
const CONTENT: Omit<AudienceContent, 'title' | 'intro'> = {
  eyebrow: 'Para Corretores',
  benefits: [
    {
      icon: MapPinned,
      title: 'Oportunidades por perto',
      text: 'Veja empreendimentos próximos à sua região e filtre por tipo, preço e tamanho.',
    },
    {
      icon: Bell,
      title: 'Alertas personalizados',
      text: 'Receba notificações de novos imóveis que combinam com suas preferências.',
    },
    {
      icon: Heart,
      title: 'Favoritos e captações',
      text: 'Organize seus imóveis de interesse e acompanhe cada captação no painel.',
    },
    {
      icon: FileText,
      title: 'Ficha do imóvel',
      text: 'Gere uma ficha pronta para impressão e compartilhe com seus clientes.',
    },
  ],
  steps: [
    'Cadastre-se com seu CRECI, sem custo.',
    'Encontre e capte as oportunidades que combinam com você.',
    'Converse com a construtora e formalize o contrato.',
  ],
  cta: { to: '/cadastro/corretor', label: 'Cadastrar como Corretor' },
};

export function Component() {
  usePageTitle('Para Corretores');
  const { titulo, paragrafos } = useConteudo('corretores');
  return <AudiencePage content={{ ...CONTENT, title: titulo, intro: paragrafos }} />;
}
