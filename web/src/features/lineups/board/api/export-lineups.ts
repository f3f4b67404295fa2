import { useMutation } from "@tanstack/react-query";
import { apiBlob, apiRequest } from "@/api/client";
import type { MessageResponse } from "@/api/types";
import type { BoardFilters } from "./types";

/** What the export covers: one terminal, or every terminal of the chosen ports. */
export type ExportScope = { type: "terminal"; terminalId: number; terminalName: string } | { type: "porto" };

/**
 * The board filters as the export routes take them in a JSON body: empty filters left out, as in the board's query
 * string; `asOf` (a past board's instant) exports the rows as they stood then.
 */
function filtersBody(f: BoardFilters, asOf: string | null): Record<string, unknown> {
  const body: Record<string, unknown> = {
    carga_tipo_id: f.carga_tipo_id,
    porto_id: f.porto_id,
    status: f.status,
    carga_id: f.carga_id,
    afretador_id: f.afretador_id,
    recebedor_id: f.recebedor_id,
  };
  if (f.destination_port !== null) body.destination_port = f.destination_port;
  if (f.periodo_inicio) body.periodo_inicio = f.periodo_inicio;
  if (f.periodo_fim) body.periodo_fim = f.periodo_fim;
  if (f.is_agency_client) body.is_agency_client = true;
  if (asOf) body.as_of = asOf;
  return body;
}

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
      body: { ...filtersBody(filters, asOf), terminal_id: scope.terminalId, agencia },
      silent: true,
    });
  return apiBlob("/lineups/download/all", { body: { ...filtersBody(filters, asOf), agencia }, silent: true });
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
): Promise<MessageResponse> {
  const target = scope.type === "terminal" ? { type: "terminal", terminal_id: scope.terminalId } : { type: "porto" };
  return apiRequest<MessageResponse>("/lineups/sendemail", {
    body: { ...filtersBody(filters, asOf), ...target, email },
    silent: true,
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
