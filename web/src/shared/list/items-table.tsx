import { Table, type TableProps } from "@mantine/core";
import type { ReactNode } from "react";

export interface ItemsTableProps<T> extends Pick<TableProps, "striped" | "highlightOnHover"> {
  /** The table's accessible name. */
  label: string;
  /** The column headers; none at all leaves out the header row. An empty one is a blank column header. */
  headers: readonly string[];
  /** A last, blank header for the rows' action buttons, named "Actions" for screen readers. */
  actionsColumn?: boolean;
  items: readonly T[];
  /** One row (a `Table.Tr` with its key). */
  row: (item: T) => ReactNode;
}

/** A list's items as a table under one header row: the table every list page and card draws. */
export function ItemsTable<T>({ label, headers, actionsColumn, items, row, ...look }: ItemsTableProps<T>) {
  return (
    <Table {...look} aria-label={label}>
      {headers.length > 0 && (
        <Table.Thead>
          <Table.Tr>
            {headers.map((h, i) => (
              <Table.Th key={`${i}-${h}`}>{h}</Table.Th>
            ))}
            {actionsColumn && <Table.Th aria-label="Actions" />}
          </Table.Tr>
        </Table.Thead>
      )}
      <Table.Tbody>{items.map(row)}</Table.Tbody>
    </Table>
  );
}
