import { can } from "@lineup/shared";
import { Alert, Button, Group, Loader, Stack, Title } from "@mantine/core";
import { useSnapshot } from "valtio";
import { Link, useLocation } from "wouter";
import { notifySuccess, notifyWarning } from "@/shared/notify";
import { currentUser, session } from "@/state/session";
import { useDistributionList } from "./api/get-distribution-list";
import { useSendDistributionList } from "./api/send-distribution-list";
import { ListSettings } from "./list-settings";
import { loadFailureText } from "./load-failure";
import { RunsSection } from "./runs-section";
import { sendOutcome } from "./send-outcome";

/** `/distribution-lists/:id`: a list's settings in words, Send now, and its last runs with each address's delivery. */
export function ListDetailPage({ id }: { id: string }) {
  const user = currentUser(useSnapshot(session));
  const [, navigate] = useLocation();
  const list = useDistributionList(id);
  const send = useSendDistributionList(id);
  const canChange = can(user, "update", "distributionLists");

  if (list.isPending) return <Loader aria-label="Loading" />;
  if (list.isError)
    return (
      <Stack>
        <Title order={2}>Distribution list</Title>
        <Alert color="red">{loadFailureText(list.error)}</Alert>
        <Group>
          <Button variant="default" component={Link} href="/distribution-lists">
            Back to list
          </Button>
        </Group>
      </Stack>
    );

  const sendNow = () =>
    send.mutate(undefined, {
      onSuccess: (run) => {
        const outcome = sendOutcome(run);
        if (outcome.ok) notifySuccess(outcome.message);
        else notifyWarning(outcome.message);
      },
    });

  return (
    <Stack>
      <Group justify="space-between" align="flex-start">
        <Title order={2}>{list.data.name}</Title>
        <Group>
          <Button variant="default" component={Link} href="/distribution-lists">
            Back to list
          </Button>
          {canChange && (
            <Button variant="default" onClick={() => navigate(`/distribution-lists/${id}/edit`)}>
              Edit
            </Button>
          )}
          {canChange && (
            <Button loading={send.isPending} onClick={sendNow}>
              Send now
            </Button>
          )}
        </Group>
      </Group>
      <ListSettings list={list.data} />
      <RunsSection runs={list.data.runs} zone={list.data.porto.time_zone} />
    </Stack>
  );
}
