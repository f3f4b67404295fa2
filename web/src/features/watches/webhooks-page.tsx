import { Anchor, Stack, Table, Text, Title } from "@mantine/core";
import { Link } from "wouter";
import { DeleteButton } from "@/shared/list/delete-button";
import { QueryTable } from "@/shared/list/query-table";
import { useDelete } from "@/shared/list/use-delete";
import { WEBHOOKS_KEY, useWebhooks } from "./api/list-webhooks";
import { WebhookCreateForm } from "./webhook-create-form";
import { WebhookRecipe } from "./webhook-recipe";
import { webhookState } from "./webhook-state";

const EMPTY_TEXT =
  "No webhook yet. A webhook is a URL of yours that receives each event of the watches you link it to, " +
  "as signed JSON: for your own systems to follow the line-up.";

const DELETE_NOTE = "Its URL gets no more events; the watches that used it still tell you in the app.";

/** `/webhooks`: the user's webhooks, a new one (its secret shown once), and how to verify what they receive. */
export function WebhooksPage() {
  const webhooks = useWebhooks();
  const remove = useDelete(WEBHOOKS_KEY, "/webhooks");
  return (
    <Stack>
      <Title order={2}>Webhooks</Title>
      <QueryTable
        query={webhooks}
        label="Webhooks"
        headers={["Name", "URL", "State", "Actions"]}
        minWidth={700}
        emptyText={EMPTY_TEXT}
        failedText="The webhooks could not be loaded. Please reload the page."
        row={(webhook) => {
          const state = webhookState(webhook);
          return (
            <Table.Tr key={webhook.id}>
              <Table.Td>
                <Anchor component={Link} href={`/webhooks/${webhook.id}`}>
                  {webhook.name}
                </Anchor>
              </Table.Td>
              <Table.Td style={{ overflowWrap: "anywhere" }}>{webhook.url}</Table.Td>
              <Table.Td>
                <Text size="sm" c={state.tone === "warn" ? "orange.9" : undefined}>
                  {state.text}
                </Text>
              </Table.Td>
              <Table.Td>
                <DeleteButton
                  id={webhook.id}
                  name={webhook.name}
                  question={`Would you like to delete the webhook ${webhook.name}? ${DELETE_NOTE}`}
                  remove={remove}
                />
              </Table.Td>
            </Table.Tr>
          );
        }}
      />
      <WebhookCreateForm />
      <WebhookRecipe />
    </Stack>
  );
}
