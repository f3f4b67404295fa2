import { Skeleton, Table, type MantineSpacing } from "@mantine/core";
import type { Key, ReactNode } from "react";

/** How tall a long table's box is (px): its rows scroll inside it. */
export const TABLE_HEIGHT = 360;

export interface NumbersTableProps<T> {
  /** The table's accessible name. */
  label: string;
  headers: readonly string[];
  /** How many of the last columns hold numbers (aligned right). */
  numeric: number;
  items: readonly T[];
  rowKey: (item: T) => Key;
  /** The row's cells, one a column. */
  cells: (item: T) => readonly ReactNode[];
  /** A long table scrolls inside this box (its header stays), instead of lengthening the page. */
  scroll?: { minWidth: number; mah: number };
  mb?: MantineSpacing;
}

/** A statistics table: a name or two per row, then its numbers, right-aligned. */
export function NumbersTable<T>(props: NumbersTableProps<T>) {
  const { label, headers, numeric, items, rowKey, cells, scroll, mb } = props;
  const align = (column: number) => (column >= headers.length - numeric ? "right" : undefined);
  const table = (
    <Table striped stickyHeader={scroll !== undefined} aria-label={label} mb={mb}>
      <Table.Thead>
        <Table.Tr>
          {headers.map((h, i) => (
            <Table.Th key={`${i}-${h}`} ta={align(i)}>
              {h}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {items.map((item) => (
          <Table.Tr key={rowKey(item)}>
            {cells(item).map((cell, i) => (
              <Table.Td key={i} ta={align(i)}>
                {cell}
              </Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
  if (!scroll) return table;
  return (
    <Table.ScrollContainer minWidth={scroll.minWidth} mah={scroll.mah} mt="md">
      {table}
    </Table.ScrollContainer>
  );
}

/**
 * A table's place while its rows load: its headers and `rows` rows of grey bars, hidden from assistive technology (the
 * loader beside it says what is loading). The table takes the same height when it comes with as many rows.
 */
export function PendingTable({ headers, rows }: { headers: readonly string[]; rows: number }) {
  return (
    <Table aria-hidden>
      <Table.Thead>
        <Table.Tr>
          {headers.map((h, i) => (
            <Table.Th key={`${i}-${h}`}>{h}</Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {Array.from({ length: rows }, (_, row) => (
          <Table.Tr key={row}>
            {headers.map((h, i) => (
              <Table.Td key={`${i}-${h}`}>
                <Skeleton>{"\u00a0"}</Skeleton>
              </Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
