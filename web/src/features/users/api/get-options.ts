import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/api/client";
import type { Page } from "@/shared/list/use-paged-list";

interface Named {
  id: number;
  name: string;
}

/** Ports and comms an admin can assign to a user (GET /portos and GET /cargas). */
export function useAssignmentOptions() {
  return useQuery({
    queryKey: ["users", "options"],
    queryFn: async () => {
      const [ports, comms] = await Promise.all([
        apiRequest<Page<Named>>("/portos", { query: { per_page: 100 } }),
        apiRequest<Page<Named>>("/cargas", { query: { per_page: 100 } }),
      ]);
      const toOption = (r: Named) => ({ value: String(r.id), label: r.name });
      return { ports: ports.data.map(toOption), comms: comms.data.map(toOption) };
    },
  });
}
