import type { Watch } from "@lineup/shared/wire/watches";
import { Anchor, Button, Group, Table, Text } from "@mantine/core";
import { Link } from "wouter";
import { DeleteButton } from "@/shared/list/delete-button";
import { QueryTable } from "@/shared/list/query-table";
import { PageHeader } from "@/shared/ui/page-header";
import { useDeleteWatch } from "./api/delete-watch";
import { useWatches } from "./api/list-watches";
import { useWebhooks } from "./api/list-webhooks";
import { openWatchForm } from "./open-watch-form";
import { EMAIL_CHOICES, watchSummary } from "./watch-form-values";

const EMPTY_TEXT =
  "You watch nothing yet. On the line-up board, watch a call from its row's menu, a terminal from its header, " +
  "or the board's current filters with Watch this view: you are told here, in the notification centre, and by " +
  "e-mail or webhook if you choose, when it changes.";

const STOP_NOTE = "You will not be told of its changes any more.";

const KIND_WORDS: Record<Watch["kind"], string> = { row: "Call", terminal: "Terminal", view: "View" };

/** `/watches`: what the user watches, what each tells and how; edit and stop. */
export function WatchesPage() {
  const watches = useWatches();
  const webhooks = useWebhooks();
  const remove = useDeleteWatch();
  const webhookName = (id: number | null) =>
    id === null ? "None" : (webhooks.data?.find((w) => w.id === id)?.name ?? `Webhook ${id}`);

  return (
    <>
      <PageHeader title="Watches">
        <Anchor component={Link} href="/webhooks">
          Webhooks
        </Anchor>
      </PageHeader>
      <QueryTable
        query={watches}
        label="Watches"
        headers={["Watching", "Tells", "E-mail", "Webhook", "Actions"]}
        minWidth={800}
        emptyText={EMPTY_TEXT}
        failedText="The watches could not be loaded. Please reload the page."
        row={(watch) => (
          <Table.Tr key={watch.id}>
            <Table.Td>
              <Text size="sm" fw={600}>
                {watch.name}
              </Text>
              <Text size="xs" c="dimmed">{`${KIND_WORDS[watch.kind]}: ${watch.target}`}</Text>
            </Table.Td>
            <Table.Td>{watchSummary(watch)}</Table.Td>
            <Table.Td>{EMAIL_CHOICES.find((c) => c.value === watch.email)?.label ?? watch.email}</Table.Td>
            <Table.Td>{webhookName(watch.webhook_id)}</Table.Td>
            <Table.Td>
              <Group gap="xs" wrap="nowrap">
                <Button
                  size="xs"
                  variant="default"
                  aria-label={`Edit ${watch.name}`}
                  onClick={() => openWatchForm({ watch })}
                >
                  Edit
                </Button>
                <DeleteButton
                  id={watch.id}
                  name={watch.name}
                  question={`Would you like to stop watching ${watch.target}? ${STOP_NOTE}`}
                  remove={remove}
                />
              </Group>
            </Table.Td>
          </Table.Tr>
        )}
      />
    </>
  );
}
