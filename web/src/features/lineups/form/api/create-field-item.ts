import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "@/api/client";
import type { AgencyOption, CommOption, DestinationOption, NamedOption, VesselOption } from "./get-lineup-options";

/** What each quick-create posts, and what the server answers (server/src/fields, server/src/comms). */
export interface QuickCreateKinds {
  agencias: { body: { name: string }; result: AgencyOption };
  navios: { body: { name: string; imo: string | null }; result: VesselOption };
  afretadores: { body: { name: string }; result: NamedOption };
  lineups_portos: { body: { name: string; pais: string }; result: DestinationOption };
  recebedores: { body: { name: string }; result: NamedOption };
  cargas: { body: { name: string; synonym: string; tipo_id: number; terminal_id?: number }; result: CommOption };
}
export type QuickCreateKind = keyof QuickCreateKinds;

/** POST /agencias, /navios, /afretadores, /lineups_portos, /recebedores or /cargas; answers the created item. */
export function createFieldItem<K extends QuickCreateKind>(
  kind: K,
  body: QuickCreateKinds[K]["body"],
): Promise<QuickCreateKinds[K]["result"]> {
  return apiRequest<QuickCreateKinds[K]["result"]>(`/${kind}`, { body });
}

/** The quick-create mutation of one kind. */
export function useCreateFieldItem<K extends QuickCreateKind>(kind: K) {
  return useMutation({ mutationFn: (body: QuickCreateKinds[K]["body"]) => createFieldItem(kind, body) });
}
