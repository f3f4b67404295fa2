import { Table, Text } from "@mantine/core";
import { useLayoutEffect, useRef } from "react";
import { isNote, wallCells, type WallRow } from "./wall-pages";
import { columnsAt, type WallFit } from "./wall-fit";

/** Every row is this tall (one line), so the rows that fit a page are known from the space alone. */
export const WALL_ROW_PX = 56;
export const WALL_HEAD_PX = 48;

// Nothing is cut: a cell is as wide as its text; a screen too narrow for a page takes a smaller fit (see
// `wall-fit.ts`).
const cell = { whiteSpace: "nowrap", paddingBlock: 0 } as const;

/**
 * One page of a terminal's rows; rows in `flash` are highlighted (a change just came in).
 * After each render it checks that the table fits its box; when it does not, it asks
 * for the next, smaller fit (`onOverflow`) before the screen is painted.
 */
export function WallTable({
  rows,
  flash,
  fit,
  onOverflow,
}: {
  rows: WallRow[];
  flash: Record<number, number>;
  fit: WallFit;
  onOverflow: () => void;
}) {
  const table = useRef<HTMLTableElement>(null);
  useLayoutEffect(() => {
    const box = table.current?.parentElement;
    if (box && box.scrollWidth > box.clientWidth) onOverflow();
  });
  if (!rows.length) return <Text fz={36}>No vessels in this line-up.</Text>;
  const columns = columnsAt(fit);
  const fitted = fit.wrap ? { ...cell, paddingInline: 4 } : cell;
  // Two lines of a wrapped vessel name fit the row's height (2 × 1.15 × 20 px < 56 px).
  const vessel = fit.wrap ? { ...fitted, whiteSpace: "normal", lineHeight: 1.15 } : fitted;
  return (
    <Table ref={table} fz={fit.fontPx} aria-label="Line-up" data-fit={fit.level} withRowBorders>
      <Table.Thead>
        <Table.Tr style={{ height: WALL_HEAD_PX }}>
          {columns.map((c) => (
            <Table.Th key={c.key} c="gray.3" style={fitted} data-column={c.key}>
              {c.label}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((r) => {
          const id = Number(r.id);
          const flashing = flash[id] !== undefined;
          const style = {
            height: WALL_ROW_PX,
            background: flashing ? "var(--mantine-color-yellow-3)" : undefined,
            color: flashing ? "var(--mantine-color-black)" : undefined,
            transition: "background 0.6s",
          };
          if (isNote(r)) {
            return (
              <Table.Tr key={id} data-flash={flashing || undefined} style={style}>
                {/* A note may be long: it is cut at the table's edge rather than widen the table. */}
                <Table.Td
                  colSpan={columns.length}
                  fs="italic"
                  style={{ ...cell, maxWidth: 0, overflow: "hidden", textOverflow: "ellipsis" }}
                >
                  {typeof r.observacao === "string" ? r.observacao : ""}
                </Table.Td>
              </Table.Tr>
            );
          }
          const cells = wallCells(r);
          return (
            <Table.Tr key={id} data-flash={flashing || undefined} style={style}>
              {columns.map((c) => (
                <Table.Td
                  key={c.key}
                  fw={c.key === "vessel" ? 700 : undefined}
                  style={c.key === "vessel" ? vessel : fitted}
                  data-column={c.key}
                >
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
