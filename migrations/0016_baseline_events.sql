ALTER TABLE "lineup_calls" ADD COLUMN "dated_until" timestamp with time zone;--> statement-breakpoint
-- A call's status changes as its own dates tell them (DESIGN.md "History": rows that existed before history
-- began count from their dates), for a row as `snap` holds it (`to_jsonb` of a `lineups` row) up to `until`:
-- expected from its creation, arrived (Waiting) at ETA, berthed at ETB, sailed at ETC, as far as its status
-- says they happened; a POB has its pilot on board at ETB; a Sailed call berthed as Loading (its direction is
-- not in its dates). A step the status implies but whose date is missing is left out, except the status the
-- row holds, which holds from its date or, without one or when its date is later, from `until`. Each step is at
-- the start of its UTC day (a microsecond per step later, so steps on one day keep their order) and before the
-- next, so a row whose dates contradict its status still ends in that status.
CREATE FUNCTION "lineup_dated_events"(snap jsonb, until timestamptz)
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
  own timestamptz;
  next_at timestamptz := until;
BEGIN
  FOR i IN REVERSE cardinality(steps)..1 LOOP
    own := CASE steps[i]
      WHEN 'Expected' THEN (snap ->> 'created_at')::timestamptz
      WHEN 'Waiting' THEN ((snap ->> 'eta')::date)::timestamp AT TIME ZONE 'UTC'
      WHEN 'Sailed' THEN ((snap ->> 'etc')::date)::timestamp AT TIME ZONE 'UTC'
      ELSE ((snap ->> 'etb')::date)::timestamp AT TIME ZONE 'UTC' END + i * interval '1 microsecond';
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
-- The status changes the statistics read for the line-ups given: the recorded status events, and before a
-- line-up's `_baseline` event (written for rows that had no history, below) the changes its dates tell, as the
-- row stood then. Those have negative ids (ordered before any recorded event of the same instant).
CREATE FUNCTION "lineup_status_changes"(ids integer[])
RETURNS TABLE (lineup_id integer, id bigint, at timestamptz, after jsonb) LANGUAGE sql STABLE AS $$
  SELECT e.lineup_id, e.id, e.at, e.after FROM lineup_events e WHERE e.field = 'status' AND e.lineup_id = ANY(ids)
  UNION ALL
  SELECT b.lineup_id, -(b.id * 8 + 8 - d.step), d.at, to_jsonb(d.status)
  FROM lineup_events b CROSS JOIN LATERAL lineup_dated_events(b.after, b.at) d
  WHERE b.field = '_baseline' AND b.lineup_id = ANY(ids)
$$;
--> statement-breakpoint
-- As in migration 0013, from `lineup_status_changes` (recorded and dated), and `dated_until`: the last dated
-- change, so a time at or before it came from the row's dates alone.
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
        (e.at AT TIME ZONE 'UTC')::date AS first_day,
        ((lead(e.at) OVER (PARTITION BY e.lineup_id ORDER BY e.at, e.id) - interval '1 day') AT TIME ZONE 'UTC')::date AS last_day
      FROM lineup_status_changes(ids) e
    ) s
    WHERE s.kind IS NOT NULL AND (s.last_day IS NULL OR s.first_day <= s.last_day);
END
$$;
--> statement-breakpoint
-- The trigger of migration 0011, also for baselines.
CREATE OR REPLACE FUNCTION "lineup_events_statistics"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM lineup_statistics_refresh(ARRAY(SELECT DISTINCT n.lineup_id FROM new_events n WHERE n.field IN ('status', '_baseline') ORDER BY 1));
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- A call of a row with no `lineup_calls` row (inserted straight into the database, with no history), from its
-- dates as they are now; the same rules as the trigger's.
CREATE FUNCTION "lineup_dated_call"(snap jsonb)
RETURNS TABLE (waited_at timestamptz, berthed_at timestamptz, sailed_at timestamptz, discharged boolean) LANGUAGE sql STABLE AS $$
  SELECT min(d.at) FILTER (WHERE d.status = 'Waiting'),
    min(d.at) FILTER (WHERE d.status IN ('Loading', 'Discharging')),
    CASE WHEN bool_or(d.status IN ('Loading', 'Discharging')) THEN min(d.at) FILTER (WHERE d.status = 'Sailed') END,
    CASE WHEN bool_or(d.status IN ('Loading', 'Discharging')) AND bool_or(d.status = 'Sailed') THEN false END
  FROM lineup_dated_events(snap, now()) d
$$;
--> statement-breakpoint
-- The days of such a row's statuses, as `lineup_status_days` holds them for the others.
CREATE FUNCTION "lineup_dated_days"(snap jsonb)
RETURNS TABLE (kind text, first_day date, last_day date) LANGUAGE sql STABLE AS $$
  SELECT s.kind, s.first_day, s.last_day
  FROM (
    SELECT CASE d.status WHEN 'Loading' THEN 'berthed' WHEN 'Discharging' THEN 'berthed' WHEN 'Waiting' THEN 'waiting' WHEN 'Expected' THEN 'expected' END AS kind,
      (d.at AT TIME ZONE 'UTC')::date AS first_day,
      ((lead(d.at) OVER (ORDER BY d.at) - interval '1 day') AT TIME ZONE 'UTC')::date AS last_day
    FROM lineup_dated_events(snap, now()) d
  ) s
  WHERE s.kind IS NOT NULL AND (s.last_day IS NULL OR s.first_day <= s.last_day)
$$;
--> statement-breakpoint
-- Writes a `_baseline` event for every line-up row without any event (user null, `after` the row as it stands),
-- the start of its recorded history: *As of* reaches back to it with the row in it, and the trigger takes the
-- row's calls before it from its dates. For this migration, and for anyone loading rows from another system.
CREATE FUNCTION "lineup_baseline"() RETURNS integer LANGUAGE sql AS $$
  WITH written AS (
    INSERT INTO lineup_events (lineup_id, terminal_id, porto_id, field, before, after, user_id)
    SELECT l.id, l.terminal_id, l.porto_id, '_baseline', NULL, to_jsonb(l) - 'field_versions', NULL
    FROM lineups l
    WHERE NOT EXISTS (SELECT 1 FROM lineup_events e WHERE e.lineup_id = l.id)
    ORDER BY l.id
    RETURNING 1
  )
  SELECT count(*)::int FROM written
$$;
--> statement-breakpoint
SELECT lineup_baseline();
