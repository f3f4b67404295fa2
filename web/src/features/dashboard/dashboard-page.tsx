import { Card, Text, Title } from "@mantine/core";
import { useSnapshot } from "valtio";
import { session } from "@/state/session";

/** /dashboard: a welcome card until the statistics arrive. */
export function DashboardPage() {
  const { user } = useSnapshot(session);
  return (
    <Card withBorder padding="lg" radius="md">
      <Title order={2}>Welcome, {user?.name}</Title>
      <Text c="dimmed" mt="sm">
        Statistics will appear here.
      </Text>
    </Card>
  );
}
