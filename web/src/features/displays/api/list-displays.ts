import { useQuery } from "@tanstack/react-query";
import { api } from "@/api/client";

export interface DisplayRecord {
  id: number;
  name: string;
  rotate_seconds: number;
  created_at: string;
  revoked_at: string | null;
  portos: { id: number; name: string }[];
}

/** GET /displays: every wall display, newest first (not paged: there are few). */
export async function listDisplays(): Promise<DisplayRecord[]> {
  const res = await api("/displays");
  return res.data;
}

/** The wall displays, cached under "displays" (useDelete refreshes that key). */
export function useDisplays() {
  return useQuery({ queryKey: ["displays"], queryFn: listDisplays });
}

declare module "@/api/operations" {
  interface KnownAnswers {
    "GET /displays": { data: DisplayRecord[] };
  }
}
