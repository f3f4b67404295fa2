CREATE TABLE "weekly_report_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"porto_id" integer NOT NULL,
	"carga_tipo_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "weekly_report_subscriptions" ADD CONSTRAINT "weekly_report_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weekly_report_subscriptions" ADD CONSTRAINT "weekly_report_subscriptions_porto_id_portos_id_fk" FOREIGN KEY ("porto_id") REFERENCES "public"."portos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weekly_report_subscriptions" ADD CONSTRAINT "weekly_report_subscriptions_carga_tipo_id_cargas_tipos_id_fk" FOREIGN KEY ("carga_tipo_id") REFERENCES "public"."cargas_tipos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "weekly_report_subscriptions_unique" ON "weekly_report_subscriptions" USING btree ("user_id","porto_id","carga_tipo_id");