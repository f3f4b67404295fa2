CREATE TABLE "lineup_saves" (
	"user_id" integer NOT NULL,
	"save_id" text NOT NULL,
	"lineup_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lineup_saves_user_id_save_id_pk" PRIMARY KEY("user_id","save_id")
);
--> statement-breakpoint
ALTER TABLE "lineup_saves" ADD CONSTRAINT "lineup_saves_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lineup_saves_created_at" ON "lineup_saves" USING btree ("created_at");