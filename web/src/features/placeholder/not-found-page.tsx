import { Anchor, Card, Text, Title } from "@mantine/core";
import { Link } from "wouter";

/** Any path no route matches. */
export function NotFoundPage() {
  return (
    <Card withBorder padding="lg" radius="md">
      <Title order={2}>Page not found</Title>
      <Text c="dimmed" mt="sm">
        The address you opened does not exist.
      </Text>
      <Anchor component={Link} href="/dashboard" mt="md">
        Go to the dashboard
      </Anchor>
    </Card>
  );
}
