import { useMutation } from "@tanstack/react-query";
import { api, apiBlob } from "@/api/client";
import type { ApiAnswer } from "@/api/operations";
import { boardQuery } from "./get-board";
import type { BoardFilters } from "./types";

/** What the export covers: one terminal, or every terminal of the chosen ports. */
export type ExportScope = { type: "terminal"; terminalId: number; terminalName: string } | { type: "porto" };

/**
 * `POST /lineups/download` (one terminal) or `/lineups/download/all` (every
 * terminal of the chosen ports): the spreadsheet, with or without the Agency
 * column. Errors are the caller's to show.
 */
export async function downloadLineups(
  filters: BoardFilters,
  scope: ExportScope,
  withAgencies: boolean,
  asOf: string | null = null,
): Promise<Blob> {
  const agencia = withAgencies ? 1 : 0;
  if (scope.type === "terminal")
    return apiBlob("/lineups/download", {
      method: "POST",
      body: { ...boardQuery(filters, asOf), terminal_id: scope.terminalId, agencia },
      silent: true,
    });
  return apiBlob("/lineups/download/all", {
    method: "POST",
    body: { ...boardQuery(filters, asOf), agencia },
    silent: true,
  });
}

/**
 * `POST /lineups/sendemail`: the same spreadsheet mailed to `email`. Errors (422 under the field) are the caller's to
 * show.
 */
export async function sendLineupsByEmail(
  filters: BoardFilters,
  scope: ExportScope,
  email: string,
  asOf: string | null = null,
): Promise<ApiAnswer<"/lineups/sendemail", "POST">> {
  const target =
    scope.type === "terminal"
      ? { type: "terminal" as const, terminal_id: scope.terminalId }
      : { type: "porto" as const };
  return api("/lineups/sendemail", {
    method: "POST",
    body: { ...boardQuery(filters, asOf), ...target, email },
    silent: true,
    untimed: true,
  });
}

/** What an export is asked for: the board's filters, which tables, and a past board's time (null: now). */
interface ExportRequest {
  filters: BoardFilters;
  scope: ExportScope;
  asOf?: string | null;
}

/** The download as a mutation, so the button can show it is running. */
export function useDownloadLineups() {
  return useMutation({
    mutationFn: ({ filters, scope, withAgencies, asOf = null }: ExportRequest & { withAgencies: boolean }) =>
      downloadLineups(filters, scope, withAgencies, asOf),
  });
}

/** The e-mail export as a mutation. */
export function useSendLineupsByEmail() {
  return useMutation({
    mutationFn: ({ filters, scope, email, asOf = null }: ExportRequest & { email: string }) =>
      sendLineupsByEmail(filters, scope, email, asOf),
  });
}
