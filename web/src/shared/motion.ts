/** Whether the person asked their system for less motion (then the app's animations take no time). */
export const prefersReducedMotion = () =>
  typeof window !== "undefined" && window.matchMedia?.("(prefers-reduced-motion: reduce)").matches === true;

/** Ease in and out: slow start, fast middle, slow end (t from 0 to 1). */
const easeInOut = (t: number) => (t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2);

/** Where an animated scroll from `from` to `to` lasting `duration` ms is after `elapsed` ms. */
export function scrollStep(from: number, to: number, elapsed: number, duration: number): number {
  if (duration <= 0 || elapsed >= duration) return to;
  return Math.round(from + (to - from) * easeInOut(Math.max(0, elapsed) / duration));
}

/**
 * Scrolls the window to `top` over `duration` ms (at once with reduced motion).
 * The person's own wheel, touch or key stops it, so it never fights them, and so does Back or Forward (the page
 * gone back to keeps its own place).
 * Returns a function that stops it.
 */
export function scrollWindowTo(top: number, duration: number): () => void {
  const from = window.scrollY;
  if (from === top) return () => {};
  if (duration <= 0 || prefersReducedMotion()) {
    window.scrollTo({ top, behavior: "instant" });
    return () => {};
  }
  const start = performance.now();
  let frame = 0;
  const stop = () => {
    cancelAnimationFrame(frame);
    for (const type of STOPPERS) window.removeEventListener(type, stop);
  };
  const step = (now: number) => {
    window.scrollTo({ top: scrollStep(from, top, now - start, duration), behavior: "instant" });
    if (now - start < duration) frame = requestAnimationFrame(step);
    else stop();
  };
  for (const type of STOPPERS) window.addEventListener(type, stop, { passive: true });
  frame = requestAnimationFrame(step);
  return stop;
}

/** What a person does to scroll the page themselves: a scroll made for them gives way to it. */
export const OWN_SCROLL_EVENTS = ["wheel", "touchstart", "keydown"] as const;

const STOPPERS = [...OWN_SCROLL_EVENTS, "popstate"] as const;
