import { useMutation } from "@tanstack/react-query";
import { api } from "@/api/client";
import type { ApiAnswer } from "@/api/operations";

/** What each quick-create posts, and what the server answers (server/src/fields, server/src/comms). */
export interface QuickCreateKinds {
  agencias: { body: { name: string }; result: ApiAnswer<"/agencias", "POST"> };
  navios: { body: { name: string; imo: string | null }; result: ApiAnswer<"/navios", "POST"> };
  afretadores: { body: { name: string }; result: ApiAnswer<"/afretadores", "POST"> };
  lineups_portos: { body: { name: string; pais: string }; result: ApiAnswer<"/lineups_portos", "POST"> };
  recebedores: { body: { name: string }; result: ApiAnswer<"/recebedores", "POST"> };
  cargas: {
    body: { name: string; synonym: string; tipo_id: number; terminal_id?: number };
    result: ApiAnswer<"/cargas", "POST">;
  };
}
export type QuickCreateKind = keyof QuickCreateKinds;

/** POST /agencias, /navios, /afretadores, /lineups_portos, /recebedores or /cargas; answers the created item. */
export function createFieldItem<K extends QuickCreateKind>(
  kind: K,
  body: QuickCreateKinds[K]["body"],
): Promise<QuickCreateKinds[K]["result"]>;
// Checked against every kind at once (TypeScript cannot follow one generic kind through the call); the signature
// above names the answer of the kind given.
export function createFieldItem(kind: QuickCreateKind, body: QuickCreateKinds[QuickCreateKind]["body"]) {
  const path: `/${QuickCreateKind}` = `/${kind}`;
  return api(path, { method: "POST", body });
}

/** The quick-create mutation of one kind. */
export function useCreateFieldItem<K extends QuickCreateKind>(kind: K) {
  return useMutation({ mutationFn: (body: QuickCreateKinds[K]["body"]) => createFieldItem(kind, body) });
}
