-- Backfills the line-up history as data (lineup_events) from the activity log that came before it:
-- each log entry about a line-up row becomes the events the writers record today (lineups/save-list.ts):
-- "criou" → `_created` and one event per field given; "editou" → one event per changed field;
-- "atualizou" → `atualizado_data`; "excluiu" → `_deleted` holding the row's last values. User and time
-- are the entry's. An entry whose row already has events at the entry's time (the same transaction:
-- written since events began, or by an earlier run of this backfill) is skipped, so a second run adds nothing.
-- A temporary index for the look-ups of a row's later entries (dropped at the end).
CREATE INDEX IF NOT EXISTS "activity_logs_backfill_subject" ON "activity_logs" USING btree ("subject_id", "id") WHERE "subject_type" = 'lineups';
--> statement-breakpoint
INSERT INTO lineup_events (lineup_id, terminal_id, porto_id, field, before, after, user_id, at)
WITH fields(name, n) AS (
  VALUES ('terminal_id', 0), ('berco_id', 1), ('status', 2), ('pob', 3), ('is_observacao', 4), ('observacao', 5), ('navio_id', 6),
    ('agencia_id', 7), ('carga_id', 8), ('carga_tipo_id', 9), ('afretador_id', 10), ('recebedor_id', 11), ('destination_porto', 12),
    ('client_type', 13), ('qty', 14), ('qty_unidade', 15), ('qty_import', 16), ('qty_export', 17), ('eta', 18), ('etb', 19), ('etc', 20),
    ('call_number', 21), ('call_in_id', 22), ('cargas_afretadores', 23), ('embarcadores', 24), ('recebedores', 25), ('atualizado_data', 26)
),
entries AS (
  SELECT a.id, a.action, a.subject_id AS lineup_id, a.user_id, a.created_at AS at, a.old_model AS b, a.new_model AS n
  FROM activity_logs a
  WHERE a.subject_type = 'lineups' AND a.subject_id IS NOT NULL AND a.action IN ('criou', 'editou', 'atualizou', 'excluiu')
    AND NOT EXISTS (SELECT 1 FROM lineup_events e WHERE e.lineup_id = a.subject_id AND e.at = a.created_at)
),
-- Where the row stood after the entry: the terminal it was created on, moved to or deleted from, else where it
-- stood until its next move (in the log, then in the events), else where it is now or was when deleted.
placed AS (
  SELECT x.*, t.id AS terminal_id, t.porto_id
  FROM entries x
  CROSS JOIN LATERAL (
    SELECT coalesce(
      CASE WHEN x.action = 'excluiu' THEN (x.b ->> 'terminal_id')::int ELSE (x.n ->> 'terminal_id')::int END,
      (SELECT (l.old_model ->> 'terminal_id')::int FROM activity_logs l
        WHERE l.subject_type = 'lineups' AND l.subject_id = x.lineup_id AND l.id > x.id AND l.action = 'editou' AND l.old_model ? 'terminal_id'
        ORDER BY l.id LIMIT 1),
      (SELECT (e.before #>> '{}')::int FROM lineup_events e WHERE e.lineup_id = x.lineup_id AND e.field = 'terminal_id' AND e.at > x.at ORDER BY e.at, e.id LIMIT 1),
      (SELECT r.terminal_id FROM lineups r WHERE r.id = x.lineup_id),
      (SELECT (l.old_model ->> 'terminal_id')::int FROM activity_logs l
        WHERE l.subject_type = 'lineups' AND l.subject_id = x.lineup_id AND l.action = 'excluiu' ORDER BY l.id DESC LIMIT 1),
      (SELECT (e.before ->> 'terminal_id')::int FROM lineup_events e WHERE e.lineup_id = x.lineup_id AND e.field = '_deleted' ORDER BY e.at DESC LIMIT 1)
    ) AS terminal_id
  ) p
  JOIN terminais t ON t.id = p.terminal_id
),
raw AS (
  SELECT p.id, p.action, p.lineup_id, p.terminal_id, p.porto_id, p.user_id, p.at, f.name AS field, f.n, p.b AS old_model, p.b -> f.name AS b, p.n -> f.name AS a
  FROM placed p CROSS JOIN fields f
),
-- Values as the events store them: JSON null as no value, quantities as numeric text with three decimals ("1000.000"),
-- a time of day with its seconds.
valued AS (
  SELECT r.*,
    CASE
      WHEN r.b IS NULL OR r.b = 'null'::jsonb THEN NULL
      WHEN r.field IN ('qty', 'qty_import', 'qty_export') AND (r.b #>> '{}') ~ '^\s*-?[0-9]+(\.[0-9]+)?\s*$' THEN to_jsonb(round(trim(r.b #>> '{}')::numeric, 3)::text)
      WHEN r.field = 'pob' AND jsonb_typeof(r.b) = 'string' AND length(r.b #>> '{}') = 5 THEN to_jsonb((r.b #>> '{}') || ':00')
      ELSE r.b
    END AS before,
    CASE
      WHEN r.a IS NULL OR r.a = 'null'::jsonb THEN NULL
      WHEN r.field IN ('qty', 'qty_import', 'qty_export') AND (r.a #>> '{}') ~ '^\s*-?[0-9]+(\.[0-9]+)?\s*$' THEN to_jsonb(round(trim(r.a #>> '{}')::numeric, 3)::text)
      WHEN r.field = 'pob' AND jsonb_typeof(r.a) = 'string' AND length(r.a #>> '{}') = 5 THEN to_jsonb((r.a #>> '{}') || ':00')
      ELSE r.a
    END AS after
  FROM raw r
),
changes AS (
  SELECT p.id, -1 AS n, p.lineup_id, p.terminal_id, p.porto_id, p.user_id, p.at, '_created' AS field, NULL::jsonb AS before, NULL::jsonb AS after
  FROM placed p WHERE p.action = 'criou'
  UNION ALL
  SELECT v.id, v.n, v.lineup_id, v.terminal_id, v.porto_id, v.user_id, v.at, v.field, v.before, v.after
  FROM valued v
  WHERE v.action IN ('criou', 'editou', 'atualizou')
    AND v.before IS DISTINCT FROM v.after
    -- A new row's place is its terminal, not a change; its empty lists are not recorded.
    AND NOT (v.action = 'criou' AND (v.field = 'terminal_id' OR (jsonb_typeof(v.after) = 'array' AND jsonb_array_length(v.after) = 0)))
  UNION ALL
  SELECT v.id, 1000, v.lineup_id, v.terminal_id, v.porto_id, v.user_id, v.at, '_deleted',
    jsonb_object_agg(v.field, coalesce(v.before, 'null'::jsonb)) FILTER (WHERE v.field <> 'atualizado_data'), NULL
  FROM valued v
  WHERE v.action = 'excluiu' AND v.old_model IS NOT NULL
  GROUP BY v.id, v.lineup_id, v.terminal_id, v.porto_id, v.user_id, v.at
)
SELECT c.lineup_id, c.terminal_id, c.porto_id, c.field, c.before, c.after, c.user_id, c.at
FROM changes c
ORDER BY c.at, c.id, c.n;
--> statement-breakpoint
DROP INDEX IF EXISTS "activity_logs_backfill_subject";
