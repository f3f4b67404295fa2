import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/api/client";
import type { ImportDone, ImportPreview } from "@lineup/shared/wire/import-sheet";
import { BOARD_KEY } from "./get-board";

/** "2 lines added, 1 updated, 40 unchanged, 1 removed": what an import did, in the words a person checks it by. */
export function importSummary({ added, updated, unchanged, copied, removed }: ImportDone): string {
  const parts = [
    `${added} ${added === 1 ? "line" : "lines"} added${copied ? ` (${copied} from another terminal's download)` : ""}`,
    `${updated} updated`,
    `${unchanged} unchanged`,
    ...(removed ? [`${removed} removed`] : []),
  ];
  return `${parts.join(", ")}.`;
}

const sheetForm = (terminalId: number, file: File, fields: Record<string, string> = {}) => {
  const body = new FormData();
  body.append("terminal_id", String(terminalId));
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  body.append("file", file, file.name);
  return body;
};

/**
 * `POST /lineups/importar/preview`: what importing `file` into the terminal would change, add and
 * find missing, written nowhere. Errors (422 by sheet row, 409, 403) are the caller's to show.
 */
export const previewImport = (terminalId: number, file: File) =>
  api("/lineups/importar/preview", { method: "POST", body: sheetForm(terminalId, file), silent: true });

export interface ApplyImport {
  terminalId: number;
  file: File;
  /** The preview's versions: anything changed since is refused (409). */
  basis: ImportPreview["basis"];
  /** Remove the board's rows the sheet lacks (those the preview listed). */
  removeMissing: boolean;
  /** One key per preview: a second click or a retry applies it once. */
  saveId: string;
}

/**
 * `POST /lineups/importar` with the preview's basis; a success refreshes the board (the live layer tells the others).
 */
export function useApplyImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ terminalId, file, basis, removeMissing, saveId }: ApplyImport) =>
      api("/lineups/importar", {
        method: "POST",
        body: sheetForm(terminalId, file, {
          basis: JSON.stringify(basis),
          remove_missing: removeMissing ? "1" : "0",
          save_id: saveId,
        }),
        silent: true,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: BOARD_KEY }),
  });
}
