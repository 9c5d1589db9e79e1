// Vocabulary of the construtora's workspace (docs/regras.md#empreendimentos): the developer's own
// developments, their availability transitions, received captures and reports. No zod here.
import type { Documento, ImovelCard, StatusImovel } from './imoveis.ts';
import type { Page } from './page.ts';

/** Which availability action is allowed from which status, and where it leads. */
export const ACOES_STATUS = {
  reservar: { de: ['Disponível'], para: 'Reservado', disponivel: false },
  reativar: { de: ['Reservado'], para: 'Disponível', disponivel: true },
  vender: { de: ['Disponível', 'Reservado'], para: 'Vendido', disponivel: false },
} as const satisfies Record<string, { de: readonly StatusImovel[]; para: StatusImovel; disponivel: boolean }>;
export type AcaoStatus = keyof typeof ACOES_STATUS;

export const MAX_IMAGENS = 10;
/** Per uploaded file, after the browser's compression to about 1 MB. */
export const MAX_UPLOAD_BYTES = 3 * 1024 * 1024;
export const TIPOS_UPLOAD = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
export type TipoUpload = (typeof TIPOS_UPLOAD)[number];

export const MSG_EMPREENDIMENTO = {
  semConstrutora: 'ID da construtora não encontrado.',
  naoAutenticado: 'Usuário não autenticado.',
  naoEncontrado: 'Empreendimento não encontrado.',
  contratoAtivo:
    'Este empreendimento tem contrato de captação ativo e não pode ser excluído. Encerre o contrato antes.',
  transicaoInvalida: 'Esta mudança de status não é permitida para o status atual do empreendimento.',
  maxImagens: 'Você pode enviar no máximo 10 imagens.',
  imagemInvalida: 'Imagem inválida: envie imagens pelo formulário do empreendimento.',
  tipoArquivo: 'Formato de imagem não suportado. Envie PNG, JPEG, WebP ou GIF.',
  arquivoGrande: 'Imagem grande demais (máximo de 3 MB após a compressão).',
} as const;

/** A row of 'Meus Empreendimentos' (GET /api/empreendimentos): a card plus what the owner manages. */
export type EmpreendimentoItem = ImovelCard & {
  ativo: boolean;
  disponivel: boolean;
  visualizacoes: number;
  captacoes: number;
  updated_at: string;
};

export type EmpreendimentoPage = Page<EmpreendimentoItem> & { total: number };

/** GET/POST/PUT /api/empreendimentos/:id — every field the form edits, as stored. */
export type Empreendimento = {
  id: string;
  nome: string;
  endereco: string;
  cidade: string | null;
  uf: string | null;
  descricao: string | null;
  status: string;
  status_imovel: StatusImovel;
  disponivel: boolean;
  ativo: boolean;
  tipo_imovel: string;
  tipo_negocio: 'venda' | 'aluguel';
  preco_min: number | null;
  preco_max: number | null;
  faixa_preco_texto: string | null;
  quartos_min: number | null;
  quartos_max: number | null;
  banheiros_min: number | null;
  banheiros_max: number | null;
  area_min: number | null;
  area_max: number | null;
  comissao_percent: number | null;
  data_entrega: string | null;
  latitude: number | null;
  longitude: number | null;
  imagens_urls: string[];
  thumb_url: string | null;
  videos_urls: string[];
  tour_virtual_url: string | null;
  documentos: Documento[];
  diferenciais: string[];
  visualizacoes: number;
  created_at: string;
  updated_at: string;
};

/** GET /api/empreendimentos/resumo — the three summary cards. */
export type ResumoConstrutora = {
  total_empreendimentos: number;
  total_captacoes: number;
  visualizacoes_totais: number;
  /** Units sold (approved proposals) in all of the developer's developments. */
  unidades_vendidas: number;
  /** VGV vendido: the sum of those sales' prices. */
  vgv_vendido_centavos: number;
};

/** GET /api/captacoes/recebidas — captures of the developer's own developments, newest first. */
export type CaptacaoRecebida = {
  id: string;
  status: string;
  status_captacao: string | null;
  data_captacao: string;
  /** Who captured it: a broker, or an agency for its whole team (exactly one). */
  corretor: { id: string; nome: string; email: string | null; creci: string; telefone: string | null } | null;
  imobiliaria: {
    id: string;
    nome: string;
    email: string | null;
    creci_juridico: string;
    telefone: string | null;
  } | null;
  imovel: { id: string; nome: string };
};
export type CaptacaoRecebidaPage = Page<CaptacaoRecebida>;

/** POST /api/uploads → 201: the stored object, with its thumbnail when one was sent. */
export type UploadResult = { url: string; chave: string; bytes: number; tipo: TipoUpload; thumb_url: string | null };

/** GET /api/relatorios?dias=30 — per development and in total, one point per day (oldest first). */
export type RelatorioDia = { dia: string; visualizacoes: number; captacoes: number; favoritos: number };
export type RelatorioImovel = {
  id: string;
  nome: string;
  visualizacoes: number;
  captacoes: number;
  favoritos: number;
  serie: RelatorioDia[];
};
/** Sales of the period: per day, VSO per development, average discount and the best brokers. */
export type RelatorioVendas = {
  totais: { unidades: number; valor_centavos: number; desconto_medio_bps: number | null };
  serie: { dia: string; unidades: number; valor_centavos: number }[];
  /** VSO = units sold in the period ÷ units unsold at its start (null when none was). */
  vso: { id: string; nome: string; vendidas: number; estoque_inicial: number; vso_bps: number | null }[];
  melhores_corretores: { id: string; nome: string; vendas: number; valor_centavos: number }[];
};
export type Relatorio = {
  dias: number;
  de: string;
  ate: string;
  totais: { visualizacoes: number; captacoes: number; favoritos: number };
  serie: RelatorioDia[];
  imoveis: RelatorioImovel[];
  vendas: RelatorioVendas;
};
