import { Badge, Group } from "@mantine/core";

/** Named things (a port's terminals, a display's ports) as a row of light badges. */
export function NameBadges({ items }: { items: readonly { id: number; name: string }[] }) {
  return (
    <Group gap={4}>
      {items.map((item) => (
        <Badge key={item.id} variant="light" tt="none">
          {item.name}
        </Badge>
      ))}
    </Group>
  );
}
