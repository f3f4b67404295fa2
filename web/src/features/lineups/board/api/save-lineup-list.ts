import { useMutation } from "@tanstack/react-query";
import { api } from "@/api/client";
import { saveKeys } from "@/shared/api/save-keys";
import { abortedWhenOffline } from "@/shared/live/connectivity";
import type { ListSaveBody, ListSaveResult } from "./types";

/** Per terminal, the key of the last save whose outcome is unknown. */
const keyed = saveKeys<number>();

/**
 * `POST /lineups/list`: one terminal's new, changed and deleted rows in one
 * transaction. Errors are the caller's to show. Each save carries a key
 * (`save_id`); the same save sent again after an unknown outcome reuses its
 * key, so the server answers it with the rows it already committed instead of
 * adding the new rows twice. A save still waiting when the page finds itself offline (a link that died without a
 * word, which the browser would wait on for minutes) is given up, as one that could not reach the server: the table
 * keeps it and sends it again once the connection returns.
 */
export function saveLineupList(body: ListSaveBody): Promise<ListSaveResult> {
  return keyed(body.terminal_id, body, async (saveId) => {
    const offline = abortedWhenOffline();
    try {
      return await api("/lineups/list", {
        method: "POST",
        body: { ...body, save_id: saveId },
        silent: true,
        signal: offline.signal,
      });
    } finally {
      offline.stop();
    }
  });
}

/**
 * The table save: the grid puts the answer's rows in place, and the terminal's live room brings the rest (no re-read).
 */
export function useSaveLineupList() {
  // Sent even when the browser says offline: the table keeps the changes and saves them when the connection returns
  // (use-table-save), rather than a paused request spinning with no word.
  return useMutation({ mutationFn: saveLineupList, networkMode: "always" });
}
