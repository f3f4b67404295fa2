import { can, isClient } from "@lineup/shared";
import { useSnapshot } from "valtio";
import { currentUser, session } from "@/state/session";

/** What the signed-in user may do on the board. */
export interface BoardAccess {
  /** A client: no port chosen at first, and the staff-only filters and columns left out. */
  client: boolean;
  canExport: boolean;
  canCreate: boolean;
  /** Marking a port's line-up updated (the policy's `portMarks`; the board's `editable` says whose port). */
  canMarkPorts: boolean;
}

/** The signed-in user's rights on the board, from the shared policy. */
export function useBoardAccess(): BoardAccess {
  const user = currentUser(useSnapshot(session));
  return {
    client: user ? isClient(user) : false,
    canExport: can(user, "export", "lineups"),
    canCreate: can(user, "create", "lineups"),
    canMarkPorts: can(user, "update", "portMarks"),
  };
}
