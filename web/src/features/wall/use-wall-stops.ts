import { useMemo } from "react";
import type { WallInfo } from "./api/get-wall";

type WallPort = WallInfo["portos"][number];

/** One terminal the wall shows in its turn, with its port. */
export interface WallStop {
  port: WallPort;
  terminal: WallPort["terminais"][number];
}

/** The terminals the wall shows in turn: those of the display's ports, or the one `?terminal=ID` pins. */
export function useWallStops(info: WallInfo | undefined): WallStop[] {
  return useMemo(() => {
    const all = (info?.portos ?? []).flatMap((p) => p.terminais.map((t) => ({ port: p, terminal: t })));
    // `?terminal=ID` pins a screen to one terminal (a screen in that terminal's office).
    const pinned = Number(new URLSearchParams(location.search).get("terminal"));
    const only = all.filter((s) => s.terminal.id === pinned);
    return only.length ? only : all;
  }, [info]);
}

/** Page pace: `?seconds=` when given, else the display's own. */
export function rotateSeconds(info: WallInfo | undefined): number {
  const fromQuery = Number(new URLSearchParams(location.search).get("seconds"));
  if (Number.isFinite(fromQuery) && fromQuery >= 1) return fromQuery;
  return info?.rotate_seconds ?? 20;
}
