import { can } from "@lineup/shared";
import { Anchor, Button, Group, Table, Text } from "@mantine/core";
import type { DistributionList } from "@lineup/shared/wire/distribution";
import { useSnapshot } from "valtio";
import { Link, useLocation } from "wouter";
import { DeleteButton } from "@/shared/list/delete-button";
import { QueryTable } from "@/shared/list/query-table";
import { useDelete } from "@/shared/list/use-delete";
import { PageHeader } from "@/shared/ui/page-header";
import { currentUser, session } from "@/state/session";
import { LISTS_KEY, useDistributionLists } from "./api/list-distribution-lists";
import { runCounts, wallTime } from "./format";

const EMPTY_TEXT =
  "No distribution list yet. A distribution list e-mails a port's line-up of one comm type, as a spreadsheet, " +
  "to addresses outside the app (clients, surveyors, the port's partners) on the weekdays and at the time you " +
  "choose. Every e-mail carries a link to unsubscribe.";

const DELETE_NOTE = "Its addresses get no more e-mails.";

/** "26/11/2026 07:30: 3 sent, 1 failed", on the port's clock, or "Not sent yet". */
const lastRunWords = (list: DistributionList) =>
  list.last_run
    ? `${wallTime(list.last_run.started_at, list.porto.time_zone)}: ${runCounts(list.last_run)}`
    : "Not sent yet";

/** `/distribution-lists`: the line-ups mailed on a schedule, with their last run. */
export function DistributionListsPage() {
  const user = currentUser(useSnapshot(session));
  const [, navigate] = useLocation();
  const lists = useDistributionLists();
  const remove = useDelete(LISTS_KEY, "/distribution-lists");
  const canEdit = can(user, "update", "distributionLists");
  const canDelete = can(user, "delete", "distributionLists");

  return (
    <>
      <PageHeader title="Distribution lists">
        {can(user, "create", "distributionLists") && (
          <Button onClick={() => navigate("/distribution-lists/new")}>New list</Button>
        )}
      </PageHeader>
      <QueryTable
        query={lists}
        label="Distribution lists"
        headers={["Name", "Port", "Comm type", "Schedule", "Addresses", "Last run", "Actions"]}
        minWidth={900}
        emptyText={EMPTY_TEXT}
        failedText="The distribution lists could not be loaded. Please reload the page."
        row={(list) => (
          <Table.Tr key={list.id}>
            <Table.Td>
              <Anchor component={Link} href={`/distribution-lists/${list.id}`}>
                {list.name}
              </Anchor>
            </Table.Td>
            <Table.Td>{list.porto.name}</Table.Td>
            <Table.Td>{list.carga_tipo.name}</Table.Td>
            <Table.Td>{list.schedule}</Table.Td>
            <Table.Td>{list.addresses.length}</Table.Td>
            <Table.Td>
              {lastRunWords(list)}
              {list.last_run?.note && <Text size="xs">{list.last_run.note}</Text>}
            </Table.Td>
            <Table.Td>
              <Group gap="xs" wrap="nowrap">
                {canEdit && (
                  <Button size="xs" variant="default" onClick={() => navigate(`/distribution-lists/${list.id}/edit`)}>
                    Edit
                  </Button>
                )}
                {canDelete && (
                  <DeleteButton
                    id={list.id}
                    name={list.name}
                    question={`Would you like to delete the distribution list ${list.name}? ${DELETE_NOTE}`}
                    remove={remove}
                  />
                )}
              </Group>
            </Table.Td>
          </Table.Tr>
        )}
      />
    </>
  );
}
