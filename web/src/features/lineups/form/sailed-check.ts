import { TBI } from "@lineup/shared";
import type { LineupOptions } from "./api/get-lineup-options";
import type { LineupFormValues } from "./form-values";

const isPlaceholder = (name: string | null | undefined) => !name || name.trim().toUpperCase() === TBI;
const nameOf = <T extends { id: number }>(list: T[], id: string | null, pick: (item: T) => string) => {
  const item = id ? list.find((x) => String(x.id) === id) : undefined;
  return item ? pick(item) : null;
};

export type SailedCheck = "ok" | "missing-parties" | "confirm-house-agency";

/**
 * Whether a call may be marked Sailed (spec.md section 4): vessel, comm,
 * charterer, destination country and agency must be real (not empty, not TBI);
 * a call of the house agency asks for a confirmation first. The server checks
 * the parties again.
 */
export function checkSailed(values: LineupFormValues, options: LineupOptions): SailedCheck {
  const unknown =
    isPlaceholder(nameOf(options.navios, values.navio_id, (x) => x.name)) ||
    isPlaceholder(nameOf(options.cargas, values.carga_id, (x) => x.name)) ||
    isPlaceholder(nameOf(options.afretadores, values.afretador_id, (x) => x.name)) ||
    isPlaceholder(nameOf(options.lineups_portos, values.destination_porto, (x) => x.pais)) ||
    isPlaceholder(nameOf(options.agencias, values.agencia_id, (x) => x.name));
  if (unknown) return "missing-parties";
  const agency = options.agencias.find((a) => String(a.id) === values.agencia_id);
  return agency?.is_house ? "confirm-house-agency" : "ok";
}
