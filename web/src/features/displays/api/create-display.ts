import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/api/client";

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
  return apiRequest<CreatedDisplay>("/displays", { method: "POST", body: input });
}

/** Creates a display and refreshes the list. */
export function useCreateDisplay() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDisplay,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["displays"] }),
  });
}
