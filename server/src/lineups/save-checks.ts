import { eq, inArray } from "drizzle-orm";
import { POB_STATUS } from "@lineup/shared";
import type { Db } from "../db/client";
import { cargas, cargasTipos } from "../db/schema";
import type { FieldErrors } from "../http/errors";
import { validateRow, type Lookups, type RowDraft } from "./rules";
import type { LineupRow, SavePatch } from "./save-plan";

/** The checks of a save that read the database: fields derived from others, and each merged row's rules. */

/**
 * The rules for one merged row under the save's keys. The form's extra comm
 * lines need their comm as well as what the table needs of a split line.
 */
export function rowErrors(
  draft: RowDraft,
  terminalId: number,
  lookups: Lookups,
  index: number,
  keys: "list" | "form",
): FieldErrors {
  if (keys === "list") return validateRow(draft, terminalId, lookups, `list.${index}.`);
  const errors = validateRow(draft, terminalId, lookups, "", "cargas");
  for (const [key, texts] of Object.entries(validateRow(draft, terminalId, lookups))) {
    const formKey = key.replace(/^cargas_afretadores\./, "cargas.");
    errors[formKey] = [...new Set([...(errors[formKey] ?? []), ...texts])];
  }
  return errors;
}

/**
 * Sets on each patch what the row's other fields decide (spec.md section 4): a
 * line's comm type is its comm's (a line stored without one showed on no
 * board's tab), and a POB time exists only with the POB status. A comm type
 * sent that contradicts the line's comm (the one sent, or the one it has) is
 * refused, naming both, rather than silently replaced.
 */
export async function withDerivedFields(
  tx: Db,
  list: SavePatch[],
  byId: Map<number, LineupRow>,
  key: (index: number, field: string) => string,
) {
  const rowOf = (patch: SavePatch) => (patch.id === undefined ? undefined : byId.get(patch.id));
  const commOf = (patch: SavePatch) => (patch.carga_id !== undefined ? patch.carga_id : rowOf(patch)?.carga_id);
  const commIds = [...new Set(list.flatMap((p) => [commOf(p)].filter((c): c is number => typeof c === "number")))];
  const comms = commIds.length
    ? await tx
        .select({ id: cargas.id, name: cargas.name, tipo_id: cargas.tipo_id, type: cargasTipos.name })
        .from(cargas)
        .leftJoin(cargasTipos, eq(cargasTipos.id, cargas.tipo_id))
        .where(inArray(cargas.id, commIds))
    : [];
  const commById = new Map(comms.map((c) => [c.id, c]));
  const errors: FieldErrors = {};
  const patches = list.map((patch, index) => {
    const row = rowOf(patch);
    if ((patch.is_observacao ?? row?.is_observacao) === 1) return patch;
    const derived: SavePatch = { ...patch };
    const commId = commOf(patch);
    const comm = typeof commId === "number" ? commById.get(commId) : undefined;
    if (comm && typeof patch.carga_tipo_id === "number" && patch.carga_tipo_id !== comm.tipo_id) {
      errors[key(index, "carga_tipo_id")] = [
        `The comm ${comm.name} is of the comm type ${comm.type ?? comm.tipo_id}, not the one sent ` +
          `(${patch.carga_tipo_id}): a line-up's comm type is its comm's. Leave carga_tipo_id out, or ` +
          `send ${comm.tipo_id}.`,
      ];
    } else if (comm && typeof patch.carga_id === "number") derived.carga_tipo_id = comm.tipo_id;
    const status = patch.status !== undefined ? patch.status : row?.status;
    const pob = patch.pob !== undefined ? patch.pob : row?.pob;
    if (status !== POB_STATUS && pob) derived.pob = null;
    return derived;
  });
  return { patches, errors };
}
