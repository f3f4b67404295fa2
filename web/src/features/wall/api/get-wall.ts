import { useQuery } from "@tanstack/react-query";
import type { Wall } from "@lineup/shared/wire/displays";
import { ApiError, api } from "@/api/client";

/** What a wall display shows: its ports, each with its time zone (its "Not updated today" is its own day). */
export type WallInfo = Wall;

/** GET /wall?token= (public, by display token); a revoked token answers 401. */
export async function getWall(token: string): Promise<WallInfo> {
  return api("/wall", { query: { token }, auth: false, silent: true });
}

/** The display's ports and terminals, rechecked every minute (a revoked token shows at once on the wall). */
export function useWall(token: string) {
  return useQuery({
    queryKey: ["wall", token],
    queryFn: () => getWall(token),
    refetchInterval: 60_000,
    retry: (count, error) => !(error instanceof ApiError && error.status === 401) && count < 1000,
    retryDelay: (n) => Math.min(10_000, 1000 * 2 ** n),
  });
}

/** Whether the display token is revoked or unknown: the live room's 4401 asks this. */
export async function wallTokenValid(token: string): Promise<boolean> {
  try {
    await getWall(token);
    return true;
  } catch (e) {
    return !(e instanceof ApiError && e.status === 401);
  }
}
