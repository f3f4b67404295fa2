import { can } from "@lineup/shared";
import { Badge, Button, Table } from "@mantine/core";
import { useState } from "react";
import { useSnapshot } from "valtio";
import { DeleteButton } from "@/shared/list/delete-button";
import { ItemsTable } from "@/shared/list/items-table";
import { ListState } from "@/shared/list/list-footer";
import { useDelete } from "@/shared/list/use-delete";
import { NameBadges } from "@/shared/ui/name-badges";
import { PageHeader } from "@/shared/ui/page-header";
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
      <PageHeader title="Displays">
        {canCreate && <Button onClick={() => setFormOpen(true)}>New display</Button>}
      </PageHeader>
      <ItemsTable
        striped
        highlightOnHover
        actionsColumn
        label="Displays"
        headers={["Name", "Ports", "Rotate seconds", "Created", "Status"]}
        items={rows}
        row={(d) => (
          <Table.Tr key={d.id}>
            <Table.Td>{d.name}</Table.Td>
            <Table.Td>
              <NameBadges items={d.portos} />
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
                <DeleteButton
                  verb="Revoke"
                  id={d.id}
                  name={d.name}
                  question={`Revoke the display ${d.name}? Its screens stop at once.`}
                  remove={revoke}
                />
              )}
            </Table.Td>
          </Table.Tr>
        )}
      />
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
