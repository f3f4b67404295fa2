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
 * Counts up from 0 to `last`, a step every other frame once `ready` is true: a big
 * table's grid is built (columns, header) in one frame and fills its rows in the
 * next ones, several short tasks instead of one long one. Every other frame, as AG
 * Grid draws the rows it is given in the frame after: one step a frame would often
 * draw two steps' rows in one.
 */
export function useFrameSteps(ready: boolean, last: number): number {
  const [count, setCount] = useState(0);
  useEffect(() => {
    if (!ready || count >= last) return;
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => setCount((c) => c + 1));
    });
    return () => cancelAnimationFrame(frame);
  }, [ready, count, last]);
  return ready ? count : 0;
}
