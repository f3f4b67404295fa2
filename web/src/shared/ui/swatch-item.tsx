import { ColorSwatch, Group, Text } from "@mantine/core";

/** One entry of a colour key, as a list item: its swatch (hidden from screen readers, the name says it) and name. */
export function SwatchItem({ color, name }: { color: string; name: string }) {
  return (
    <Group gap={6} component="li">
      <ColorSwatch color={color} size={12} aria-hidden />
      <Text size="sm">{name}</Text>
    </Group>
  );
}
