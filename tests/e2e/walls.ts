import { expect, type APIRequestContext } from "./test";
import { apiAs } from "./helpers";
import { santosTgg, type LineupOptions } from "./tgg-rows";

/*
 * What the wall display tests set up through the API: the admin's headers, a seeded row to copy, a port of their
 * own and a wall of Santos.
 */

interface BoardRow {
  id: number;
  is_observacao: number;
  navio_id: number | null;
  carga_id: number | null;
  carga_tipo_id: number | null;
  afretador_id: number | null;
  recebedor_id: number | null;
  destination_porto: number | null;
  navio: { name: string } | null;
}
interface Board {
  portos: { id: number; name: string; terminais: { id: number; name: string; lineups: BoardRow[] }[] }[];
}

/** The admin's API headers (from a password login). */
export async function adminHeaders(request: APIRequestContext) {
  const res = await request.post("/api/v1/oauth/token", {
    data: { grant_type: "password", username: "admin@demo.local", password: "demo12345" },
  });
  expect(res.ok()).toBe(true);
  return { Authorization: `Bearer ${((await res.json()) as { access_token: string }).access_token}` };
}

/**
 * The first seeded line-up row with a vessel and a comm, its port and terminal, and its parties as the fields of a
 * new Waiting row.
 */
export async function seededRow(request: APIRequestContext, headers: Record<string, string>) {
  const board = (await (await request.get("/api/v1/lineups", { headers })).json()) as Board;
  const found = board.portos
    .flatMap((p) =>
      p.terminais.map((t) => ({
        port: p,
        terminal: t,
        row: t.lineups.find((r) => r.is_observacao === 0 && r.navio_id && r.carga_id),
      })),
    )
    .find((x) => x.row);
  if (!found?.row) throw new Error("no seeded line-up row");
  const { port, terminal, row } = found;
  const fields = {
    status: "Waiting",
    navio_id: row.navio_id,
    carga_id: row.carga_id,
    carga_tipo_id: row.carga_tipo_id,
    afretador_id: row.afretador_id,
    recebedor_id: row.recebedor_id,
    destination_porto: row.destination_porto,
  };
  return { port, terminal, row, fields };
}

/** A new port as POST /portos takes it: one terminal, handling `commId`, with one berth. */
export const onePortBody = (names: { port: string; terminal: string; berth: string }, commId: number | null) => ({
  name: names.port,
  max_draft: 12,
  bunker: "ALLOWED AT ANCHORAGE",
  ordem: 9,
  terminais: [
    {
      name: names.terminal,
      rate: 1000,
      av_dw_bw: 1,
      max_draft: 12,
      draft_berth: 30,
      loa: 250,
      cargas_ids: [commId],
      bercos: [{ name: names.berth }],
    },
  ],
});

/** Creates the port onePortBody describes; returns its id and its terminal's. */
export async function addPort(
  request: APIRequestContext,
  headers: Record<string, string>,
  ...body: Parameters<typeof onePortBody>
) {
  const port = await request.post("/api/v1/portos", { headers, data: onePortBody(...body) });
  expect(port.status(), await port.text()).toBe(201);
  const created = (await port.json()) as { id: number; terminais: { id: number }[] };
  return { portId: created.id, terminalId: created.terminais[0]?.id ?? 0 };
}

/** A wall display of Santos, made by the admin and named `name` and the time: its address, showing TGG. */
export async function santosWallUrl(request: APIRequestContext, name: string) {
  const admin = await apiAs(request, "admin@demo.local");
  const { santos, tgg } = santosTgg(await admin.get<LineupOptions>("/lineups/parametros"));
  const { token } = await admin.post<{ token: string }>("/displays", {
    name: `${name} ${Date.now()}`,
    porto_ids: [santos.id],
  });
  return `/wall/${token}?terminal=${tgg.id}&seconds=600`;
}

/**
 * A new port with one terminal holding `count` waiting rows (quantities 1001…), and a wall display of it: a wall whose
 * pages the test knows, and whose rows no other test changes.
 */
export async function wallOfRows(request: APIRequestContext, count: number) {
  const headers = await adminHeaders(request);
  const { fields } = await seededRow(request, headers);
  const portName = `Wall port ${Date.now()}`;
  const { portId, terminalId } = await addPort(
    request,
    headers,
    { port: portName, terminal: "Forty", berth: "F1" },
    fields.carga_id,
  );
  const list = Array.from({ length: count }, (_, i) => ({ ...fields, qty: 1001 + i }));
  const saved = await request.post("/api/v1/lineups/list", {
    headers,
    data: { terminal_id: terminalId, list, deleted_lines: [] },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
  const rows = ((await saved.json()) as { lineups: { id: number; version: number; qty: string }[] }).lineups;
  const display = await request.post("/api/v1/displays", {
    headers,
    data: { name: `Forty ${Date.now()}`, porto_ids: [portId] },
  });
  const { token } = (await display.json()) as { token: string };
  return { headers, fields, portName, terminalId, rows, token };
}
