// The whole database (words in docs/glossario.md). Migrations are generated from this file
// (`npm run db:generate`); PostGIS/trigram functions, triggers and indexes live in hand-written migrations.
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { USER_TYPES } from '../worker/schemas/auth.ts';
import { STATUS_CONTRATO as STATUS_CONTRATO_VALUES } from '../worker/schemas/contratos.ts';
import { RAIO_KM_VALUES } from '../worker/schemas/corretor-painel.ts';
import {
  STATUS_COMISSAO,
  STATUS_PROPOSTA,
  type ClienteVenda,
  type UnidadeVendida,
} from '../worker/schemas/propostas.ts';
import { PAPEIS_PARTE, STATUS_PARTE, type DivisaoVenda } from '../worker/schemas/divisao.ts';
import { PAPEIS_SIGNATARIO, STATUS_RODADA, STATUS_SIGNATARIO, TIPOS_DOCUMENTO } from '../worker/schemas/assinaturas.ts';
import { RESERVA_HORAS, RESERVAS_POR_CORRETOR, STATUS_RESERVA, STATUS_UNIDADE } from '../worker/schemas/espelho.ts';
import { STATUS_EMPREENDIMENTO, STATUS_IMOVEL, TIPOS_IMOVEL, TIPOS_NEGOCIO } from '../worker/schemas/imoveis.ts';
import { EVENTOS_WEBHOOK, STATUS_ENTREGA } from '../worker/schemas/integracoes.ts';
import { PAPEIS_MEMBRO } from '../worker/schemas/imobiliarias.ts';

const money = (name: string) => numeric(name, { precision: 14, scale: 2, mode: 'number' });
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
const inList = (column: string, values: readonly string[]) =>
  sql.raw(`${column} IN (${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(', ')})`);

/** geography(Point,4326): generated from latitude/longitude, so it can never drift from them. */
const geographyPoint = customType<{ data: string; driverData: string }>({
  dataType: () => 'geography(Point,4326)',
});

export const STATUS_CAPTACAO_VALUES = [
  'Interesse Registrado',
  'Pendente',
  'Em contato',
  'Proposta enviada',
  'Concluída',
  'Cancelada',
] as const;
export const TIPO_NOTIFICACAO_VALUES = [
  'novo_imovel',
  'status_alterado',
  'nova_captacao',
  'nova_mensagem_chat',
  'contrato_status_alterado',
  'nova_reserva',
  'reserva_cancelada',
  'reserva_expirando',
  'reserva_expirada',
  'proposta_recebida',
  'proposta_aprovada',
  'proposta_recusada',
  'contraproposta',
  'comissao_atualizada',
  'documento_assinado',
  'assinatura_recusada',
  'equipe_imobiliaria',
] as const;

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    userType: text('user_type').notNull(),
    ativo: boolean('ativo').notNull().default(true),
    /** Null until the link in the confirmation e-mail is opened. */
    emailConfirmadoEm: timestamp('email_confirmado_em', { withTimezone: true }),
    /** Admin second factor (TOTP, RFC 6238): the base32 secret, and when it was switched on. */
    totpSecret: text('totp_secret'),
    totpAtivadoEm: timestamp('totp_ativado_em', { withTimezone: true }),
    /** The 30-second step of the last code that opened a session: a code is never accepted twice. */
    totpUltimoPasso: bigint('totp_ultimo_passo', { mode: 'number' }),
    /** LGPD erasure: personal data is wiped and the row kept only so the counterpart's records stay whole. */
    excluidoEm: timestamp('excluido_em', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    // The admin's user list: newest first by keyset, and e-mail search by trigram.
    index('users_created_id_idx').on(t.createdAt, t.id),
    index('users_email_trgm_idx').using('gin', sql`email gin_trgm_ops`),
    check('users_user_type_check', inList('user_type', USER_TYPES)),
    check('users_email_lower_check', sql`email = lower(email)`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    /** SHA-256 of the secret token, hex: the token itself is never stored. */
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    absoluteExpiresAt: timestamp('absolute_expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    userAgent: text('user_agent'),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId), index('sessions_expires_at_idx').on(t.expiresAt)],
);

/** Failed login counters, per account and per IP, in fixed windows. */
export const tentativasLogin = pgTable('tentativas_login', {
  chave: text('chave').primaryKey(),
  falhas: integer('falhas').notNull().default(0),
  janelaInicio: timestamp('janela_inicio', { withTimezone: true }).notNull().defaultNow(),
  bloqueadoAte: timestamp('bloqueado_ate', { withTimezone: true }),
});

export const construtoras = pgTable(
  'construtoras',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    nome: text('nome').notNull(),
    telefone: text('telefone'),
    cnpj: text('cnpj'),
    logoUrl: text('logo_url'),
    email: text('email'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('construtoras_user_id_key').on(t.userId),
    index('construtoras_nome_trgm_idx').using('gin', sql`lower(nome) gin_trgm_ops`),
  ],
);

export const corretores = pgTable(
  'corretores',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    nome: text('nome').notNull(),
    email: text('email'),
    telefone: text('telefone'),
    creci: text('creci').notNull(),
    fotoUrl: text('foto_url'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('corretores_user_id_key').on(t.userId),
    index('corretores_nome_trgm_idx').using('gin', sql`lower(nome) gin_trgm_ops`),
  ],
);

// ---- Imobiliárias: agencies, their teams and invitations (docs/regras.md#imobiliárias) ----

/** An agency account: the company, its CRECI jurídico and the split rule of its commissions (basis points). */
export const imobiliarias = pgTable(
  'imobiliarias',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Razão social. */
    nome: text('nome').notNull(),
    /** Digits only, check digits validated at the edge. */
    cnpj: text('cnpj').notNull(),
    creciJuridico: text('creci_juridico').notNull(),
    telefone: text('telefone'),
    email: text('email'),
    logoUrl: text('logo_url'),
    /** The agency keeps 10000 − broker − manager. */
    divisaoCorretorBp: integer('divisao_corretor_bp').notNull().default(0),
    divisaoGerenteBp: integer('divisao_gerente_bp').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('imobiliarias_user_id_key').on(t.userId),
    uniqueIndex('imobiliarias_cnpj_key').on(t.cnpj),
    check('imobiliarias_cnpj_check', sql`cnpj ~ '^[0-9]{14}$'`),
    check(
      'imobiliarias_divisao_check',
      sql`divisao_corretor_bp >= 0 AND divisao_gerente_bp >= 0 AND divisao_corretor_bp + divisao_gerente_bp <= 10000`,
    ),
  ],
);

/**
 * A broker's membership of an agency. Leaving or being removed sets saiu_em and the row stays: what the broker did
 * under the agency keeps pointing at it. At most one open membership per broker (partial unique index).
 */
export const imobiliariaMembros = pgTable(
  'imobiliaria_membros',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    imobiliariaId: uuid('imobiliaria_id')
      .notNull()
      .references(() => imobiliarias.id, { onDelete: 'cascade' }),
    corretorId: uuid('corretor_id')
      .notNull()
      .references(() => corretores.id, { onDelete: 'cascade' }),
    papel: text('papel').notNull().default('Corretor'),
    /** The member's manager (another membership of the same agency), set by the agency. */
    gerenteId: uuid('gerente_id').references((): AnyPgColumn => imobiliariaMembros.id, { onDelete: 'set null' }),
    entrouEm: timestamp('entrou_em', { withTimezone: true }).notNull().defaultNow(),
    saiuEm: timestamp('saiu_em', { withTimezone: true }),
    /** Who ended the membership: the agency (removal) or the broker (leaving). */
    removidoPor: uuid('removido_por').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('imobiliaria_membros_ativo_key')
      .on(t.corretorId)
      .where(sql`saiu_em IS NULL`),
    index('imobiliaria_membros_imobiliaria_idx').on(t.imobiliariaId, t.entrouEm),
    index('imobiliaria_membros_gerente_idx').on(t.gerenteId),
    check('imobiliaria_membros_papel_check', inList('papel', PAPEIS_MEMBRO)),
    check('imobiliaria_membros_gerente_check', sql`gerente_id IS DISTINCT FROM id`),
  ],
);

/** An invitation by e-mail to join an agency: the link's token stored only as SHA-256, single use. */
export const convitesImobiliaria = pgTable(
  'convites_imobiliaria',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    imobiliariaId: uuid('imobiliaria_id')
      .notNull()
      .references(() => imobiliarias.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiraEm: timestamp('expira_em', { withTimezone: true }).notNull(),
    aceitoEm: timestamp('aceito_em', { withTimezone: true }),
    /** The broker who accepted it. */
    corretorId: uuid('corretor_id').references(() => corretores.id, { onDelete: 'set null' }),
    canceladoEm: timestamp('cancelado_em', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('convites_imobiliaria_token_key').on(t.tokenHash),
    // One pending invitation per agency and address (an expired one is cancelled when a new one is sent).
    uniqueIndex('convites_imobiliaria_pendente_key')
      .on(t.imobiliariaId, t.email)
      .where(sql`aceito_em IS NULL AND cancelado_em IS NULL`),
    index('convites_imobiliaria_imobiliaria_idx').on(t.imobiliariaId, t.createdAt),
    check('convites_imobiliaria_email_check', sql`email = lower(email)`),
    check('convites_imobiliaria_estado_check', sql`aceito_em IS NULL OR cancelado_em IS NULL`),
  ],
);

export const imoveis = pgTable(
  'imoveis',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    construtoraId: uuid('construtora_id')
      .notNull()
      .references(() => construtoras.id, { onDelete: 'cascade' }),
    nome: text('nome').notNull(),
    endereco: text('endereco').notNull(),
    cidade: text('cidade'),
    uf: text('uf'),
    descricao: text('descricao'),
    status: text('status').notNull().default('Lançamento'),
    statusImovel: text('status_imovel').notNull().default('Disponível'),
    disponivel: boolean('disponivel').notNull().default(true),
    ativo: boolean('ativo').notNull().default(true),
    tipoImovel: text('tipo_imovel').notNull().default('Apartamento'),
    tipoNegocio: text('tipo_negocio').notNull().default('venda'),
    precoMin: money('preco_min'),
    precoMax: money('preco_max'),
    faixaPrecoTexto: text('faixa_preco_texto'),
    quartosMin: integer('quartos_min'),
    quartosMax: integer('quartos_max'),
    banheirosMin: integer('banheiros_min'),
    banheirosMax: integer('banheiros_max'),
    areaMin: numeric('area_min', { precision: 10, scale: 2, mode: 'number' }),
    areaMax: numeric('area_max', { precision: 10, scale: 2, mode: 'number' }),
    comissaoPercent: numeric('comissao_percent', { precision: 5, scale: 2, mode: 'number' }),
    dataEntrega: date('data_entrega'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    localizacao: geographyPoint('localizacao').generatedAlwaysAs(
      sql`CASE WHEN latitude IS NOT NULL AND longitude IS NOT NULL THEN (ST_SetSRID(ST_MakePoint(longitude, latitude), 4326))::geography END`,
    ),
    imagensUrls: text('imagens_urls')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    thumbUrl: text('thumb_url'),
    videosUrls: text('videos_urls')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    tourVirtualUrl: text('tour_virtual_url'),
    documentos: jsonb('documentos').$type<{ name: string; url: string }[]>().notNull().default([]),
    diferenciais: text('diferenciais')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    visualizacoes: integer('visualizacoes').notNull().default(0),
    /** Sales grid settings: how long a broker's reservation holds, and how many one broker may hold at once. */
    reservaHoras: integer('reserva_horas').notNull().default(RESERVA_HORAS.padrao),
    reservasMaxPorCorretor: integer('reservas_max_por_corretor').notNull().default(RESERVAS_POR_CORRETOR.padrao),
    /** Kept by a trigger on unidades: how many units exist and how many are Disponível (0/0 without a grid). */
    unidadesTotal: integer('unidades_total').notNull().default(0),
    unidadesDisponiveis: integer('unidades_disponiveis').notNull().default(0),
    /** Accent- and case-folded text of nome, endereço, descrição and the developer's name; kept by triggers. */
    busca: text('busca').notNull().default(''),
    /**
     * Archived by its developer: kept (inactive, without images) because captures, favourites and contracts point
     * at it; no read for the public or for the developer's own list sees it again.
     */
    removidoEm: timestamp('removido_em', { withTimezone: true }),
    removidoPor: uuid('removido_por').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('imoveis_removido_inativo_check', sql`removido_em IS NULL OR NOT ativo`),
    index('imoveis_construtora_id_idx').on(t.construtoraId, t.createdAt),
    // Plain ascending keys: a backward scan serves "newest first" (drizzle's .desc() would add NULLS LAST,
    // which no ORDER BY ... DESC can use).
    index('imoveis_ativo_created_idx')
      .on(t.createdAt, t.id)
      .where(sql`ativo`),
    // Price sorts put developments without a price last in both directions (keyset-friendly keys).
    index('imoveis_ativo_preco_asc_idx')
      .on(sql`(coalesce(preco_min, 1e13))`, t.id)
      .where(sql`ativo`),
    index('imoveis_ativo_preco_desc_idx')
      .on(sql`(coalesce(preco_min, -1))`, t.id)
      .where(sql`ativo`),
    // Deleting a development asks whether another one still uses each image.
    index('imoveis_imagens_urls_gin_idx').using('gin', t.imagensUrls),
    index('imoveis_thumb_url_idx').on(t.thumbUrl),
    check('imoveis_nome_check', sql`length(btrim(nome)) > 0`),
    check('imoveis_endereco_check', sql`length(btrim(endereco)) > 0`),
    check('imoveis_status_check', inList('status', STATUS_EMPREENDIMENTO)),
    check('imoveis_status_imovel_check', inList('status_imovel', STATUS_IMOVEL)),
    check('imoveis_tipo_imovel_check', inList('tipo_imovel', TIPOS_IMOVEL)),
    check('imoveis_tipo_negocio_check', inList('tipo_negocio', TIPOS_NEGOCIO)),
    check('imoveis_preco_check', sql`preco_min >= 0 AND preco_max >= 0 AND preco_min <= preco_max`),
    check('imoveis_quartos_check', sql`quartos_min >= 0 AND quartos_max >= 0 AND quartos_min <= quartos_max`),
    check('imoveis_banheiros_check', sql`banheiros_min >= 0 AND banheiros_max >= 0 AND banheiros_min <= banheiros_max`),
    check('imoveis_area_check', sql`area_min >= 0 AND area_max >= 0 AND area_min <= area_max`),
    check('imoveis_comissao_check', sql`comissao_percent >= 0 AND comissao_percent <= 100`),
    check('imoveis_latitude_check', sql`latitude BETWEEN -90 AND 90`),
    check('imoveis_longitude_check', sql`longitude BETWEEN -180 AND 180`),
    check('imoveis_imagens_check', sql`cardinality(imagens_urls) <= 10`),
    check('imoveis_visualizacoes_check', sql`visualizacoes >= 0`),
    check(
      'imoveis_reserva_horas_check',
      sql.raw(`reserva_horas BETWEEN ${RESERVA_HORAS.min} AND ${RESERVA_HORAS.max}`),
    ),
    check(
      'imoveis_reservas_max_check',
      sql.raw(`reservas_max_por_corretor BETWEEN ${RESERVAS_POR_CORRETOR.min} AND ${RESERVAS_POR_CORRETOR.max}`),
    ),
  ],
);

export const visualizacoesImoveis = pgTable(
  'visualizacoes_imoveis',
  {
    imovelId: uuid('imovel_id')
      .notNull()
      .references(() => imoveis.id, { onDelete: 'cascade' }),
    dia: date('dia').notNull(),
    /** SHA-256 of visitor + day: counts a visitor once a day without keeping who they are. */
    visitante: text('visitante').notNull(),
  },
  (t) => [primaryKey({ columns: [t.imovelId, t.dia, t.visitante] })],
);

export const captacoes = pgTable(
  'captacoes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Exactly one of the broker and the agency captured it. */
    corretorId: uuid('corretor_id').references(() => corretores.id, { onDelete: 'cascade' }),
    imobiliariaId: uuid('imobiliaria_id').references(() => imobiliarias.id, { onDelete: 'cascade' }),
    imovelId: uuid('imovel_id')
      .notNull()
      .references(() => imoveis.id, { onDelete: 'cascade' }),
    /** The development's developer, copied by a trigger on insert: received captures page by it. */
    construtoraId: uuid('construtora_id').references(() => construtoras.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('Interesse Registrado'),
    statusCaptacao: text('status_captacao'),
    dataCaptacao: timestamp('data_captacao', { withTimezone: true }).notNull().defaultNow(),
    notificarMudancas: boolean('notificar_mudancas').notNull().default(true),
    observacoes: text('observacoes'),
  },
  (t) => [
    uniqueIndex('captacoes_corretor_imovel_key').on(t.corretorId, t.imovelId),
    uniqueIndex('captacoes_imobiliaria_imovel_key').on(t.imobiliariaId, t.imovelId),
    check('captacoes_parte_check', sql`(corretor_id IS NULL) <> (imobiliaria_id IS NULL)`),
    // Received captures newest first and the reports' daily counts, per development.
    index('captacoes_imovel_data_idx').on(t.imovelId, t.dataCaptacao),
    index('captacoes_construtora_data_idx').on(t.construtoraId, t.dataCaptacao, t.id),
    check('captacoes_status_check', inList('status', STATUS_CAPTACAO_VALUES)),
  ],
);

export const favoritos = pgTable(
  'favoritos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    corretorId: uuid('corretor_id')
      .notNull()
      .references(() => corretores.id, { onDelete: 'cascade' }),
    imovelId: uuid('imovel_id')
      .notNull()
      .references(() => imoveis.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('favoritos_corretor_imovel_key').on(t.corretorId, t.imovelId),
    index('favoritos_user_id_idx').on(t.userId, t.createdAt),
    // The developer's reports count favourites per development and day.
    index('favoritos_imovel_created_idx').on(t.imovelId, t.createdAt),
  ],
);

export const notificacoes = pgTable(
  'notificacoes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tipo: text('tipo').notNull(),
    mensagem: text('mensagem').notNull(),
    lida: boolean('lida').notNull().default(false),
    imovelId: uuid('imovel_id').references(() => imoveis.id, { onDelete: 'set null' }),
    linkAcao: text('link_acao'),
    createdAt: createdAt(),
  },
  (t) => [
    index('notificacoes_user_created_idx').on(t.userId, t.createdAt),
    // One unread chat notification per conversation: a new message updates it instead of adding another.
    uniqueIndex('notificacoes_chat_nao_lida_key')
      .on(t.userId, t.linkAcao)
      .where(sql`tipo = 'nova_mensagem_chat' AND NOT lida`),
    check('notificacoes_tipo_check', inList('tipo', TIPO_NOTIFICACAO_VALUES)),
  ],
);

/**
 * Presence: a row while the user's UserHub holds at least one open tab. The hub writes it before its
 * first socket's handshake completes and deletes it when its last socket closes; a hub that died without cleaning
 * deletes its row the next time a push finds it without tabs. After-commit pushes go only to these users.
 * See docs/decisoes/003-presenca-no-postgres.md.
 */
export const usuariosOnline = pgTable('usuarios_online', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  desde: timestamp('desde', { withTimezone: true }).notNull().defaultNow(),
});

export const preferenciasCorretores = pgTable(
  'preferencias_corretores',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    corretorId: uuid('corretor_id')
      .notNull()
      .references(() => corretores.id, { onDelete: 'cascade' }),
    raioKm: integer('raio_km').notNull().default(10),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    tiposImoveis: text('tipos_imoveis')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    faixaPrecoMin: money('faixa_preco_min'),
    faixaPrecoMax: money('faixa_preco_max'),
    notificarNovos: boolean('notificar_novos').notNull().default(true),
    notificarVendidosReservados: boolean('notificar_vendidos_reservados').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('preferencias_corretores_corretor_id_key').on(t.corretorId),
    check('preferencias_raio_km_check', sql.raw(`raio_km IN (${RAIO_KM_VALUES.join(', ')})`)),
    check(
      'preferencias_faixa_preco_check',
      sql`faixa_preco_min >= 0 AND faixa_preco_max >= 0 AND faixa_preco_min <= faixa_preco_max`,
    ),
    check('preferencias_latitude_check', sql`latitude BETWEEN -90 AND 90`),
    check('preferencias_longitude_check', sql`longitude BETWEEN -180 AND 180`),
  ],
);

export const conversas = pgTable(
  'conversas',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    imovelId: uuid('imovel_id').references(() => imoveis.id, { onDelete: 'set null' }),
    construtoraId: uuid('construtora_id')
      .notNull()
      .references(() => construtoras.id, { onDelete: 'cascade' }),
    corretorId: uuid('corretor_id')
      .notNull()
      .references(() => corretores.id, { onDelete: 'cascade' }),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('conversas_partes_imovel_key').on(t.imovelId, t.construtoraId, t.corretorId),
    index('conversas_construtora_idx').on(t.construtoraId, t.lastMessageAt),
    index('conversas_corretor_idx').on(t.corretorId, t.lastMessageAt),
  ],
);

export const mensagensChat = pgTable(
  'mensagens_chat',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversaId: uuid('conversa_id')
      .notNull()
      .references(() => conversas.id, { onDelete: 'cascade' }),
    remetenteUserId: uuid('remetente_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    destinatarioUserId: uuid('destinatario_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    conteudoMensagem: text('conteudo_mensagem').notNull(),
    lida: boolean('lida').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('mensagens_chat_conversa_idx').on(t.conversaId, t.createdAt),
    index('mensagens_chat_nao_lidas_idx')
      .on(t.destinatarioUserId)
      .where(sql`NOT lida`),
    check(
      'mensagens_chat_conteudo_check',
      sql`length(btrim(conteudo_mensagem)) > 0 AND length(conteudo_mensagem) <= 4000`,
    ),
    check('mensagens_chat_partes_check', sql`remetente_user_id <> destinatario_user_id`),
  ],
);

export const contratosCaptacao = pgTable(
  'contratos_captacao',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    captacaoId: uuid('captacao_id').references(() => captacoes.id, { onDelete: 'set null' }),
    imovelId: uuid('imovel_id')
      .notNull()
      .references(() => imoveis.id, { onDelete: 'cascade' }),
    /** Exactly one of the broker and the agency is the capturing party. */
    corretorId: uuid('corretor_id').references(() => corretores.id, { onDelete: 'cascade' }),
    imobiliariaId: uuid('imobiliaria_id').references(() => imobiliarias.id, { onDelete: 'cascade' }),
    construtoraId: uuid('construtora_id')
      .notNull()
      .references(() => construtoras.id, { onDelete: 'cascade' }),
    termosContrato: text('termos_contrato'),
    comissaoPercentAcordada: numeric('comissao_percent_acordada', { precision: 5, scale: 2, mode: 'number' }),
    dataInicioValidade: date('data_inicio_validade'),
    dataFimValidade: date('data_fim_validade'),
    statusContrato: text('status_contrato').notNull().default('Pendente Preenchimento Corretor'),
    observacoesConstrutora: text('observacoes_construtora'),
    observacoesCorretor: text('observacoes_corretor'),
    /** An agency's contract: the construtora's cap on the agency's simultaneous Ativa reservations there. */
    limiteReservas: integer('limite_reservas'),
    /** Optimistic concurrency: every change increments it, and a save names the version it was made from. */
    versao: integer('versao').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('contratos_captacao_captacao_id_key').on(t.captacaoId),
    // Deleting a development cascades to its contracts.
    index('contratos_captacao_imovel_id_idx').on(t.imovelId),
    // The daily cron finds active contracts past their end date.
    index('contratos_ativos_fim_idx')
      .on(t.dataFimValidade)
      .where(sql`status_contrato = 'Ativo'`),
    index('contratos_corretor_idx').on(t.corretorId, t.createdAt),
    index('contratos_imobiliaria_idx').on(t.imobiliariaId, t.createdAt),
    check('contratos_parte_check', sql`(corretor_id IS NULL) <> (imobiliaria_id IS NULL)`),
    check(
      'contratos_limite_reservas_check',
      sql`limite_reservas IS NULL OR (limite_reservas > 0 AND imobiliaria_id IS NOT NULL)`,
    ),
    index('contratos_construtora_idx').on(t.construtoraId, t.createdAt),
    check('contratos_status_check', inList('status_contrato', STATUS_CONTRATO_VALUES)),
    check('contratos_comissao_check', sql`comissao_percent_acordada >= 0 AND comissao_percent_acordada <= 100`),
    check('contratos_validade_check', sql`data_fim_validade >= data_inicio_validade`),
  ],
);

/** Every status change of a contract: who, when, from → to, with the observation given. */
export const contratosHistorico = pgTable(
  'contratos_historico',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    contratoId: uuid('contrato_id')
      .notNull()
      .references(() => contratosCaptacao.id, { onDelete: 'cascade' }),
    /** Null for the system (the daily expiry) or a deleted account. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    de: text('de'),
    para: text('para').notNull(),
    observacao: text('observacao'),
    createdAt: createdAt(),
  },
  (t) => [
    index('contratos_historico_contrato_idx').on(t.contratoId, t.createdAt),
    check('contratos_historico_para_check', inList('para', STATUS_CONTRATO_VALUES)),
  ],
);

/** Printable sheets a broker really generated ('Materiais gerados' on the broker's dashboard). */
export const fichasGeradas = pgTable(
  'fichas_geradas',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    corretorId: uuid('corretor_id')
      .notNull()
      .references(() => corretores.id, { onDelete: 'cascade' }),
    imovelId: uuid('imovel_id').references(() => imoveis.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('fichas_geradas_corretor_idx').on(t.corretorId, t.createdAt),
    // One sheet per broker, development and São Paulo day, even when two tabs open it at the same instant.
    uniqueIndex('fichas_geradas_dia_key').on(
      t.corretorId,
      t.imovelId,
      sql`((created_at AT TIME ZONE 'America/Sao_Paulo')::date)`,
    ),
  ],
);

export const mensagensContato = pgTable(
  'mensagens_contato',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    nome: text('nome').notNull(),
    email: text('email').notNull(),
    telefone: text('telefone').notNull(),
    mensagem: text('mensagem').notNull(),
    imovelId: uuid('imovel_id').references(() => imoveis.id, { onDelete: 'set null' }),
    lida: boolean('lida').notNull().default(false),
    arquivada: boolean('arquivada').notNull().default(false),
    respondidaEm: timestamp('respondida_em', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('mensagens_contato_created_idx').on(t.createdAt)],
);

export const TIPOS_TOKEN = ['redefinir_senha', 'confirmar_email', 'desafio_2fa'] as const;

/** Single-use tokens sent by e-mail (or held by a half-finished admin login): only the SHA-256 is stored. */
export const tokensUsuario = pgTable(
  'tokens_usuario',
  {
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tipo: text('tipo').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usadoEm: timestamp('usado_em', { withTimezone: true }),
    tentativas: integer('tentativas').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('tokens_usuario_user_tipo_idx').on(t.userId, t.tipo),
    index('tokens_usuario_expires_idx').on(t.expiresAt),
    check('tokens_usuario_tipo_check', inList('tipo', TIPOS_TOKEN)),
  ],
);

/** One-time recovery codes of an admin's second factor (SHA-256 of each code). */
export const codigosRecuperacao = pgTable(
  'codigos_recuperacao',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    hash: text('hash').notNull(),
    usadoEm: timestamp('usado_em', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('codigos_recuperacao_user_hash_key').on(t.userId, t.hash)],
);

/** Every e-mail the product sends. Locally and in tests this table is the outbox; in production the provider's
 * answer is recorded here too. */
export const emailsEnviados = pgTable(
  'emails_enviados',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    para: text('para').notNull(),
    assunto: text('assunto').notNull(),
    texto: text('texto').notNull(),
    html: text('html'),
    enviadoEm: timestamp('enviado_em', { withTimezone: true }),
    erro: text('erro'),
    createdAt: createdAt(),
  },
  (t) => [index('emails_enviados_para_created_idx').on(t.para, t.createdAt)],
);

/** Every change an admin makes: who, what, on which record, when. */
export const auditoriaAdmin = pgTable(
  'auditoria_admin',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    adminUserId: uuid('admin_user_id').references(() => users.id, { onDelete: 'set null' }),
    acao: text('acao').notNull(),
    alvoTipo: text('alvo_tipo'),
    alvoId: text('alvo_id'),
    detalhes: jsonb('detalhes'),
    createdAt: createdAt(),
  },
  (t) => [index('auditoria_admin_created_idx').on(t.createdAt)],
);

/** Every development a developer removed: who, which one (its name at the time), when, and what stayed behind. */
export const auditoriaRemocoes = pgTable(
  'auditoria_remocoes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    imovelId: uuid('imovel_id').references(() => imoveis.id, { onDelete: 'set null' }),
    imovelNome: text('imovel_nome').notNull(),
    construtoraId: uuid('construtora_id').references(() => construtoras.id, { onDelete: 'set null' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    detalhes: jsonb('detalhes'),
    createdAt: createdAt(),
  },
  (t) => [index('auditoria_remocoes_construtora_idx').on(t.construtoraId, t.createdAt)],
);

/**
 * One submission, one result: the first request with a client's Idempotency-Key reserves its row (the primary key
 * makes concurrent repeats wait for it) and stores the answer that every repeat then receives. Swept after 24 h.
 */
export const chavesIdempotencia = pgTable(
  'chaves_idempotencia',
  {
    /** The signed-in user's id, or the client's network key for anonymous writes. */
    dono: text('dono').notNull(),
    chave: uuid('chave').notNull(),
    rota: text('rota').notNull(),
    /** SHA-256 of the request body: the same key with other data is refused. */
    corpoHash: text('corpo_hash').notNull(),
    /** Null while the first request is still running. */
    status: integer('status'),
    /** The answer's body as sent (text, so repeats get the very same bytes). */
    resposta: text('resposta'),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.dono, t.chave] }), index('chaves_idempotencia_criado_idx').on(t.criadoEm)],
);

export const configuracoesSite = pgTable('configuracoes_site', {
  chave: text('chave').primaryKey(),
  valor: jsonb('valor').notNull(),
  updatedAt: updatedAt(),
});

/**
 * Every object a user uploaded to R2 (images, thumbnails, logos, photos). The key starts with the owner's user id;
 * a thumbnail points at its full image. The daily cron removes uploads never attached to anything.
 */
export const uploads = pgTable(
  'uploads',
  {
    chave: text('chave').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** For a thumbnail: the key of the full image it was made from. */
    miniaturaDe: text('miniatura_de'),
    tipoConteudo: text('tipo_conteudo').notNull(),
    bytes: integer('bytes').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('uploads_user_created_idx').on(t.userId, t.createdAt),
    index('uploads_miniatura_de_idx').on(t.miniaturaDe),
    index('uploads_created_idx').on(t.createdAt),
    check('uploads_bytes_check', sql`bytes > 0`),
  ],
);

/** Global order of unit changes: every write to a unit takes the next value, so a grid can ask "what after N". */
export const unidadesSeq = pgSequence('unidades_seq');

/**
 * A unit of a development's sales grid. Its status changes only through the actions of the grid (reserve, cancel,
 * expire, block, unblock; proposals later), each one guarded statement that bumps `versao` and `seq`.
 */
export const unidades = pgTable(
  'unidades',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    imovelId: uuid('imovel_id')
      .notNull()
      .references(() => imoveis.id, { onDelete: 'cascade' }),
    torre: text('torre').notNull(),
    numero: text('numero').notNull(),
    andar: integer('andar').notNull(),
    final: text('final'),
    tipologia: text('tipologia'),
    areaPrivativa: numeric('area_privativa', { precision: 10, scale: 2, mode: 'number' }),
    vagas: integer('vagas').notNull().default(0),
    /** Table price in integer cents (money of the sale is never a float). */
    precoCentavos: bigint('preco_centavos', { mode: 'number' }),
    status: text('status').notNull().default('Disponível'),
    versao: integer('versao').notNull().default(1),
    seq: bigint('seq', { mode: 'number' })
      .notNull()
      .default(sql`nextval('unidades_seq')`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('unidades_imovel_torre_numero_key').on(t.imovelId, t.torre, t.numero),
    index('unidades_imovel_seq_idx').on(t.imovelId, t.seq),
    index('unidades_imovel_status_idx').on(t.imovelId, t.status),
    check('unidades_status_check', inList('status', STATUS_UNIDADE)),
    check('unidades_torre_check', sql`length(btrim(torre)) > 0`),
    check('unidades_numero_check', sql`length(btrim(numero)) > 0`),
    check('unidades_preco_check', sql`preco_centavos > 0`),
    check('unidades_area_check', sql`area_privativa > 0`),
    check('unidades_vagas_check', sql`vagas >= 0`),
  ],
);

/**
 * A broker's hold of a unit for a named client. At most one Ativa per unit (partial unique index): whatever the
 * Workers do, a race for one unit has exactly one winner.
 */
export const reservasUnidades = pgTable(
  'reservas_unidades',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    unidadeId: uuid('unidade_id')
      .notNull()
      .references(() => unidades.id, { onDelete: 'cascade' }),
    imovelId: uuid('imovel_id')
      .notNull()
      .references(() => imoveis.id, { onDelete: 'cascade' }),
    corretorId: uuid('corretor_id')
      .notNull()
      .references(() => corretores.id, { onDelete: 'cascade' }),
    /** The agency under whose Ativo contract the broker reserved; null when on their own. Fixed at creation. */
    imobiliariaId: uuid('imobiliaria_id').references(() => imobiliarias.id),
    clienteNome: text('cliente_nome').notNull(),
    clienteTelefone: text('cliente_telefone').notNull(),
    status: text('status').notNull().default('Ativa'),
    expiraEm: timestamp('expira_em', { withTimezone: true }).notNull(),
    /** Set when the 'reserva_expirando' warning went out, so it goes out once. */
    avisoEnviadoEm: timestamp('aviso_enviado_em', { withTimezone: true }),
    encerradaEm: timestamp('encerrada_em', { withTimezone: true }),
    /** Who cancelled it (the broker or the developer); null for an expiry. */
    encerradaPor: uuid('encerrada_por').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('reservas_unidade_ativa_key')
      .on(t.unidadeId)
      .where(sql`status = 'Ativa'`),
    index('reservas_ativas_expira_idx')
      .on(t.expiraEm)
      .where(sql`status = 'Ativa'`),
    index('reservas_corretor_imovel_idx').on(t.corretorId, t.imovelId, t.status),
    index('reservas_imobiliaria_imovel_idx')
      .on(t.imobiliariaId, t.imovelId)
      .where(sql`imobiliaria_id IS NOT NULL AND status = 'Ativa'`),
    check('reservas_status_check', inList('status', STATUS_RESERVA)),
    check('reservas_cliente_nome_check', sql`length(btrim(cliente_nome)) > 0`),
    check('reservas_cliente_telefone_check', sql`length(btrim(cliente_telefone)) > 0`),
  ],
);

/** Every status change of a unit: from → to, who (null for the system's expiry) and when. */
export const unidadesHistorico = pgTable(
  'unidades_historico',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    unidadeId: uuid('unidade_id')
      .notNull()
      .references(() => unidades.id, { onDelete: 'cascade' }),
    de: text('de'),
    para: text('para').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    observacao: text('observacao'),
    createdAt: createdAt(),
  },
  (t) => [index('unidades_historico_unidade_idx').on(t.unidadeId, t.createdAt)],
);

/** One row per price-table import: when, who, the file, and how many units it created or changed. */
export const tabelasPrecosVersoes = pgTable(
  'tabelas_precos_versoes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    imovelId: uuid('imovel_id')
      .notNull()
      .references(() => imoveis.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    arquivoNome: text('arquivo_nome').notNull(),
    unidadesCriadas: integer('unidades_criadas').notNull().default(0),
    unidadesAlteradas: integer('unidades_alteradas').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('tabelas_precos_versoes_imovel_idx').on(t.imovelId, t.createdAt)],
);

const percent = (name: string) => numeric(name, { precision: 5, scale: 2, mode: 'number' });

/** What a development accepts in a broker's proposal without a counter-proposal (percentages of the price). */
export const condicoesPagamento = pgTable(
  'condicoes_pagamento',
  {
    imovelId: uuid('imovel_id')
      .primaryKey()
      .references(() => imoveis.id, { onDelete: 'cascade' }),
    entradaMinPercent: percent('entrada_min_percent').notNull(),
    mensaisMax: integer('mensais_max').notNull(),
    intermediariasMax: integer('intermediarias_max').notNull(),
    chavesFinanciamentoMaxPercent: percent('chaves_financiamento_max_percent').notNull(),
    descontoMaxPercent: percent('desconto_max_percent').notNull(),
    updatedAt: updatedAt(),
  },
  () => [
    check('condicoes_entrada_check', sql`entrada_min_percent BETWEEN 0 AND 100`),
    check('condicoes_mensais_check', sql`mensais_max BETWEEN 0 AND 420`),
    check('condicoes_intermediarias_check', sql`intermediarias_max BETWEEN 0 AND 60`),
    check('condicoes_chaves_check', sql`chaves_financiamento_max_percent BETWEEN 0 AND 100`),
    check('condicoes_desconto_check', sql`desconto_max_percent BETWEEN 0 AND 100`),
  ],
);

/**
 * A broker's proposal for a unit they hold. The plan is a list of lines (entrada, mensais, intermediárias, chaves,
 * financiamento) kept as JSON: it is read and written whole, and checked by the shared plan module. A
 * counter-proposal replaces price and plan and keeps the previous ones in the history. At most one open proposal
 * and one approved proposal per unit, by partial unique indexes: two approvals cannot both win.
 */
export const propostas = pgTable(
  'propostas',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    unidadeId: uuid('unidade_id')
      .notNull()
      .references(() => unidades.id, { onDelete: 'cascade' }),
    reservaId: uuid('reserva_id').references(() => reservasUnidades.id, { onDelete: 'set null' }),
    imovelId: uuid('imovel_id')
      .notNull()
      .references(() => imoveis.id, { onDelete: 'cascade' }),
    corretorId: uuid('corretor_id')
      .notNull()
      .references(() => corretores.id, { onDelete: 'cascade' }),
    construtoraId: uuid('construtora_id')
      .notNull()
      .references(() => construtoras.id, { onDelete: 'cascade' }),
    /** Copied from the reservation: the agency under whose contract the broker proposed. */
    imobiliariaId: uuid('imobiliaria_id').references(() => imobiliarias.id),
    clienteNome: text('cliente_nome').notNull(),
    clienteCpf: text('cliente_cpf').notNull(),
    clienteTelefone: text('cliente_telefone').notNull(),
    clienteEmail: text('cliente_email').notNull(),
    precoTabelaCentavos: bigint('preco_tabela_centavos', { mode: 'number' }).notNull(),
    precoOfertadoCentavos: bigint('preco_ofertado_centavos', { mode: 'number' }).notNull(),
    plano: jsonb('plano').notNull(),
    /** The unit as it was when the proposal was sent; later edits of the unit never change it. */
    unidade: jsonb('unidade').$type<UnidadeVendida>().notNull(),
    status: text('status').notNull().default('Enviada'),
    motivoRecusa: text('motivo_recusa'),
    versao: integer('versao').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('propostas_unidade_aberta_key')
      .on(t.unidadeId)
      .where(sql`status IN ('Enviada', 'Contraproposta')`),
    uniqueIndex('propostas_unidade_aprovada_key')
      .on(t.unidadeId)
      .where(sql`status = 'Aprovada'`),
    index('propostas_construtora_idx').on(t.construtoraId, t.updatedAt),
    index('propostas_corretor_idx').on(t.corretorId, t.updatedAt),
    index('propostas_imobiliaria_idx')
      .on(t.imobiliariaId, t.updatedAt)
      .where(sql`imobiliaria_id IS NOT NULL`),
    index('propostas_imovel_idx').on(t.imovelId, t.status),
    check('propostas_status_check', inList('status', STATUS_PROPOSTA)),
    check('propostas_precos_check', sql`preco_tabela_centavos > 0 AND preco_ofertado_centavos > 0`),
  ],
);

/** Every step of a proposal: who, when, from → to, and the price and plan at that step. */
export const propostasHistorico = pgTable(
  'propostas_historico',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    propostaId: uuid('proposta_id')
      .notNull()
      .references(() => propostas.id, { onDelete: 'cascade' }),
    de: text('de'),
    para: text('para').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    precoCentavos: bigint('preco_centavos', { mode: 'number' }).notNull(),
    plano: jsonb('plano').notNull(),
    observacao: text('observacao'),
    createdAt: createdAt(),
  },
  (t) => [index('propostas_historico_proposta_idx').on(t.propostaId, t.createdAt)],
);

/** A sale: the approved proposal of a unit. One per unit and per proposal. */
export const vendas = pgTable(
  'vendas',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    propostaId: uuid('proposta_id')
      .notNull()
      .references(() => propostas.id, { onDelete: 'cascade' }),
    unidadeId: uuid('unidade_id')
      .notNull()
      .references(() => unidades.id, { onDelete: 'cascade' }),
    imovelId: uuid('imovel_id')
      .notNull()
      .references(() => imoveis.id, { onDelete: 'cascade' }),
    corretorId: uuid('corretor_id')
      .notNull()
      .references(() => corretores.id, { onDelete: 'cascade' }),
    construtoraId: uuid('construtora_id')
      .notNull()
      .references(() => construtoras.id, { onDelete: 'cascade' }),
    /** Copied from the proposal: the agency the sale was made under. */
    imobiliariaId: uuid('imobiliaria_id').references(() => imobiliarias.id),
    precoTabelaCentavos: bigint('preco_tabela_centavos', { mode: 'number' }).notNull(),
    precoCentavos: bigint('preco_centavos', { mode: 'number' }).notNull(),
    /** What was sold, copied from the approved proposal: the unit, the client and the payment plan. */
    unidade: jsonb('unidade').$type<UnidadeVendida>().notNull(),
    cliente: jsonb('cliente').$type<ClienteVenda>().notNull(),
    plano: jsonb('plano').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('vendas_proposta_key').on(t.propostaId),
    uniqueIndex('vendas_unidade_key').on(t.unidadeId),
    index('vendas_construtora_created_idx').on(t.construtoraId, t.createdAt),
    index('vendas_imovel_created_idx').on(t.imovelId, t.createdAt),
    index('vendas_imobiliaria_created_idx')
      .on(t.imobiliariaId, t.createdAt)
      .where(sql`imobiliaria_id IS NOT NULL`),
  ],
);

/**
 * The commission on a sale: base × percentage (the Ativo contract's the broker sold under, or the development's), in
 * cents. Prevista → Faturada → Paga, moved by the developer with a date; a trigger refuses any change once Paga.
 * A sale by an agency's broker under the agency's contract owes it to the agency (`imobiliaria_id`; `corretor_id`
 * stays the seller) and freezes the agency's split rule in `divisao` (a trigger refuses rewriting it).
 */
export const comissoes = pgTable(
  'comissoes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    vendaId: uuid('venda_id')
      .notNull()
      .references(() => vendas.id, { onDelete: 'cascade' }),
    corretorId: uuid('corretor_id')
      .notNull()
      .references(() => corretores.id, { onDelete: 'cascade' }),
    construtoraId: uuid('construtora_id')
      .notNull()
      .references(() => construtoras.id, { onDelete: 'cascade' }),
    imovelId: uuid('imovel_id')
      .notNull()
      .references(() => imoveis.id, { onDelete: 'cascade' }),
    imobiliariaId: uuid('imobiliaria_id').references(() => imobiliarias.id, { onDelete: 'cascade' }),
    divisao: jsonb('divisao').$type<DivisaoVenda>(),
    baseCentavos: bigint('base_centavos', { mode: 'number' }).notNull(),
    percentual: percent('percentual').notNull(),
    valorCentavos: bigint('valor_centavos', { mode: 'number' }).notNull(),
    status: text('status').notNull().default('Prevista'),
    faturadaEm: date('faturada_em'),
    pagaEm: date('paga_em'),
    versao: integer('versao').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('comissoes_venda_key').on(t.vendaId),
    index('comissoes_corretor_idx').on(t.corretorId, t.createdAt),
    index('comissoes_construtora_idx').on(t.construtoraId, t.createdAt),
    index('comissoes_imobiliaria_idx')
      .on(t.imobiliariaId, t.createdAt)
      .where(sql`imobiliaria_id IS NOT NULL`),
    check('comissoes_divisao_check', sql`(imobiliaria_id IS NULL) = (divisao IS NULL)`),
    check('comissoes_status_check', inList('status', STATUS_COMISSAO)),
    check('comissoes_valor_check', sql`valor_centavos >= 0 AND base_centavos > 0`),
    check('comissoes_percentual_check', sql`percentual BETWEEN 0 AND 100`),
    check(
      'comissoes_datas_check',
      sql`(status = 'Prevista') OR (status = 'Faturada' AND faturada_em IS NOT NULL) OR (status = 'Paga' AND faturada_em IS NOT NULL AND paga_em IS NOT NULL AND paga_em >= faturada_em)`,
    ),
  ],
);

/**
 * One share of an agency's commission (docs/vendas.md#divisão-da-comissão): the seller's, the seller's manager's and
 * the agency's own, written with the commission; floor(commission × bp / 10 000) for a person, the rest for the
 * agency, so the rows add up to the commission. A person's share goes Prevista → Paga by the agency; a trigger
 * refuses any change to a Paga share and to what was split (who, role, basis points, amount).
 */
export const comissoesPartes = pgTable(
  'comissoes_partes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    comissaoId: uuid('comissao_id')
      .notNull()
      .references(() => comissoes.id, { onDelete: 'cascade' }),
    vendaId: uuid('venda_id')
      .notNull()
      .references(() => vendas.id, { onDelete: 'cascade' }),
    imobiliariaId: uuid('imobiliaria_id')
      .notNull()
      .references(() => imobiliarias.id, { onDelete: 'cascade' }),
    papel: text('papel').notNull(),
    /** Who the share is for; null for the agency's own part. */
    corretorId: uuid('corretor_id').references(() => corretores.id, { onDelete: 'cascade' }),
    bp: integer('bp').notNull(),
    valorCentavos: bigint('valor_centavos', { mode: 'number' }).notNull(),
    status: text('status').notNull().default('Prevista'),
    pagaEm: date('paga_em'),
    versao: integer('versao').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('comissoes_partes_papel_key').on(t.comissaoId, t.papel),
    index('comissoes_partes_imobiliaria_idx').on(t.imobiliariaId, t.createdAt),
    index('comissoes_partes_corretor_idx')
      .on(t.corretorId, t.createdAt)
      .where(sql`corretor_id IS NOT NULL`),
    check('comissoes_partes_papel_check', inList('papel', PAPEIS_PARTE)),
    check('comissoes_partes_status_check', inList('status', STATUS_PARTE)),
    check('comissoes_partes_pessoa_check', sql`(papel = 'Imobiliária') = (corretor_id IS NULL)`),
    check('comissoes_partes_bp_check', sql`bp BETWEEN 0 AND 10000`),
    check('comissoes_partes_valor_check', sql`valor_centavos >= 0`),
    check('comissoes_partes_paga_check', sql`(status = 'Paga') = (paga_em IS NOT NULL)`),
    check('comissoes_partes_imobiliaria_paga_check', sql`papel <> 'Imobiliária' OR status = 'Prevista'`),
  ],
);

/**
 * A signature round: one frozen PDF (its SHA-256 recorded when sent, never changed: a trigger refuses it) sent to its
 * signers. Never deleted (a trigger refuses it), like contracts: see docs/assinaturas.md.
 */
export const assinaturasRodadas = pgTable(
  'assinaturas_rodadas',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tipo: text('tipo').notNull(),
    propostaId: uuid('proposta_id').references(() => propostas.id),
    contratoId: uuid('contrato_id').references(() => contratosCaptacao.id),
    imovelId: uuid('imovel_id')
      .notNull()
      .references(() => imoveis.id),
    /** The broker's side: the broker, or for an agency's contract the agency. */
    corretorId: uuid('corretor_id').references(() => corretores.id),
    imobiliariaId: uuid('imobiliaria_id').references(() => imobiliarias.id),
    construtoraId: uuid('construtora_id')
      .notNull()
      .references(() => construtoras.id),
    criadaPor: uuid('criada_por').references(() => users.id, { onDelete: 'set null' }),
    documentoNome: text('documento_nome').notNull(),
    documentoChave: text('documento_chave').notNull(),
    documentoSha256: text('documento_sha256').notNull(),
    finalChave: text('final_chave'),
    finalSha256: text('final_sha256'),
    codigoVerificacao: text('codigo_verificacao').notNull(),
    status: text('status').notNull().default('Em assinatura'),
    motivoRecusa: text('motivo_recusa'),
    createdAt: createdAt(),
    concluidaEm: timestamp('concluida_em', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('assinaturas_rodadas_codigo_key').on(t.codigoVerificacao),
    // One open or signed round per document: a burst of 'Enviar para assinatura' has one winner.
    uniqueIndex('assinaturas_rodadas_proposta_viva_key')
      .on(t.propostaId)
      .where(sql`status IN ('Em assinatura', 'Assinada')`),
    uniqueIndex('assinaturas_rodadas_contrato_viva_key')
      .on(t.contratoId)
      .where(sql`status IN ('Em assinatura', 'Assinada')`),
    index('assinaturas_rodadas_proposta_idx').on(t.propostaId, t.createdAt),
    index('assinaturas_rodadas_contrato_idx').on(t.contratoId, t.createdAt),
    check('assinaturas_rodadas_parte_check', sql`(corretor_id IS NULL) <> (imobiliaria_id IS NULL)`),
    check('assinaturas_rodadas_tipo_check', inList('tipo', TIPOS_DOCUMENTO)),
    check('assinaturas_rodadas_status_check', inList('status', STATUS_RODADA)),
    check(
      'assinaturas_rodadas_documento_check',
      sql`(tipo = 'proposta' AND proposta_id IS NOT NULL AND contrato_id IS NULL) OR (tipo = 'contrato' AND contrato_id IS NOT NULL AND proposta_id IS NULL)`,
    ),
  ],
);

/**
 * A signer of a round and the evidence of their act. The personal link and the e-mailed code are stored only as
 * SHA-256; the link dies once used, after its expiry, or after 5 wrong codes.
 */
export const assinaturasSignatarios = pgTable(
  'assinaturas_signatarios',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    rodadaId: uuid('rodada_id')
      .notNull()
      .references(() => assinaturasRodadas.id),
    papel: text('papel').notNull(),
    nome: text('nome').notNull(),
    email: text('email').notNull(),
    cpf: text('cpf'),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    tokenHash: text('token_hash').notNull(),
    tokenExpiraEm: timestamp('token_expira_em', { withTimezone: true }).notNull(),
    tokenUsadoEm: timestamp('token_usado_em', { withTimezone: true }),
    codigoHash: text('codigo_hash'),
    codigoExpiraEm: timestamp('codigo_expira_em', { withTimezone: true }),
    tentativasCodigo: integer('tentativas_codigo').notNull().default(0),
    status: text('status').notNull().default('Pendente'),
    nomeDigitado: text('nome_digitado'),
    emailVerificadoEm: timestamp('email_verificado_em', { withTimezone: true }),
    cpfConferido: boolean('cpf_conferido'),
    ip: text('ip'),
    userAgent: text('user_agent'),
    documentoSha256: text('documento_sha256'),
    assinadoEm: timestamp('assinado_em', { withTimezone: true }),
    motivoRecusa: text('motivo_recusa'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('assinaturas_signatarios_token_key').on(t.tokenHash),
    // One signer per role: nobody signs the same document twice.
    uniqueIndex('assinaturas_signatarios_papel_key').on(t.rodadaId, t.papel),
    check('assinaturas_signatarios_papel_check', inList('papel', PAPEIS_SIGNATARIO)),
    check('assinaturas_signatarios_status_check', inList('status', STATUS_SIGNATARIO)),
    check('assinaturas_signatarios_tentativas_check', sql`tentativas_codigo BETWEEN 0 AND 5`),
  ],
);

/**
 * A developer's key to the integration API (/api/v1, the VRSync feed). Only the SHA-256 of the secret is kept;
 * `prefixo` (the secret's first characters) lets the owner tell keys apart. A revoked key stays for the record.
 */
export const tokensApi = pgTable(
  'tokens_api',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    construtoraId: uuid('construtora_id')
      .notNull()
      .references(() => construtoras.id, { onDelete: 'cascade' }),
    nome: text('nome').notNull(),
    hash: text('hash').notNull(),
    prefixo: text('prefixo').notNull(),
    ultimoUsoEm: timestamp('ultimo_uso_em', { withTimezone: true }),
    revogadoEm: timestamp('revogado_em', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('tokens_api_hash_key').on(t.hash),
    index('tokens_api_construtora_idx').on(t.construtoraId, t.createdAt),
    check('tokens_api_nome_check', sql`length(btrim(nome)) BETWEEN 1 AND 80`),
  ],
);

/** A developer's receiver of events. The secret signs every delivery, so it is kept as issued (never shown again). */
export const webhooks = pgTable(
  'webhooks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    construtoraId: uuid('construtora_id')
      .notNull()
      .references(() => construtoras.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    eventos: text('eventos').array().notNull(),
    segredo: text('segredo').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('webhooks_construtora_idx').on(t.construtoraId, t.createdAt),
    check(
      'webhooks_eventos_check',
      sql.raw(
        `cardinality(eventos) > 0 AND eventos <@ ARRAY[${EVENTOS_WEBHOOK.map((e) => `'${e}'`).join(', ')}]::text[]`,
      ),
    ),
  ],
);

/**
 * One event for one receiver: written by triggers in the transaction of its cause (so no committed change is missed
 * and none that rolled back is sent), put on the queue after the commit, and updated by every attempt.
 */
export const webhookEntregas = pgTable(
  'webhook_entregas',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    webhookId: uuid('webhook_id')
      .notNull()
      .references(() => webhooks.id, { onDelete: 'cascade' }),
    evento: text('evento').notNull(),
    dados: jsonb('dados').$type<Record<string, string | boolean | null>>().notNull(),
    status: text('status').notNull().default('Pendente'),
    tentativas: integer('tentativas').notNull().default(0),
    ultimoStatusHttp: integer('ultimo_status_http'),
    ultimoErro: text('ultimo_erro'),
    enfileiradaEm: timestamp('enfileirada_em', { withTimezone: true }),
    /** When the queue will try again after a failed attempt (null once concluded). */
    proximaTentativaEm: timestamp('proxima_tentativa_em', { withTimezone: true }),
    concluidaEm: timestamp('concluida_em', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('webhook_entregas_webhook_idx').on(t.webhookId, t.createdAt),
    index('webhook_entregas_a_enfileirar_idx')
      .on(t.createdAt)
      .where(sql`enfileirada_em IS NULL`),
    check('webhook_entregas_status_check', inList('status', STATUS_ENTREGA)),
    check('webhook_entregas_evento_check', inList('evento', EVENTOS_WEBHOOK)),
  ],
);
