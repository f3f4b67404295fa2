import { inflateRawSync } from "node:zlib";
import { and, eq, isNotNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LINEUP_STATUSES, ROLE } from "@lineup/shared";
import { seedDemo } from "../src/db/seed";
import type { Db } from "../src/db/client";
import {
  afretadores,
  agencias,
  bercos,
  cargas,
  lineupCargasAfretadores,
  lineups,
  lineupsPortos,
  navios,
  terminais,
  terminalCargas,
} from "../src/db/schema";
import { zipEntries } from "../src/exports/zip-entries";
import { makeLineupRow, makePort } from "./factories";
import { bearer, createUser, multipart, startApp, type TestApp } from "./helpers";
import { texts, withoutLineIds, workbook } from "./sheets";
import { hostileName, prng } from "./unicode-categories";

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await startApp({ accessTokenTtlSeconds: 3600 });
  await seedDemo(t.app.db, t.app.config, () => {});
  token = (await createUser(t.app, ROLE.admin)).token;
}, 180_000);
afterAll(() => t.close());

const download = async (terminalId: number, typeId: number) => {
  const res = await t.app.inject({
    method: "POST",
    url: "/api/v1/lineups/download",
    headers: bearer(token),
    payload: { terminal_id: terminalId, carga_tipo_id: typeId, agencia: 1, status: [...LINEUP_STATUSES] },
  });
  expect(res.statusCode).toBe(200);
  return res.rawPayload;
};

/** Another terminal of the same port with the same berths, comms and remark: where a download is imported back. */
async function copyOf(db: Db, terminalId: number) {
  const [source] = await db.select().from(terminais).where(eq(terminais.id, terminalId));
  if (!source) throw new Error("no terminal");
  const { id: _, ...rest } = source;
  const [copy] = await db
    .insert(terminais)
    .values({ ...rest, name: `${source.name} (copy ${terminalId})` })
    .returning();
  if (!copy) throw new Error("no copy");
  const berths = await db.select({ name: bercos.name }).from(bercos).where(eq(bercos.terminal_id, terminalId));
  if (berths.length) await db.insert(bercos).values(berths.map((b) => ({ terminal_id: copy.id, name: b.name })));
  const comms = await db
    .select({ carga_id: terminalCargas.carga_id })
    .from(terminalCargas)
    .where(eq(terminalCargas.terminal_id, terminalId));
  if (comms.length)
    await db.insert(terminalCargas).values(comms.map((c) => ({ terminal_id: copy.id, carga_id: c.carga_id })));
  return copy.id;
}

const importInto = (terminalId: number, file: Buffer) => {
  const form = multipart({ terminal_id: String(terminalId) }, { file: { filename: "lineups.xlsx", data: file } });
  return t.app.inject({
    method: "POST",
    url: "/api/v1/lineups/importar",
    headers: { ...bearer(token), ...form.headers },
    payload: form.payload,
  });
};

/**
 * The rows of a terminal's download, imported into a copy of the terminal (its Line IDs name
 * another terminal's rows: added) and downloaded again; and imported back into the terminal itself.
 */
async function roundTrip(terminalId: number, typeId: number) {
  const first = await download(terminalId, typeId);
  const copy = await copyOf(t.app.db, terminalId);
  const imported = await importInto(copy, first);
  const rowsOf = async (file: Buffer) =>
    calls(withoutLineIds(texts((await workbook(file))[0] ?? expect.fail("no sheet"))));
  return {
    imported,
    back: await importInto(terminalId, first),
    before: await rowsOf(first),
    after: await rowsOf(await download(copy, typeId)),
  };
}

/**
 * A sheet's lines grouped into calls (a call with the split lines under it; a note; the remark), sorted:
 * the board orders notes among calls by when they were written, which an import into another terminal does not keep.
 */
function calls(lines: string[][]): string[] {
  const groups: string[][][] = [];
  for (const line of lines) {
    const isSplit = groups.length > 1 && !line[0] && !line[2];
    if (isSplit) groups.at(-1)?.push(line);
    else groups.push([line]);
  }
  return groups.map((g) => JSON.stringify(g)).sort();
}

/**
 * The demo seeds some Sailed rows with a TBI vessel, comm, charterer, agency or
 * destination, which every save refuses ("Please inform all fields"), so no
 * import can bring them back whatever their text: they are made Loading first.
 */
async function sailedRowsTheSaveRefuses(db: Db) {
  const tbi = async (table: typeof navios | typeof afretadores | typeof agencias | typeof cargas) =>
    new Set((await db.select({ id: table.id }).from(table).where(eq(table.name, "TBI"))).map((r) => r.id));
  const [vessels, charterers, agencies, comms] = await Promise.all([
    tbi(navios),
    tbi(afretadores),
    tbi(agencias),
    tbi(cargas),
  ]);
  const ports = new Set(
    (await db.select({ id: lineupsPortos.id }).from(lineupsPortos).where(eq(lineupsPortos.pais, "TBI"))).map(
      (r) => r.id,
    ),
  );
  const has = (set: Set<number>, id: number | null) => id === null || set.has(id);
  for (const row of await db.select().from(lineups).where(eq(lineups.status, "Sailed"))) {
    if (
      has(vessels, row.navio_id) ||
      has(charterers, row.afretador_id) ||
      has(agencies, row.agencia_id) ||
      has(comms, row.carga_id) ||
      has(ports, row.destination_porto)
    ) {
      await db.update(lineups).set({ status: "Loading" }).where(eq(lineups.id, row.id));
    }
  }
}

/** Every worksheet's XML of a file, inflated. */
const sheetXml = (file: Buffer) =>
  zipEntries(file, 1000, "too many")
    .entries.filter((e) => e.name.startsWith("xl/worksheets/"))
    .map((e) => inflateRawSync(file.subarray(e.dataStart, e.dataStart + e.compressedSize)).toString("utf8"));

/** What XML 1.0 refuses in a document: controls other than tab, LF, CR; surrogates; U+FFFE and U+FFFF. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const NOT_XML = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ud800-\udfff\ufffe\uffff]/u;

describe("the board exported and imported back gives the same rows (issue 19)", () => {
  it("over the demo data: every terminal and comm type", { timeout: 300_000 }, async () => {
    await sailedRowsTheSaveRefuses(t.app.db);
    const pairs = await t.app.db
      .selectDistinct({ terminal: lineups.terminal_id, type: lineups.carga_tipo_id })
      .from(lineups);
    expect(pairs.length).toBeGreaterThan(3);
    for (const { terminal, type } of pairs) {
      if (type === null) continue;
      const { imported, back, before, after } = await roundTrip(terminal, type);
      expect(imported.statusCode, `terminal ${terminal}, type ${type}: ${imported.body.slice(0, 300)}`).toBe(201);
      expect(after).toEqual(before);
      // Imported back where it came from, unchanged, it changes nothing and adds nothing (issue 23).
      const lines = imported.json<{ imported: number }>().imported;
      expect(back.statusCode, `back into terminal ${terminal}, type ${type}: ${back.body.slice(0, 300)}`).toBe(201);
      expect(back.json(), `back into terminal ${terminal}, type ${type}`).toMatchObject({
        imported: lines,
        added: 0,
        updated: 0,
        unchanged: lines,
        copied: 0,
      });
      expect(imported.json(), `into the copy of ${terminal}`).toMatchObject({
        added: lines,
        copied: lines,
        updated: 0,
      });
    }
  });

  it(
    "over generated names holding a character of every Unicode category the text rule allows",
    { timeout: 120_000 },
    async () => {
      const random = prng(19);
      const at = await makePort(t.app, hostileName("Port", random));
      const post = async (path: string, payload: Record<string, unknown>) => {
        const res = await t.app.inject({ method: "POST", url: `/api/v1/${path}`, headers: bearer(token), payload });
        expect(res.statusCode, `${path}: ${res.body}`).toBe(201);
        return res.json<{ id: number; name: string }>();
      };
      const rows = [];
      const vesselNames: string[] = [];
      for (let i = 0; i < 6; i++) {
        const vessel = await post("navios", { name: hostileName(`V${i}`, random) });
        const charterer = await post("afretadores", { name: hostileName(`C${i}`, random) });
        const receiver = await post("recebedores", { name: hostileName(`R${i}`, random) });
        const agency = await post("agencias", { name: hostileName(`A${i}`, random) });
        const destination = await post("lineups_portos", {
          name: hostileName(`D${i}`, random),
          pais: hostileName(`P${i}`, random),
        });
        // The names were stored as sent: nothing was dropped on the way in.
        expect(vessel.name).toMatch(/^V\d [^]+ V\d$/u);
        vesselNames.push(vessel.name);
        const [berth] = await t.app.db
          .insert(bercos)
          .values({ terminal_id: at.terminal.id, name: hostileName(`B${i}`, random) })
          .returning();
        rows.push(
          await makeLineupRow(t.app, at, {
            status: "Waiting",
            navio_id: vessel.id,
            berco_id: berth?.id,
            afretador_id: charterer.id,
            recebedor_id: receiver.id,
            agencia_id: agency.id,
            destination_porto: destination.id,
            qty: `${i + 1}000`,
          }),
        );
        await t.app.db.insert(lineupCargasAfretadores).values({
          lineup_id: rows[i]?.id ?? 0,
          carga_id: at.comm.id,
          qty: "10",
          afretador_id: charterer.id,
          recebedor_id: receiver.id,
        });
      }
      await makeLineupRow(t.app, at, {
        is_observacao: 1,
        observacao: `Note\twith a tab\nand a second line ${hostileName("N", random)}`,
      });
      const { imported, before, after } = await roundTrip(at.terminal.id, at.type.id);
      expect(imported.statusCode, imported.body.slice(0, 300)).toBe(201);
      expect(before.length).toBe(1 + 6 + 1);
      expect(after).toEqual(before);
      for (const name of vesselNames) expect(after.join("")).toContain(JSON.stringify(name).slice(1, -1));
    },
  );

  it("writes names stored before the rule with U+FFFD in place of what XML refuses, and imports them back to the same items", async () => {
    const at = await makePort(t.app);
    const [agency] = await t.app.db
      .insert(agencias)
      .values({ name: "Legacy\u0001\u000b agency \ufffe\ud800 \u{1ffff}" })
      .returning();
    const [parties] = await t.app.db
      .select()
      .from(lineups)
      .where(
        and(
          eq(lineups.is_observacao, 0),
          isNotNull(lineups.afretador_id),
          isNotNull(lineups.recebedor_id),
          isNotNull(lineups.destination_porto),
        ),
      );
    const { afretador_id, recebedor_id, destination_porto } = parties ?? expect.fail("no demo row");
    await makeLineupRow(t.app, at, {
      status: "Waiting",
      agencia_id: agency?.id,
      afretador_id,
      recebedor_id,
      destination_porto,
    });
    await makeLineupRow(t.app, at, { is_observacao: 1, observacao: "old\u0001note\r\nline two" });
    const file = await download(at.terminal.id, at.type.id);
    for (const xml of sheetXml(file)) expect(xml).not.toMatch(NOT_XML);
    const sheet = texts((await workbook(file))[0] ?? expect.fail("no sheet"));
    expect(sheet).toContainEqual(expect.arrayContaining(["Legacy\ufffd\ufffd agency \ufffd\ufffd \ufffd"]));
    expect(sheet.map((r) => r[0])).toContain("old\ufffdnote\nline two");
    const { imported } = await roundTrip(at.terminal.id, at.type.id);
    expect(imported.statusCode, imported.body.slice(0, 300)).toBe(201);
    const copies = await t.app.db
      .select({ agencia_id: lineups.agencia_id })
      .from(lineups)
      .where(and(eq(lineups.agencia_id, agency?.id ?? 0), eq(lineups.is_observacao, 0)));
    expect(copies.length).toBe(2);
  });
});
