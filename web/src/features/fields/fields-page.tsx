import { can, mayCreateFieldItem } from "@lineup/shared";
import { Button, Group, Loader, Table, Text, TextInput, Title } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { useState, type ChangeEvent } from "react";
import { useSnapshot } from "valtio";
import { ListFooter } from "@/shared/list/list-footer";
import { RowActions } from "@/shared/list/row-actions";
import { useDelete } from "@/shared/list/use-delete";
import { usePagedList } from "@/shared/list/use-paged-list";
import { confirmDelete } from "@/shared/ui/confirm";
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
  const [page, setPage] = useState(1);
  const [name, setName] = useState("");
  const [country, setCountry] = useState("");
  const [editing, setEditing] = useState<Editing>(null);
  const [merging, setMerging] = useState<FieldRecord | null>(null);
  const [filters] = useDebouncedValue({ name, pais: kind.country ? country : "" }, 300);
  const list = usePagedList<FieldRecord>(listKey, kind.path, page, filters);
  const remove = useDelete(listKey, kind.path);
  const canCreate = mayCreateFieldItem(user, kind.list);
  const canEdit = can(user, "update", "fields");
  const canDelete = can(user, "delete", "fields");

  // A new filter starts from the first page, or the pager could point past the last one.
  const filterSetter = (set: (v: string) => void) => (event: ChangeEvent<HTMLInputElement>) => {
    set(event.currentTarget.value);
    setPage(1);
  };

  const rows = list.data?.data ?? [];
  return (
    <>
      <Group justify="space-between" mb="md">
        <Title order={2}>{kind.title}</Title>
        {canCreate && <Button onClick={() => setEditing("new")}>New</Button>}
      </Group>
      <Group mb="md" align="flex-end">
        <TextInput label="Search" placeholder="Name" value={name} onChange={filterSetter(setName)} />
        {kind.country && <TextInput label="Search country" value={country} onChange={filterSetter(setCountry)} />}
        {list.isFetching && <Loader size="sm" aria-label="Loading" />}
      </Group>
      <Table striped highlightOnHover aria-label={kind.title}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Name</Table.Th>
            {kind.vessel && <Table.Th>IMO</Table.Th>}
            {kind.country && <Table.Th>Country</Table.Th>}
            <Table.Th aria-label="Actions" />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
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
          ))}
        </Table.Tbody>
      </Table>
      <ListFooter list={list} emptyText={"Nothing found"} onPageChange={setPage} />
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
