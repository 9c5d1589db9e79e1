// The dashboard tabs' addresses (`/dashboard?tab=<id>`): Portuguese, kebab-case, like every URL. The English ids the
// tabs had before stay in bookmarks and in notifications already stored, so they still open their tab.

export const TAB_IDS = [
  'visao-geral',
  'empreendimentos',
  'espelho',
  'captacoes-recebidas',
  'captacoes',
  'contratos',
  'propostas',
  'comissoes',
  'vendas-equipe',
  'minha-equipe',
  'divisao-comissao',
  'chat',
  'favoritos',
  'relatorios',
  'notificacoes',
  'preferencias',
  'configuracoes',
  'equipe',
  'empreendimentos-para-captar',
] as const;

/** Every dashboard tab id, registered or not yet. */
export type TabId = (typeof TAB_IDS)[number];

const FORMER_IDS: Record<string, TabId> = {
  overview: 'visao-geral',
  listings: 'empreendimentos',
  units: 'espelho',
  received_captures: 'captacoes-recebidas',
  captured: 'captacoes',
  contracts: 'contratos',
  proposals: 'propostas',
  commissions: 'comissoes',
  favorites: 'favoritos',
  reports: 'relatorios',
  notifications: 'notificacoes',
  preferences: 'preferencias',
  settings: 'configuracoes',
};

/** The tab a `tab` query value asks for, a former English id read as its Portuguese one; null for anything else. */
export function requestedTabId(value: string | null): TabId | null {
  if (value === null) return null;
  if ((TAB_IDS as readonly string[]).includes(value)) return value as TabId;
  return Object.hasOwn(FORMER_IDS, value) ? FORMER_IDS[value]! : null;
}
