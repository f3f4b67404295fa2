import { api } from "@/api/client";
import type { LineupRow } from "./types";

/** `GET /lineups/{id}`: one row as the board shows it (to reload a colleague's values after a 409). */
export async function fetchLineupRow(id: number): Promise<LineupRow> {
  return api("/lineups/{id}", { params: { id } });
}
