import type { CreatedDisplay } from "@lineup/shared/wire/displays";
import { api } from "@/api/client";
import { useRefreshingMutation } from "@/shared/api/use-refreshing-mutation";

export interface DisplayInput {
  name: string;
  porto_ids: number[];
  rotate_seconds: number;
}

/** The display made; its token is its only credential (the server keeps just its hash), so it is shown once. */
export type { CreatedDisplay };

/** POST /displays. */
export async function createDisplay(input: DisplayInput): Promise<CreatedDisplay> {
  return api("/displays", { method: "POST", body: input });
}

/** Creates a display and refreshes the list. */
export function useCreateDisplay() {
  return useRefreshingMutation(createDisplay, [{ queryKey: ["displays"] }]);
}
