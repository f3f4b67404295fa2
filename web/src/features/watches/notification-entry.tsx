import type { Notification } from "@lineup/shared/wire/watches";
import { Box, Group, Text, UnstyledButton, VisuallyHidden } from "@mantine/core";
import { exactTime, timeAgo } from "./time-words";

/** "MV Ocean · TGG (Santos)": the vessel (when a row's), its terminal and port. */
const placeOf = (n: Notification) => {
  const where = `${n.terminal} (${n.port})`;
  return n.vessel ? `${n.vessel} · ${where}` : where;
};

/** "Waiting → Berthed", when the entry's text does not already say it. */
const changeOf = (n: Notification) =>
  n.before !== null && n.after !== null && !n.text.includes(`${n.before} → ${n.after}`)
    ? `${n.before} → ${n.after}`
    : null;

interface NotificationEntryProps {
  entry: Notification;
  now: Date;
  onOpen: (entry: Notification) => void;
}

/** One entry of the notification centre: where, what changed from what to what, who and when; unread ones marked. */
export function NotificationEntry({ entry, now, onOpen }: NotificationEntryProps) {
  const change = changeOf(entry);
  return (
    <UnstyledButton
      onClick={() => onOpen(entry)}
      w="100%"
      px="sm"
      py={6}
      data-unread={!entry.read || undefined}
      style={{
        borderLeft: `3px solid ${entry.read ? "transparent" : "var(--mantine-color-blue-7)"}`,
        background: entry.read ? undefined : "var(--mantine-color-blue-0)",
      }}
    >
      <Group gap={6} wrap="nowrap" align="baseline">
        {!entry.read && <VisuallyHidden>Unread:</VisuallyHidden>}
        <Text size="sm" fw={entry.read ? 500 : 700} style={{ overflowWrap: "anywhere" }}>
          {placeOf(entry)}
        </Text>
      </Group>
      <Text size="sm" style={{ overflowWrap: "anywhere" }}>
        {entry.text}
        {change && ` (${change})`}
      </Text>
      <Box>
        <Text size="xs" c="dimmed" span>
          {entry.by ? `${entry.by} · ` : ""}
        </Text>
        <Text size="xs" c="dimmed" span component="time" dateTime={entry.at} title={exactTime(entry.at)}>
          {timeAgo(entry.at, now)}
        </Text>
      </Box>
    </UnstyledButton>
  );
}
