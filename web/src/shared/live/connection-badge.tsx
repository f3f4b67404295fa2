import { Badge } from "@mantine/core";
import type { LiveStatus } from "./terminal-room";

/** hh:mm of a date, in the browser's time zone. */
export const clockTime = (d: Date) =>
  `${String(d.getHours()).padStart(2, "0")}:${String(d.getMinutes()).padStart(2, "0")}`;

/** The live connection state: green when live, yellow while reconnecting, red when data may be stale. */
export function ConnectionBadge({ status, offlineSince }: { status: LiveStatus; offlineSince: Date | null }) {
  if (status === "live")
    return (
      <Badge color="green" variant="light">
        Live
      </Badge>
    );
  if (status === "forbidden")
    return (
      <Badge color="red" variant="light">
        No access to live updates
      </Badge>
    );
  if (status === "offline" && offlineSince)
    return <Badge color="red" variant="light">{`Offline since ${clockTime(offlineSince)} — data may be stale`}</Badge>;
  return (
    <Badge color="yellow" variant="light">
      {status === "connecting" ? "Connecting…" : "Reconnecting…"}
    </Badge>
  );
}
