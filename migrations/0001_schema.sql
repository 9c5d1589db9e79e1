CREATE TABLE "captacoes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"corretor_id" uuid NOT NULL,
	"imovel_id" uuid NOT NULL,
	"status" text DEFAULT 'Interesse Registrado' NOT NULL,
	"status_captacao" text,
	"data_captacao" timestamp with time zone DEFAULT now() NOT NULL,
	"notificar_mudancas" boolean DEFAULT true NOT NULL,
	"observacoes" text,
	CONSTRAINT "captacoes_status_check" CHECK (status IN ('Interesse Registrado', 'Pendente', 'Em contato', 'Proposta enviada', 'Concluída', 'Cancelada'))
);
--> statement-breakpoint
CREATE TABLE "configuracoes_site" (
	"chave" text PRIMARY KEY NOT NULL,
	"valor" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "construtoras" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"nome" text NOT NULL,
	"telefone" text,
	"cnpj" text,
	"logo_url" text,
	"email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contratos_captacao" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"captacao_id" uuid,
	"imovel_id" uuid NOT NULL,
	"corretor_id" uuid NOT NULL,
	"construtora_id" uuid NOT NULL,
	"termos_contrato" text,
	"comissao_percent_acordada" numeric(5, 2),
	"data_inicio_validade" date,
	"data_fim_validade" date,
	"status_contrato" text DEFAULT 'Pendente Preenchimento Corretor' NOT NULL,
	"observacoes_construtora" text,
	"observacoes_corretor" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contratos_status_check" CHECK (status_contrato IN ('Pendente Preenchimento Corretor', 'Pendente Aprovação Construtora', 'Ativo', 'Expirado', 'Rejeitado')),
	CONSTRAINT "contratos_comissao_check" CHECK (comissao_percent_acordada >= 0 AND comissao_percent_acordada <= 100),
	CONSTRAINT "contratos_validade_check" CHECK (data_fim_validade >= data_inicio_validade)
);
--> statement-breakpoint
CREATE TABLE "conversas" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"imovel_id" uuid,
	"construtora_id" uuid NOT NULL,
	"corretor_id" uuid NOT NULL,
	"last_message_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "corretores" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"nome" text NOT NULL,
	"email" text,
	"telefone" text,
	"creci" text NOT NULL,
	"foto_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "favoritos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"corretor_id" uuid NOT NULL,
	"imovel_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "imoveis" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"construtora_id" uuid NOT NULL,
	"nome" text NOT NULL,
	"endereco" text NOT NULL,
	"cidade" text,
	"uf" text,
	"descricao" text,
	"status" text DEFAULT 'Lançamento' NOT NULL,
	"status_imovel" text DEFAULT 'Disponível' NOT NULL,
	"disponivel" boolean DEFAULT true NOT NULL,
	"ativo" boolean DEFAULT true NOT NULL,
	"tipo_imovel" text DEFAULT 'Apartamento' NOT NULL,
	"tipo_negocio" text DEFAULT 'venda' NOT NULL,
	"preco_min" numeric(14, 2),
	"preco_max" numeric(14, 2),
	"faixa_preco_texto" text,
	"quartos_min" integer,
	"quartos_max" integer,
	"banheiros_min" integer,
	"banheiros_max" integer,
	"area_min" numeric(10, 2),
	"area_max" numeric(10, 2),
	"comissao_percent" numeric(5, 2),
	"data_entrega" date,
	"latitude" double precision,
	"longitude" double precision,
	"localizacao" geography(Point,4326) GENERATED ALWAYS AS (CASE WHEN latitude IS NOT NULL AND longitude IS NOT NULL THEN (ST_SetSRID(ST_MakePoint(longitude, latitude), 4326))::geography END) STORED,
	"imagens_urls" text[] DEFAULT '{}'::text[] NOT NULL,
	"thumb_url" text,
	"videos_urls" text[] DEFAULT '{}'::text[] NOT NULL,
	"tour_virtual_url" text,
	"documentos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"diferenciais" text[] DEFAULT '{}'::text[] NOT NULL,
	"visualizacoes" integer DEFAULT 0 NOT NULL,
	"busca" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "imoveis_nome_check" CHECK (length(btrim(nome)) > 0),
	CONSTRAINT "imoveis_endereco_check" CHECK (length(btrim(endereco)) > 0),
	CONSTRAINT "imoveis_status_check" CHECK (status IN ('Lançamento', 'Na planta', 'Em construção', 'Em obras', 'Pronto para Morar')),
	CONSTRAINT "imoveis_status_imovel_check" CHECK (status_imovel IN ('Disponível', 'Reservado', 'Vendido')),
	CONSTRAINT "imoveis_tipo_imovel_check" CHECK (tipo_imovel IN ('Apartamento', 'Casa', 'Comercial', 'Terreno', 'Industrial', 'Rural', 'Loft', 'Studio', 'Kitnet')),
	CONSTRAINT "imoveis_tipo_negocio_check" CHECK (tipo_negocio IN ('venda', 'aluguel')),
	CONSTRAINT "imoveis_preco_check" CHECK (preco_min >= 0 AND preco_max >= 0 AND preco_min <= preco_max),
	CONSTRAINT "imoveis_quartos_check" CHECK (quartos_min >= 0 AND quartos_max >= 0 AND quartos_min <= quartos_max),
	CONSTRAINT "imoveis_banheiros_check" CHECK (banheiros_min >= 0 AND banheiros_max >= 0 AND banheiros_min <= banheiros_max),
	CONSTRAINT "imoveis_area_check" CHECK (area_min >= 0 AND area_max >= 0 AND area_min <= area_max),
	CONSTRAINT "imoveis_comissao_check" CHECK (comissao_percent >= 0 AND comissao_percent <= 100),
	CONSTRAINT "imoveis_latitude_check" CHECK (latitude BETWEEN -90 AND 90),
	CONSTRAINT "imoveis_longitude_check" CHECK (longitude BETWEEN -180 AND 180),
	CONSTRAINT "imoveis_imagens_check" CHECK (cardinality(imagens_urls) <= 10),
	CONSTRAINT "imoveis_visualizacoes_check" CHECK (visualizacoes >= 0)
);
--> statement-breakpoint
CREATE TABLE "mensagens_chat" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"conversa_id" uuid NOT NULL,
	"remetente_user_id" uuid NOT NULL,
	"destinatario_user_id" uuid NOT NULL,
	"conteudo_mensagem" text NOT NULL,
	"lida" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mensagens_chat_conteudo_check" CHECK (length(btrim(conteudo_mensagem)) > 0 AND length(conteudo_mensagem) <= 4000),
	CONSTRAINT "mensagens_chat_partes_check" CHECK (remetente_user_id <> destinatario_user_id)
);
--> statement-breakpoint
CREATE TABLE "mensagens_contato" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"nome" text NOT NULL,
	"email" text NOT NULL,
	"telefone" text NOT NULL,
	"mensagem" text NOT NULL,
	"imovel_id" uuid,
	"lida" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notificacoes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"tipo" text NOT NULL,
	"mensagem" text NOT NULL,
	"lida" boolean DEFAULT false NOT NULL,
	"imovel_id" uuid,
	"link_acao" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notificacoes_tipo_check" CHECK (tipo IN ('novo_imovel', 'status_alterado', 'nova_captacao', 'nova_mensagem_chat', 'contrato_status_alterado'))
);
--> statement-breakpoint
CREATE TABLE "preferencias_corretores" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"corretor_id" uuid NOT NULL,
	"raio_km" integer DEFAULT 10 NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"tipos_imoveis" text[] DEFAULT '{}'::text[] NOT NULL,
	"faixa_preco_min" numeric(14, 2),
	"faixa_preco_max" numeric(14, 2),
	"notificar_novos" boolean DEFAULT true NOT NULL,
	"notificar_vendidos_reservados" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "preferencias_raio_km_check" CHECK (raio_km IN (1, 2, 5, 10, 15, 20, 30, 50)),
	CONSTRAINT "preferencias_faixa_preco_check" CHECK (faixa_preco_min >= 0 AND faixa_preco_max >= 0 AND faixa_preco_min <= faixa_preco_max),
	CONSTRAINT "preferencias_latitude_check" CHECK (latitude BETWEEN -90 AND 90),
	CONSTRAINT "preferencias_longitude_check" CHECK (longitude BETWEEN -180 AND 180)
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"absolute_expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_agent" text
);
--> statement-breakpoint
CREATE TABLE "tentativas_login" (
	"chave" text PRIMARY KEY NOT NULL,
	"falhas" integer DEFAULT 0 NOT NULL,
	"janela_inicio" timestamp with time zone DEFAULT now() NOT NULL,
	"bloqueado_ate" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"user_type" text NOT NULL,
	"ativo" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_user_type_check" CHECK (user_type IN ('construtora', 'corretor', 'admin')),
	CONSTRAINT "users_email_lower_check" CHECK (email = lower(email))
);
--> statement-breakpoint
CREATE TABLE "visualizacoes_imoveis" (
	"imovel_id" uuid NOT NULL,
	"dia" date NOT NULL,
	"visitante" text NOT NULL,
	CONSTRAINT "visualizacoes_imoveis_imovel_id_dia_visitante_pk" PRIMARY KEY("imovel_id","dia","visitante")
);
--> statement-breakpoint
ALTER TABLE "captacoes" ADD CONSTRAINT "captacoes_corretor_id_corretores_id_fk" FOREIGN KEY ("corretor_id") REFERENCES "public"."corretores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "captacoes" ADD CONSTRAINT "captacoes_imovel_id_imoveis_id_fk" FOREIGN KEY ("imovel_id") REFERENCES "public"."imoveis"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "construtoras" ADD CONSTRAINT "construtoras_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contratos_captacao" ADD CONSTRAINT "contratos_captacao_captacao_id_captacoes_id_fk" FOREIGN KEY ("captacao_id") REFERENCES "public"."captacoes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contratos_captacao" ADD CONSTRAINT "contratos_captacao_imovel_id_imoveis_id_fk" FOREIGN KEY ("imovel_id") REFERENCES "public"."imoveis"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contratos_captacao" ADD CONSTRAINT "contratos_captacao_corretor_id_corretores_id_fk" FOREIGN KEY ("corretor_id") REFERENCES "public"."corretores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contratos_captacao" ADD CONSTRAINT "contratos_captacao_construtora_id_construtoras_id_fk" FOREIGN KEY ("construtora_id") REFERENCES "public"."construtoras"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversas" ADD CONSTRAINT "conversas_imovel_id_imoveis_id_fk" FOREIGN KEY ("imovel_id") REFERENCES "public"."imoveis"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversas" ADD CONSTRAINT "conversas_construtora_id_construtoras_id_fk" FOREIGN KEY ("construtora_id") REFERENCES "public"."construtoras"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversas" ADD CONSTRAINT "conversas_corretor_id_corretores_id_fk" FOREIGN KEY ("corretor_id") REFERENCES "public"."corretores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "corretores" ADD CONSTRAINT "corretores_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favoritos" ADD CONSTRAINT "favoritos_corretor_id_corretores_id_fk" FOREIGN KEY ("corretor_id") REFERENCES "public"."corretores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favoritos" ADD CONSTRAINT "favoritos_imovel_id_imoveis_id_fk" FOREIGN KEY ("imovel_id") REFERENCES "public"."imoveis"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favoritos" ADD CONSTRAINT "favoritos_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "imoveis" ADD CONSTRAINT "imoveis_construtora_id_construtoras_id_fk" FOREIGN KEY ("construtora_id") REFERENCES "public"."construtoras"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mensagens_chat" ADD CONSTRAINT "mensagens_chat_conversa_id_conversas_id_fk" FOREIGN KEY ("conversa_id") REFERENCES "public"."conversas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mensagens_chat" ADD CONSTRAINT "mensagens_chat_remetente_user_id_users_id_fk" FOREIGN KEY ("remetente_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mensagens_chat" ADD CONSTRAINT "mensagens_chat_destinatario_user_id_users_id_fk" FOREIGN KEY ("destinatario_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mensagens_contato" ADD CONSTRAINT "mensagens_contato_imovel_id_imoveis_id_fk" FOREIGN KEY ("imovel_id") REFERENCES "public"."imoveis"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notificacoes" ADD CONSTRAINT "notificacoes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notificacoes" ADD CONSTRAINT "notificacoes_imovel_id_imoveis_id_fk" FOREIGN KEY ("imovel_id") REFERENCES "public"."imoveis"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "preferencias_corretores" ADD CONSTRAINT "preferencias_corretores_corretor_id_corretores_id_fk" FOREIGN KEY ("corretor_id") REFERENCES "public"."corretores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visualizacoes_imoveis" ADD CONSTRAINT "visualizacoes_imoveis_imovel_id_imoveis_id_fk" FOREIGN KEY ("imovel_id") REFERENCES "public"."imoveis"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "captacoes_corretor_imovel_key" ON "captacoes" USING btree ("corretor_id","imovel_id");--> statement-breakpoint
CREATE INDEX "captacoes_imovel_id_idx" ON "captacoes" USING btree ("imovel_id");--> statement-breakpoint
CREATE UNIQUE INDEX "construtoras_user_id_key" ON "construtoras" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "contratos_captacao_captacao_id_key" ON "contratos_captacao" USING btree ("captacao_id");--> statement-breakpoint
CREATE INDEX "contratos_corretor_idx" ON "contratos_captacao" USING btree ("corretor_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "contratos_construtora_idx" ON "contratos_captacao" USING btree ("construtora_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "conversas_partes_imovel_key" ON "conversas" USING btree ("imovel_id","construtora_id","corretor_id");--> statement-breakpoint
CREATE INDEX "conversas_construtora_idx" ON "conversas" USING btree ("construtora_id","last_message_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "conversas_corretor_idx" ON "conversas" USING btree ("corretor_id","last_message_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "corretores_user_id_key" ON "corretores" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "favoritos_corretor_imovel_key" ON "favoritos" USING btree ("corretor_id","imovel_id");--> statement-breakpoint
CREATE INDEX "favoritos_user_id_idx" ON "favoritos" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "imoveis_construtora_id_idx" ON "imoveis" USING btree ("construtora_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "imoveis_ativo_created_idx" ON "imoveis" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE ativo;--> statement-breakpoint
CREATE INDEX "imoveis_ativo_preco_asc_idx" ON "imoveis" USING btree ((coalesce(preco_min, 1e13)),"id") WHERE ativo;--> statement-breakpoint
CREATE INDEX "imoveis_ativo_preco_desc_idx" ON "imoveis" USING btree ((coalesce(preco_min, -1)),"id") WHERE ativo;--> statement-breakpoint
CREATE INDEX "mensagens_chat_conversa_idx" ON "mensagens_chat" USING btree ("conversa_id","created_at");--> statement-breakpoint
CREATE INDEX "mensagens_chat_nao_lidas_idx" ON "mensagens_chat" USING btree ("destinatario_user_id") WHERE NOT lida;--> statement-breakpoint
CREATE INDEX "mensagens_contato_created_idx" ON "mensagens_contato" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "notificacoes_user_created_idx" ON "notificacoes" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "preferencias_corretores_corretor_id_key" ON "preferencias_corretores" USING btree ("corretor_id");--> statement-breakpoint
CREATE INDEX "sessions_user_id_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_expires_at_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree ("email");