import { isRoleId, ROLE_IDS, ROLE_NAMES } from "@lineup/shared";
import { Button, Group, Select, TextInput } from "@mantine/core";
import { useState } from "react";
import { Link } from "wouter";
import { FilterBar } from "@/shared/list/filter-bar";
import { RecordTable } from "@/shared/list/record-table";
import { useDelete } from "@/shared/list/use-delete";
import { useListFilters } from "@/shared/list/use-list-filters";
import { usePagedList } from "@/shared/list/use-paged-list";
import { PageHeader } from "@/shared/ui/page-header";

const ROLE_OPTIONS = ROLE_IDS.map((id) => ({ value: String(id), label: ROLE_NAMES[id] }));

/** Users list with name, e-mail and profile filters (spec.md: Users). */
export function UsersListPage() {
  const filters = useListFilters({ name: "", email: "" });
  const [roleId, setRoleId] = useState<string | null>(null);
  const list = usePagedList("users", "/users", filters.page, {
    "with[]": "role",
    ...filters.debounced,
    role_id: roleId ?? undefined,
  });
  const remove = useDelete("users", "/users");

  const clear = () => {
    filters.clear();
    setRoleId(null);
  };

  return (
    <>
      <PageHeader title="Users">
        <Group>
          <Button variant="default" onClick={clear}>
            Clear Filters
          </Button>
          <Button component={Link} href="/usuarios/adicionar">
            New user
          </Button>
        </Group>
      </PageHeader>
      <FilterBar fetching={list.isFetching}>
        <TextInput label="Name" {...filters.input("name")} />
        <TextInput label="Email" {...filters.input("email")} />
        <Select
          label="Profile"
          data={ROLE_OPTIONS}
          value={roleId}
          clearable
          onChange={(value) => {
            setRoleId(value);
            filters.setPage(1);
          }}
        />
      </FilterBar>
      <RecordTable
        list={list}
        label="Users"
        headers={["Name", "Email", "Profile", "Created in"]}
        cells={(user) => [
          user.name,
          user.email,
          isRoleId(user.role_id) ? ROLE_NAMES[user.role_id] : "",
          new Date(user.created_at).toLocaleDateString("pt-BR"),
        ]}
        emptyText="No users found"
        onPageChange={filters.setPage}
        noun="user"
        editPath="/usuarios/editar"
        onDelete={remove.mutate}
      />
    </>
  );
}
