CREATE TABLE "distribution_deliveries" (
	"id" serial PRIMARY KEY NOT NULL,
	"run_id" integer NOT NULL,
	"address" text NOT NULL,
	"delivered" boolean NOT NULL,
	"detail" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "distribution_lists" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"porto_id" integer NOT NULL,
	"carga_tipo_id" integer NOT NULL,
	"filters" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"client_columns" boolean DEFAULT true NOT NULL,
	"addresses" text[] NOT NULL,
	"weekdays" smallint[] NOT NULL,
	"send_at" smallint NOT NULL,
	"intro" text,
	"owner_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "distribution_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"list_id" integer NOT NULL,
	"local_day" date NOT NULL,
	"scheduled" boolean NOT NULL,
	"by_user_id" integer,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent" integer DEFAULT 0 NOT NULL,
	"failed" integer DEFAULT 0 NOT NULL,
	"note" text
);
--> statement-breakpoint
ALTER TABLE "distribution_deliveries" ADD CONSTRAINT "distribution_deliveries_run_id_distribution_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."distribution_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "distribution_lists" ADD CONSTRAINT "distribution_lists_porto_id_portos_id_fk" FOREIGN KEY ("porto_id") REFERENCES "public"."portos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "distribution_lists" ADD CONSTRAINT "distribution_lists_carga_tipo_id_cargas_tipos_id_fk" FOREIGN KEY ("carga_tipo_id") REFERENCES "public"."cargas_tipos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "distribution_lists" ADD CONSTRAINT "distribution_lists_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "distribution_runs" ADD CONSTRAINT "distribution_runs_list_id_distribution_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."distribution_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "distribution_runs" ADD CONSTRAINT "distribution_runs_by_user_id_users_id_fk" FOREIGN KEY ("by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "distribution_deliveries_run" ON "distribution_deliveries" USING btree ("run_id");--> statement-breakpoint
CREATE INDEX "distribution_lists_porto" ON "distribution_lists" USING btree ("porto_id");--> statement-breakpoint
CREATE UNIQUE INDEX "distribution_runs_scheduled_day" ON "distribution_runs" USING btree ("list_id","local_day") WHERE "distribution_runs"."scheduled";--> statement-breakpoint
CREATE INDEX "distribution_runs_list" ON "distribution_runs" USING btree ("list_id","started_at");