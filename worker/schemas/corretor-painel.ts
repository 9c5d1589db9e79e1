// Vocabulary of the broker's workspace (docs/regras.md#captações): captures, summary
// cards, alert preferences. No zod here.
import type { ImovelCard } from './imoveis.ts';

/** GET /api/captacoes — the broker's own captures, newest first. */
export type MinhaCaptacao = {
  id: string;
  imovel_id: string;
  status: string;
  status_captacao: string | null;
  data_captacao: string;
  observacoes: string | null;
  /** null when the development was removed or deactivated: shown as 'Empreendimento Removido'. */
  imovel: (ImovelCard & { construtora_nome: string | null }) | null;
  contrato: { id: string; status_contrato: string } | null;
};

/** GET /api/captacoes/resumo — the three cards of the captured tab. */
export type ResumoCorretor = { captacoes: number; favoritos: number; materiais_gerados: number };

/** The radius options of the alert preferences, in km (default 10). */
export const RAIO_KM_VALUES = [1, 2, 5, 10, 15, 20, 30, 50] as const;

export const MSG_CORRETOR = {
  captacaoRemovida: 'Captação Removida!',
  erroRemoverCaptacao: 'Erro ao remover captação',
  captacaoComContratoAtivo: 'Esta captação tem um contrato ativo e não pode ser removida.',
  favoritoRemovido: 'Favorito Removido!',
  erroRemoverFavorito: 'Erro ao remover favorito',
  semPerfil: 'Erro: Perfil de corretor não encontrado. Complete seu cadastro.',
  avisoSemPerfil: 'Aviso: Complete seu cadastro de corretor para salvar as preferências.',
  preferenciasSalvas: 'Preferências Salvas!',
} as const;

/** GET /api/preferencias → { preferencias: Preferencias | null }; PUT → { preferencias }. */
export type Preferencias = {
  raio_km: number;
  latitude: number | null;
  longitude: number | null;
  /** The city chosen instead of the device location, for display. */
  cidade: string | null;
  tipos_imoveis: string[];
  faixa_preco_min: number | null;
  faixa_preco_max: number | null;
  notificar_novos: boolean;
  notificar_vendidos_reservados: boolean;
  updated_at: string;
};
