import { Table } from "@mantine/core";
import type { CSSProperties, ReactNode } from "react";
import { PagedTable, type PagedTableProps } from "./paged-table";
import { RecordActions } from "./row-actions";

export interface RecordTableProps<T> extends Omit<PagedTableProps<T>, "row"> {
  /** A record's cells, one per header. */
  cells: (record: T) => ReactNode[];
  rowStyle?: CSSProperties;
  /** The record's kind in the delete question: "Would you like to delete the {noun} {name}?". */
  noun: string;
  /** Where Edit goes, the record's id appended: `/portos/editar`. */
  editPath: string;
  /** Deletes the record with this id; left out, the menu has no Delete. */
  onDelete?: (id: number) => void;
}

/** One page of a record list: a row per record with its cells, then its ⋮ menu (Edit, and Delete when allowed). */
export function RecordTable<T extends { id: number; name: string }>(props: RecordTableProps<T>) {
  const { cells, rowStyle, noun, editPath, onDelete, ...table } = props;
  return (
    <PagedTable
      {...table}
      row={(record) => (
        <Table.Tr key={record.id} style={rowStyle}>
          {cells(record).map((cell, i) => (
            <Table.Td key={i}>{cell}</Table.Td>
          ))}
          <Table.Td>
            <RecordActions
              name={record.name}
              noun={noun}
              editHref={`${editPath}/${record.id}`}
              onDelete={onDelete && (() => onDelete(record.id))}
            />
          </Table.Td>
        </Table.Tr>
      )}
    />
  );
}
