import { formatLineupDate, formatQuantity } from "@lineup/shared";
import { Button, Group, Text } from "@mantine/core";
import { Link } from "wouter";
import type { BoardLookups } from "./board-lookups";
import type { RowField } from "./edit/edit-session";
import { formatFieldValue } from "./grid/field-format";
import type { GridRow } from "./grid/grid-rows";
import { rowClasses } from "./grid/row-style";
import { StatusPill, statusWords } from "./grid/status-pill";

interface TerminalCardsProps {
  terminalName: string;
  rows: GridRow[];
  lookups: BoardLookups;
  client: boolean;
  canEdit: boolean;
  /** The day at the terminal's port (a past board's: its day): whether an Expected call is due. */
  day: string;
  /** Opens a row in the line-up form over the board (without it, the form's own page). */
  onEditInModal?: (id: number) => void;
}

/**
 * A terminal's line-up on a phone: one card per row with the vessel, its
 * status pill, the dates and the quantity, in the row's client-type colour.
 * Editing opens the row in the line-up form (a table does not fit a phone).
 */
export function TerminalCards(props: TerminalCardsProps) {
  const { terminalName, rows, lookups, client, canEdit, day, onEditInModal } = props;
  const shown = (row: GridRow, field: RowField, value: unknown) =>
    value === null || value === undefined || value === "" ? "–" : formatFieldValue(field, value, lookups, row.server);
  return (
    <ul className="lineup-cards" aria-label={`${terminalName} line-up`} tabIndex={-1} data-skip-target>
      {rows
        .filter((r) => r.kind !== "split")
        .map((row) => {
          const v = row.values;
          const status = statusWords(v.status, v.pob, v.eta, day);
          const title = row.kind === "note" ? "Note" : shown(row, "navio_id", v.navio_id);
          return (
            <li key={row.key} className={`lineup-card ${rowClasses(row, day).join(" ")}`} aria-label={title}>
              <Group justify="space-between" gap="xs" wrap="nowrap" align="start">
                <Text fw={700} size="sm">
                  {title}
                </Text>
                {status && <StatusPill words={status} />}
              </Group>
              {row.kind === "note" ? (
                <Text size="sm">{v.observacao}</Text>
              ) : (
                <>
                  <dl className="lineup-card-facts">
                    <div>
                      <dt>QTTY</dt>
                      <dd>{formatQuantity(v.qty, v.qty_unidade) || "–"}</dd>
                    </div>
                    <div>
                      <dt>Comm</dt>
                      <dd>{shown(row, "carga_id", v.carga_id)}</dd>
                    </div>
                    {(["eta", "etb", "etc"] as const).map((f) => (
                      <div key={f}>
                        <dt>{f.toUpperCase()}</dt>
                        <dd>{v[f] ? formatLineupDate(v[f]) : "–"}</dd>
                      </div>
                    ))}
                    <div>
                      <dt>Berth</dt>
                      <dd>{shown(row, "berco_id", v.berco_id)}</dd>
                    </div>
                    <div>
                      <dt>Charter</dt>
                      <dd>{shown(row, "afretador_id", v.afretador_id)}</dd>
                    </div>
                    {!client && (
                      <div>
                        <dt>Client type</dt>
                        <dd>{v.client_type && v.client_type !== "-" ? v.client_type : "–"}</dd>
                      </div>
                    )}
                  </dl>
                  {v.cargas_afretadores.map((s, i) => (
                    <Text key={i} size="xs" c="dimmed">
                      {`↳ split line: ${formatQuantity(s.qty, v.qty_unidade) || "–"} ` +
                        `${shown(row, "carga_id", s.carga_id)}, ${shown(row, "afretador_id", s.afretador_id)}`}
                    </Text>
                  ))}
                </>
              )}
              {canEdit && row.id !== null && (
                <Group justify="end" mt={4}>
                  {onEditInModal ? (
                    <Button
                      size="compact-sm"
                      variant="light"
                      onClick={() => row.id !== null && onEditInModal(row.id)}
                      aria-label={`Edit ${title}`}
                    >
                      Edit
                    </Button>
                  ) : (
                    <Button
                      size="compact-sm"
                      variant="light"
                      component={Link}
                      href={`/lineups/editar/${row.id}`}
                      aria-label={`Edit ${title}`}
                    >
                      Edit
                    </Button>
                  )}
                </Group>
              )}
            </li>
          );
        })}
    </ul>
  );
}
