import { Card, Text, Title } from "@mantine/core";

/** A screen that exists in the menu and router but is not built yet. */
export function PlaceholderPage({ title }: { title: string }) {
  return (
    <Card withBorder padding="lg" radius="md">
      <Title order={2}>{title}</Title>
      <Text c="dimmed" mt="sm">
        This screen is coming soon
      </Text>
    </Card>
  );
}
