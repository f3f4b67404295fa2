import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { can, isClient } from "@lineup/shared";
import { userFromToken } from "../auth/plugin";
import type { AccessClaims } from "../auth/tokens";
import { terminais } from "../db/schema";
import { displayFromToken } from "../displays/tokens";
import { lineupScope, type LineupScope } from "../lineups/scope";

/** Who is on a live socket, what they see, and whether they may show presence. */
export interface Principal {
  kind: "user" | "display";
  id: number;
  name: string;
  /** Clients and displays receive the client projection of rows. */
  client: boolean;
  /** Comms the rows are limited to (clients, sub-agents). */
  commIds?: number[];
  /** Only editors are shown to others. */
  canEdit: boolean;
  /** When the credential stops being valid (ms since epoch), if it expires. */
  expiresAt?: number;
}

export type AccessResult = { ok: true; principal: Principal } | { ok: false; code: 4401 | 4403; reason: string };

/**
 * Authenticates a live socket's token for one terminal: a user's access token
 * (scoped like the REST board) or a display token (read-only, its ports).
 * Re-run when the user's or display's access changes (and by a slow safety-net
 * sweep), so a disabled user or a lost port closes the socket.
 */
export async function authorizeTerminal(
  app: FastifyInstance,
  token: string | undefined,
  terminalId: number,
): Promise<AccessResult> {
  if (!token) return { ok: false, code: 4401, reason: "missing token" };
  const [terminal] = await app.db
    .select({ id: terminais.id, porto_id: terminais.porto_id })
    .from(terminais)
    .where(eq(terminais.id, terminalId));

  const display = await displayFromToken(app.db, token);
  if (display) {
    if (!terminal || !display.portIds.includes(terminal.porto_id))
      return { ok: false, code: 4403, reason: "terminal outside the display's ports" };
    return {
      ok: true,
      principal: { kind: "display", id: display.id, name: display.name, client: true, canEdit: false },
    };
  }

  const user = await userFromToken(app, token);
  if (!user) return { ok: false, code: 4401, reason: "invalid or expired token" };
  const scope: LineupScope = await lineupScope(app.db, user);
  if (!terminal || !can(user, "view", "lineups") || (scope.portIds && !scope.portIds.includes(terminal.porto_id))) {
    return { ok: false, code: 4403, reason: "terminal outside the user's ports" };
  }
  const claims = app.jwt.decode<AccessClaims & { exp?: number }>(token);
  const canEdit =
    can(user, "update", "lineups") && (!scope.editPortIds || scope.editPortIds.includes(terminal.porto_id));
  return {
    ok: true,
    principal: {
      kind: "user",
      id: user.id,
      name: user.name,
      client: isClient(user),
      commIds: scope.commIds,
      canEdit,
      expiresAt: claims?.exp ? claims.exp * 1000 : undefined,
    },
  };
}
