import { Avatar, Tooltip } from "@mantine/core";
import { peoplePresent } from "./presence";
import type { Peer, PeerCell } from "./terminal-room";

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase() ?? "")
    .join("");

/** What a person is doing, in words: "Olga — editing ULTRA LION, ETA", "— viewing …", or just the name. */
export function presenceLabel(
  name: string,
  cell: PeerCell | null,
  describeCell?: (cell: { rowId: number; field: string }) => string,
): string {
  if (!cell) return name;
  const where = describeCell ? describeCell(cell) : `row ${cell.rowId}, ${cell.field}`;
  return `${name} — ${cell.open ? "editing" : "viewing"} ${where}`;
}

/**
 * Other editors in the room, one avatar per person (not per tab): initials in their colour, with a tooltip of name and
 * what they are doing where.
 */
export function PresenceAvatars({
  peers,
  describeCell,
}: {
  peers: Peer[];
  describeCell?: (cell: { rowId: number; field: string }) => string;
}) {
  const people = peoplePresent(peers);
  if (!people.length) return null;
  return (
    <Avatar.Group spacing="sm" role="list" aria-label="Also here">
      {people.map((p) => {
        const label = presenceLabel(p.user.name, p.cell, describeCell);
        return (
          <Tooltip key={p.user.id} label={label} withArrow>
            {/* The palette keeps white initials readable (4.5:1 or more) on every presence colour. */}
            <Avatar
              role="listitem"
              radius="xl"
              size="sm"
              variant="filled"
              color={p.user.color}
              aria-label={label}
              styles={{ placeholder: { color: "#fff" } }}
            >
              {initials(p.user.name)}
            </Avatar>
          </Tooltip>
        );
      })}
    </Avatar.Group>
  );
}
