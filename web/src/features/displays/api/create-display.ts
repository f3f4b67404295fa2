import { api } from "@/api/client";
import { useRefreshingMutation } from "@/shared/api/use-refreshing-mutation";

export interface DisplayInput {
  name: string;
  porto_ids: number[];
  rotate_seconds: number;
}

export interface CreatedDisplay {
  id: number;
  name: string;
  /** The display's only credential: the server keeps just its hash, so it is shown once. */
  token: string;
  url: string;
}

/** POST /displays. */
export async function createDisplay(input: DisplayInput): Promise<CreatedDisplay> {
  return api("/displays", { method: "POST", body: input });
}

/** Creates a display and refreshes the list. */
export function useCreateDisplay() {
  return useRefreshingMutation(createDisplay, [{ queryKey: ["displays"] }]);
}

// The displays routes do not describe their answers yet.
declare module "@/api/operations" {
  interface KnownAnswers {
    "POST /displays": CreatedDisplay;
  }
}
