import { Button, Table, TextInput, Title } from "@mantine/core";
import { Link } from "wouter";
import { FilterBar } from "@/shared/list/filter-bar";
import { ItemsTable } from "@/shared/list/items-table";
import { ListFooter } from "@/shared/list/list-footer";
import { useListFilters } from "@/shared/list/use-list-filters";
import { usePagedList } from "@/shared/list/use-paged-list";

/** The activity log, newest first, searchable by term (spec.md: User activities). */
export function ActivitiesPage() {
  const filters = useListFilters({ name: "" });
  const list = usePagedList("activities", "/logs/users", filters.page, filters.debounced);
  return (
    <>
      <Title order={2} mb="md">
        User activities
      </Title>
      <FilterBar fetching={list.isFetching}>
        <TextInput label="Search" {...filters.input("name")} />
      </FilterBar>
      <ItemsTable
        striped
        label="Activities"
        headers={[]}
        items={list.data?.data ?? []}
        row={(activity) => (
          <Table.Tr key={activity.id}>
            <Table.Td>
              {activity.description} — {new Date(activity.created_at).toLocaleString("pt-BR")}
            </Table.Td>
            <Table.Td ta="right">
              {activity.action === "editou" && (
                <Button size="xs" variant="light" component={Link} href={`/usuarios/atividades/${activity.id}`}>
                  See Updates
                </Button>
              )}
            </Table.Td>
          </Table.Tr>
        )}
      />
      <ListFooter list={list} emptyText={"No user activities found"} onPageChange={filters.setPage} />
    </>
  );
}
