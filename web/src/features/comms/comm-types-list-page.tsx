import { Button, Group, Loader, Stack, Table, TextInput, Title } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { useState, type ChangeEvent } from "react";
import { Link, useLocation } from "wouter";
import { apiRequest } from "@/api/client";
import { latestMark } from "@/shared/freshness/freshness";
import { FreshnessMark, MarkUpdatedButton } from "@/shared/freshness/freshness-mark";
import { ListFooter } from "@/shared/list/list-footer";
import { RowActions } from "@/shared/list/row-actions";
import { useDelete } from "@/shared/list/use-delete";
import { usePagedList } from "@/shared/list/use-paged-list";
import { confirmDelete } from "@/shared/ui/confirm";
import type { CommTypeRecord } from "./api/types";
import { CommChip } from "./comm-chip";

/** When a comm type was last marked updated, and the button that marks it now. */
function CommTypeMark({ type }: { type: CommTypeRecord }) {
  const [mine, setMine] = useState<{ data: string; user: string | null } | null>(null);
  const mark = latestMark([
    ...(type.atualizado_data ? [{ data: type.atualizado_data, user: type.atualizador?.name ?? null }] : []),
    ...(mine ? [mine] : []),
  ]);
  return (
    <Stack gap={4} align="flex-start">
      <FreshnessMark stamp={mark?.data} by={mark?.user} subject={`Comm type ${type.name}`} />
      <MarkUpdatedButton
        subject={`comm type ${type.name}`}
        onMark={async () => {
          const res = await apiRequest<{ atualizado_data: string; atualizador: { name: string }; message: string }>(
            `/cargas_tipos/${type.id}/atualizar`,
            { method: "POST", body: { atualizar: true } },
          );
          setMine({ data: res.atualizado_data, user: res.atualizador.name });
          return res;
        }}
      />
    </Stack>
  );
}

/**
 * Comm types, each with a collapsible chip of its comms and when it was last marked updated (spec.md: Comm types list).
 */
export function CommTypesListPage() {
  const [, navigate] = useLocation();
  const [page, setPage] = useState(1);
  const [name, setName] = useState("");
  const [comm, setComm] = useState("");
  const [filters] = useDebouncedValue({ name, carga: comm }, 300);
  const list = usePagedList<CommTypeRecord>("comm-types", "/cargas_tipos", page, { "with[]": "cargas", ...filters });
  const remove = useDelete("comm-types", "/cargas_tipos");

  // A new filter starts from the first page, or the pager could point past the last one.
  const filterSetter = (set: (v: string) => void) => (event: ChangeEvent<HTMLInputElement>) => {
    set(event.currentTarget.value);
    setPage(1);
  };

  const rows = list.data?.data ?? [];
  return (
    <>
      <Group justify="space-between" mb="md">
        <Title order={2}>Comm</Title>
        <Button component={Link} href="/cargas_tipos/adicionar">
          New Comm type
        </Button>
      </Group>
      <Group mb="md" align="flex-end">
        <TextInput label="Comm type" value={name} onChange={filterSetter(setName)} />
        <TextInput label="Comm" value={comm} onChange={filterSetter(setComm)} />
        {list.isFetching && <Loader size="sm" aria-label="Loading" />}
      </Group>
      <Table striped highlightOnHover aria-label="Comm types">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Comm type</Table.Th>
            <Table.Th>Comms</Table.Th>
            <Table.Th>Updated</Table.Th>
            <Table.Th aria-label="Actions" />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((type) => (
            <Table.Tr key={type.id} style={{ verticalAlign: "top" }}>
              <Table.Td>{type.name}</Table.Td>
              <Table.Td>
                <CommChip comms={type.cargas} />
              </Table.Td>
              <Table.Td>
                <CommTypeMark type={type} />
              </Table.Td>
              <Table.Td>
                <RowActions
                  name={type.name}
                  onEdit={() => navigate(`/cargas_tipos/editar/${type.id}`)}
                  onDelete={() =>
                    confirmDelete(() => remove.mutate(type.id), `Would you like to delete the comm ${type.name}?`)
                  }
                />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <ListFooter list={list} emptyText={"No comms found"} onPageChange={setPage} />
    </>
  );
}
