// The company's public contact details, shown in the footer, the contact, about and dashboard pages.
export const SUPPORT_EMAIL = 'suporte@conectaimoveis.com.br';
export const CONTACT_EMAIL = 'contato@conectaimoveis.com.br';

export const ADDRESS = {
  street: 'Av. Paulista, 1578 – 12º andar',
  district: 'Bela Vista, São Paulo – SP',
  zip: 'CEP 01310-200',
};

export const PHONES = {
  main: { label: '(11) 3456-7800', href: 'tel:+551134567800' },
  vendas: { label: '(11) 3456-7810', href: 'tel:+551134567810' },
  locacao: { label: '(11) 3456-7820', href: 'tel:+551134567820' },
};

export const OPENING_HOURS = 'Seg-Sex 9h-18h, Sáb 9h-13h';

export const SOCIAL_LINKS = {
  instagram: 'https://www.instagram.com/conectaimoveis',
  facebook: 'https://www.facebook.com/conectaimoveis',
  linkedin: 'https://www.linkedin.com/company/conecta-imoveis',
  youtube: 'https://www.youtube.com/@conectaimoveis',
};
