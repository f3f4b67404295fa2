import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { ItemsTable } from "./items-table";
import { ListFooter } from "./list-footer";
import type { Page } from "./use-paged-list";

export interface PagedTableProps<T> {
  list: UseQueryResult<Page<T>>;
  /** The table's accessible name. */
  label: string;
  headers: readonly string[];
  /** One row (a `Table.Tr` with its key). */
  row: (item: T) => ReactNode;
  emptyText: string;
  onPageChange: (page: number) => void;
}

/** One page of a list as a table with an actions column, then its loader, empty text and pager. */
export function PagedTable<T>(props: PagedTableProps<T>) {
  const { list, label, headers, row, emptyText, onPageChange } = props;
  return (
    <>
      <ItemsTable
        striped
        highlightOnHover
        actionsColumn
        label={label}
        headers={headers}
        items={list.data?.data ?? []}
        row={row}
      />
      <ListFooter list={list} emptyText={emptyText} onPageChange={onPageChange} />
    </>
  );
}
