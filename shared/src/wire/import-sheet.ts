import { Type, type Static } from "typebox";

/**
 * The wire shapes of importing a terminal's spreadsheet (`POST /lineups/importar` and its
 * `/preview`), for the server's route schemas and the web's types alike. Imported by path,
 * not through the package's index, so the web bundle takes the types without TypeBox.
 */

const line = {
  sheet_row: Type.Union([Type.Integer(), Type.Null()], {
    description: "The sheet row it comes from (null for a row of the board the sheet lacks).",
  }),
  id: Type.Union([Type.Integer(), Type.Null()], { description: "The stored row (null for a line the import adds)." }),
  vessel: Type.String({ description: "The vessel, or a note's text." }),
  status: Type.String(),
  eta: Type.String({ description: "DD/MM/YYYY, or empty." }),
};
/** A call as the preview names it: the words a person finds it by on the board. */
export const PreviewLine = Type.Object(line);
export type PreviewLine = Static<typeof PreviewLine>;

/** One column of a call that the import changes, as the sheet shows it before and after. */
export const PreviewField = Type.Object({ column: Type.String(), before: Type.String(), after: Type.String() });
export type PreviewField = Static<typeof PreviewField>;

const Versions = Type.Record(Type.String({ pattern: "^\\d+$" }), Type.Integer({ minimum: 1 }));

/** What importing a sheet would do, field by field; `basis` goes back with the import to apply exactly that. */
export const ImportPreview = Type.Object({
  changed: Type.Array(Type.Object({ ...line, fields: Type.Array(PreviewField) })),
  added: Type.Array(Type.Object({ ...line, copied: Type.Boolean() })),
  missing: Type.Array(PreviewLine),
  unchanged: Type.Integer(),
  basis: Type.Object(
    { matched: Versions, missing: Versions },
    {
      description:
        "The versions the preview was built on: send it back with the import (as JSON in the `basis` field) " +
        "to apply what was previewed.",
    },
  ),
});
export type ImportPreview = Static<typeof ImportPreview>;
export type ImportBasis = ImportPreview["basis"];

/** What an applied import did. */
export const ImportDone = Type.Object({
  message: Type.String(),
  /** How many lines (notes included) were saved: added, updated or unchanged. */
  imported: Type.Integer(),
  /** Lines matched to no row of the terminal: new rows. */
  added: Type.Integer(),
  /** Lines that changed their row. */
  updated: Type.Integer(),
  unchanged: Type.Integer(),
  /** Of `added`, those whose Line ID was another terminal's row (a copy). */
  copied: Type.Integer(),
  /** Rows of the board the sheet lacked, removed on request. */
  removed: Type.Integer(),
  /** The same import was already applied (a second click, a retry): nothing was written this time. */
  replayed: Type.Boolean(),
});
export type ImportDone = Static<typeof ImportDone>;
