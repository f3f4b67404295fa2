/**
 * The merge and conflict rules of a line-up save, without a database (issue 22):
 * what a patch really changes, what clashes with someone else's save, and what a
 * table save may not do. The API tests (lineups-versions, lineups-concurrency)
 * hold the same rules end to end.
 */
import { describe, expect, it } from "vitest";
import { MESSAGES } from "@lineup/shared";
import type { Lists } from "../src/lineups/row-store";
import {
  commsOffTerminal,
  commsSet,
  mergedDraft,
  planSave,
  SAILED_READ_ONLY,
  type LineupRow,
  type SaveShape,
} from "../src/lineups/save-plan";

const TERMINAL = 7;

/** A stored row at version 3: qty last changed at version 3 (someone else's save), status at 1. */
function storedRow(values: Partial<LineupRow> = {}): LineupRow {
  return {
    id: 41,
    terminal_id: TERMINAL,
    porto_id: 1,
    berco_id: null,
    carga_tipo_id: 1,
    carga_id: 5,
    navio_id: 9,
    agencia_id: null,
    afretador_id: 2,
    recebedor_id: 3,
    destination_porto: 4,
    client_type: null,
    status: "Waiting",
    pob: null,
    is_observacao: 0,
    observacao: null,
    qty: "1000.000",
    qty_unidade: "t",
    qty_import: null,
    qty_export: null,
    eta: "2026-11-20",
    etb: null,
    etc: null,
    atualizado_data: null,
    atualizado_id: null,
    call_number: null,
    call_in_id: null,
    version: 3,
    field_versions: { status: 1, qty: 3 },
    created_at: "2026-11-01T00:00:00Z",
    updated_at: "2026-11-01T00:00:00Z",
    ...values,
  };
}

const lists: ReadonlyMap<number, Lists> = new Map([
  [41, { cargas_afretadores: [], embarcadores: [], recebedores: [] }],
]);
const table: SaveShape = {
  terminalId: TERMINAL,
  terminals: new Map([[TERMINAL, {}]]),
  form: false,
  key: (i, f) => `list.${i}.${f}`,
};
const plan = (patch: Parameters<typeof planSave>[0][number], row = storedRow(), shape = table) =>
  planSave([patch], [], { byId: new Map([[row.id, row]]), lists }, shape);

describe("planSave", () => {
  it("merges a change of another field than the one someone else changed, and finds only the fields that really change", () => {
    const { plans, conflicts, errors } = plan({
      id: 41,
      version: 2,
      status: "Loading",
      qty: "1000",
      eta: "2026-11-20",
    });
    expect(conflicts).toEqual([]);
    expect(errors).toEqual({});
    // qty 1000 is the stored 1000.000, eta is unchanged: only the status changes.
    expect(plans[0]?.changed).toEqual(["status"]);
  });

  it("is a conflict to change a field someone else changed after the version sent, naming the field", () => {
    const { conflicts } = plan({ id: 41, version: 2, qty: "2500" });
    expect(conflicts).toEqual([{ index: 0, id: 41, fields: ["qty"] }]);
    // Loaded after their save: no conflict.
    expect(plan({ id: 41, version: 3, qty: "2500" }).conflicts).toEqual([]);
  });

  it("refuses a change without its version, a row of another terminal, and a table change of a sailed row", () => {
    expect(plan({ id: 41, qty: "2500" }).errors).toEqual({ "list.0.version": [MESSAGES.versionRequired] });
    expect(plan({ id: 41, version: 3, qty: "2500" }, storedRow({ terminal_id: 8 })).errors).toEqual({
      "list.0.id": ["This line no longer exists on the terminal."],
    });
    const sailed = storedRow({ status: "Sailed" });
    expect(plan({ id: 41, version: 3, qty: "2500" }, sailed).errors).toEqual({ "list.0.status": [SAILED_READ_ONLY] });
    // The form still edits it; an unchanged sailed row is no change at all.
    expect(
      plan({ id: 41, version: 3, qty: "2500" }, sailed, { ...table, form: true, key: (_i, f) => f }).errors,
    ).toEqual({});
    expect(plan({ id: 41, version: 3, qty: "1000" }, sailed).errors).toEqual({});
  });

  it("calls a form save of a row someone moved since it was loaded stale, not invalid", () => {
    const moved = storedRow({ terminal_id: 8, version: 4, field_versions: { terminal_id: 4 } });
    const { conflicts, errors } = plan({ id: 41, version: 3, qty: "2500" }, moved, {
      ...table,
      form: true,
      key: (_i, f) => f,
    });
    expect(errors).toEqual({});
    expect(conflicts).toEqual([{ index: 0, id: 41, fields: ["terminal_id"] }]);
  });

  it("is a conflict to remove a row changed after the version sent, and an error to remove one from another terminal", () => {
    const byId = new Map([
      [41, storedRow()],
      [42, storedRow({ id: 42, terminal_id: 8 })],
    ]);
    const { conflicts, errors } = planSave(
      [],
      [
        { id: 41, version: 2 },
        { id: 42, version: 3 },
      ],
      { byId, lists },
      table,
    );
    expect(conflicts).toEqual([{ deleted_index: 0, id: 41, fields: ["qty"] }]);
    expect(errors).toEqual({ "deleted_lines.1": ["This line is not on the terminal."] });
  });

  it("plans a new row with the fields it sends, and merges a patch over the stored row for the row's rules", () => {
    const { plans } = plan({ status: "Expected", navio_id: 9, qty: "10" });
    expect(plans[0]?.changed).toEqual(["status", "navio_id", "qty"]);
    const [existing] = plan({ id: 41, version: 3, status: "Loading" }).plans;
    if (!existing) throw new Error("no plan");
    expect(mergedDraft(existing, lists)).toMatchObject({
      id: 41,
      status: "Loading",
      qty: "1000.000",
      cargas_afretadores: [],
    });
  });
});

describe("commsOffTerminal", () => {
  const names = { comm: (id: number) => `C${id}`, terminal: (id: number) => `T${id}` };
  // Terminal 8 lists no comm, so it is left out of the map and takes any.
  const handled = new Map([[TERMINAL, [5]]]);

  it("names a comm the save sets that the row's terminal does not handle; one already held, or a terminal listing none, passes", () => {
    const list = [
      { id: 41, version: 3, carga_id: 6 },
      { id: 41, version: 3, carga_id: 5 },
      { carga_id: 6, terminal_id: 8 },
    ];
    const set = commsSet(list, new Map([[41, storedRow()]]), lists, table.key);
    expect(set.map((c) => c.key)).toEqual(["list.0.carga_id", "list.2.carga_id"]);
    expect(commsOffTerminal(set, list, TERMINAL, handled, names)).toEqual({
      "list.0.carga_id": [
        "The comm C6 is not handled at terminal T7: choose one of its comms, or add it to the terminal's comms (Ports).",
      ],
    });
  });
});
