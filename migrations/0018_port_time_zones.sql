ALTER TABLE "portos" ADD COLUMN "time_zone" text DEFAULT 'America/Sao_Paulo' NOT NULL;--> statement-breakpoint
-- A port's time zone, UTC for a port that is not known (a row's port removed since).
CREATE FUNCTION "port_time_zone"(port integer) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT coalesce((SELECT p.time_zone FROM portos p WHERE p.id = port), 'UTC')
$$;
--> statement-breakpoint
-- The time zone a line-up's days are cut in: its port's, or for a deleted row the port of its last event.
CREATE FUNCTION "lineup_time_zone"(lineup integer) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT port_time_zone(coalesce(
    (SELECT l.porto_id FROM lineups l WHERE l.id = lineup),
    (SELECT e.porto_id FROM lineup_events e WHERE e.lineup_id = lineup ORDER BY e.at DESC LIMIT 1)))
$$;
--> statement-breakpoint
-- As in migration 0016, with each dated step at the start of its day in the row's port (`porto_id` of `snap`),
-- not in UTC: an ETB of 10 November in Manaus is 10 November 04:00 UTC.
CREATE OR REPLACE FUNCTION "lineup_dated_events"(snap jsonb, until timestamptz)
RETURNS TABLE (step integer, status text, at timestamptz) LANGUAGE plpgsql STABLE AS $$
DECLARE
  steps text[] := CASE snap ->> 'status'
    WHEN 'Expected' THEN ARRAY['Expected']
    WHEN 'Waiting' THEN ARRAY['Expected', 'Waiting']
    WHEN 'POB hh:mm lt' THEN ARRAY['Expected', 'Waiting', 'POB hh:mm lt']
    WHEN 'Loading' THEN ARRAY['Expected', 'Waiting', 'Loading']
    WHEN 'Discharging' THEN ARRAY['Expected', 'Waiting', 'Discharging']
    WHEN 'Sailed' THEN ARRAY['Expected', 'Waiting', 'Loading', 'Sailed']
    ELSE ARRAY[]::text[] END;
  zone text := port_time_zone((snap ->> 'porto_id')::integer);
  own timestamptz;
  next_at timestamptz := until;
BEGIN
  FOR i IN REVERSE cardinality(steps)..1 LOOP
    own := CASE steps[i]
      WHEN 'Expected' THEN (snap ->> 'created_at')::timestamptz
      WHEN 'Waiting' THEN ((snap ->> 'eta')::date)::timestamp AT TIME ZONE zone
      WHEN 'Sailed' THEN ((snap ->> 'etc')::date)::timestamp AT TIME ZONE zone
      ELSE ((snap ->> 'etb')::date)::timestamp AT TIME ZONE zone END + i * interval '1 microsecond';
    IF i = cardinality(steps) THEN
      own := least(coalesce(own, until), until);
    ELSIF own IS NULL THEN
      CONTINUE;
    ELSE
      own := least(own, next_at - interval '1 microsecond');
    END IF;
    step := i;
    status := steps[i];
    at := own;
    next_at := own;
    RETURN NEXT;
  END LOOP;
END
$$;
--> statement-breakpoint
-- As in migration 0016, with the days of each status cut in the line-up's port's time zone.
CREATE OR REPLACE FUNCTION "lineup_statistics_refresh"(ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF cardinality(ids) = 0 THEN
    RETURN;
  END IF;
  INSERT INTO lineup_calls (lineup_id)
    SELECT id FROM unnest(ids) AS id ORDER BY id
    ON CONFLICT (lineup_id) DO UPDATE SET lineup_id = excluded.lineup_id;
  UPDATE lineup_calls c SET waited_at = x.waited_at, berthed_at = x.berthed_at, sailed_at = x.sailed_at, discharged = x.discharged, dated_until = x.dated_until
    FROM (
      SELECT z.lineup_id,
        min(z.at) FILTER (WHERE z.after = '"Waiting"'::jsonb) AS waited_at,
        min(z.berthed_at) AS berthed_at,
        min(z.sailed_at) AS sailed_at,
        (array_agg(z.after = '"Discharging"'::jsonb ORDER BY z.at DESC, z.id DESC)
          FILTER (WHERE z.after IN ('"Loading"'::jsonb, '"Discharging"'::jsonb) AND z.at < z.sailed_at))[1] AS discharged,
        max(z.at) FILTER (WHERE z.id < 0) AS dated_until
      FROM (
        SELECT y.*, min(y.at) FILTER (WHERE y.after = '"Sailed"'::jsonb AND y.at > y.berthed_at) OVER (PARTITION BY y.lineup_id) AS sailed_at
        FROM (
          SELECT e.lineup_id, e.id, e.at, e.after,
            min(e.at) FILTER (WHERE e.after IN ('"Loading"'::jsonb, '"Discharging"'::jsonb)) OVER (PARTITION BY e.lineup_id) AS berthed_at
          FROM lineup_status_changes(ids) e
        ) y
      ) z
      GROUP BY z.lineup_id
    ) x
    WHERE c.lineup_id = x.lineup_id;
  DELETE FROM lineup_status_days WHERE lineup_id = ANY(ids);
  INSERT INTO lineup_status_days (event_id, lineup_id, kind, first_day, last_day)
    SELECT s.id, s.lineup_id, s.kind, s.first_day, s.last_day
    FROM (
      SELECT e.id, e.lineup_id,
        CASE e.after #>> '{}' WHEN 'Loading' THEN 'berthed' WHEN 'Discharging' THEN 'berthed' WHEN 'Waiting' THEN 'waiting' WHEN 'Expected' THEN 'expected' END AS kind,
        (e.at AT TIME ZONE z.zone)::date AS first_day,
        ((lead(e.at) OVER (PARTITION BY e.lineup_id ORDER BY e.at, e.id) - interval '1 day') AT TIME ZONE z.zone)::date AS last_day
      FROM lineup_status_changes(ids) e
      JOIN (SELECT id, lineup_time_zone(id) AS zone FROM unnest(ids) AS id) z ON z.id = e.lineup_id
    ) s
    WHERE s.kind IS NOT NULL AND (s.last_day IS NULL OR s.first_day <= s.last_day);
END
$$;
--> statement-breakpoint
-- As in migration 0016, in the row's port's time zone.
CREATE OR REPLACE FUNCTION "lineup_dated_days"(snap jsonb)
RETURNS TABLE (kind text, first_day date, last_day date) LANGUAGE sql STABLE AS $$
  SELECT s.kind, s.first_day, s.last_day
  FROM (
    SELECT CASE d.status WHEN 'Loading' THEN 'berthed' WHEN 'Discharging' THEN 'berthed' WHEN 'Waiting' THEN 'waiting' WHEN 'Expected' THEN 'expected' END AS kind,
      (d.at AT TIME ZONE port_time_zone((snap ->> 'porto_id')::integer))::date AS first_day,
      ((lead(d.at) OVER (ORDER BY d.at) - interval '1 day') AT TIME ZONE port_time_zone((snap ->> 'porto_id')::integer))::date AS last_day
    FROM lineup_dated_events(snap, now()) d
  ) s
  WHERE s.kind IS NOT NULL AND (s.last_day IS NULL OR s.first_day <= s.last_day)
$$;
--> statement-breakpoint
-- The calls of a port whose time zone changes are cut again in the new one: its rows with recorded history
-- (one without keeps no `lineup_calls` row, and is read from its dates), and the rows deleted there.
CREATE FUNCTION "portos_time_zone_statistics"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM lineup_statistics_refresh(ARRAY(
    SELECT l.id FROM lineups l
    WHERE l.porto_id = NEW.id AND EXISTS (SELECT 1 FROM lineup_events e WHERE e.lineup_id = l.id AND e.field IN ('status', '_baseline'))
    UNION
    SELECT e.lineup_id FROM lineup_events e
    WHERE e.porto_id = NEW.id AND e.field IN ('status', '_baseline') AND NOT EXISTS (SELECT 1 FROM lineups l WHERE l.id = e.lineup_id)
    ORDER BY 1));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "portos_time_zone_statistics" AFTER UPDATE OF "time_zone" ON "portos"
  FOR EACH ROW WHEN (OLD.time_zone IS DISTINCT FROM NEW.time_zone) EXECUTE FUNCTION "portos_time_zone_statistics"();
--> statement-breakpoint
-- The calls recorded so far, cut in their ports' zones.
SELECT lineup_statistics_refresh(ARRAY(SELECT DISTINCT lineup_id FROM lineup_events WHERE field IN ('status', '_baseline') ORDER BY 1));
