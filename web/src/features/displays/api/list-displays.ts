import { useQuery } from "@tanstack/react-query";
import type { Display } from "@lineup/shared/wire/displays";
import { api } from "@/api/client";

/** A wall display as the routes describe it. */
export type DisplayRecord = Display;

/** GET /displays: every wall display, newest first (not paged: there are few). */
export async function listDisplays(): Promise<DisplayRecord[]> {
  const res = await api("/displays");
  return res.data;
}

/** The wall displays, cached under "displays" (useDelete refreshes that key). */
export function useDisplays() {
  return useQuery({ queryKey: ["displays"], queryFn: listDisplays });
}
