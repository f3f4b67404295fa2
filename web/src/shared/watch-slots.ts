import type { WatchView } from "@lineup/shared/wire/watches";
import { createContext, type ComponentType } from "react";

/**
 * The board's watch controls, given by the app (features do not import each other): the watches
 * feature fills them, the board places them. Absent, the board shows none.
 */
export interface WatchSlots {
  /** A row's "Watch this call" / "Stop watching": an item of its ⋮ menu, or an icon on a read-only table. */
  RowWatch?: ComponentType<{ lineupId: number; vessel: string; as: "item" | "icon" }>;
  /** A terminal header's "Watch terminal". */
  TerminalWatch?: ComponentType<{ terminalId: number; name: string }>;
  /** The filter bar's "Watch this view", on the board's current filters. */
  ViewWatch?: ComponentType<{ view: WatchView }>;
}

export const WatchSlotsContext = createContext<WatchSlots>({});
