import type { WatchView } from "@lineup/shared/wire/watches";
import { ActionIcon, Menu } from "@mantine/core";
import type { WatchSlots } from "@/shared/watch-slots";
import { useDeleteWatch } from "./api/delete-watch";
import { useWatches } from "./api/list-watches";
import { openWatchForm } from "./open-watch-form";
import { watchOf } from "./same-view";

/** A row's "Watch this call" / "Stop watching", as an item of its menu or an icon of a read-only table. */
function RowWatch({ lineupId, vessel, as }: { lineupId: number; vessel: string; as: "item" | "icon" }) {
  const watch = watchOf(useWatches().data, { lineup_id: lineupId });
  const stop = useDeleteWatch();
  const label = watch ? "Stop watching" : "Watch this call";
  const act = () =>
    watch ? stop.mutate(watch.id) : openWatchForm({ target: { kind: "row", lineup_id: lineupId, label: vessel } });
  if (as === "item") return <Menu.Item onClick={act}>{label}</Menu.Item>;
  return (
    <ActionIcon
      variant={watch ? "light" : "subtle"}
      size="sm"
      aria-label={`${label}: ${vessel}`}
      aria-pressed={watch !== undefined}
      title={label}
      onClick={act}
    >
      <span aria-hidden="true">{watch ? "★" : "☆"}</span>
    </ActionIcon>
  );
}

/** A star that says whether something is watched (an icon: the board's headers and bars have no room to spare). */
function WatchStar(props: { watched: boolean; label: string; title: string; busy?: boolean; onClick: () => void }) {
  return (
    <ActionIcon
      variant={props.watched ? "light" : "subtle"}
      aria-label={props.label}
      aria-pressed={props.watched}
      title={props.title}
      loading={props.busy}
      onClick={props.onClick}
    >
      <span aria-hidden="true">{props.watched ? "★" : "☆"}</span>
    </ActionIcon>
  );
}

/** A terminal header's "Watch terminal" / "Stop watching terminal". */
function TerminalWatch({ terminalId, name }: { terminalId: number; name: string }) {
  const watch = watchOf(useWatches().data, { terminal_id: terminalId });
  const stop = useDeleteWatch();
  return (
    <WatchStar
      watched={watch !== undefined}
      label={watch ? `Stop watching terminal ${name}` : `Watch terminal ${name}`}
      title={watch ? "Stop watching this terminal" : "Watch this terminal: be told of its changes"}
      busy={stop.isPending}
      onClick={() =>
        watch
          ? stop.mutate(watch.id)
          : openWatchForm({ target: { kind: "terminal", terminal_id: terminalId, label: `terminal ${name}` } })
      }
    />
  );
}

/** The filter bar's "Watch this view": the board's filters as they are now; a watched view opens its watch. */
function ViewWatch({ view }: { view: WatchView }) {
  const watch = watchOf(useWatches().data, { view });
  return (
    <WatchStar
      watched={watch !== undefined}
      label={watch ? "Watching this view" : "Watch this view"}
      title="Watch this view: port, comm type, status, commodities, charterers and receivers (not dates or Disport)"
      onClick={() => openWatchForm(watch ? { watch } : { target: { kind: "view", view, label: "this view" } })}
    />
  );
}

/** The board's watch controls, for `WatchSlotsContext`. */
export const BOARD_WATCH_SLOTS: WatchSlots = { RowWatch, TerminalWatch, ViewWatch };
