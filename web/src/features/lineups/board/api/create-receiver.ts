import type { QueryClient } from "@tanstack/react-query";
import { ApiError, api } from "@/api/client";
import { BOARD_OPTIONS_KEY, type BoardOptions, type NamedOption } from "./get-board-options";

/**
 * POST /recebedores from the board's receiver cell (the form's quick-create, without its modal). A name the server
 * refuses as a near-duplicate of a listed receiver is that receiver: "CARGILL S.A." typed, Cargill chosen.
 */
export async function postReceiver(name: string): Promise<NamedOption> {
  try {
    return await api("/recebedores", { method: "POST", body: { name }, silent: true });
  } catch (error) {
    if (error instanceof ApiError && error.body.similar) return error.body.similar;
    throw error;
  }
}

/**
 * Puts a created receiver into the board's option lists at once, and has every line-up option list (the form's too)
 * read again.
 */
export function rememberReceiver(queryClient: QueryClient, item: NamedOption): void {
  queryClient.setQueryData<BoardOptions>(BOARD_OPTIONS_KEY, (old) =>
    old && !old.recebedores.some((r) => r.id === item.id) ? { ...old, recebedores: [...old.recebedores, item] } : old,
  );
  void queryClient.invalidateQueries({ queryKey: BOARD_OPTIONS_KEY.slice(0, 2) });
}

/** Why a creation failed, in words for the person who typed the name. */
export function creationProblem(error: unknown, noun: string): string {
  if (!(error instanceof ApiError)) return `The ${noun} could not be created. Try again.`;
  if (error.status === 0)
    return `The ${noun} could not be created: the server could not be reached. Your text is kept; try again.`;
  if (error.status === 403) return `You may not create a ${noun}. Ask an administrator to add it.`;
  const named = error.body.errors?.name?.[0];
  if (named) return named;
  return error.body.message ?? `The ${noun} could not be created. Try again.`;
}
