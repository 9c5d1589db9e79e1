// Words the demo developments are made of.
import type { SceneStyle } from './scene.ts';

export const PREFIXOS: Record<string, string[]> = {
  Apartamento: ['Residencial', 'Edifício', 'Condomínio'],
  Casa: ['Condomínio', 'Residencial', 'Villaggio'],
  Comercial: ['Centro Empresarial', 'Office', 'Corporate'],
  Terreno: ['Loteamento', 'Reserva', 'Terras de'],
  Industrial: ['Parque Logístico', 'Condomínio Industrial', 'Polo Empresarial'],
  Rural: ['Fazenda', 'Sítio', 'Chácaras'],
  Loft: ['Loft', 'Urban Lofts', 'Studio Loft'],
  Studio: ['Studio', 'Smart', 'Urban'],
  Kitnet: ['Residencial', 'Vila', 'Living'],
};

export const NOMES = [
  'Aurora',
  'Vista Verde',
  'Parque das Águas',
  'Jardim Botânico',
  'Horizonte',
  'Mirante',
  'Bela Vista',
  'Ipê Amarelo',
  'Solar das Palmeiras',
  'Recanto do Sol',
  'Alto da Serra',
  'Porto Belo',
  'Villa Toscana',
  'Essenza',
  'Nova Aliança',
  'Praça Central',
  'Brisa do Mar',
  'Vale Encantado',
  'Quinta da Boa Vista',
  'Lago Azul',
  'Bosque dos Ipês',
  'Terra Nobre',
  'Ondina',
  'Harmonia',
  'Maré Alta',
  'Jequitibá',
  'Araucária',
  'Serra Dourada',
  'Mar Azul',
  'Cidade Jardim',
];

export const DIFERENCIAIS = [
  'Piscina aquecida',
  'Academia completa',
  'Espaço gourmet',
  'Coworking',
  'Pet place',
  'Bicicletário',
  'Portaria 24h',
  'Energia solar',
  'Playground',
  'Salão de festas',
  'Quadra poliesportiva',
  'Churrasqueira',
  'Vaga para visitantes',
  'Carregador para carro elétrico',
  'Sauna',
  'Brinquedoteca',
  'Rooftop com vista',
  'Lavanderia compartilhada',
  'Mercado autônomo',
  'Reúso de água da chuva',
  'Fechadura digital',
  'Spa',
  'Espaço zen',
  'Quadra de beach tennis',
];

export const DESCRICOES: Record<string, string[]> = {
  Apartamento: [
    'Apartamentos com plantas inteligentes, varanda gourmet e acabamento de alto padrão.',
    'Localização privilegiada, perto de escolas, comércio e transporte público.',
    'Área de lazer completa no térreo e rooftop com vista panorâmica da cidade.',
    'Projeto com ventilação cruzada, iluminação natural e fachada contemporânea.',
  ],
  Casa: [
    'Casas em condomínio fechado com segurança 24 horas e amplas áreas verdes.',
    'Plantas com suíte master, quintal privativo e espaço para piscina.',
    'Ruas arborizadas, clube exclusivo e trilhas para caminhada.',
  ],
  Comercial: [
    'Salas comerciais e lajes corporativas com infraestrutura completa.',
    'Fácil acesso às principais avenidas, com auditório e salas de reunião compartilhadas.',
    'Certificação de eficiência energética e ar-condicionado central.',
  ],
  Terreno: [
    'Lotes planos com infraestrutura completa: asfalto, água, esgoto e iluminação.',
    'Loteamento fechado com portaria, área verde preservada e clube.',
  ],
  Industrial: [
    'Galpões modulares com pé-direito de 12 metros e docas niveladoras.',
    'Acesso direto a rodovias e pátio de manobras para carretas.',
  ],
  Rural: [
    'Propriedade com nascentes, pomar e casa sede reformada.',
    'Ideal para lazer ou produção, a poucos minutos da cidade.',
  ],
  Loft: ['Lofts com pé-direito duplo e mezanino, pensados para quem vive a cidade.'],
  Studio: ['Studios compactos e funcionais, ideais para investimento e locação de curta temporada.'],
  Kitnet: ['Unidades compactas próximas a universidades, com excelente retorno de aluguel.'],
};

export const CENA: Record<string, SceneStyle> = {
  Apartamento: 'torres',
  Casa: 'casas',
  Comercial: 'comercial',
  Terreno: 'lotes',
  Industrial: 'galpao',
  Rural: 'rural',
  Loft: 'torres',
  Studio: 'torres',
  Kitnet: 'torres',
};

export const TOURS = [
  'https://my.matterport.com/show/?m=SxQL3iGyoDo',
  'https://kuula.co/share/collection/7lVLq',
  'https://www.google.com/maps/embed?pb=!4v1700000000000!6m8!1m7!1sCAoSLEFGMVFpcE1',
];
