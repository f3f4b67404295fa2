import { Text } from "@mantine/core";

/** A terminal's table (or cards) without rows. */
export const NoVessels = () => (
  <Text c="dimmed" size="sm" py="sm">
    There are no vessels to call at this terminal.
  </Text>
);
