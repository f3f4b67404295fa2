import { Alert, Anchor, Badge, Button, Card, Group, List, Stack, Text, Title } from "@mantine/core";
import { Link } from "wouter";
import { ListState } from "@/shared/list/list-footer";
import { PageHeader } from "@/shared/ui/page-header";
import type { ConsistencyCheck } from "@lineup/shared";
import { useConsistency } from "./api/get-consistency";

const text = (v: unknown) => (typeof v === "string" || typeof v === "number" ? String(v) : "");
const names = (v: unknown) => (Array.isArray(v) ? v.map(text).join(", ") : "");

/** One item of a check, in words, with a link to where it is mended when there is one. */
function Item({ item }: { item: Record<string, unknown> }) {
  if (typeof item.lineup_id === "number") {
    const detail = [text(item.terminal), text(item.comm), text(item.berth)].filter(Boolean).join(" · ");
    return (
      <Anchor component={Link} href={`/lineups/editar/${item.lineup_id}`}>
        {`Line ${item.lineup_id}${detail ? ` (${detail})` : ""}`}
      </Anchor>
    );
  }
  if (typeof item.imo === "string") return <Text size="sm">{`IMO ${item.imo}: ${names(item.names)}`}</Text>;
  return <Text size="sm">{`${text(item.kind).replace(/^./, (c) => c.toUpperCase())}: ${names(item.names)}`}</Text>;
}

function CheckCard({ check }: { check: ConsistencyCheck }) {
  const more = check.count - check.items.length;
  return (
    <Card withBorder component="section" aria-label={check.title}>
      <Group justify="space-between" wrap="nowrap" mb={check.count ? "xs" : 0}>
        <Title order={3} size="h5">
          {check.title}
        </Title>
        <Badge color={check.count ? "red" : "green"} variant="light">
          {check.count ? check.count : "None"}
        </Badge>
      </Group>
      {check.count > 0 && (
        <>
          <Text size="sm" c="dimmed" mb="xs">
            {check.fix}
          </Text>
          <List size="sm" spacing={4}>
            {check.items.map((item, i) => (
              <List.Item key={i}>
                <Item item={item} />
              </List.Item>
            ))}
          </List>
          {more > 0 && <Text size="sm" mt="xs">{`and ${more} more`}</Text>}
        </>
      )}
    </Card>
  );
}

/**
 * Data checks: what the stored data contradicts (rows from before a rule, duplicate vessels and parties), for the
 * admins who mend it.
 */
export function ConsistencyPage() {
  const report = useConsistency();
  const checks = report.data?.checks ?? [];
  return (
    <>
      <PageHeader title="Data checks">
        <Button variant="light" loading={report.isFetching} onClick={() => void report.refetch()}>
          Check again
        </Button>
      </PageHeader>
      <Text mb="md" c="dimmed">
        Saves keep these rules; what was stored before them, by hand or by another system, is listed here rather than
        refused at its next edit.
      </Text>
      {report.isError && (
        <Alert color="red" mb="md">
          The checks could not be run. Please try again.
        </Alert>
      )}
      <ListState pending={report.isPending} empty={false} emptyText="" />
      <Stack>
        {checks.map((check) => (
          <CheckCard key={check.id} check={check} />
        ))}
      </Stack>
      {report.data && checks.every((c) => c.count === 0) && (
        <Text mt="md" c="green.8" fw={600}>
          Nothing contradicts itself.
        </Text>
      )}
    </>
  );
}
