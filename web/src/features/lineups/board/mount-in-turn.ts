import { useEffect, useState } from "react";

// Tables waiting to be built, one per animation frame.
const waiting: (() => void)[] = [];
let running = false;

function next() {
  const build = waiting.shift();
  build?.();
  if (waiting.length) requestAnimationFrame(next);
  else running = false;
}

/**
 * False on the first render, true a frame later, each caller in its turn: a
 * board of several terminals builds one grid per frame instead of all of them
 * (and the removal of the previous ones) in one long task that freezes the page.
 */
export function useMountInTurn(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let live = true;
    waiting.push(() => live && setReady(true));
    if (!running) {
      running = true;
      requestAnimationFrame(next);
    }
    return () => {
      live = false;
    };
  }, []);
  return ready;
}

/**
 * True a frame after `ready` turns true: a big table's grid is built (columns, header)
 * in one frame and fills its rows in the next, two shorter tasks instead of one long one.
 */
export function useFrameAfter(ready: boolean): boolean {
  const [after, setAfter] = useState(false);
  useEffect(() => {
    if (!ready) return;
    const frame = requestAnimationFrame(() => setAfter(true));
    return () => cancelAnimationFrame(frame);
  }, [ready]);
  return ready && after;
}
