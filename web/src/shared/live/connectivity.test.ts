import { afterEach, describe, expect, it, vi } from "vitest";
import { abortedWhenOffline } from "./connectivity";

afterEach(() => vi.useRealTimers());

describe("a request given up when the page cannot reach the server", () => {
  it("is given up after its time limit when no answer came, and never once it has ended", () => {
    vi.useFakeTimers();
    const waiting = abortedWhenOffline(30_000);
    vi.advanceTimersByTime(29_999);
    expect(waiting.signal.aborted).toBe(false);
    vi.advanceTimersByTime(1);
    expect(waiting.signal.aborted).toBe(true);
    waiting.stop();

    const answered = abortedWhenOffline(30_000);
    answered.stop();
    vi.advanceTimersByTime(60_000);
    expect(answered.signal.aborted).toBe(false);
  });

  it("has no time limit unless one is given", () => {
    vi.useFakeTimers();
    const waiting = abortedWhenOffline();
    vi.advanceTimersByTime(3_600_000);
    expect(waiting.signal.aborted).toBe(false);
    waiting.stop();
  });
});
