import { useEffect, useRef, useState } from "react";
import { refreshAccessToken } from "@/api/client";
import { useReportRoom } from "./connectivity";
import { openTerminalRoom, type LiveStatus, type Peer, type RowsChange, type TerminalRoom } from "./terminal-room";

/** Options of `useTerminalRoom`. */
export interface UseTerminalRoomOptions {
  /** Token to connect with (the user's access token or a display token). */
  token: string | null;
  onRowsChanged?: (change: RowsChange) => void;
  /** The room's `meta` (terminal facts), on connection and on every change. */
  onMetaChanged?: (meta: Record<string, unknown>) => void;
  /** The local editor, shown to others; omit for read-only views. */
  editing?: { user: { id: number; name: string; color: string } };
  /**
   * In place of a token that no longer works: a new token, or null to stop (default: the session's refresh flow, shared
   * by all tabs).
   */
  refreshToken?: (expired: string) => Promise<string | null>;
}

/** A terminal's live room for React: status, stale-since time, meta, peers and the local editing cell. */
export function useTerminalRoom(
  terminalId: number | null,
  { token, onRowsChanged, onMetaChanged, editing, refreshToken }: UseTerminalRoomOptions,
) {
  const [status, setStatus] = useState<LiveStatus>("connecting");
  const [offlineSince, setOfflineSince] = useState<Date | null>(null);
  const [meta, setMeta] = useState<Record<string, unknown>>({});
  const [peers, setPeers] = useState<Peer[]>([]);
  const room = useRef<TerminalRoom | null>(null);
  // Callbacks and tokens change on every render; the socket must not reconnect for that.
  const latest = useRef({ token, onRowsChanged, onMetaChanged, refreshToken });
  latest.current = { token, onRowsChanged, onMetaChanged, refreshToken };
  const user = editing?.user;
  const userKey = user ? `${user.id}|${user.name}|${user.color}` : "";
  const hasToken = token !== null;

  useEffect(() => {
    if (terminalId === null || !hasToken) return;
    const r = openTerminalRoom(terminalId, {
      token: () => latest.current.token ?? "",
      refreshToken: async (expired) => {
        const t = await (latest.current.refreshToken ?? refreshAccessToken)(expired);
        if (t) latest.current.token = t;
        return t;
      },
      onState: (s) => {
        setStatus(s.status);
        setOfflineSince(s.offlineSince);
      },
      onRows: (c) => latest.current.onRowsChanged?.(c),
      onMeta: (m) => {
        setMeta(m);
        latest.current.onMetaChanged?.(m);
      },
      onPeers: setPeers,
      user: userKey ? parseUser(userKey) : undefined,
    });
    room.current = r;
    return () => {
      r.close();
      room.current = null;
    };
  }, [terminalId, hasToken, userKey]);

  useReportRoom(terminalId === null || !hasToken ? "connecting" : status);

  /** Tells others which cell this user is on (null when none) and whether an editor is open on it. */
  const setEditing = (rowId: number | null, field?: string, open?: boolean) =>
    room.current?.setEditing(rowId, field, open);

  return { status, offlineSince, meta, peers, setEditing };
}

const parseUser = (key: string) => {
  const [id = "0", name = "", color = ""] = key.split("|");
  return { id: Number(id), name, color };
};
