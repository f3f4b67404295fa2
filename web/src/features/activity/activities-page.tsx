import { Button, Group, Loader, Table, TextInput, Title } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { useState } from "react";
import { Link } from "wouter";
import { ListFooter } from "@/shared/list/list-footer";
import { usePagedList } from "@/shared/list/use-paged-list";
import type { ActivityRecord } from "./api/types";

/** The activity log, newest first, searchable by term (spec.md: User activities). */
export function ActivitiesPage() {
  const [page, setPage] = useState(1);
  const [term, setTerm] = useState("");
  const [search] = useDebouncedValue(term, 300);
  const list = usePagedList<ActivityRecord>("activities", "/logs/users", page, { name: search });
  const rows = list.data?.data ?? [];
  return (
    <>
      <Title order={2} mb="md">
        User activities
      </Title>
      <Group mb="md" align="flex-end">
        <TextInput
          label="Search"
          value={term}
          onChange={(event) => {
            setTerm(event.currentTarget.value);
            setPage(1);
          }}
        />
        {list.isFetching && <Loader size="sm" aria-label="Loading" />}
      </Group>
      <Table striped aria-label="Activities">
        <Table.Tbody>
          {rows.map((activity) => (
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
          ))}
        </Table.Tbody>
      </Table>
      <ListFooter list={list} emptyText={"No user activities found"} onPageChange={setPage} />
    </>
  );
}
