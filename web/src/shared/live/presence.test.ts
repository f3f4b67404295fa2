import { describe, expect, it } from "vitest";
import { peoplePresent } from "./presence";
import type { Peer } from "./terminal-room";

const olga = { id: 3, name: "Olga Lima", color: "#862e9c" };
const ada = { id: 1, name: "Ada", color: "#c92a2a" };
const tab = (clientId: number, user: Peer["user"], editing: Peer["editing"]): Peer => ({ clientId, user, editing });

describe("peoplePresent", () => {
  it("shows one person once however many tabs they have", () => {
    const people = peoplePresent([tab(5, olga, null), tab(2, ada, null), tab(9, olga, null)]);
    expect(people.map((p) => [p.user.name, p.tabs])).toEqual([
      ["Ada", 1],
      ["Olga Lima", 2],
    ]);
  });

  it("puts a person on one cell: the tab with an open editor, else the latest move", () => {
    const viewing = { rowId: 1, field: "eta", open: false, at: 2_000 };
    const typing = { rowId: 4, field: "qty", open: true, at: 1_000 };
    expect(peoplePresent([tab(1, olga, viewing), tab(2, olga, typing)])[0]?.cell).toEqual(typing);
    const later = { rowId: 6, field: "status", open: false, at: 3_000 };
    expect(peoplePresent([tab(1, olga, later), tab(2, olga, viewing)])[0]?.cell).toEqual(later);
    expect(peoplePresent([tab(1, olga, null), tab(2, olga, viewing)])[0]?.cell).toEqual(viewing);
  });

  it("has no cell for someone on none", () => {
    expect(peoplePresent([tab(1, ada, null)])[0]?.cell).toBeNull();
  });
});
