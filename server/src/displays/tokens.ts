import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "../db/client";
import { displayPortos, displays } from "../db/schema";
import { sha256 } from "../auth/tokens";

/** Display tokens are long random strings with a recognisable prefix; only their hash is stored. */
export const DISPLAY_TOKEN_PREFIX = "dsp_";

export interface DisplayPrincipal {
  id: number;
  name: string;
  portIds: number[];
  rotateSeconds: number;
}

/** The live display a token belongs to, or undefined when unknown or revoked. */
export async function displayFromToken(db: Db, token: string): Promise<DisplayPrincipal | undefined> {
  if (!token.startsWith(DISPLAY_TOKEN_PREFIX)) return undefined;
  const [row] = await db
    .select()
    .from(displays)
    .where(and(eq(displays.token_hash, sha256(token)), isNull(displays.revoked_at)))
    .limit(1);
  if (!row) return undefined;
  const ports = await db
    .select({ id: displayPortos.porto_id })
    .from(displayPortos)
    .where(eq(displayPortos.display_id, row.id));
  return { id: row.id, name: row.name, portIds: ports.map((p) => p.id), rotateSeconds: row.rotate_seconds };
}
