CREATE TABLE "lineups_without_calls" (
	"lineup_id" integer PRIMARY KEY NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lineups_without_calls" ADD CONSTRAINT "lineups_without_calls_lineup_id_lineups_id_fk" FOREIGN KEY ("lineup_id") REFERENCES "public"."lineups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The line-ups with no `lineup_calls` row (schema.ts), kept by the two triggers below: a line-up is listed when the
-- transaction that inserted it commits without one (the check is deferred to the commit, so the many rows saved with
-- their status events are never listed and removed again), and leaves the list when its first status event or
-- baseline makes one (the trigger of migration 0011 inserts it) or when it is deleted (the foreign key). A restore
-- loads the list with the tables it describes, triggers off, as it loads `lineup_calls`.
INSERT INTO "lineups_without_calls" ("lineup_id")
  SELECT l.id FROM lineups l WHERE NOT EXISTS (SELECT 1 FROM lineup_calls c WHERE c.lineup_id = l.id);
--> statement-breakpoint
CREATE FUNCTION "lineups_list_without_calls"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO lineups_without_calls (lineup_id)
    SELECT NEW.id WHERE EXISTS (SELECT 1 FROM lineups l WHERE l.id = NEW.id)
      AND NOT EXISTS (SELECT 1 FROM lineup_calls c WHERE c.lineup_id = NEW.id)
    ON CONFLICT (lineup_id) DO NOTHING;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "lineups_list_without_calls" AFTER INSERT ON "lineups" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "lineups_list_without_calls"();
--> statement-breakpoint
CREATE FUNCTION "lineup_calls_unlist"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM lineups_without_calls w USING new_calls n WHERE w.lineup_id = n.lineup_id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "lineup_calls_unlist" AFTER INSERT ON "lineup_calls" REFERENCING NEW TABLE AS new_calls FOR EACH STATEMENT EXECUTE FUNCTION "lineup_calls_unlist"();
--> statement-breakpoint
-- Statistics for the planner from the start: a table never analysed is planned as ten pages of rows.
ANALYZE "lineups_without_calls";
