// A broker's favourites on the server (docs/regras.md#favoritos); visitors keep theirs in the browser.
import type { ImovelCard } from './imoveis.ts';

export type Favorito = {
  id: string;
  imovel_id: string;
  created_at: string;
  /** null when the development was removed or deactivated: shown as 'Empreendimento Removido'. */
  imovel: ImovelCard | null;
};

export const MSG_FAVORITOS = {
  login: 'Faça login para adicionar aos favoritos.',
  perfil: 'Complete seu perfil de corretor para favoritar.',
} as const;
