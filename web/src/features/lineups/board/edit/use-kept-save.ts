import { useEffect, useRef, useState } from "react";
import { answered } from "@/api/client";
import { useConnectivity, useReportWaiting } from "@/shared/live/connectivity";
import { notifyWarning } from "@/shared/notify";

/** Said at once on Save while the server is out of reach. */
export const KEPT_FOR_CONNECTION =
  "You are offline: your changes are kept and will be saved when the connection returns.";

/**
 * First wait before sending a kept save again once online (ms); it doubles while the server stays unreachable, up to a
 * minute.
 */
const RETRY_MS = 1_000;
const MAX_RETRY_MS = 60_000;

/**
 * Whether a failed save never reached the server: no answer at all (the client's status 0), or a proxy's word that
 * the server is down.
 */
export const unreachable = (error: unknown) => !answered(error) || [502, 503, 504].includes(error.status);

/**
 * A table's save kept while the server is out of reach: `keep` says so at once (not when it was sent again by
 * itself) and shows the terminal in the page's offline banner; once the page is online again, `send` runs with
 * `auto` set, and keeps it again if the server still cannot be reached. The save carries its `save_id` key
 * (save-lineup-list), so a save whose answer was lost is not committed twice.
 */
export function useKeptSave(terminalName: string, send: (auto: boolean) => void) {
  const [kept, setKept] = useState(false);
  const failures = useRef(0);
  const latest = useRef(send);
  latest.current = send;
  const { offline } = useConnectivity();
  useReportWaiting(terminalName, kept);

  useEffect(() => {
    if (!kept || offline) return;
    const id = setTimeout(
      () => {
        setKept(false);
        latest.current(true);
      },
      Math.min(MAX_RETRY_MS, RETRY_MS * 2 ** failures.current),
    );
    return () => clearTimeout(id);
  }, [kept, offline]);

  return {
    kept,
    keep(auto: boolean) {
      failures.current = auto ? failures.current + 1 : 0;
      setKept(true);
      if (!auto) notifyWarning(KEPT_FOR_CONNECTION);
    },
    saved() {
      failures.current = 0;
      setKept(false);
    },
  };
}
