import type { WebSocket } from "ws";
import { presenceColor } from "@lineup/shared";
import type { Principal } from "./principal";
import type { Room, RoomConnection } from "./room";
import type { LiveTerminal } from "./terminal";

/** Longest token read from the query string or a renewal: longer ones are refused without being parsed. */
export const MAX_TOKEN_LENGTH = 4096;

/** One open live socket: its terminal, who it is for and under which token, and its room once joined. */
export interface Session {
  socket: WebSocket & { alive?: boolean };
  terminal: LiveTerminal;
  token: string;
  principal: Principal;
  /** Set once the terminal is loaded and the socket joined its projection's room. */
  room?: Room;
  conn: RoomConnection;
  expiry?: NodeJS.Timeout;
  /** Oversized awareness messages received so far. */
  strikes: number;
  /** When the socket was last sent anything (ms), for the heartbeat. */
  sentAt: number;
  /** Token renewals received: only the latest one's answer is applied. */
  renewals?: number;
}

/** The user a connection's awareness is stamped with. */
export const presenceUser = (p: Principal) => ({ id: p.id, name: p.name, color: presenceColor(p.id) });

/** Closes a session's socket (once: a socket already closing is left alone). */
export function closeSession(s: Session, code: number, reason: string): void {
  if (s.socket.readyState === s.socket.OPEN || s.socket.readyState === s.socket.CONNECTING)
    s.socket.close(code, reason);
}
