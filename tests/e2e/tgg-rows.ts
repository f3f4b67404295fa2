/*
 * Line-up rows on the demo's Santos / TGG, saved through the API: shared by the browser tests and the soak run
 * (bench/soak). Nothing of Playwright in here, so any API client (a Playwright request, plain fetch) can make them.
 */

export interface Named {
  id: number;
  name: string;
}

export interface SavedRow {
  id: number;
  version: number;
}

/** What GET /lineups/parametros offers a line-up row (the parts the tests read). */
export interface LineupOptions {
  portos: (Named & { terminais: (Named & { bercos: Named[] })[] })[];
  cargas: (Named & { tipo_id: number })[];
  afretadores: Named[];
  recebedores: Named[];
  lineups_portos: (Named & { pais: string | null })[];
  agencias: Named[];
}

/** The API calls these helpers make, whoever makes them. */
export interface LineupApi {
  get<T>(path: string): Promise<T>;
  post<T>(path: string, data: unknown): Promise<T>;
}

/** Santos and its terminal TGG among the options, as the demo seeds them. */
export function santosTgg(o: LineupOptions) {
  const santos = o.portos.find((p) => p.name === "Santos");
  const tgg = santos?.terminais.find((t) => t.name === "TGG");
  if (!santos || !tgg) throw new Error("seeded Santos / TGG missing");
  return { santos, tgg };
}

/** The option named `name`, which the demo seeds. */
export function byName<T extends Named>(list: T[], name: string): T {
  const found = list.find((x) => x.name === name);
  if (!found) throw new Error(`${name} missing`);
  return found;
}

/** The comms a user follows (the demo client's decide what a client is shown), as ids. */
export const followedBy = async (user: Pick<LineupApi, "get">) =>
  new Set((await user.get<{ cargas: Named[] }>("/me")).cargas.map((c) => c.id));

/** Who and what a new row is about. */
export interface RowParties {
  comm?: Named;
  charterer?: Named;
  receiver?: Named;
  destination?: Named;
}

/** The first bulk comm (type 1) that `takes` accepts, and the `i`-th charterer, receiver and destination. */
export const partiesAt = (o: LineupOptions, i: number, takes = (_comm: Named) => true): RowParties => ({
  comm: o.cargas.find((c) => c.tipo_id === 1 && takes(c)),
  charterer: o.afretadores[i],
  receiver: o.recebedores[i],
  destination: o.lineups_portos[i],
});

/**
 * One Waiting row of a new vessel (named `prefix` and the time) on Santos / TGG, saved through `api`, for the
 * parties `choose` picks among the options (by default the first of each).
 */
export async function saveTggRow(
  api: LineupApi,
  prefix: string,
  { choose = (o: LineupOptions) => partiesAt(o, 0), qty = "1000", eta = "2031-05-01" } = {},
) {
  const o = await api.get<LineupOptions>("/lineups/parametros");
  const { santos, tgg } = santosTgg(o);
  const { comm, charterer, receiver, destination } = choose(o);
  if (!comm || !charterer || !receiver || !destination) throw new Error("seed data missing");
  const vessel = await api.post<Named>("/navios", { name: `${prefix} ${Date.now()}` });
  const saved = await api.post<{ lineups: SavedRow[] }>("/lineups/list", {
    terminal_id: tgg.id,
    list: [
      {
        carga_tipo_id: 1,
        status: "Waiting",
        navio_id: vessel.id,
        carga_id: comm.id,
        afretador_id: charterer.id,
        recebedor_id: receiver.id,
        destination_porto: destination.id,
        qty,
        eta,
      },
    ],
    deleted_lines: [],
  });
  const row = saved.lineups[0];
  if (!row) throw new Error("row not saved");
  return { santos, tgg, vessel, row };
}

/**
 * A whole row's fields, every one a seeded name (WHEAT for Bunge to Raízen via Jeddah, agency Williams): the caller
 * adds the status and the vessel.
 */
export const seededFields = (o: LineupOptions) => ({
  carga_tipo_id: 1,
  carga_id: byName(o.cargas, "WHEAT").id,
  afretador_id: byName(o.afretadores, "Bunge").id,
  recebedor_id: byName(o.recebedores, "Raízen").id,
  destination_porto: byName(o.lineups_portos, "Jeddah").id,
  agencia_id: byName(o.agencias, "Williams").id,
  qty: "1000",
  eta: "2031-03-01",
  etb: "2031-03-05",
});
