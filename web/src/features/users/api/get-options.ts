import { useQuery } from "@tanstack/react-query";
import { api } from "@/api/client";

/** Ports and comms an admin can assign to a user (GET /portos and GET /cargas). */
export function useAssignmentOptions() {
  return useQuery({
    queryKey: ["users", "options"],
    queryFn: async () => {
      const [ports, comms] = await Promise.all([
        api("/portos", { query: { per_page: 100 } }),
        api("/cargas", { query: { per_page: 100 } }),
      ]);
      const toOption = (r: { id: number; name: string }) => ({ value: String(r.id), label: r.name });
      return { ports: ports.data.map(toOption), comms: comms.data.map(toOption) };
    },
  });
}
