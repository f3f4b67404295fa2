import { Table, Text } from "@mantine/core";
import { isNote, wallCells, type WallRow } from "./wall-pages";

/** Every row is this tall (one line, long names cut with …), so the rows that fit a page are known from the space alone. */
export const WALL_ROW_PX = 56;
export const WALL_HEAD_PX = 48;

const COLUMNS = [
  { key: "vessel", label: "Vessel", width: "17%" },
  { key: "berth", label: "Berth", width: "7%" },
  { key: "status", label: "Status", width: "13%" },
  { key: "qty", label: "Qty", width: "13%" },
  { key: "comm", label: "Comm", width: "11%" },
  { key: "eta", label: "ETA", width: "8%" },
  { key: "etb", label: "ETB", width: "8%" },
  { key: "etc", label: "ETC", width: "8%" },
  { key: "charterer", label: "Charterer", width: "15%" },
] as const;

const cell = { whiteSpace: "nowrap", overflow: "hidden", textOverflow: "ellipsis", paddingBlock: 0 } as const;

/** One page of a terminal's rows; rows in `flash` are highlighted (a change just came in). */
export function WallTable({ rows, flash }: { rows: WallRow[]; flash: Record<number, number> }) {
  if (!rows.length) return <Text fz={36}>No vessels in this line-up.</Text>;
  return (
    <Table fz={26} aria-label="Line-up" style={{ tableLayout: "fixed" }} withRowBorders>
      <Table.Thead>
        <Table.Tr style={{ height: WALL_HEAD_PX }}>
          {COLUMNS.map((c) => (
            <Table.Th key={c.key} c="gray.3" w={c.width} style={cell}>
              {c.label}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((r) => {
          const id = Number(r.id);
          const flashing = flash[id] !== undefined;
          const style = { height: WALL_ROW_PX, background: flashing ? "var(--mantine-color-yellow-3)" : undefined, color: flashing ? "var(--mantine-color-black)" : undefined, transition: "background 0.6s" };
          if (isNote(r)) {
            return (
              <Table.Tr key={id} data-flash={flashing || undefined} style={style}>
                <Table.Td colSpan={COLUMNS.length} fs="italic" style={cell}>
                  {typeof r.observacao === "string" ? r.observacao : ""}
                </Table.Td>
              </Table.Tr>
            );
          }
          const cells = wallCells(r);
          return (
            <Table.Tr key={id} data-flash={flashing || undefined} style={style}>
              {COLUMNS.map((c) => (
                <Table.Td key={c.key} fw={c.key === "vessel" ? 700 : undefined} style={cell} title={cells[c.key]}>
                  {cells[c.key]}
                </Table.Td>
              ))}
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}
