import { Alert, Card, Group, Loader, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useSnapshot } from "valtio";
import { session } from "@/state/session";
import { usePortCounts, type PortCounts } from "@/shared/api/get-port-counts";

const COUNTS: Array<{ key: keyof Omit<PortCounts, "porto">; label: string; color: string }> = [
  { key: "berthed", label: "BERTHED", color: "blue" },
  { key: "waiting", label: "WAITING AT ANCHORAGE", color: "orange" },
  { key: "expected", label: "EXPECTED TO CALL", color: "teal" },
];

/** One port's card: its three counts, large enough to read at a glance. */
function PortCard({ port }: { port: PortCounts }) {
  return (
    <Card withBorder padding="md" radius="md" component="section" aria-label={port.porto.name}>
      <Title order={3} size="h4" mb="sm">
        {port.porto.name}
      </Title>
      <Group grow align="flex-start">
        {COUNTS.map(({ key, label, color }) => (
          <Stack key={key} gap={0} align="center">
            <Text fz={32} fw={700} c={color} data-testid={`${key}-count`}>
              {port[key]}
            </Text>
            <Text size="xs" c="dimmed" ta="center">
              {label}
            </Text>
          </Stack>
        ))}
      </Group>
    </Card>
  );
}

/** /dashboard: a welcome line and, per port the user can see, the line-up counts. */
export function DashboardPage() {
  const { user } = useSnapshot(session);
  const counts = usePortCounts();
  return (
    <Stack>
      <Title order={2}>Welcome, {user?.name}</Title>
      {counts.isPending && <Loader aria-label="Loading counts" />}
      {counts.isError && <Alert color="red">The counts could not be loaded.</Alert>}
      {counts.data?.length === 0 && <Text c="dimmed">No port is linked to your profile yet.</Text>}
      {counts.data && counts.data.length > 0 && (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {counts.data.map((port) => (
            <PortCard key={port.porto.id} port={port} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
