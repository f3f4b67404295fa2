import { Button, Center, Loader, Table, Text } from "@mantine/core";
import { useEffect } from "react";
import { Link, useLocation } from "wouter";
import { ItemsTable } from "@/shared/list/items-table";
import { PageHeader } from "@/shared/ui/page-header";
import { useActivity } from "./api/get-activity";

/** A value of the log as text: lists joined, empty values blank. */
function show(value: unknown): string {
  if (value === null || value === undefined) return "";
  if (Array.isArray(value)) return value.map(show).join(", ");
  if (typeof value === "object") return JSON.stringify(value);
  return String(value);
}

/** Field / Before / After of one edit (spec.md: Activity detail). */
export function ActivityDetailPage({ id }: { id: string }) {
  const [, navigate] = useLocation();
  const activity = useActivity(id);

  // A missing activity has nothing to show: back to the log.
  useEffect(() => {
    if (activity.isError) navigate("/usuarios/atividades");
  }, [activity.isError, navigate]);

  if (!activity.data)
    return (
      <Center>
        <Loader aria-label="Loading" />
      </Center>
    );
  const changes = activity.data.changes.filter((c) => show(c.before) !== "" || show(c.after) !== "");
  return (
    <>
      <PageHeader title="Updates">
        <Button variant="default" component={Link} href="/usuarios/atividades">
          Back to list
        </Button>
      </PageHeader>
      <Text mb="md">{activity.data.description}</Text>
      <ItemsTable
        striped
        label="Changes"
        headers={["Field", "Before", "After"]}
        items={changes}
        row={(change) => (
          <Table.Tr key={change.field}>
            <Table.Td>{change.label}</Table.Td>
            <Table.Td>{show(change.before)}</Table.Td>
            <Table.Td>{show(change.after)}</Table.Td>
          </Table.Tr>
        )}
      />
    </>
  );
}
