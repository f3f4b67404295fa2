import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isMultilineField } from "../../src/http/text-rule";
import { forgedArchives, forgeZip, payload, sheetBomb, type ForgedEntry } from "../forged-zips";
import { bearer, multipart } from "../helpers";
import { FORBIDDEN_SAMPLES, hostileName, LINE_BREAKS, prng } from "../unicode-categories";
import { examplesOf } from "./examples";
import { enumerateOperations } from "./operations";
import { nextAddress } from "./requests";
import { buildWorld, type World } from "./world";

/**
 * Issue 19, two classes: text the rule refuses (every forbidden code-point class
 * in every text field of every JSON body: 422 naming the field; every allowed
 * Unicode category: never refused by the rule) and forged archives (random
 * disagreements between an archive's directory, local headers and data
 * descriptors, nested zips, bombs: all 422, none read). `TEXT_SEED` replays a
 * run; `SECURITY_QUICK=1` samples one forbidden value per field and fewer archives.
 */

const QUICK = process.env.SECURITY_QUICK === "1";
const SEED = process.env.TEXT_SEED ? Number(process.env.TEXT_SEED) : Date.now() % 2 ** 31;
const ARCHIVES = QUICK ? 24 : 200;
const RULE_MESSAGE = "contains characters that are not allowed";

let w: World;
beforeAll(async () => {
  w = await buildWorld();
}, 180_000);
afterAll(() => w.t.close());

/** Every string leaf of a JSON body with its dotted path (`list.0.observacao`), as validation errors name it. */
function stringLeaves(value: unknown, path: string[] = []): string[][] {
  if (typeof value === "string") return [path];
  if (Array.isArray(value)) return value.flatMap((v: unknown, i) => stringLeaves(v, [...path, String(i)]));
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([k, v]) => stringLeaves(v, [...path, k]));
  return [];
}

/** A copy of `body` with the string at `path` replaced by `text`. */
function withText(body: Record<string, unknown>, path: string[], text: string): Record<string, unknown> {
  const copy = structuredClone(body);
  let node: unknown = copy;
  for (const key of path.slice(0, -1)) node = (node as Record<string, unknown>)[key];
  (node as Record<string, unknown>)[path.at(-1) ?? ""] = text;
  return copy;
}

describe("text the rule refuses, in every text field of every route", () => {
  it(
    "answers 422 naming the field for every forbidden class, and never refuses an allowed category",
    { timeout: 600_000 },
    async () => {
      console.log(`text seed ${SEED} (replay: TEXT_SEED=${SEED}${QUICK ? " SECURITY_QUICK=1" : ""})`);
      const random = prng(SEED);
      const { operations } = enumerateOperations(w.app);
      const examples = await examplesOf(w, operations);
      const forbidden = Object.entries(FORBIDDEN_SAMPLES).flatMap(([kind, chars]) => chars.map((c) => ({ kind, c })));
      const failures: string[] = [];
      let sent = 0;
      let fields = 0;
      for (const [op, example] of examples) {
        const [method] = op.split(" ");
        for (const path of stringLeaves(example.body)) {
          fields++;
          const dotted = path.join(".");
          const multiline = isMultilineField(dotted);
          const own = multiline ? [] : LINE_BREAKS.map((c) => ({ kind: "line break in a one-line field", c }));
          // A multi-line field reads CR as a line feed (normalizeLineBreaks); everywhere else CR is refused.
          const all = [...forbidden.filter((f) => !(multiline && f.c === "\r")), ...own];
          const picks = QUICK ? [all[Math.floor(random() * all.length)]] : all;
          const send = async (text: string) => {
            sent++;
            const res = await w.app.inject({
              method: method as "POST",
              url: example.url,
              headers: bearer(w.users.admin.token),
              remoteAddress: nextAddress(),
              payload: withText(example.body, path, text),
            });
            return {
              status: res.statusCode,
              errors: res.statusCode === 422 ? (res.json<{ errors?: Record<string, string[]> }>().errors ?? {}) : {},
            };
          };
          for (const pick of picks) {
            if (!pick) continue;
            const res = await send(`ab${pick.c}cd`);
            if (res.status !== 422 || !res.errors[dotted])
              failures.push(
                `${op} ${dotted} (${pick.kind} ${JSON.stringify(pick.c)}): ${res.status} ${JSON.stringify(res.errors).slice(0, 120)}`,
              );
          }
          const allowed = await send(hostileName("T", random));
          if (allowed.status >= 500 || allowed.errors[dotted]?.some((m) => m.includes(RULE_MESSAGE)))
            failures.push(
              `${op} ${dotted} refused allowed text: ${allowed.status} ${JSON.stringify(allowed.errors).slice(0, 120)}`,
            );
        }
      }
      console.log(
        `text rule: ${sent} requests over ${fields} text fields of ${examples.size} operations, ${failures.length} failures`,
      );
      expect(failures.slice(0, 30)).toEqual([]);
    },
  );
});

/** A random disagreement between what an honest archive's headers say and what it holds. */
function forgedAt(random: () => number): ForgedEntry[] {
  const pick = <T>(items: T[]): T => items[Math.floor(random() * items.length)] ?? (items[0] as T);
  const bomb = sheetBomb(Math.floor(1 + random() * 256) * 2 ** 20);
  const honest = payload(
    Buffer.from(
      '<worksheet><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>Vessel</t></is></c></row></sheetData></worksheet>',
    ),
  );
  const data = random() < 0.5 ? bomb : honest;
  const off = (n: number) => (n + 1 + Math.floor(random() * 1000)) >>> 0;
  const field = pick(["method", "crc", "compressedSize", "uncompressedSize", "name"] as const);
  const lie =
    field === "method"
      ? { method: 0 }
      : field === "name"
        ? { name: "xl/worksheets/sheet7.xml" }
        : field === "crc"
          ? { crc: off(data.crc) }
          : field === "compressedSize"
            ? { compressedSize: Math.max(0, data.packed.length - 1 - Math.floor(random() * 10)) }
            : { uncompressedSize: Math.floor(data.size * random()) };
  const side = pick(["local", "central", "descriptor", "both"] as const);
  const entry: ForgedEntry = { name: "xl/worksheets/sheet1.xml", payload: data };
  if (side === "local") entry.local = lie;
  else if (side === "central") entry.central = lie;
  else if (side === "both") Object.assign(entry, { local: lie, central: lie });
  else
    Object.assign(entry, {
      descriptor: field === "method" || field === "name" ? { uncompressedSize: data.size + 1 } : lie,
    });
  if (field === "method" && side !== "descriptor") Object.assign(entry, { method: 8 });
  return [entry];
}

describe("forged archives", () => {
  it(
    `refuses every generated forgery with 422, none read (${ARCHIVES} archives plus the catalogue)`,
    { timeout: 600_000 },
    async () => {
      const random = prng(SEED);
      const upload = async (data: Buffer) => {
        const form = multipart({ terminal_id: String(w.A.terminal) }, { file: { filename: "lineups.xlsx", data } });
        const started = performance.now();
        const res = await w.app.inject({
          method: "POST",
          url: "/api/v1/lineups/importar",
          headers: { ...bearer(w.users.admin.token), ...form.headers },
          remoteAddress: nextAddress(),
          payload: form.payload,
        });
        return { status: res.statusCode, ms: performance.now() - started, body: res.body };
      };
      const failures: string[] = [];
      let slowest = 0;
      const cases = [...forgedArchives(256 * 2 ** 20).map((f) => ({ label: f.label, file: f.file }))];
      for (let i = 0; i < ARCHIVES; i++) {
        let file = forgeZip(forgedAt(random));
        // One in four nested one to three times: the forgery is the sheet of an honest archive.
        for (let depth = random() < 0.25 ? 1 + Math.floor(random() * 3) : 0; depth > 0; depth--)
          file = forgeZip([{ name: "xl/worksheets/sheet1.xml", payload: payload(file, 0), method: 0 }]);
        cases.push({ label: `generated ${i}`, file });
      }
      for (const c of cases) {
        const res = await upload(c.file);
        slowest = Math.max(slowest, res.ms);
        if (res.status !== 422) failures.push(`${c.label}: ${res.status} ${res.body.slice(0, 160)}`);
      }
      console.log(
        `forged archives: ${cases.length} uploads, ${failures.length} not refused, slowest ${slowest.toFixed(0)} ms`,
      );
      expect(failures).toEqual([]);
    },
  );
});
