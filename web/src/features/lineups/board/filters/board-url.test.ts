import { DEFAULT_CARGO_TYPE_ID, DEFAULT_STATUS_FILTER } from "@lineup/shared";
import { describe, expect, it } from "vitest";
import { defaultFilters, filtersFromSearch, searchFromFilters, withOfferedType } from "./board-url";

describe("the board's filters in the page address", () => {
  it("a plain board has a plain address, and an empty address gives the default filters", () => {
    expect(searchFromFilters(defaultFilters()).toString()).toBe("");
    expect(filtersFromSearch(new URLSearchParams(""))).toEqual(defaultFilters());
  });

  it("every filter goes to the address and comes back the same", () => {
    const filters = {
      ...defaultFilters(3),
      porto_id: [2, 5],
      status: ["Waiting" as const, "POB hh:mm lt" as const],
      carga_id: [7],
      afretador_id: [1, 4],
      recebedor_id: [9],
      destination_port: 12,
      periodo_inicio: "2031-03-01",
      periodo_fim: "2031-04-30",
      is_agency_client: true,
    };
    const search = searchFromFilters(filters);
    expect(search.toString()).toBe(
      "type=3&port=2&port=5&comm=7&charterer=1&charterer=4&receiver=9&status=Waiting&status=POB+hh%3Amm+lt&" +
        "disport=12&from=2031-03-01&to=2031-04-30&agency_vessels=1",
    );
    expect(filtersFromSearch(new URLSearchParams(search.toString()))).toEqual(filters);
  });

  it("every status (none chosen) is kept apart from the default, which hides Sailed", () => {
    const all = { ...defaultFilters(), status: [] };
    expect(searchFromFilters(all).toString()).toBe("status=");
    expect(filtersFromSearch(new URLSearchParams("status=")).status).toEqual([]);
    // The default statuses in another order are still the default.
    expect(searchFromFilters({ ...defaultFilters(), status: [...DEFAULT_STATUS_FILTER].reverse() }).toString()).toBe(
      "",
    );
  });

  it("a hand-edited link with nonsense opens the board with what makes sense", () => {
    const f = filtersFromSearch(
      new URLSearchParams(
        "type=abc&port=1&port=x&port=-3&status=Sunk&status=Sailed&from=yesterday&to=2031-01-02&disport=0",
      ),
    );
    expect(f.carga_tipo_id).toBe(DEFAULT_CARGO_TYPE_ID);
    expect(f.porto_id).toEqual([1]);
    expect(f.status).toEqual(["Sailed"]);
    expect(f.periodo_inicio).toBeNull();
    expect(f.periodo_fim).toBe("2031-01-02");
    expect(f.destination_port).toBeNull();
  });

  it(
    "a client's address keeps no staff-only filter: a stale Disport, " +
      "receiver or agency-vessels link still opens its board",
    () => {
      const search = new URLSearchParams("port=3&disport=12&receiver=9&agency_vessels=1&charterer=4");
      const client = filtersFromSearch(search, { client: true });
      expect(client).toEqual({ ...defaultFilters(), porto_id: [3], afretador_id: [4] });
      // Written back, the address loses them too.
      expect(searchFromFilters(client).toString()).toBe("port=3&charterer=4");
      // Staff keep them.
      expect(filtersFromSearch(search)).toMatchObject({
        destination_port: 12,
        recebedor_id: [9],
        is_agency_client: true,
      });
    },
  );

  it("a cargo type the user is not offered opens the first one offered; the list loading or empty leaves it", () => {
    const onType = (id: number) => ({ ...defaultFilters(), carga_tipo_id: id });
    expect(withOfferedType(onType(1), [{ id: 3 }, { id: 4 }])).toEqual(onType(3));
    expect(withOfferedType(onType(4), [{ id: 3 }, { id: 4 }])).toEqual(onType(4));
    expect(withOfferedType(onType(1), undefined)).toEqual(onType(1));
    expect(withOfferedType(onType(1), [])).toEqual(onType(1));
  });
});
