// wa.me links (sharing, and the broker's message to the developer).

export const SHARE_TEXT = 'Confira esta oportunidade de captação';

/** Shares a development's page through WhatsApp, letting the user pick the contact. */
export function whatsappShareUrl(nome: string, pageUrl: string): string {
  return `https://wa.me/?text=${encodeURIComponent(`${SHARE_TEXT}: ${nome} ${pageUrl}`)}`;
}

/**
 * A chat with the developer's phone, prefilled with the broker's interest, or null without a usable number.
 * Brazilian numbers are stored without the country code; one already starting with 55 is kept as is.
 */
export function whatsappConstrutoraUrl(
  telefone: string | null,
  imovel: { id: string; nome: string; construtoraNome: string },
): string | null {
  const digits = telefone?.replace(/\D/g, '') ?? '';
  if (digits.length < 10) return null;
  const number = digits.startsWith('55') && digits.length >= 12 ? digits : `55${digits}`;
  const text = `Olá, ${imovel.construtoraNome}! Sou corretor(a) e tenho interesse no empreendimento "${imovel.nome}" (ID: ${imovel.id}), visto na Conecta Imóveis.`;
  return `https://wa.me/${number}?text=${encodeURIComponent(text)}`;
}
