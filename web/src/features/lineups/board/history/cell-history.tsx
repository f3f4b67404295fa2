import { Alert, Center, Drawer, Loader, Select, Stack, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import dayjs from "dayjs";
import { useState } from "react";
import type { HistoryEntry } from "@lineup/shared/wire/lineup-history";
import { api } from "@/api/client";
import type { LineupRow } from "../api/types";
import type { BoardLookups } from "../board-lookups";
import { fieldWord } from "../grid/field-format";
import { historyValue } from "./history-format";

export { HISTORY_SHORTCUT, isHistoryShortcut } from "./history-format";

/** Whose history the panel shows: a row, and the fields of the cell it was opened on (null: every field). */
export interface HistoryTarget {
  row: LineupRow;
  fields: readonly string[] | null;
}

const ALL = "all";

/** What one event says, in words. */
function changeWords(e: HistoryEntry, lookups: BoardLookups, row: LineupRow): string {
  if (e.field === "_created") return "Created the line-up";
  if (e.field === "atualizado_data") return "Marked it as updated";
  return `${historyValue(e.field, e.before, lookups, row)} → ${historyValue(e.field, e.after, lookups, row)}`;
}

/** `GET /lineups/{id}/history`, newest first. */
export function useLineupHistory(id: number | null) {
  return useQuery({
    queryKey: ["lineups", "history", id],
    queryFn: () => api("/lineups/{id}/history", { params: { id: id ?? 0 } }),
    enabled: id !== null,
    staleTime: 0,
  });
}

interface CellHistoryProps {
  target: HistoryTarget | null;
  lookups: BoardLookups;
  onClose: () => void;
}

/**
 * A cell's history beside the board (opened from the row menu or with Alt+H on
 * a focused cell): who changed the field, when, and from what to what, newest
 * first, values as the board shows them. The focus moves into the panel;
 * Escape closes it and gives the focus back to where it was.
 */
export function CellHistory({ target, lookups, onClose }: CellHistoryProps) {
  return (
    <Drawer
      opened={target !== null}
      onClose={onClose}
      position="right"
      size="md"
      title={
        target
          ? `History: ${target.row.navio?.name ?? (target.row.is_observacao ? "Note" : `line-up ${target.row.id}`)}`
          : ""
      }
      returnFocus
      trapFocus
      closeOnEscape
    >
      {target && (
        <HistoryList key={`${target.row.id}-${target.fields?.join(",") ?? ALL}`} target={target} lookups={lookups} />
      )}
    </Drawer>
  );
}

function HistoryList({ target, lookups }: { target: HistoryTarget; lookups: BoardLookups }) {
  const history = useLineupHistory(target.row.id);
  const cellField = target.fields?.[0] ?? null;
  const [field, setField] = useState<string>(cellField ?? ALL);
  const entries = history.data ?? [];
  const fieldsOf = (f: string) => (f === ALL ? null : f === cellField && target.fields ? target.fields : [f]);
  const shownFields = fieldsOf(field);
  const shown = shownFields ? entries.filter((e) => shownFields.includes(e.field)) : entries;
  const known = [
    ...new Set([...(cellField ? [cellField] : []), ...entries.map((e) => e.field).filter((f) => !f.startsWith("_"))]),
  ];
  return (
    <Stack gap="sm">
      <Select
        data-autofocus
        label="Field"
        value={field}
        onChange={(v) => setField(v ?? ALL)}
        allowDeselect={false}
        data={[{ value: ALL, label: "Every field" }, ...known.map((f) => ({ value: f, label: fieldWord(f) }))]}
      />
      {history.isPending ? (
        <Center py="md">
          <Loader size="sm" aria-label="Loading the history" />
        </Center>
      ) : history.isError ? (
        <Alert color="red">The history could not be loaded.</Alert>
      ) : shown.length === 0 ? (
        <Text c="dimmed">
          {field === ALL ? "No changes recorded for this line-up" : "No changes recorded for this field"}
        </Text>
      ) : (
        <Stack component="ol" gap="xs" p={0} m={0} style={{ listStyle: "none" }} aria-label="Changes, newest first">
          {shown.map((e, i) => (
            <li key={`${e.at}-${e.field}-${i}`} className="lineup-history-entry">
              <Text size="sm" fw={600}>
                {e.user?.name ?? "A deleted user"}
                <Text span size="sm" c="dimmed" fw={400}>{` · ${dayjs(e.at).format("D MMM YYYY HH:mm:ss")}`}</Text>
              </Text>
              {field === ALL && !e.field.startsWith("_") && (
                <Text size="xs" c="dimmed">
                  {fieldWord(e.field)}
                </Text>
              )}
              <Text size="sm">{changeWords(e, lookups, target.row)}</Text>
            </li>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
