import { commsAtTerminal } from "@lineup/shared";
import { useMemo } from "react";
import type { BoardOptions, CommOption, NamedOption } from "./api/get-board-options";
import { buildLookups, type BoardLookups } from "./board-lookups";

const NO_BERTHS: NamedOption[] = [];
const NO_COMMS: CommOption[] = [];

/** What the option lists give the board of a cargo type: names, the cells' choices, and the words that vary. */
export interface BoardLists {
  lookups: BoardLookups;
  /** The house agency's name, as its client column and legend say it. */
  agencyName: string;
  /** Whether the cargo type is Fertilizer (its Disport column is the POL). */
  fertilizer: boolean;
  /** A terminal's berths. */
  berthsOf: (terminalId: number) => NamedOption[];
  /** The comms of the cargo type that a terminal handles. */
  commsOf: (terminalId: number) => CommOption[];
}

/** The board's option lists read for the cargo type `cargoTypeId`; null while they load. */
export function useBoardLookups(options: BoardOptions | undefined, cargoTypeId: number): BoardLists | null {
  const lookups = useMemo(() => (options ? buildLookups(options) : null), [options]);
  const berths = useMemo(() => {
    const map = new Map<number, NamedOption[]>();
    for (const p of options?.portos ?? []) for (const t of p.terminais) map.set(t.id, t.bercos);
    return map;
  }, [options]);
  const comms = useMemo(() => {
    const map = new Map<number, CommOption[]>();
    for (const p of options?.portos ?? [])
      for (const t of p.terminais) map.set(t.id, commsAtTerminal(options?.cargas ?? [], cargoTypeId, t.cargas_ids));
    return map;
  }, [options, cargoTypeId]);
  if (!options || !lookups) return null;
  const cargoType = options.cargas_tipos.find((t) => t.id === cargoTypeId);
  return {
    lookups,
    agencyName: options.agencias.find((a) => a.is_house)?.name ?? "Agency",
    fertilizer: cargoType?.name.trim().toUpperCase() === "FERTILIZER",
    berthsOf: (id) => berths.get(id) ?? NO_BERTHS,
    commsOf: (id) => comms.get(id) ?? NO_COMMS,
  };
}
