// The sales grid ("espelho de vendas"): units of a development, their statuses and reservations. No zod here
// (inputs are in espelho-input.ts); the SPA and the Worker share these names and types.

export const STATUS_UNIDADE = ['Disponível', 'Reservada', 'Em Proposta', 'Vendida', 'Bloqueada'] as const;
export type StatusUnidade = (typeof STATUS_UNIDADE)[number];
/** A unit's data (floor, typology, area, parking, price) changes only in these statuses: never during a sale. */
export const STATUS_EDITAVEL: readonly StatusUnidade[] = ['Disponível', 'Bloqueada'];

export const STATUS_RESERVA = ['Ativa', 'Cancelada', 'Expirada', 'Convertida'] as const;
export type StatusReserva = (typeof STATUS_RESERVA)[number];

/** Hold time a developer may set per development, in hours, and the default. */
export const RESERVA_HORAS = { min: 1, max: 168, padrao: 48 } as const;
/** Live reservations one broker may hold at once in one development, and the default. */
export const RESERVAS_POR_CORRETOR = { min: 1, max: 50, padrao: 3 } as const;
/** The broker is warned this long before the hold ends. */
export const AVISO_EXPIRANDO_MS = 2 * 60 * 60 * 1000;
/** A generated or imported development holds at most this many units. */
export const MAX_UNIDADES = 5000;

export const MSG_ESPELHO = {
  corrida: 'Esta unidade acabou de ser reservada por outro corretor.',
  indisponivel: 'Esta unidade não está disponível para reserva.',
  semContrato: 'Você precisa de um contrato de captação Ativo com este empreendimento para reservar unidades.',
  limiteReservas: (n: number) =>
    `Você já tem ${n} ${n === 1 ? 'reserva ativa' : 'reservas ativas'} neste empreendimento, o limite definido pela construtora.`,
  reservaNaoEncontrada: 'Reserva não encontrada.',
  reservaEncerrada: 'Esta reserva já foi encerrada.',
  naoPodeCancelar: 'Só o corretor que reservou ou a construtora podem cancelar esta reserva.',
  emProposta: 'Esta unidade tem uma proposta em andamento: a reserva só termina com a decisão da proposta.',
  unidadeNaoEncontrada: 'Unidade não encontrada.',
  empreendimentoNaoEncontrado: 'Empreendimento não encontrado.',
  conflitoVersao: 'Esta unidade foi alterada por outra pessoa. Recarregue.',
  unidadeCongelada: 'Esta unidade está reservada, em proposta ou vendida: os dados dela não podem ser alterados.',
  numeroDuplicado: 'Já existe uma unidade com este número nesta torre.',
  naoPodeBloquear: 'Só unidades disponíveis podem ser bloqueadas.',
  naoPodeDesbloquear: 'Esta unidade não está bloqueada.',
  reservada: 'Unidade reservada!',
  reservaCancelada: 'Reserva cancelada.',
} as const;

/** The holder of a unit's live reservation; only its broker and the developer see it. */
export type ReservaVisivel = {
  id: string;
  corretor_id: string;
  corretor_nome: string;
  /** The agency under whose contract the broker reserved (docs/regras.md#imobiliárias), or null. */
  imobiliaria_nome: string | null;
  cliente_nome: string;
  cliente_telefone: string;
  expira_em: string;
  created_at: string;
};

/** One cell of the grid. `reserva` is null for anyone but the holder and the developer. */
export type Unidade = {
  id: string;
  torre: string;
  numero: string;
  andar: number;
  final: string | null;
  tipologia: string | null;
  area_privativa: number | null;
  vagas: number;
  preco_centavos: number | null;
  status: StatusUnidade;
  versao: number;
  /** Position in the development's change feed: a reconnecting grid asks for everything after its highest. */
  seq: number;
  /** True when the caller is the broker who holds it. */
  minha: boolean;
  reserva: ReservaVisivel | null;
};

export type ContagemStatus = Record<StatusUnidade, number>;

/** What the units of one kind share (typology, private area, parking): sent once per grid, not once per unit. */
export type TipoUnidade = { tipologia: string | null; area_privativa: number | null; vagas: number };

/**
 * One unit in the grid's compact answer, as positions into the answer's `torres` and `tipos` and into
 * STATUS_UNIDADE instead of repeated text. No id and no reservation: the unit's dialog asks for those
 * (GET /api/espelho/:imovelId/unidade?torre=&numero=), so 2,000 units stay a few dozen KB.
 */
export type LinhaEspelho = [
  torre: number,
  numero: string,
  andar: number,
  final: string | null,
  tipo: number,
  preco_centavos: number | null,
  status: number,
  seq: number,
  /** 1 when the caller is the broker holding it. */
  minha: 0 | 1,
];

/** GET /api/espelho/:imovelId: the whole grid, compact (ETag: a grid that did not change answers 304). */
export type Espelho = {
  imovel: {
    id: string;
    nome: string;
    construtora_id: string;
    reserva_horas: number;
    reservas_max_por_corretor: number;
  };
  /** What the caller may do: the developer manages; a broker with an Ativo contract reserves. */
  permissoes: { gerenciar: boolean; reservar: boolean; motivo: string | null };
  /** Towers in display order (natural sort). */
  torres: string[];
  tipos: TipoUnidade[];
  /** Towers in order, floors from the top, numbers in natural order. */
  unidades: LinhaEspelho[];
  contagem: ContagemStatus;
  /** Highest seq of the development: the anchor for /mudancas. */
  seq: number;
};

/** GET /api/espelho/:imovelId/mudancas?desde=N: the current state of every unit changed after N. */
export type MudancasEspelho = { unidades: Unidade[]; contagem: ContagemStatus; seq: number };

/**
 * A frame an EspelhoRoom socket receives after a commit: the changed units, already redacted for that socket (the
 * room hides `reserva` from brokers other than its holder and sets `minha`), and the new counts.
 */
export type EspelhoFrame =
  { type: 'unidades'; unidades: Unidade[]; contagem: ContagemStatus; seq: number } | { type: 'erro'; message: string };

/** A unit the generator would create (its preview). */
export type UnidadeGerada = {
  torre: string;
  numero: string;
  andar: number;
  final: string;
  tipologia: string | null;
  area_privativa: number | null;
  vagas: number;
  preco_centavos: number | null;
};

/** One kept version of the price table: each import writes one. */
export type VersaoTabela = {
  id: string;
  autor: string | null;
  arquivo_nome: string;
  unidades_criadas: number;
  unidades_alteradas: number;
  created_at: string;
};

/** GET /api/espelho/reservas: the broker's own reservations across developments. */
export type MinhaReserva = ReservaVisivel & {
  status: StatusReserva;
  unidade_id: string;
  unidade_numero: string;
  torre: string;
  imovel_id: string;
  imovel_nome: string;
};
