import { can } from "@lineup/shared";
import { Badge, Button, Group, Table, Title } from "@mantine/core";
import { useState } from "react";
import { useSnapshot } from "valtio";
import { ListState } from "@/shared/list/list-footer";
import { useDelete } from "@/shared/list/use-delete";
import { confirmDelete } from "@/shared/ui/confirm";
import { currentUser, session } from "@/state/session";
import type { CreatedDisplay } from "./api/create-display";
import { useDisplays } from "./api/list-displays";
import { CreatedDisplayModal } from "./created-display-modal";
import { NewDisplayModal } from "./new-display-modal";

const formatDate = (iso: string) => new Date(iso).toLocaleDateString("en-GB");

/** Wall displays: read-only screens scoped to ports, created and revoked by an admin. */
export function DisplaysPage() {
  const user = currentUser(useSnapshot(session));
  const list = useDisplays();
  const revoke = useDelete("displays", "/displays");
  const [formOpen, setFormOpen] = useState(false);
  const [created, setCreated] = useState<CreatedDisplay | null>(null);
  const canCreate = can(user, "create", "displays");
  const canRevoke = can(user, "delete", "displays");

  const rows = list.data ?? [];
  return (
    <>
      <Group justify="space-between" mb="md">
        <Title order={2}>Displays</Title>
        {canCreate && <Button onClick={() => setFormOpen(true)}>New display</Button>}
      </Group>
      <Table striped highlightOnHover aria-label="Displays">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Name</Table.Th>
            <Table.Th>Ports</Table.Th>
            <Table.Th>Rotate seconds</Table.Th>
            <Table.Th>Created</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th aria-label="Actions" />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((d) => (
            <Table.Tr key={d.id}>
              <Table.Td>{d.name}</Table.Td>
              <Table.Td>
                <Group gap={4}>
                  {d.portos.map((p) => (
                    <Badge key={p.id} variant="light" tt="none">
                      {p.name}
                    </Badge>
                  ))}
                </Group>
              </Table.Td>
              <Table.Td>{d.rotate_seconds}</Table.Td>
              <Table.Td>{formatDate(d.created_at)}</Table.Td>
              <Table.Td>
                <Badge color={d.revoked_at ? "gray" : "green"} tt="none">
                  {d.revoked_at ? "Revoked" : "Active"}
                </Badge>
              </Table.Td>
              <Table.Td>
                {canRevoke && !d.revoked_at && (
                  <Button
                    size="xs"
                    variant="light"
                    color="red"
                    aria-label={`Revoke ${d.name}`}
                    loading={revoke.isPending && revoke.variables === d.id}
                    onClick={() =>
                      confirmDelete(
                        () => revoke.mutate(d.id),
                        `Revoke the display ${d.name}? Its screens stop at once.`,
                      )
                    }
                  >
                    Revoke
                  </Button>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <ListState pending={list.isPending} empty={list.isSuccess && rows.length === 0} emptyText="No display found" />
      <NewDisplayModal
        opened={formOpen}
        onClose={() => setFormOpen(false)}
        onCreated={(display) => {
          setFormOpen(false);
          setCreated(display);
        }}
      />
      <CreatedDisplayModal display={created} onClose={() => setCreated(null)} />
    </>
  );
}
