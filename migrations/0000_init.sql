CREATE TABLE "activity_logs" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"action" text NOT NULL,
	"description" text NOT NULL,
	"subject_type" text NOT NULL,
	"subject_id" integer,
	"old_model" jsonb,
	"new_model" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "afretadores" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agencias" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"is_house" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bercos" (
	"id" serial PRIMARY KEY NOT NULL,
	"terminal_id" integer NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cargas" (
	"id" serial PRIMARY KEY NOT NULL,
	"tipo_id" integer NOT NULL,
	"name" text NOT NULL,
	"synonym" text,
	"color" text DEFAULT '#000000' NOT NULL,
	"ie_analise" smallint DEFAULT 0 NOT NULL,
	"ie_export" smallint DEFAULT 0 NOT NULL,
	"ie_import" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "cargas_tipos" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"atualizado_data" timestamp with time zone,
	"atualizado_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "display_portos" (
	"display_id" integer NOT NULL,
	"porto_id" integer NOT NULL,
	CONSTRAINT "display_portos_display_id_porto_id_pk" PRIMARY KEY("display_id","porto_id")
);
--> statement-breakpoint
CREATE TABLE "displays" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"token_hash" text NOT NULL,
	"rotate_seconds" integer DEFAULT 20 NOT NULL,
	"created_by" integer,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_information" (
	"id" serial PRIMARY KEY NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lineup_cargas_afretadores" (
	"id" serial PRIMARY KEY NOT NULL,
	"lineup_id" integer NOT NULL,
	"carga_id" integer,
	"qty" numeric(15, 3),
	"afretador_id" integer,
	"recebedor_id" integer
);
--> statement-breakpoint
CREATE TABLE "lineup_trabalhadores" (
	"id" serial PRIMARY KEY NOT NULL,
	"lineup_id" integer NOT NULL,
	"trabalhador_id" integer NOT NULL,
	"qty" numeric(15, 3),
	"type" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lineups" (
	"id" serial PRIMARY KEY NOT NULL,
	"terminal_id" integer NOT NULL,
	"porto_id" integer NOT NULL,
	"berco_id" integer,
	"carga_tipo_id" integer,
	"carga_id" integer,
	"navio_id" integer,
	"agencia_id" integer,
	"afretador_id" integer,
	"recebedor_id" integer,
	"destination_porto" integer,
	"client_type" text,
	"status" text NOT NULL,
	"pob" time,
	"is_observacao" smallint DEFAULT 0 NOT NULL,
	"observacao" text,
	"qty" numeric(15, 3),
	"qty_unidade" text DEFAULT 't' NOT NULL,
	"qty_import" numeric(15, 3),
	"qty_export" numeric(15, 3),
	"eta" date,
	"etb" date,
	"etc" date,
	"atualizado_data" timestamp with time zone,
	"atualizado_id" integer,
	"call_number" integer,
	"call_in_id" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"field_versions" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lineups_portos" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"port_name" text,
	"pais" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "navios" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"imo" text,
	"is_agency_client" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "password_resets" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "port_weathers" (
	"id" serial PRIMARY KEY NOT NULL,
	"porto_id" integer NOT NULL,
	"date" date NOT NULL,
	"icon" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "portos" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"max_draft" numeric(8, 2),
	"bunker" text,
	"ordem" integer DEFAULT 0 NOT NULL,
	"atualizado_data" timestamp with time zone,
	"atualizado_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recebedores" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "terminais" (
	"id" serial PRIMARY KEY NOT NULL,
	"porto_id" integer NOT NULL,
	"name" text NOT NULL,
	"rate" text,
	"av_dw_bw" text,
	"max_draft" numeric(8, 2),
	"draft_berth" numeric(8, 2),
	"loa" numeric(8, 2),
	"remark" text,
	"atualizado_data" timestamp with time zone,
	"atualizado_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "terminal_cargas" (
	"terminal_id" integer NOT NULL,
	"carga_id" integer NOT NULL,
	CONSTRAINT "terminal_cargas_terminal_id_carga_id_pk" PRIMARY KEY("terminal_id","carga_id")
);
--> statement-breakpoint
CREATE TABLE "trabalhadores" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_cargas" (
	"user_id" integer NOT NULL,
	"carga_id" integer NOT NULL,
	CONSTRAINT "user_cargas_user_id_carga_id_pk" PRIMARY KEY("user_id","carga_id")
);
--> statement-breakpoint
CREATE TABLE "user_portos" (
	"user_id" integer NOT NULL,
	"porto_id" integer NOT NULL,
	CONSTRAINT "user_portos_user_id_porto_id_pk" PRIMARY KEY("user_id","porto_id")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"role_id" smallint NOT NULL,
	"role" text,
	"photo" text,
	"disabled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "activity_logs" ADD CONSTRAINT "activity_logs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bercos" ADD CONSTRAINT "bercos_terminal_id_terminais_id_fk" FOREIGN KEY ("terminal_id") REFERENCES "public"."terminais"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cargas" ADD CONSTRAINT "cargas_tipo_id_cargas_tipos_id_fk" FOREIGN KEY ("tipo_id") REFERENCES "public"."cargas_tipos"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cargas_tipos" ADD CONSTRAINT "cargas_tipos_atualizado_id_users_id_fk" FOREIGN KEY ("atualizado_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "display_portos" ADD CONSTRAINT "display_portos_display_id_displays_id_fk" FOREIGN KEY ("display_id") REFERENCES "public"."displays"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "display_portos" ADD CONSTRAINT "display_portos_porto_id_portos_id_fk" FOREIGN KEY ("porto_id") REFERENCES "public"."portos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "displays" ADD CONSTRAINT "displays_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_information" ADD CONSTRAINT "email_information_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lineup_cargas_afretadores" ADD CONSTRAINT "lineup_cargas_afretadores_lineup_id_lineups_id_fk" FOREIGN KEY ("lineup_id") REFERENCES "public"."lineups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lineup_cargas_afretadores" ADD CONSTRAINT "lineup_cargas_afretadores_carga_id_cargas_id_fk" FOREIGN KEY ("carga_id") REFERENCES "public"."cargas"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lineup_cargas_afretadores" ADD CONSTRAINT "lineup_cargas_afretadores_afretador_id_afretadores_id_fk" FOREIGN KEY ("afretador_id") REFERENCES "public"."afretadores"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lineup_cargas_afretadores" ADD CONSTRAINT "lineup_cargas_afretadores_recebedor_id_recebedores_id_fk" FOREIGN KEY ("recebedor_id") REFERENCES "public"."recebedores"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lineup_trabalhadores" ADD CONSTRAINT "lineup_trabalhadores_lineup_id_lineups_id_fk" FOREIGN KEY ("lineup_id") REFERENCES "public"."lineups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lineup_trabalhadores" ADD CONSTRAINT "lineup_trabalhadores_trabalhador_id_trabalhadores_id_fk" FOREIGN KEY ("trabalhador_id") REFERENCES "public"."trabalhadores"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lineups" ADD CONSTRAINT "lineups_terminal_id_terminais_id_fk" FOREIGN KEY ("terminal_id") REFERENCES "public"."terminais"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lineups" ADD CONSTRAINT "lineups_porto_id_portos_id_fk" FOREIGN KEY ("porto_id") REFERENCES "public"."portos"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lineups" ADD CONSTRAINT "lineups_berco_id_bercos_id_fk" FOREIGN KEY ("berco_id") REFERENCES "public"."bercos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lineups" ADD CONSTRAINT "lineups_carga_tipo_id_cargas_tipos_id_fk" FOREIGN KEY ("carga_tipo_id") REFERENCES "public"."cargas_tipos"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lineups" ADD CONSTRAINT "lineups_carga_id_cargas_id_fk" FOREIGN KEY ("carga_id") REFERENCES "public"."cargas"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lineups" ADD CONSTRAINT "lineups_navio_id_navios_id_fk" FOREIGN KEY ("navio_id") REFERENCES "public"."navios"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lineups" ADD CONSTRAINT "lineups_agencia_id_agencias_id_fk" FOREIGN KEY ("agencia_id") REFERENCES "public"."agencias"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lineups" ADD CONSTRAINT "lineups_afretador_id_afretadores_id_fk" FOREIGN KEY ("afretador_id") REFERENCES "public"."afretadores"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lineups" ADD CONSTRAINT "lineups_recebedor_id_recebedores_id_fk" FOREIGN KEY ("recebedor_id") REFERENCES "public"."recebedores"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lineups" ADD CONSTRAINT "lineups_destination_porto_lineups_portos_id_fk" FOREIGN KEY ("destination_porto") REFERENCES "public"."lineups_portos"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lineups" ADD CONSTRAINT "lineups_atualizado_id_users_id_fk" FOREIGN KEY ("atualizado_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lineups" ADD CONSTRAINT "lineups_call_in_id_lineups_id_fk" FOREIGN KEY ("call_in_id") REFERENCES "public"."lineups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_resets" ADD CONSTRAINT "password_resets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "port_weathers" ADD CONSTRAINT "port_weathers_porto_id_portos_id_fk" FOREIGN KEY ("porto_id") REFERENCES "public"."portos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portos" ADD CONSTRAINT "portos_atualizado_id_users_id_fk" FOREIGN KEY ("atualizado_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "terminais" ADD CONSTRAINT "terminais_porto_id_portos_id_fk" FOREIGN KEY ("porto_id") REFERENCES "public"."portos"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "terminais" ADD CONSTRAINT "terminais_atualizado_id_users_id_fk" FOREIGN KEY ("atualizado_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "terminal_cargas" ADD CONSTRAINT "terminal_cargas_terminal_id_terminais_id_fk" FOREIGN KEY ("terminal_id") REFERENCES "public"."terminais"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "terminal_cargas" ADD CONSTRAINT "terminal_cargas_carga_id_cargas_id_fk" FOREIGN KEY ("carga_id") REFERENCES "public"."cargas"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_cargas" ADD CONSTRAINT "user_cargas_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_cargas" ADD CONSTRAINT "user_cargas_carga_id_cargas_id_fk" FOREIGN KEY ("carga_id") REFERENCES "public"."cargas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_portos" ADD CONSTRAINT "user_portos_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_portos" ADD CONSTRAINT "user_portos_porto_id_portos_id_fk" FOREIGN KEY ("porto_id") REFERENCES "public"."portos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activity_logs_created" ON "activity_logs" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "bercos_terminal" ON "bercos" USING btree ("terminal_id");--> statement-breakpoint
CREATE INDEX "cargas_tipo" ON "cargas" USING btree ("tipo_id");--> statement-breakpoint
CREATE INDEX "lca_lineup" ON "lineup_cargas_afretadores" USING btree ("lineup_id");--> statement-breakpoint
CREATE INDEX "lt_lineup" ON "lineup_trabalhadores" USING btree ("lineup_id");--> statement-breakpoint
CREATE INDEX "lineups_terminal" ON "lineups" USING btree ("terminal_id");--> statement-breakpoint
CREATE INDEX "lineups_porto" ON "lineups" USING btree ("porto_id");--> statement-breakpoint
CREATE INDEX "lineups_etb" ON "lineups" USING btree ("etb");--> statement-breakpoint
CREATE UNIQUE INDEX "password_resets_hash_unique" ON "password_resets" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "port_weathers_day" ON "port_weathers" USING btree ("porto_id","date");--> statement-breakpoint
CREATE UNIQUE INDEX "refresh_tokens_hash_unique" ON "refresh_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "refresh_tokens_user" ON "refresh_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "terminais_porto" ON "terminais" USING btree ("porto_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_unique" ON "users" USING btree (lower("email"));