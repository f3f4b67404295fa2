import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { ROLE } from "@lineup/shared";
import { lineups } from "../src/db/schema";
import { makeParties, makePort } from "./factories";
import { forgedArchives, forgeZip, payload, type Refusal } from "./forged-zips";
import { bearer, createUser, multipart, setUpApp } from "./helpers";

const given = setUpApp(
  async (t) => {
    // A sub-agent may import too (issue 19: "any staff user, sub-agents included, can send it"); the admin stands
    // for them all.
    const token = (await createUser(t.app, ROLE.admin)).token;
    await makeParties(t.app);
    const place = await makePort(t.app, "Santos");
    return { token, place };
  },
  { accessTokenTtlSeconds: 3600 },
);

const upload = async (data: Buffer) => {
  const { t, token, place } = given();
  const form = multipart({ terminal_id: String(place.terminal.id) }, { file: { filename: "lineups.xlsx", data } });
  const res = await t.app.inject({
    method: "POST",
    url: "/api/v1/lineups/importar",
    headers: { ...bearer(token), ...form.headers },
    payload: form.payload,
  });
  return {
    status: res.statusCode,
    body: res.json<{ message: string; imported?: number; errors?: Record<string, string[]> }>(),
  };
};

const MESSAGES: Record<Refusal, string> = {
  altered:
    "The spreadsheet could not be read: its parts do not match the file's table of contents (the file is damaged or was altered).",
  unreadable: "The spreadsheet could not be read.",
  "too large": "The spreadsheet is too large; import at most 5,000 rows at a time.",
  "too many parts": "The spreadsheet has more than 1,000 parts; it is not a line-up download.",
};

/** Inline-string cells, as a sheet without shared strings holds them. */
const cells = (r: number, values: string[]) =>
  `<row r="${r}">${values.map((v, i) => `<c r="${String.fromCharCode(65 + i)}${r}" t="inlineStr"><is><t>${v}</t></is></c>`).join("")}</row>`;

describe("POST /lineups/importar refuses archives that say one thing and hold another (issue 19)", () => {
  it(
    "refuses a sheet the directory calls stored and the local header deflates, before inflating it",
    { timeout: 60_000 },
    async () => {
      const { t, place } = given();
      const [attack] = forgedArchives(512 * 2 ** 20);
      if (!attack) throw new Error("no forgery");
      expect(attack.file.length).toBeLessThan(1_000_000);
      const started = performance.now();
      const res = await upload(attack.file);
      const took = performance.now() - started;
      expect(res.status).toBe(422);
      expect(res.body.message).toBe("The given data was invalid.");
      expect(res.body.errors).toEqual({ file: [MESSAGES.altered] });
      // Inflating the 512 MiB took tens of seconds before; the refusal reads headers only (bench:import measures it).
      expect(took).toBeLessThan(10_000);
      expect(await t.app.db.select().from(lineups).where(eq(lineups.terminal_id, place.terminal.id))).toEqual([]);
    },
  );

  it.each(forgedArchives(64 * 2 ** 20).map((f) => [f.label, f] as const))(
    "refuses %s with 422 on file",
    { timeout: 60_000 },
    async (_, forgery) => {
      const res = await upload(forgery.file);
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual({ file: [MESSAGES[forgery.refusal]] });
    },
  );

  it("imports an honest archive whose sizes follow the data in descriptors, as streaming writers write them", async () => {
    const { place } = given();
    const sheet = `<worksheet><sheetData>${cells(1, ["Vessel", "Status", "Comm", "QTTY", "Charterer", "Receiver | Shipper", "Disport"])}${cells(2, ["NORD VENUS", "Waiting", place.comm.name, "1200 t", "Cargill", "Fertipar", "Qingdao, China"])}</sheetData></worksheet>`;
    const file = forgeZip([{ name: "xl/worksheets/sheet1.xml", payload: payload(Buffer.from(sheet)), descriptor: {} }]);
    const res = await upload(file);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.imported).toBe(1);
  });

  it("refuses trailing bytes after the compressed stream and a directory that does not end where its end record says", async () => {
    const sheet = payload(
      Buffer.from(`<worksheet><sheetData>${cells(1, ["Vessel", "Status"])}</sheetData></worksheet>`),
    );
    const padded = { ...sheet, packed: Buffer.concat([sheet.packed, Buffer.alloc(64)]) };
    expect((await upload(forgeZip([{ name: "xl/worksheets/sheet1.xml", payload: padded }]))).body.errors).toEqual({
      file: [MESSAGES.altered],
    });
    const honest = forgeZip([{ name: "xl/worksheets/sheet1.xml", payload: sheet }]);
    // The end record's directory size made one byte larger: the directory would then swallow a byte that is not there.
    const forged = Buffer.from(honest);
    forged.writeUInt32LE(forged.readUInt32LE(forged.length - 10) + 1, forged.length - 10);
    expect((await upload(forged)).body.errors).toEqual({ file: [MESSAGES.altered] });
  });
});
