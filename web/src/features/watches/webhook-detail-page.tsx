import { Alert, Anchor, Box, Button, Group, Loader, Stack, Text, Title } from "@mantine/core";
import { useId } from "react";
import { Link } from "wouter";
import { notifySuccess } from "@/shared/notify";
import { useDeliveries, useDeliveryActions } from "./api/deliveries";
import { useWebhook } from "./api/list-webhooks";
import { useUpdateWebhook } from "./api/save-webhook";
import { DeliveriesTable } from "./deliveries-table";
import { problemWords } from "./problem-words";
import { webhookState } from "./webhook-state";

const GONE = "This webhook does not exist, or is not yours.";

/** `/webhooks/:id`: a webhook's URL and state (Resume when paused), Send test, and its delivery log. */
export function WebhookDetailPage({ id }: { id: string }) {
  const webhook = useWebhook(id);
  const numeric = Number(id);
  const deliveries = useDeliveries(numeric);
  const actions = useDeliveryActions(numeric);
  const update = useUpdateWebhook(numeric);
  const logId = useId();

  if (webhook.isPending) return <Loader aria-label="Loading" />;
  if (webhook.isError)
    return (
      <Stack>
        <Title order={2}>Webhook</Title>
        <Alert color="red">{problemWords(webhook.error, GONE)}</Alert>
        <Anchor component={Link} href="/webhooks">
          Back to webhooks
        </Anchor>
      </Stack>
    );

  const w = webhook.data;
  const state = webhookState(w);
  const setActive = (active: boolean) =>
    update.mutate({ active }, { onSuccess: () => notifySuccess(active ? "Webhook resumed." : "Webhook paused.") });
  return (
    <Stack>
      <Group justify="space-between" align="flex-start">
        <Title order={2}>{w.name}</Title>
        <Group>
          <Button variant="default" component={Link} href="/webhooks">
            Back to webhooks
          </Button>
          {w.active ? (
            <Button variant="default" loading={update.isPending} onClick={() => setActive(false)}>
              Pause
            </Button>
          ) : (
            <Button loading={update.isPending} onClick={() => setActive(true)}>
              Resume
            </Button>
          )}
          <Button
            loading={actions.test.isPending}
            onClick={() => actions.test.mutate(undefined, { onSuccess: () => notifySuccess("Test event queued.") })}
          >
            Send test
          </Button>
        </Group>
      </Group>
      <Box>
        <Text size="sm">
          <Text span c="dimmed" size="sm">
            {"URL: "}
          </Text>
          <span style={{ overflowWrap: "anywhere" }}>{w.url}</span>
        </Text>
        <Text size="sm" c={state.tone === "warn" ? "orange.9" : undefined} data-testid="webhook-state">
          <Text span c="dimmed" size="sm">
            {"State: "}
          </Text>
          {state.text}
        </Text>
      </Box>
      <Box component="section" aria-labelledby={logId}>
        <Group justify="space-between" mb="xs">
          <Title order={3} id={logId}>
            Delivery log
          </Title>
          <Button
            variant="subtle"
            size="compact-sm"
            loading={deliveries.isFetching}
            onClick={() => void deliveries.refetch()}
          >
            Refresh
          </Button>
        </Group>
        {deliveries.isPending ? (
          <Loader size="sm" aria-label="Loading the delivery log" />
        ) : deliveries.isError ? (
          <Alert color="red">The delivery log could not be loaded.</Alert>
        ) : deliveries.data.length === 0 ? (
          <Text c="dimmed">Nothing sent yet. Send test sends a test event now.</Text>
        ) : (
          <DeliveriesTable
            deliveries={deliveries.data}
            onRedeliver={(deliveryId) =>
              actions.redeliver.mutate(deliveryId, { onSuccess: () => notifySuccess("Queued again.") })
            }
            redelivering={actions.redeliver.isPending ? (actions.redeliver.variables ?? null) : null}
          />
        )}
      </Box>
    </Stack>
  );
}
