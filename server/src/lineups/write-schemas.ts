import { Type } from "typebox";
import { StaffBoardRow, StaffRowRead } from "@lineup/shared/wire/board";

/**
 * The answers of the line-up writes (routes.ts): the form's row, the table save's rows and a refused stale write. The
 * rows are the board's staff shapes (@lineup/shared/wire/board): only staff write line-ups.
 */

/**
 * A refused stale write: the rows (`index` in the list, or `deleted_index` in `deleted_lines`) and fields changed
 * since.
 */
export const Conflict = Type.Object({
  message: Type.String(),
  conflicts: Type.Array(
    Type.Union([
      Type.Object({ index: Type.Integer(), id: Type.Integer(), fields: Type.Array(Type.String()) }),
      Type.Object({ deleted_index: Type.Integer(), id: Type.Integer(), fields: Type.Array(Type.String()) }),
    ]),
  ),
});

/** `POST /lineups` and `PUT /lineups/{id}`: the row saved, as `GET /lineups/{id}` shows it. */
export const SavedLineup = Type.Object({ message: Type.String(), lineup: StaffRowRead });

/**
 * `POST /lineups/list`: the rows of `list`, in its order, as the board shows them (a comm-scoped user's without
 * other comms' split lines); a replayed `save_id` answers them as they are now.
 */
export const SavedList = Type.Object({ message: Type.String(), lineups: Type.Array(StaffBoardRow) });
