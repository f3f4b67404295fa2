import fc from "fast-check";
import { API_PREFIX } from "../../src/app";
import {
  bodyValue,
  flatten,
  hostileScalar,
  idSegment,
  mutatedExample,
  protoFormPairs,
  schemaValue,
} from "./arbitraries";
import type { Operation } from "./operations";

/** How a fuzzed request is wrapped: the same generated data, sent the ways a careless or hostile client sends it. */
export type Kind =
  | "example"
  | "example-multipart"
  | "json"
  | "form"
  | "multipart"
  | "multipart-malformed"
  | "json-malformed"
  | "wrong-content-type"
  | "query"
  | "huge";

/** A valid request of an operation (as the matrix sends it), for the fuzzer to break one field at a time. */
export interface Example {
  url: string;
  body: Record<string, unknown>;
}

export interface FuzzRequest {
  op: string;
  kind: Kind;
  admin: boolean;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: Buffer;
}

const enc = (s: string) => {
  try {
    return encodeURIComponent(s);
  } catch {
    // Lone surrogates cannot be percent-encoded as UTF-8: send their raw (invalid) UTF-8 bytes.
    return "%ED%A0%80";
  }
};
const urlencode = (pairs: [string, string][]) => pairs.map(([k, v]) => `${enc(k)}=${enc(v)}`).join("&");

/** Query pairs the way the web client writes them: arrays as `key[]=`. */
function queryPairs(value: unknown): [string, string][] {
  if (!value || typeof value !== "object") return [];
  return Object.entries(value).flatMap(([k, v]): [string, string][] =>
    Array.isArray(v)
      ? v.map((x): [string, string] => [`${k}[]`, typeof x === "object" ? JSON.stringify(x) : String(x)])
      : flatten(v, k),
  );
}

const MALFORMED_JSON = [
  "{",
  '{"a":',
  "[1,2",
  "nul",
  '{"a":1,}',
  "{'a':1}",
  "\u0000",
  '{"__proto__":{"polluted":"yes"}}',
  '{"constructor":{"prototype":{"polluted":"yes"}}}',
  '{"a":1,"a":2}',
  '"just a string"',
  "12345678901234567890",
  "[]",
  "null",
  "true",
  `${"[".repeat(5_000)}${"]".repeat(5_000)}`,
  `{"x":"\\ud800"}`,
  `{"x":"\\u0000"}`,
  "\ufeff{}",
  '{"list":[{"__proto__":{"qty":1}}]}',
];
const WRONG_TYPES = [
  "text/plain",
  "application/xml",
  "application/json; charset=utf-16",
  "application/x-www-form-urlencoded",
  "multipart/form-data",
  "image/png",
  "application/octet-stream",
  "application/vnd.api+json",
  "application/json;;;",
];

/** A multipart body, well formed unless `damage` says how to break it. */
function multipartBody(
  pairs: [string, string][],
  file: Buffer | undefined,
  damage: string | undefined,
): { payload: Buffer; type: string } {
  const boundary = "----fuzzboundary7MA4YWxkTrZu0gW";
  const chunks: Buffer[] = [];
  for (const [k, v] of pairs)
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k.replace(/"/g, "%22")}"\r\n\r\n${v}\r\n`),
    );
  if (file)
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="f.xlsx"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      file,
      Buffer.from("\r\n"),
    );
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  const whole = Buffer.concat(chunks);
  const type = `multipart/form-data; boundary=${boundary}`;
  switch (damage) {
    case "truncated":
      return { payload: whole.subarray(0, Math.max(1, Math.floor(whole.length / 2))), type };
    case "wrong-boundary":
      return { payload: whole, type: "multipart/form-data; boundary=not-the-boundary" };
    case "no-boundary":
      return { payload: whole, type: "multipart/form-data" };
    case "no-closing":
      return { payload: whole.subarray(0, whole.length - boundary.length - 6), type };
    case "bad-headers":
      return {
        payload: Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data\r\n\r\nx\r\n--${boundary}\r\nContent-Disposition: form-data; name="a"; name="b"\r\nContent-Type: \u0000\r\n\r\ny\r\n--${boundary}--\r\n`,
        ),
        type,
      };
    case "invalid-utf8":
      return {
        payload: Buffer.concat([
          Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="name"\r\n\r\n`),
          Buffer.from([0xed, 0xa0, 0x80, 0x00, 0xff]),
          Buffer.from(`\r\n--${boundary}--\r\n`),
        ]),
        type,
      };
    case "empty":
      return { payload: Buffer.alloc(0), type };
    default:
      return { payload: whole, type };
  }
}

const FILES = [
  Buffer.from("PK\u0003\u0004garbage-not-a-zip"),
  Buffer.from("89504e470d0a1a0a0000", "hex"),
  Buffer.alloc(2048, 0),
  Buffer.from('<?xml version="1.0"?><x/>'),
];

/** Every kind of fuzzed request for one operation. */
export function requestFor(op: Operation, example?: Example): fc.Arbitrary<FuzzRequest> {
  const mutated = example ? mutatedExample(example.body) : fc.constant(undefined);
  const path = fc
    .tuple(idSegment, fc.constantFrom("0123456789abcdef01234567.png", "x.png", "..%2F..%2Fsecret", "%00.png"))
    .map(([id, file]) => op.path.replace(":id", id).replace(":file", file));
  const querySchema = { type: "object", properties: op.query } as const;
  const query = fc.oneof(
    {
      weight: 2,
      arbitrary: Object.keys(op.query).length
        ? schemaValue(querySchema).map(queryPairs)
        : fc.constant<[string, string][]>([]),
    },
    {
      weight: 2,
      arbitrary: Object.keys(op.query).length
        ? schemaValue(querySchema, "", 0, true).map(queryPairs)
        : fc.constant<[string, string][]>([]),
    },
    protoFormPairs,
    fc.array(
      fc.tuple(
        fc.constantFrom(
          "page",
          "per_page",
          "porto_id[]",
          "status[]",
          "periodo_inicio",
          "terminal_id",
          "orderBy[campo]",
          "with[]",
          "_method",
          "token",
        ),
        hostileScalar.map(String),
      ),
      { maxLength: 3 },
    ),
  );
  const override = op.override
    ? fc.constantFrom<unknown>(
        op.override,
        op.override.toUpperCase(),
        "patch",
        "get",
        "",
        "\u0000",
        ["put"],
        { a: 1 },
        1,
      )
    : fc.constant(undefined);
  const body = fc
    .tuple(bodyValue(op.body), override)
    .map(([b, m]) => (m !== undefined && b && typeof b === "object" && !Array.isArray(b) ? { ...b, _method: m } : b));
  const kind = fc.oneof(
    { weight: example ? 10 : 0, arbitrary: fc.constant<Kind>("example") },
    { weight: example ? 3 : 0, arbitrary: fc.constant<Kind>("example-multipart") },
    { weight: 8, arbitrary: fc.constant<Kind>("json") },
    { weight: 3, arbitrary: fc.constant<Kind>("form") },
    { weight: 3, arbitrary: fc.constant<Kind>("multipart") },
    { weight: 2, arbitrary: fc.constant<Kind>("multipart-malformed") },
    { weight: 2, arbitrary: fc.constant<Kind>("json-malformed") },
    { weight: 1, arbitrary: fc.constant<Kind>("wrong-content-type") },
    { weight: 2, arbitrary: fc.constant<Kind>("query") },
    // Over the 1 MB body limit: costly, so rare.
    { weight: 1, arbitrary: fc.constant<Kind>("huge") },
  );
  const damage = fc.constantFrom(
    "truncated",
    "wrong-boundary",
    "no-boundary",
    "no-closing",
    "bad-headers",
    "invalid-utf8",
    "empty",
  );
  return fc
    .record({
      kind, // Three in four as an admin, who gets past every guard to the deepest code.
      admin: fc.integer({ min: 0, max: 3 }).map((n) => n > 0),
      path,
      query,
      body,
      protoPairs: protoFormPairs,
      damage,
      file: fc.option(fc.constantFrom(...FILES)),
      malformed: fc.constantFrom(...MALFORMED_JSON),
      wrongType: fc.constantFrom(...WRONG_TYPES),
      hugeOdds: fc.integer({ min: 0, max: 9 }),
      mutated,
    })
    .map((g): FuzzRequest => {
      const kindNow: Kind = g.kind === "huge" && g.hugeOdds !== 0 ? "json" : g.kind;
      const qs = urlencode(g.query);
      const url = `${API_PREFIX}${g.path}${qs ? `?${qs}` : ""}`;
      const base = { op: op.key, kind: kindNow, admin: g.admin, method: op.method, url };
      const carriesBody = op.method === "POST" || op.method === "PUT";
      if (!carriesBody || kindNow === "query") return { ...base, kind: "query", headers: {} };
      const pairs = [...flatten(g.body), ...g.protoPairs];
      const exampleUrl = example ? `${example.url}${qs ? `${example.url.includes("?") ? "&" : "?"}${qs}` : ""}` : url;
      switch (kindNow) {
        case "example":
          return {
            ...base,
            url: exampleUrl,
            headers: { "content-type": "application/json" },
            payload: Buffer.from(JSON.stringify(g.mutated) ?? "null"),
          };
        case "example-multipart": {
          const m = multipartBody(flatten(g.mutated), undefined, undefined);
          return { ...base, url: exampleUrl, headers: { "content-type": m.type }, payload: m.payload };
        }
        case "json":
          return {
            ...base,
            headers: { "content-type": "application/json" },
            payload: Buffer.from(JSON.stringify(g.body) ?? "null"),
          };
        case "form":
          return {
            ...base,
            headers: { "content-type": "application/x-www-form-urlencoded" },
            payload: Buffer.from(urlencode(pairs)),
          };
        case "multipart": {
          const m = multipartBody(pairs, g.file ?? undefined, undefined);
          return { ...base, headers: { "content-type": m.type }, payload: m.payload };
        }
        case "multipart-malformed": {
          const m = multipartBody(pairs, g.file ?? undefined, g.damage);
          return { ...base, headers: { "content-type": m.type }, payload: m.payload };
        }
        case "json-malformed":
          return { ...base, headers: { "content-type": "application/json" }, payload: Buffer.from(g.malformed) };
        case "wrong-content-type":
          return {
            ...base,
            headers: { "content-type": g.wrongType },
            payload: Buffer.from(JSON.stringify(g.body) ?? "null"),
          };
        case "huge":
          return {
            ...base,
            headers: { "content-type": "application/json" },
            payload: Buffer.from(JSON.stringify({ name: "x".repeat(1_200_000) })),
          };
        default:
          return { ...base, headers: {} };
      }
    });
}

/** Printable one-line form of a request, for the report of 500s. */
export function describeRequest(r: FuzzRequest): string {
  const body = r.payload ? JSON.stringify(r.payload.subarray(0, 220).toString("utf8")) : "";
  return `${r.admin ? "admin" : "anon"} ${r.method} ${decodeSafe(r.url).slice(0, 200)} [${r.kind}${r.headers["content-type"] ? ` ${r.headers["content-type"].slice(0, 60)}` : ""}] ${body}${r.payload && r.payload.length > 220 ? `… (${r.payload.length} bytes)` : ""}`;
}

function decodeSafe(url: string): string {
  try {
    return decodeURIComponent(url);
  } catch {
    return url;
  }
}
