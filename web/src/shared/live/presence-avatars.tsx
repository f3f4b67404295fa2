import { Avatar, Tooltip } from "@mantine/core";
import type { Peer } from "./terminal-room";

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase() ?? "")
    .join("");

/** Other editors in the room: initials in their colour, with a tooltip of name and the cell they are on. */
export function PresenceAvatars({ peers, describeCell }: { peers: Peer[]; describeCell?: (editing: { rowId: number; field: string }) => string }) {
  if (!peers.length) return null;
  return (
    <Avatar.Group spacing="sm">
      {peers.map((p) => {
        const where = p.editing ? (describeCell ? describeCell(p.editing) : `row ${p.editing.rowId}, ${p.editing.field}`) : null;
        const label = where ? `${p.user.name} — editing ${where}` : p.user.name;
        return (
          <Tooltip key={p.clientId} label={label} withArrow>
            <Avatar radius="xl" size="sm" aria-label={label} style={{ backgroundColor: p.user.color, color: "white" }}>
              {initials(p.user.name)}
            </Avatar>
          </Tooltip>
        );
      })}
    </Avatar.Group>
  );
}
