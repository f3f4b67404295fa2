import { Anchor, Box, List, Text } from "@mantine/core";
import { useState } from "react";
import type { LineupRow } from "../api/types";
import type { BoardLookups } from "../board-lookups";
import { formatFieldValue } from "../grid/field-format";
import { rowLabel } from "../grid/row-label";

/** How many added rows a list shows before "Show all". */
const FIRST_SHOWN = 8;

/** One added row in words: its vessel (or note), then its status, dates and quantity as the table shows them. */
export function addedRowWords(row: LineupRow, lookups: BoardLookups): string {
  if (row.is_observacao === 1) return `Note: ${row.observacao ?? ""}`.trim();
  const facts = [
    row.status,
    row.eta ? `ETA ${formatFieldValue("eta", row.eta, lookups, row)}` : null,
    row.etb ? `ETB ${formatFieldValue("etb", row.etb, lookups, row)}` : null,
    row.qty ? formatFieldValue("qty", row.qty, lookups, row) : null,
  ].filter((f): f is string => !!f);
  return facts.length ? `${rowLabel(row, lookups)} (${facts.join(", ")})` : rowLabel(row, lookups);
}

interface AddedSinceProps {
  /** The rows on the live board now that the past board did not have. */
  rows: readonly LineupRow[];
  lookups: BoardLookups;
  /** Where they are: "TGG", or "terminals not on this board". */
  where: string;
  /** A row's place when the list spans terminals ("at North"). */
  placeOf?: (row: LineupRow) => string;
}

/**
 * The compare mode's added rows of a terminal: a past board shows the rows as
 * they stood, so the rows made (or moved in) since are listed in words above
 * its table rather than mixed into it; a long list shows its first rows and
 * a "Show all".
 */
export function AddedSince({ rows, lookups, where, placeOf }: AddedSinceProps) {
  const [all, setAll] = useState(false);
  if (!rows.length) return null;
  const shown = all ? rows : rows.slice(0, FIRST_SHOWN);
  const title = `Added since (${rows.length})`;
  return (
    <Box component="section" aria-label={`Added since: ${where}`} className="lineup-added-since" px="xs" py={4} mb={4}>
      <Text size="sm" fw={600}>
        {title}
      </Text>
      <List size="sm" spacing={0}>
        {shown.map((row) => (
          <List.Item key={row.id}>{`${addedRowWords(row, lookups)}${placeOf ? ` at ${placeOf(row)}` : ""}`}</List.Item>
        ))}
      </List>
      {rows.length > FIRST_SHOWN && (
        <Anchor component="button" type="button" size="sm" onClick={() => setAll((v) => !v)}>
          {all ? "Show fewer" : `Show all ${rows.length}`}
        </Anchor>
      )}
    </Box>
  );
}
