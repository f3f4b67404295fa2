import { can, mayCreateFieldItem } from "@lineup/shared";
import { Button, Table, Text, TextInput } from "@mantine/core";
import { useState } from "react";
import { useSnapshot } from "valtio";
import { FilterBar } from "@/shared/list/filter-bar";
import { PagedTable } from "@/shared/list/paged-table";
import { RowActions } from "@/shared/list/row-actions";
import { useDelete } from "@/shared/list/use-delete";
import { useListFilters } from "@/shared/list/use-list-filters";
import { usePagedList } from "@/shared/list/use-paged-list";
import { confirmDelete } from "@/shared/ui/confirm";
import { PageHeader } from "@/shared/ui/page-header";
import { currentUser, session } from "@/state/session";
import type { FieldRecord } from "./api/save-field";
import { FieldFormModal } from "./field-form-modal";
import { fieldKind, type FieldKind } from "./field-kinds";
import { MergeModal } from "./merge-modal";

/** Generic list of a "field of line-ups" chosen by the route's `tipo` (spec.md: /campos/:tipo). */
export function FieldsPage({ tipo }: { tipo: string }) {
  const kind = fieldKind(tipo);
  if (!kind) return <Text>Page not found</Text>;
  // Keyed by tipo so filters, page and modal start fresh when the route changes.
  return <FieldsList key={tipo} kind={kind} />;
}

/** "new" opens an empty modal, a record opens it for editing. */
type Editing = "new" | FieldRecord | null;

function FieldsList({ kind }: { kind: FieldKind }) {
  const user = currentUser(useSnapshot(session));
  const listKey = `fields${kind.path}`;
  // The country filter exists only for kinds with a country, so `pais` stays empty for the others.
  const filters = useListFilters({ name: "", pais: "" });
  const [editing, setEditing] = useState<Editing>(null);
  const [merging, setMerging] = useState<FieldRecord | null>(null);
  const list = usePagedList(listKey, kind.path, filters.page, filters.debounced);
  const remove = useDelete(listKey, kind.path);
  const canEdit = can(user, "update", "fields");
  const canDelete = can(user, "delete", "fields");

  return (
    <>
      <PageHeader title={kind.title}>
        {mayCreateFieldItem(user, kind.list) && <Button onClick={() => setEditing("new")}>New</Button>}
      </PageHeader>
      <FilterBar fetching={list.isFetching}>
        <TextInput label="Search" placeholder="Name" {...filters.input("name")} />
        {kind.country && <TextInput label="Search country" {...filters.input("pais")} />}
      </FilterBar>
      <PagedTable
        list={list}
        label={kind.title}
        headers={["Name", ...(kind.vessel ? ["IMO"] : []), ...(kind.country ? ["Country"] : [])]}
        emptyText="Nothing found"
        onPageChange={filters.setPage}
        row={(row) => (
          <Table.Tr key={row.id}>
            <Table.Td>{row.name}</Table.Td>
            {kind.vessel && <Table.Td>{row.imo ?? ""}</Table.Td>}
            {kind.country && <Table.Td>{row.pais ?? ""}</Table.Td>}
            <Table.Td>
              {(canEdit || canDelete) && (
                <RowActions
                  name={row.name}
                  onEdit={canEdit ? () => setEditing(row) : undefined}
                  onMerge={canDelete && kind.parties ? () => setMerging(row) : undefined}
                  onDelete={
                    canDelete
                      ? () => confirmDelete(() => remove.mutate(row.id), "Would you like to delete?")
                      : undefined
                  }
                />
              )}
            </Table.Td>
          </Table.Tr>
        )}
      />
      {editing !== null && (
        <FieldFormModal
          kind={kind}
          listKey={listKey}
          record={editing === "new" ? undefined : editing}
          onClose={() => setEditing(null)}
        />
      )}
      {merging !== null && (
        <MergeModal kind={kind} listKey={listKey} record={merging} onClose={() => setMerging(null)} />
      )}
    </>
  );
}
