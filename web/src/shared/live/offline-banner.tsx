import { Paper, Text } from "@mantine/core";
import { clockTime } from "./connection-badge";
import { useConnectivity } from "./connectivity";

const list = (names: readonly string[]) =>
  names.length > 1 ? `${names.slice(0, -1).join(", ")} and ${names.at(-1)}` : (names[0] ?? "");

/**
 * The page's connection state where the person is, wherever they scrolled to: offline since when, and the
 * terminals whose changes are kept to be saved when the connection returns. Nothing while online with nothing kept.
 */
export function OfflineBanner() {
  const { offline, since, waiting } = useConnectivity();
  if (!offline && !waiting.length) return null;
  const kept = waiting.length
    ? ` Your changes to ${list(waiting)} are kept and will be saved when the connection returns.`
    : " Changes you save are kept and saved when the connection returns.";
  return (
    <Paper
      role="status"
      aria-live="polite"
      data-testid="offline-banner"
      shadow="md"
      px="md"
      py="xs"
      bg={offline ? "red.9" : "yellow.2"}
      c={offline ? "white" : "dark"}
      style={{
        position: "fixed",
        bottom: 16,
        left: "50%",
        transform: "translateX(-50%)",
        zIndex: 400,
        maxWidth: "min(720px, calc(100vw - 32px))",
      }}
    >
      <Text size="sm" fw={600}>
        {offline
          ? `Offline${since ? ` since ${clockTime(since)}` : ""}: the board is not live.${kept}`
          : `Back online: saving your kept changes to ${list(waiting)}…`}
      </Text>
    </Paper>
  );
}
