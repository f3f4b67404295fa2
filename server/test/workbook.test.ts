import { PassThrough } from "node:stream";
import { setTimeout as sleep } from "node:timers/promises";
import { describe, expect, it } from "vitest";
import { sheetCounts, summarize, utcStamp } from "../src/exports/lineup-mail";
import type { ExportPort, ExportRow } from "../src/exports/workbook";
import { DOWNLOAD_BUFFER_BYTES, writeLineupWorkbook } from "../src/exports/workbook-writer";
import { texts, workbook } from "./sheets";

const OPTIONS = { agency: false, destinationLabel: "Disport", agencyName: "Oceanic" };

const call = (i: number): ExportRow => ({
  is_observacao: 0,
  observacao: null,
  navio: { name: `VESSEL ${i}` },
  status: "Waiting",
  qty: `${1000 + i}.125`,
  qty_unidade: "t",
  carga: { name: "SOYBEANS" },
  eta: "2026-03-01",
  etb: null,
  etc: null,
  afretador: { name: "Cargill" },
  cargas_afretadores: [{ carga: { name: "CORN" }, qty: "10", afretador: { name: "Bunge" }, recebedor: null }],
});

/** Everything a stream gives from now on, once it ends. */
function collect(stream: PassThrough) {
  const chunks: Buffer[] = [];
  stream.on("data", (c: Buffer) => chunks.push(c));
  return new Promise<Buffer>((resolve) => stream.on("end", () => resolve(Buffer.concat(chunks))));
}

describe("writeLineupWorkbook", () => {
  /** `count` calls of one terminal, counting how many the writer has taken. */
  function countedPorts(count: number) {
    const taken = { rows: 0 };
    const rows: ExportRow[] = Array.from({ length: count }, (_, i) => ({ ...call(i), cargas_afretadores: [] }));
    const lineups = Object.assign([...rows], {
      *[Symbol.iterator]() {
        for (const row of rows) {
          taken.rows++;
          yield row;
        }
      },
    }) as ExportRow[];
    return {
      taken,
      ports: [{ name: "Santos", terminais: [{ name: "TGG", remark: null, lineups }] }] satisfies ExportPort[],
    };
  }

  it("waits for its reader: unread, it stops after a part of the rows; read, the whole file arrives", async () => {
    const { taken, ports: book } = countedPorts(16_000);
    // The route's own buffer size (16 KiB, as Node 20 had by default; Node 22 and later default to 64 KiB).
    const out = new PassThrough({ highWaterMark: DOWNLOAD_BUFFER_BYTES });
    const writing = writeLineupWorkbook(book, OPTIONS, out);
    // Until it stops taking rows (a writer that does not wait would go on to the last).
    for (let before = -1; taken.rows !== before;) {
      before = taken.rows;
      await sleep(500);
    }
    expect(taken.rows).toBeGreaterThan(0);
    // What the pipeline buffers (a few hundred kilobytes of sheet), not the rows there are.
    expect(taken.rows).toBeLessThan(8_000);
    const file = collect(out);
    await writing;
    expect(taken.rows).toBe(16_000);
    const [sheet] = await workbook(await file);
    expect(sheet!.rowCount).toBe(1 + 16_000);
    expect(texts(sheet!).at(-1)?.slice(0, 4)).toEqual(["VESSEL 15999", "", "Waiting", "16999.125"]);
  }, 60_000);

  it("stops writing when the download is closed", async () => {
    const { taken, ports: book } = countedPorts(8_000);
    const out = new PassThrough({ highWaterMark: DOWNLOAD_BUFFER_BYTES });
    const writing = writeLineupWorkbook(book, OPTIONS, out);
    await sleep(500);
    out.destroy();
    await expect(writing).rejects.toThrow("The download was closed.");
    expect(taken.rows).toBeLessThan(8_000);
  }, 60_000);
});

describe("rows read as the sheet is written", () => {
  it("makes the same sheet from rows arriving one by one as from a list, and counts what each sheet holds", async () => {
    const rows = [call(1), call(2), { ...call(3), is_observacao: 1, observacao: "Fog" }];
    async function* arriving() {
      for (const row of rows) {
        await sleep(1);
        yield row;
      }
    }
    const write = async (lineups: ExportPort["terminais"][number]["lineups"]) => {
      const out = new PassThrough();
      const file = collect(out);
      const sheets = await writeLineupWorkbook(
        [{ name: "Santos", terminais: [{ name: "TGG", remark: "Daylight only", lineups }] }],
        OPTIONS,
        out,
      );
      return { sheets, rows: texts((await workbook(await file))[0]!) };
    };
    const listed = await write(rows);
    const streamed = await write({ [Symbol.asyncIterator]: arriving });
    expect(streamed.rows).toEqual(listed.rows);
    // Header, two calls with a split line each, the note, the remark.
    expect(streamed.rows.length).toBe(1 + 2 + 2 + 1 + 1);
    expect(streamed.sheets).toEqual([{ port: "Santos", terminal: "TGG", lines: 2, splits: 2, notes: 1 }]);
    expect(streamed.sheets).toEqual(summarize([{ name: "Santos", terminais: [{ name: "TGG", lineups: rows }] }]));
  });
});

describe("the e-mail's summary", () => {
  it("counts each sheet's line-ups, split lines and notes in words", () => {
    const [sheet] = summarize([
      {
        name: "Santos",
        terminais: [
          {
            name: "TGG",
            remark: null,
            lineups: [call(1), call(2), { ...call(3), is_observacao: 1, observacao: "Fog" }],
          },
        ],
      },
    ]);
    expect(sheet).toEqual({ port: "Santos", terminal: "TGG", lines: 2, splits: 2, notes: 1 });
    expect(sheetCounts(sheet!)).toBe("2 line-ups, 2 split lines and 1 note");
    expect(sheetCounts({ ...sheet!, lines: 1, splits: 0, notes: 0 })).toBe("1 line-up");
    expect(sheetCounts({ ...sheet!, lines: 12_000, splits: 0, notes: 3 })).toBe("12,000 line-ups and 3 notes");
  });

  it("dates the export day first, in UTC", () => {
    expect(utcStamp(new Date("2026-05-12T14:03:59Z"))).toBe("12/05/2026 14:03 UTC");
  });
});
