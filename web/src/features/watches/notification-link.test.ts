import { describe, expect, it } from "vitest";
import { changedSinceIn, notificationLink } from "./notification-link";
import { notificationEntry as entry } from "./test-notification";

describe("notificationLink", () => {
  it("leads to the row on its board", () => {
    expect(notificationLink(entry(), false)).toBe("/lineups/listar?type=1&port=2&row=7");
  });

  it("shows the board as of the entry's instant when the row changed since, and just before a removal", () => {
    expect(notificationLink(entry(), true)).toBe(
      "/lineups/listar?type=1&port=2&row=7&as_of=2026-11-26T10%3A00%3A00.000Z",
    );
    expect(notificationLink(entry({ kind: "removed" }), false)).toContain("as_of=2026-11-26T09%3A59%3A59.000Z");
  });

  it("asks for every status for a sailed row, and leads a terminal's entry to its port", () => {
    expect(notificationLink(entry({ after: "Sailed" }), false)).toBe("/lineups/listar?type=1&port=2&status=&row=7");
    const clock = entry({ kind: "not_updated", lineup_id: null, carga_tipo_id: null, before: null, after: null });
    expect(notificationLink(clock, false)).toBe("/lineups/listar?port=2");
  });
});

describe("changedSinceIn", () => {
  it("is true when a newer entry is about the same row", () => {
    const older = entry();
    const newer = entry({ id: 2, at: "2026-11-26T11:00:00.000Z" });
    const other = entry({ id: 3, lineup_id: 8, at: "2026-11-26T12:00:00.000Z" });
    expect(changedSinceIn(older, [newer, older])).toBe(true);
    expect(changedSinceIn(newer, [newer, older, other])).toBe(false);
  });
});
