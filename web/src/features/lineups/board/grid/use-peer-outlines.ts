import { useId, useMemo } from "react";
import { peoplePresent } from "@/shared/live/presence";
import type { Peer } from "@/shared/live/terminal-room";
import { peerOutlineCss } from "../live/peer-outlines";

/**
 * The grid's presence scope (its wrapper's `data-presence-scope`, unique on the page) and the style sheet that
 * outlines the cells `peers` are on, in that scope.
 */
export function usePeerOutlines(peers: Peer[]) {
  const presenceScope = useId();
  const peerCss = useMemo(() => peerOutlineCss(presenceScope, peoplePresent(peers)), [presenceScope, peers]);
  return { presenceScope, peerCss };
}
