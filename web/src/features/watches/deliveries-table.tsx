import type { NotificationKind, WebhookDelivery } from "@lineup/shared/wire/watches";
import { Badge, Button, Table, Text } from "@mantine/core";
import { ItemsTable } from "@/shared/list/items-table";
import { exactTime } from "./time-words";

const KIND_WORDS: Record<NotificationKind, string> = {
  status: "Status changed",
  moved: "Date moved",
  new_call: "New call",
  removed: "Call removed",
  not_updated: "Not marked updated",
  test: "Test",
};

const STATE_COLOURS: Record<WebhookDelivery["state"], string> = {
  pending: "yellow",
  delivered: "green",
  failed: "red",
};
const STATE_WORDS: Record<WebhookDelivery["state"], string> = {
  pending: "Pending",
  delivered: "Delivered",
  failed: "Failed",
};

/** The times of a delivery, in words: made, last tried, next try, delivered. */
function Times({ d }: { d: WebhookDelivery }) {
  const line = (label: string, iso: string | null) =>
    iso && (
      <Text size="xs" key={label}>
        {`${label} ${exactTime(iso)}`}
      </Text>
    );
  return (
    <>
      {line("Queued", d.created_at)}
      {line("Last tried", d.last_attempt_at)}
      {d.state === "pending" && line("Next try", d.next_attempt_at)}
      {line("Delivered", d.delivered_at)}
    </>
  );
}

const DELIVERY_HEADERS = ["Event", "State", "Attempts", "Response", "Excerpt", "Times", "Actions"];

interface DeliveriesTableProps {
  deliveries: readonly WebhookDelivery[];
  onRedeliver: (id: number) => void;
  /** The delivery whose Redeliver is under way. */
  redelivering: number | null;
}

/** A webhook's delivery log, newest first: event, state, attempts, response, times; Redeliver per row. */
export function DeliveriesTable({ deliveries, onRedeliver, redelivering }: DeliveriesTableProps) {
  return (
    <Table.ScrollContainer minWidth={900}>
      <ItemsTable
        striped
        label="Delivery log"
        headers={DELIVERY_HEADERS}
        items={deliveries}
        row={(d) => (
          <Table.Tr key={d.id}>
            <Table.Td>
              <Text size="sm">{KIND_WORDS[d.kind]}</Text>
              {d.event_id !== null && <Text size="xs" c="dimmed">{`Event ${d.event_id}`}</Text>}
            </Table.Td>
            <Table.Td>
              <Badge color={STATE_COLOURS[d.state]} variant="light" tt="none">
                {STATE_WORDS[d.state]}
              </Badge>
            </Table.Td>
            <Table.Td>{d.attempts}</Table.Td>
            <Table.Td>{d.response_status ?? "-"}</Table.Td>
            <Table.Td style={{ overflowWrap: "anywhere", maxWidth: "24em" }}>
              <Text size="xs" ff="monospace">
                {d.response_excerpt ?? d.error ?? ""}
              </Text>
            </Table.Td>
            <Table.Td>
              <Times d={d} />
            </Table.Td>
            <Table.Td>
              <Button
                size="xs"
                variant="default"
                aria-label={`Redeliver ${KIND_WORDS[d.kind]} ${d.event_id ?? d.id}`}
                loading={redelivering === d.id}
                onClick={() => onRedeliver(d.id)}
              >
                Redeliver
              </Button>
            </Table.Td>
          </Table.Tr>
        )}
      />
    </Table.ScrollContainer>
  );
}
