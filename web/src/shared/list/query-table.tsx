import { Alert, Loader, Table, Text } from "@mantine/core";
import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { ItemsTable } from "./items-table";

export interface QueryTableProps<T> {
  /** The list as read: a loader while it loads, `failedText` if it could not be, `emptyText` when it is empty. */
  query: UseQueryResult<T[]>;
  /** The table's accessible name. */
  label: string;
  headers: readonly string[];
  /** Below this width the table scrolls sideways instead of squeezing its columns. */
  minWidth: number;
  emptyText: string;
  failedText: string;
  /** One row (a `Table.Tr` with its key). */
  row: (item: T) => ReactNode;
}

/** A whole (unpaged) list as a table, with its loading, failed and empty states. */
export function QueryTable<T>({ query, label, headers, minWidth, emptyText, failedText, row }: QueryTableProps<T>) {
  const items = query.data ?? [];
  return (
    <>
      {query.isPending && <Loader aria-label="Loading" />}
      {query.isError && <Alert color="red">{failedText}</Alert>}
      {query.isSuccess && items.length === 0 && (
        <Text c="dimmed" maw="48em">
          {emptyText}
        </Text>
      )}
      {items.length > 0 && (
        <Table.ScrollContainer minWidth={minWidth}>
          <ItemsTable striped highlightOnHover label={label} headers={headers} items={items} row={row} />
        </Table.ScrollContainer>
      )}
    </>
  );
}
