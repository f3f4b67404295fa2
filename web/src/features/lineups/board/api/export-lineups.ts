import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiBlob, apiRequest } from "@/api/client";
import type { MessageResponse } from "@/api/types";
import { BOARD_KEY } from "./get-board";
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

/** `POST /lineups/sendemail`: the same spreadsheet mailed to `email`. Errors (422 under the field) are the caller's to show. */
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

/** The download as a mutation, so the button can show it is running. */
export function useDownloadLineups() {
  return useMutation({
    mutationFn: ({
      filters,
      scope,
      withAgencies,
      asOf = null,
    }: {
      filters: BoardFilters;
      scope: ExportScope;
      withAgencies: boolean;
      asOf?: string | null;
    }) => downloadLineups(filters, scope, withAgencies, asOf),
  });
}

/** The e-mail export as a mutation. */
export function useSendLineupsByEmail() {
  return useMutation({
    mutationFn: ({
      filters,
      scope,
      email,
      asOf = null,
    }: {
      filters: BoardFilters;
      scope: ExportScope;
      email: string;
      asOf?: string | null;
    }) => sendLineupsByEmail(filters, scope, email, asOf),
  });
}

/** What `POST /lineups/importar` answers on success. */
export interface ImportResponse {
  message: string;
  /** How many lines (notes included) were saved: added, updated or unchanged. */
  imported: number;
  /** Lines without a Line ID (or with another terminal's): new rows. */
  added: number;
  /** Lines with a Line ID of this terminal that changed their row. */
  updated: number;
  unchanged: number;
  /** Of `added`, those whose Line ID was another terminal's row (a copy). */
  copied: number;
}

/** "2 lines added, 1 updated, 40 unchanged": what an import did, in the words a person checks it by. */
export function importSummary({ added, updated, unchanged, copied }: ImportResponse): string {
  const parts = [
    `${added} ${added === 1 ? "line" : "lines"} added${copied ? ` (${copied} from another terminal's download)` : ""}`,
    `${updated} updated`,
    `${unchanged} unchanged`,
  ];
  return `${parts.join(", ")}.`;
}

/**
 * `POST /lineups/importar`: adds the rows of `file` (an .xlsx laid out as the
 * download) to the terminal, or updates those its Line ID names, as multipart. Errors (422 with one message per
 * sheet row and field, 403) are the caller's to show.
 */
export async function importLineups(terminalId: number, file: File): Promise<ImportResponse> {
  const body = new FormData();
  body.append("terminal_id", String(terminalId));
  body.append("file", file, file.name);
  return apiRequest<ImportResponse>("/lineups/importar", { body, silent: true });
}

/** The import as a mutation; a success refreshes the board (the live layer broadcasts it to others). */
export function useImportLineups() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ terminalId, file }: { terminalId: number; file: File }) => importLineups(terminalId, file),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: BOARD_KEY }),
  });
}
