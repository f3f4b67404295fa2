import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/api/client";
import { BOARD_KEY } from "./get-board";
import type { ListSaveBody, ListSaveResult } from "./types";

/** `POST /lineups/list`: one terminal's new, changed and deleted rows in one transaction. Errors are the caller's to show. */
export async function saveLineupList(body: ListSaveBody): Promise<ListSaveResult> {
  return apiRequest<ListSaveResult>("/lineups/list", { body, silent: true });
}

/** The table save; a success refreshes the board. */
export function useSaveLineupList() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveLineupList,
    onSuccess: () => client.invalidateQueries({ queryKey: BOARD_KEY }),
  });
}
