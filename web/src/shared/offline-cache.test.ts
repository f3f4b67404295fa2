import { describe, expect, it } from "vitest";
import { connectivity } from "./live/connectivity";
import { CACHED_AT_HEADER, noteAnswer } from "./offline-cache";

const kept = (at: string) => new Response("{}", { headers: { [CACHED_AT_HEADER]: at } });

describe("answers kept by the service worker", () => {
  it("make the page offline since the oldest was fetched, until the server answers again", () => {
    expect(connectivity().offline).toBe(false);
    noteAnswer(kept("2026-11-25T18:40:00.000Z"));
    expect(connectivity()).toMatchObject({ offline: true, since: new Date("2026-11-25T18:40:00.000Z") });
    // A newer kept answer does not hide an older one on the same page.
    noteAnswer(kept("2026-11-26T07:00:00.000Z"));
    expect(connectivity().since).toEqual(new Date("2026-11-25T18:40:00.000Z"));
    noteAnswer(kept("not a date"));
    expect(connectivity().since).toEqual(new Date("2026-11-25T18:40:00.000Z"));
    noteAnswer(new Response("{}"));
    expect(connectivity()).toMatchObject({ offline: false, since: null });
  });
});
