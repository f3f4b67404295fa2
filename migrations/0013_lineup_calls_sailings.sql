ALTER TABLE "lineup_calls" ADD COLUMN "sailed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "lineup_calls" ADD COLUMN "discharged" boolean;--> statement-breakpoint
CREATE INDEX "lineup_calls_sailed_at" ON "lineup_calls" USING btree ("sailed_at","berthed_at","lineup_id","discharged");--> statement-breakpoint
CREATE INDEX "lineup_calls_at_berth" ON "lineup_calls" USING btree ("berthed_at","lineup_id") WHERE "lineup_calls"."sailed_at" is null and "lineup_calls"."berthed_at" is not null;--> statement-breakpoint
-- As in migration 0011, and each call's first sailing after its first berthing (`sailed_at`) with whether the last
-- berthing status before that sailing was Discharging (`discharged`; by time, then id). The trigger is unchanged.
CREATE OR REPLACE FUNCTION "lineup_statistics_refresh"(ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF cardinality(ids) = 0 THEN
    RETURN;
  END IF;
  INSERT INTO lineup_calls (lineup_id)
    SELECT id FROM unnest(ids) AS id ORDER BY id
    ON CONFLICT (lineup_id) DO UPDATE SET lineup_id = excluded.lineup_id;
  -- One pass over the calls' status events, ordered once (by call, time, id): whatever the planner's statistics
  -- say (a bulk insert's trigger runs before any analyse), no look-up per call.
  UPDATE lineup_calls c SET waited_at = x.waited_at, berthed_at = x.berthed_at, sailed_at = x.sailed_at, discharged = x.discharged
    FROM (
      SELECT z.lineup_id,
        min(z.at) FILTER (WHERE z.after = '"Waiting"'::jsonb) AS waited_at,
        min(z.berthed_at) AS berthed_at,
        min(z.sailed_at) AS sailed_at,
        (array_agg(z.after = '"Discharging"'::jsonb ORDER BY z.at DESC, z.id DESC)
          FILTER (WHERE z.after IN ('"Loading"'::jsonb, '"Discharging"'::jsonb) AND z.at < z.sailed_at))[1] AS discharged
      FROM (
        SELECT y.*, min(y.at) FILTER (WHERE y.after = '"Sailed"'::jsonb AND y.at > y.berthed_at) OVER (PARTITION BY y.lineup_id) AS sailed_at
        FROM (
          SELECT e.lineup_id, e.id, e.at, e.after,
            min(e.at) FILTER (WHERE e.after IN ('"Loading"'::jsonb, '"Discharging"'::jsonb)) OVER (PARTITION BY e.lineup_id) AS berthed_at
          FROM lineup_events e
          WHERE e.field = 'status' AND e.lineup_id = ANY(ids)
        ) y
      ) z
      GROUP BY z.lineup_id
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
-- The sailings recorded so far (the calls that berthed).
SELECT lineup_statistics_refresh(ARRAY(SELECT c.lineup_id FROM lineup_calls c WHERE c.berthed_at IS NOT NULL ORDER BY 1));
