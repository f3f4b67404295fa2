import { can } from "@lineup/shared";
import { Badge, Button, Group, Loader, Table, TextInput, Title } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { useState, type ChangeEvent } from "react";
import { useSnapshot } from "valtio";
import { Link, useLocation } from "wouter";
import { ListFooter } from "@/shared/list/list-footer";
import { RowActions } from "@/shared/list/row-actions";
import { useDelete } from "@/shared/list/use-delete";
import { usePagedList } from "@/shared/list/use-paged-list";
import { confirmDelete } from "@/shared/ui/confirm";
import { currentUser, session } from "@/state/session";
import type { PortRecord } from "./api/types";

const formatDate = (iso: string) => new Date(iso).toLocaleDateString("en-GB");

/** Ports with their terminals as chips, filtered by port, terminal and berth names (spec.md: Ports list). */
export function PortsListPage() {
  const user = currentUser(useSnapshot(session));
  const [, navigate] = useLocation();
  const [page, setPage] = useState(1);
  const [name, setName] = useState("");
  const [terminal, setTerminal] = useState("");
  const [berth, setBerth] = useState("");
  const [filters] = useDebouncedValue({ name, terminal, berco: berth }, 300);
  const list = usePagedList<PortRecord>("ports", "/portos", page, {
    with: "terminais.bercos",
    por_perfil: true,
    ...filters,
  });
  const remove = useDelete("ports", "/portos");
  const canCreate = can(user, "create", "ports");
  const canDelete = can(user, "delete", "ports");

  // A new filter starts from the first page, or the pager could point past the last one.
  const filterSetter = (set: (v: string) => void) => (event: ChangeEvent<HTMLInputElement>) => {
    set(event.currentTarget.value);
    setPage(1);
  };

  const rows = list.data?.data ?? [];
  return (
    <>
      <Group justify="space-between" mb="md">
        <Title order={2}>Ports</Title>
        {canCreate && (
          <Button component={Link} href="/portos/adicionar">
            New Port
          </Button>
        )}
      </Group>
      <Group mb="md" align="flex-end">
        <TextInput label="Port" value={name} onChange={filterSetter(setName)} />
        <TextInput label="Terminal" value={terminal} onChange={filterSetter(setTerminal)} />
        <TextInput label="Berth" value={berth} onChange={filterSetter(setBerth)} />
        {list.isFetching && <Loader size="sm" aria-label="Loading" />}
      </Group>
      <Table striped highlightOnHover aria-label="Ports">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Port</Table.Th>
            <Table.Th>Order</Table.Th>
            <Table.Th>Terminals</Table.Th>
            <Table.Th>Created</Table.Th>
            <Table.Th aria-label="Actions" />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((port) => (
            <Table.Tr key={port.id}>
              <Table.Td>{port.name}</Table.Td>
              <Table.Td>{port.ordem}</Table.Td>
              <Table.Td>
                <Group gap={4}>
                  {port.terminais.map((t) => (
                    <Badge key={t.id} variant="light" tt="none">
                      {t.name}
                    </Badge>
                  ))}
                </Group>
              </Table.Td>
              <Table.Td>{formatDate(port.created_at)}</Table.Td>
              <Table.Td>
                <RowActions
                  name={port.name}
                  onEdit={() => navigate(`/portos/editar/${port.id}`)}
                  onDelete={
                    canDelete
                      ? () =>
                          confirmDelete(() => remove.mutate(port.id), `Would you like to delete the port ${port.name}?`)
                      : undefined
                  }
                />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <ListFooter list={list} emptyText={"No port found"} onPageChange={setPage} />
    </>
  );
}
