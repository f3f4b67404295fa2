-- Issue 19, "Identity" and "Sessions".
--
-- users.email_key: the address's identity key (emailKey of @lineup/shared: trim,
-- NFKC, full case folding), unique, in place of the unique lower(email), whose
-- meaning depends on the database's locale (it merged admİn@ with admin@).
-- SQL cannot compute full case folding, so here only addresses made of
-- printable ASCII without spaces get their key (their ASCII lower case, which is
-- exactly emailKey for them, whatever the locale); every other row, and any two
-- rows that would share a key, get the placeholder '!pending:{id}' (never a key:
-- keys hold an @ and no '!pending:' prefix, so such an account cannot log in).
-- At start-up the server computes the key of each pending row in JavaScript and
-- stores it when no other account has it; collisions are left pending and
-- reported in the log, never merged (docs/RELIABILITY.md "One identity per e-mail").
ALTER TABLE "users" ADD COLUMN "email_key" text;--> statement-breakpoint
WITH keyed AS (
	SELECT "id",
		CASE WHEN "email" ~ '^[!-~]+$' THEN translate("email", 'ABCDEFGHIJKLMNOPQRSTUVWXYZ', 'abcdefghijklmnopqrstuvwxyz') END AS "k"
	FROM "users"
), counted AS (
	SELECT "id", "k", count(*) OVER (PARTITION BY "k") AS "n" FROM keyed
)
UPDATE "users" u SET "email_key" = CASE WHEN c."k" IS NOT NULL AND c."n" = 1 THEN c."k" ELSE '!pending:' || u."id" END
FROM counted c WHERE c."id" = u."id";--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "email_key" SET NOT NULL;--> statement-breakpoint
DROP INDEX "users_email_unique";--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key_unique" ON "users" USING btree ("email_key");--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "access_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Sessions: one per login; refresh tokens rotate within it. Each refresh token
-- stored so far becomes its own session with the token's id, so an access token
-- that already names its refresh token (sid) keeps naming its session.
CREATE TABLE "sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"ended_at" timestamp with time zone,
	"end_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sessions_user" ON "sessions" USING btree ("user_id");--> statement-breakpoint
INSERT INTO "sessions" ("id", "user_id", "ended_at", "end_reason", "created_at")
	SELECT "id", "user_id", "revoked_at", CASE WHEN "revoked_at" IS NOT NULL THEN 'logout' END, "created_at" FROM "refresh_tokens";--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('sessions', 'id'), coalesce((SELECT max("id") FROM "sessions"), 0) + 1, false);--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD COLUMN "session_id" integer;--> statement-breakpoint
UPDATE "refresh_tokens" SET "session_id" = "id";--> statement-breakpoint
ALTER TABLE "refresh_tokens" ALTER COLUMN "session_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "refresh_tokens_session" ON "refresh_tokens" USING btree ("session_id");
