import { Group, Text, Title } from "@mantine/core";
import { clockTime } from "@/shared/live/connection-badge";

/** The wall's top line: the port (or the display) and the terminal shown, and the time. */
export function WallHeader({ title, terminalName, now }: { title: string; terminalName?: string; now: Date }) {
  return (
    <Group justify="space-between" align="baseline" wrap="nowrap">
      <Group gap="lg" align="baseline" wrap="nowrap">
        <Title order={1} fz={56}>
          {title}
        </Title>
        {terminalName !== undefined && (
          <Text fz={40} c="gray.3">
            {terminalName}
          </Text>
        )}
      </Group>
      <Text fz={56} fw={700} aria-label={`Time ${clockTime(now)}`} style={{ fontVariantNumeric: "tabular-nums" }}>
        {clockTime(now)}
      </Text>
    </Group>
  );
}
