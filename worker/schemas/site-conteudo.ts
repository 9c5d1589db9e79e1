// Site content and SEO edited in the admin area (configuracoes_site); the contact settings are in
// site-configuracoes.ts. zod-free: the public pages import the defaults below as what they show before (or without)
// the database's answer, so nothing flashes empty.

export const PAGINAS_CONTEUDO = ['faq', 'sobre', 'construtoras', 'corretores'] as const;
export type PaginaConteudo = (typeof PAGINAS_CONTEUDO)[number];

export type ItemFaq = { secao: string; pergunta: string; resposta: string };
export type ConteudoFaq = { itens: ItemFaq[] };
/** A page of title and paragraphs: the first paragraph is the page's introduction under the title. */
export type ConteudoTexto = { titulo: string; paragrafos: string[] };
export type ConteudoPaginas = {
  faq: ConteudoFaq;
  sobre: ConteudoTexto;
  construtoras: ConteudoTexto;
  corretores: ConteudoTexto;
};

export const CONTEUDO_PADRAO: ConteudoPaginas = {
  faq: {
    itens: [
      {
        secao: 'Conta e cadastro',
        pergunta: 'Quanto custa para começar?',
        resposta:
          'O cadastro é gratuito para construtoras e corretores. Corretores podem usar o plano Básico sem custo; as construtoras escolhem um plano ao publicar seus empreendimentos.',
      },
      {
        secao: 'Conta e cadastro',
        pergunta: 'Preciso de CRECI para me cadastrar como corretor?',
        resposta:
          'Sim. O número do CRECI é obrigatório no cadastro de corretores e aparece para as construtoras quando você capta um empreendimento.',
      },
      {
        secao: 'Conta e cadastro',
        pergunta: 'Posso ter uma conta de construtora e outra de corretor?',
        resposta:
          'Sim, desde que use um e-mail diferente para cada uma. Ao entrar, escolha o tipo de conta correspondente ao e-mail.',
      },
      {
        secao: 'Captações e contratos',
        pergunta: 'O que significa captar uma oportunidade?',
        resposta:
          'Captar é registrar seu interesse em trabalhar um empreendimento. A construtora é avisada e um rascunho de contrato de captação é iniciado automaticamente.',
      },
      {
        secao: 'Captações e contratos',
        pergunta: 'Como funciona o contrato de captação?',
        resposta:
          'O corretor preenche os termos, a comissão e o período de validade e envia para aprovação. A construtora aprova ou rejeita com observações; depois de aprovado, o contrato fica ativo e não pode mais ser editado.',
      },
      {
        secao: 'Captações e contratos',
        pergunta: 'Posso remover uma captação?',
        resposta: 'Sim. No seu painel, na lista de captações, use a opção de remover e confirme.',
      },
      {
        secao: 'Empreendimentos',
        pergunta: 'Quantas fotos posso enviar por empreendimento?',
        resposta: 'Até 10 imagens (PNG, JPEG, WebP ou GIF). Elas são otimizadas automaticamente antes do envio.',
      },
      {
        secao: 'Empreendimentos',
        pergunta: 'Como marco um imóvel como reservado ou vendido?',
        resposta:
          'No painel da construtora, em Meus Empreendimentos, use as ações Reservar, Vender ou Reativar de cada empreendimento.',
      },
    ],
  },
  sobre: {
    titulo: 'Aproximamos quem constrói de quem vende',
    paragrafos: [
      'A Conecta Imóveis nasceu para encurtar o caminho entre construtoras e corretores, com informação clara e negócios mais rápidos.',
      'Otimizar a captação de imóveis no Brasil, dando às construtoras uma vitrine qualificada para seus lançamentos e aos corretores acesso direto às melhores oportunidades, com contratos, conversas e materiais em um só lugar.',
      'Acreditamos que um mercado mais conectado é um mercado que vende mais e melhor, para todos os lados.',
    ],
  },
  construtoras: {
    titulo: 'Seus lançamentos na mão de quem vende',
    paragrafos: [
      'Publique seus empreendimentos uma vez e alcance uma rede de corretores qualificados, prontos para captar e apresentar aos clientes.',
    ],
  },
  corretores: {
    titulo: 'As melhores oportunidades para captar',
    paragrafos: [
      'Encontre lançamentos perto de você, capte com um clique e tenha tudo o que precisa para apresentar o imóvel ao seu cliente.',
    ],
  },
};

export const PAGINAS_SEO = ['home', 'oportunidades', 'imoveis', 'planos', 'sobre', 'contato'] as const;
export type PaginaSeo = (typeof PAGINAS_SEO)[number];
export type MetaPagina = { titulo: string; descricao: string };
/** An empty page title or description falls back to the default one. */
export type Seo = { padrao: MetaPagina; paginas: Record<PaginaSeo, MetaPagina> };

export const SEO_PADRAO: Seo = {
  padrao: {
    titulo: 'Conecta Imóveis',
    descricao:
      'Conectamos construtoras e corretores para otimizar a captação de imóveis e impulsionar negócios em todo o Brasil.',
  },
  paginas: {
    home: { titulo: '', descricao: '' },
    oportunidades: {
      titulo: 'Oportunidades',
      descricao: 'Lançamentos e empreendimentos disponíveis para captação, com filtros por tipo, preço e região.',
    },
    imoveis: {
      titulo: 'Encontre seu Imóvel Ideal',
      descricao: 'Busque imóveis por cidade, tipo, preço, quartos e área.',
    },
    planos: { titulo: 'Planos', descricao: 'Planos para construtoras e corretores na Conecta Imóveis.' },
    sobre: { titulo: 'Sobre Nós', descricao: 'Conheça a Conecta Imóveis, sua missão, valores e equipe.' },
    contato: { titulo: 'Contato', descricao: 'Fale com a equipe da Conecta Imóveis.' },
  },
};

/** Keys of configuracoes_site. */
export const CHAVE = {
  conteudo: (pagina: PaginaConteudo) => `conteudo:${pagina}`,
  seo: 'seo',
  configuracoes: 'configuracoes',
} as const;
