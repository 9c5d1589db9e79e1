// The company's contact settings edited in the admin area (configuracoes_site, key 'configuracoes'). Apart from the
// pages' texts (site-conteudo.ts) because every public page's footer shows them: the first load carries these few
// lines, not the FAQ and the other pages' copy.

export type ConfiguracoesSite = {
  email_suporte: string;
  email_contato: string;
  telefones: { principal: string; vendas: string; locacao: string };
  endereco: { logradouro: string; bairro: string; cep: string };
  horario: string;
  /** Empty links are not shown. */
  redes: { instagram: string; facebook: string; linkedin: string; youtube: string };
};

export const CONFIGURACOES_PADRAO: ConfiguracoesSite = {
  email_suporte: 'suporte@conectaimoveis.com.br',
  email_contato: 'contato@conectaimoveis.com.br',
  telefones: { principal: '(11) 3456-7800', vendas: '(11) 3456-7810', locacao: '(11) 3456-7820' },
  endereco: {
    logradouro: 'Av. Paulista, 1578 – 12º andar',
    bairro: 'Bela Vista, São Paulo – SP',
    cep: 'CEP 01310-200',
  },
  horario: 'Seg-Sex 9h-18h, Sáb 9h-13h',
  redes: {
    instagram: 'https://www.instagram.com/conectaimoveis',
    facebook: 'https://www.facebook.com/conectaimoveis',
    linkedin: 'https://www.linkedin.com/company/conecta-imoveis',
    youtube: 'https://www.youtube.com/@conectaimoveis',
  },
};

/** tel: link of a Brazilian phone as typed ("(11) 3456-7800" → "tel:+551134567800"). */
export function telHref(telefone: string): string {
  const digits = telefone.replace(/\D/g, '');
  return `tel:${digits.startsWith('55') && digits.length > 11 ? '+' : '+55'}${digits}`;
}
