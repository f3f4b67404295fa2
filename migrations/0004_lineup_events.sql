CREATE TABLE "lineup_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"lineup_id" integer NOT NULL,
	"terminal_id" integer NOT NULL,
	"porto_id" integer NOT NULL,
	"field" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"user_id" integer,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lineup_events" ADD CONSTRAINT "lineup_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lineup_events_lineup_at" ON "lineup_events" USING btree ("lineup_id","at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "lineup_events_porto_at" ON "lineup_events" USING btree ("porto_id","at");--> statement-breakpoint
CREATE INDEX "lineup_events_field_at" ON "lineup_events" USING btree ("field","at");