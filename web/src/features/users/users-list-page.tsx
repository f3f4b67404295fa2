import { isRoleId, ROLE_IDS, ROLE_NAMES } from "@lineup/shared";
import { Button, Group, Loader, Select, Table, TextInput, Title } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { useState, type ChangeEvent } from "react";
import { Link, useLocation } from "wouter";
import { ListFooter } from "@/shared/list/list-footer";
import { RowActions } from "@/shared/list/row-actions";
import { useDelete } from "@/shared/list/use-delete";
import { usePagedList } from "@/shared/list/use-paged-list";
import { confirmDelete } from "@/shared/ui/confirm";
import type { UserRecord } from "./api/types";

const ROLE_OPTIONS = ROLE_IDS.map((id) => ({ value: String(id), label: ROLE_NAMES[id] }));

/** Users list with name, e-mail and profile filters (spec.md: Users). */
export function UsersListPage() {
  const [, navigate] = useLocation();
  const [page, setPage] = useState(1);
  const [name, setName] = useState("");
  const [email, setEmail] = useState("");
  const [roleId, setRoleId] = useState<string | null>(null);
  const [filters] = useDebouncedValue({ name, email }, 300);
  const list = usePagedList<UserRecord>("users", "/users", page, {
    "with[]": "role",
    ...filters,
    role_id: roleId ?? undefined,
  });
  const remove = useDelete("users", "/users");

  // A new filter starts from the first page, or the pager could point past the last one.
  const filterSetter = (set: (v: string) => void) => (event: ChangeEvent<HTMLInputElement>) => {
    set(event.currentTarget.value);
    setPage(1);
  };
  const clear = () => {
    setName("");
    setEmail("");
    setRoleId(null);
    setPage(1);
  };

  const rows = list.data?.data ?? [];
  return (
    <>
      <Group justify="space-between" mb="md">
        <Title order={2}>Users</Title>
        <Group>
          <Button variant="default" onClick={clear}>
            Clear Filters
          </Button>
          <Button component={Link} href="/usuarios/adicionar">
            New user
          </Button>
        </Group>
      </Group>
      <Group mb="md" align="flex-end">
        <TextInput label="Name" value={name} onChange={filterSetter(setName)} />
        <TextInput label="Email" value={email} onChange={filterSetter(setEmail)} />
        <Select
          label="Profile"
          data={ROLE_OPTIONS}
          value={roleId}
          clearable
          onChange={(value) => {
            setRoleId(value);
            setPage(1);
          }}
        />
        {list.isFetching && <Loader size="sm" aria-label="Loading" />}
      </Group>
      <Table striped highlightOnHover aria-label="Users">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Name</Table.Th>
            <Table.Th>Email</Table.Th>
            <Table.Th>Profile</Table.Th>
            <Table.Th>Created in</Table.Th>
            <Table.Th aria-label="Actions" />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((user) => (
            <Table.Tr key={user.id}>
              <Table.Td>{user.name}</Table.Td>
              <Table.Td>{user.email}</Table.Td>
              <Table.Td>{isRoleId(user.role_id) ? ROLE_NAMES[user.role_id] : ""}</Table.Td>
              <Table.Td>{new Date(user.created_at).toLocaleDateString("pt-BR")}</Table.Td>
              <Table.Td>
                <RowActions
                  name={user.name}
                  onEdit={() => navigate(`/usuarios/editar/${user.id}`)}
                  onDelete={() =>
                    confirmDelete(() => remove.mutate(user.id), `Would you like to delete the user ${user.name}?`)
                  }
                />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <ListFooter list={list} emptyText={"No users found"} onPageChange={setPage} />
    </>
  );
}
