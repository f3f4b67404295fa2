CREATE TABLE "lineup_calls" (
	"lineup_id" integer PRIMARY KEY NOT NULL,
	"waited_at" timestamp with time zone,
	"berthed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "lineup_status_days" (
	"event_id" bigint PRIMARY KEY NOT NULL,
	"lineup_id" integer NOT NULL,
	"kind" text NOT NULL,
	"first_day" date NOT NULL,
	"last_day" date
);
--> statement-breakpoint
CREATE INDEX "lineup_calls_berthed_at" ON "lineup_calls" USING btree ("berthed_at","waited_at");--> statement-breakpoint
CREATE INDEX "lineup_status_days_lineup" ON "lineup_status_days" USING btree ("lineup_id");--> statement-breakpoint
-- Keeps lineup_calls and lineup_status_days (schema.ts) equal to what the status events of lineup_events say,
-- for the line-ups given: first locks their lineup_calls rows (made if missing, in id order), so that writes of
-- one line-up's history take turns here, then recomputes both from all of their status events, which each
-- statement reads afresh (READ COMMITTED) after that lock.
CREATE FUNCTION "lineup_statistics_refresh"(ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF cardinality(ids) = 0 THEN
    RETURN;
  END IF;
  INSERT INTO lineup_calls (lineup_id)
    SELECT id FROM unnest(ids) AS id ORDER BY id
    ON CONFLICT (lineup_id) DO UPDATE SET lineup_id = excluded.lineup_id;
  UPDATE lineup_calls c SET waited_at = x.waited_at, berthed_at = x.berthed_at
    FROM (
      SELECT e.lineup_id,
        min(e.at) FILTER (WHERE e.after = '"Waiting"'::jsonb) AS waited_at,
        min(e.at) FILTER (WHERE e.after IN ('"Loading"'::jsonb, '"Discharging"'::jsonb)) AS berthed_at
      FROM lineup_events e
      WHERE e.field = 'status' AND e.lineup_id = ANY(ids)
      GROUP BY e.lineup_id
    ) x
    WHERE c.lineup_id = x.lineup_id;
  DELETE FROM lineup_status_days WHERE lineup_id = ANY(ids);
  -- A status holds from its change to the row's next status change (events in the order of their time, then id);
  -- it counts on the days whose end it holds: from the day of the change to the day before the next change's end.
  INSERT INTO lineup_status_days (event_id, lineup_id, kind, first_day, last_day)
    SELECT s.id, s.lineup_id, s.kind, s.first_day, s.last_day
    FROM (
      SELECT e.id, e.lineup_id,
        CASE e.after #>> '{}' WHEN 'Loading' THEN 'berthed' WHEN 'Discharging' THEN 'berthed' WHEN 'Waiting' THEN 'waiting' WHEN 'Expected' THEN 'expected' END AS kind,
        (e.at AT TIME ZONE 'UTC')::date AS first_day,
        ((lead(e.at) OVER (PARTITION BY e.lineup_id ORDER BY e.at, e.id) - interval '1 day') AT TIME ZONE 'UTC')::date AS last_day
      FROM lineup_events e
      WHERE e.field = 'status' AND e.lineup_id = ANY(ids)
    ) s
    WHERE s.kind IS NOT NULL AND (s.last_day IS NULL OR s.first_day <= s.last_day);
END
$$;
--> statement-breakpoint
CREATE FUNCTION "lineup_events_statistics"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM lineup_statistics_refresh(ARRAY(SELECT DISTINCT n.lineup_id FROM new_events n WHERE n.field = 'status' ORDER BY 1));
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- In the transaction of every insert of events, whatever writes them (saves, imports, deletions, migrations, tests).
CREATE TRIGGER "lineup_events_statistics" AFTER INSERT ON "lineup_events" REFERENCING NEW TABLE AS new_events FOR EACH STATEMENT EXECUTE FUNCTION "lineup_events_statistics"();
--> statement-breakpoint
-- The history recorded so far.
SELECT lineup_statistics_refresh(ARRAY(SELECT DISTINCT e.lineup_id FROM lineup_events e WHERE e.field = 'status'));
