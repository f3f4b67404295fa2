import { can } from "@lineup/shared";
import { Button, TextInput } from "@mantine/core";
import { useSnapshot } from "valtio";
import { Link } from "wouter";
import { FilterBar } from "@/shared/list/filter-bar";
import { RecordTable } from "@/shared/list/record-table";
import { useDelete } from "@/shared/list/use-delete";
import { useListFilters } from "@/shared/list/use-list-filters";
import { usePagedList } from "@/shared/list/use-paged-list";
import { NameBadges } from "@/shared/ui/name-badges";
import { PageHeader } from "@/shared/ui/page-header";
import { currentUser, session } from "@/state/session";

const formatDate = (iso: string) => new Date(iso).toLocaleDateString("en-GB");

/** Ports with their terminals as chips, filtered by port, terminal and berth names (spec.md: Ports list). */
export function PortsListPage() {
  const user = currentUser(useSnapshot(session));
  const filters = useListFilters({ name: "", terminal: "", berco: "" });
  const list = usePagedList("ports", "/portos", filters.page, {
    with: "terminais.bercos",
    por_perfil: true,
    ...filters.debounced,
  });
  const remove = useDelete("ports", "/portos");
  const canDelete = can(user, "delete", "ports");

  return (
    <>
      <PageHeader title="Ports">
        {can(user, "create", "ports") && (
          <Button component={Link} href="/portos/adicionar">
            New Port
          </Button>
        )}
      </PageHeader>
      <FilterBar fetching={list.isFetching}>
        <TextInput label="Port" {...filters.input("name")} />
        <TextInput label="Terminal" {...filters.input("terminal")} />
        <TextInput label="Berth" {...filters.input("berco")} />
      </FilterBar>
      <RecordTable
        list={list}
        label="Ports"
        headers={["Port", "Order", "Terminals", "Created"]}
        cells={(port) => [port.name, port.ordem, <NameBadges items={port.terminais} />, formatDate(port.created_at)]}
        emptyText="No port found"
        onPageChange={filters.setPage}
        noun="port"
        editPath="/portos/editar"
        onDelete={canDelete ? remove.mutate : undefined}
      />
    </>
  );
}
