import fc from "fast-check";
import type { JsonSchema } from "./operations";

/** Keys that walk into prototypes when a parser or a merge trusts them. */
export const PROTO_KEYS = [
  "__proto__",
  "constructor",
  "prototype",
  "hasOwnProperty",
  "toString",
  "valueOf",
  "__defineGetter__",
  "isPrototypeOf",
];

const LONG = "ä".repeat(6_000) + "x".repeat(5_000);

/** Scalars that break naive code: boundaries, NaN-like texts, NUL, lone surrogates, RTL, emoji, 10 KB+ texts, impossible dates. */
export const hostileScalar: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(
    0,
    -1,
    1.5,
    -0,
    2 ** 31 - 1,
    2 ** 31,
    -(2 ** 31) - 1,
    2 ** 53,
    2 ** 53 + 2,
    -(2 ** 53),
    1e12,
    1e15,
    1e21,
    1e308,
    Number.MIN_VALUE,
  ),
  fc.constantFrom<unknown>(
    "NaN",
    "Infinity",
    "-Infinity",
    "-1",
    "0",
    "2147483648",
    "9007199254740993",
    "1e12",
    "0x10",
    "1_000",
    " 1 ",
    "99999999999999999999999",
  ),
  fc.constantFrom<unknown>(
    "",
    " ",
    "\u0000",
    "a\u0000b",
    "\ud800",
    "x\udfffy",
    "\udc00\ud800",
    "\u202eevil\u202c",
    "🚢⚓️👩‍👩‍👧",
    "\uffff",
    "\ufeff",
    "\r\n",
    LONG,
    "<script>alert(1)</script>",
    "' OR 1=1 --",
    "%",
    "_",
    "\\",
    "${x}",
  ),
  fc.constantFrom<unknown>(
    "2026-02-30",
    "2026-13-45",
    "0000-00-00",
    "2026-00-10",
    "10000-01-01",
    "2023-02-29",
    "-2026-01-01",
    "2026-1-1",
    "31/02/2026",
    "2026-02-30T25:61:00Z",
  ),
  fc.constantFrom<unknown>(true, false, null, [], {}, [null], [[[]]], { a: { b: { c: {} } } }),
  fc.constantFrom<unknown>(...PROTO_KEYS),
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.integer(),
  fc.double(),
);

/** A value of `schema`'s type, sometimes at or beyond its bounds: valid by type, hostile by meaning. */
function validValue(schema: JsonSchema, key: string, depth: number, hostile: boolean): fc.Arbitrary<unknown> {
  const sub = (s: JsonSchema, k: string, d: number) => schemaValue(s, k, d, hostile);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives?.length) return fc.oneof(...alternatives.map((s) => sub(s, key, depth)));
  if (schema.allOf?.length) {
    const merged: JsonSchema = { type: "object", properties: {}, required: [] };
    for (const part of schema.allOf) {
      Object.assign(merged.properties ?? {}, part.properties);
      merged.required?.push(...(part.required ?? []));
    }
    return sub(merged, key, depth);
  }
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case "integer": {
      const min = schema.minimum ?? -(2 ** 31);
      const max = schema.maximum ?? 2 ** 31;
      // Ids of the fixture world are small: small integers reach the deepest code.
      return fc.oneof(
        {
          weight: 3,
          arbitrary: fc.integer({ min: Math.max(min, 1), max: Math.max(Math.min(max, 12), Math.max(min, 1)) }),
        },
        fc.integer({ min, max }),
        fc.constantFrom(min, max),
      );
    }
    case "number":
      return fc.oneof(
        fc.double({ min: schema.minimum ?? -1e15, max: schema.maximum ?? 1e15, noNaN: true }),
        fc.constantFrom(schema.minimum ?? 0, schema.maximum ?? 1e12),
      );
    case "boolean":
      return fc.boolean();
    case "null":
      return fc.constant(null);
    case "array": {
      const item = schema.items ?? {};
      return depth > 3
        ? fc.constant([])
        : fc.array(sub(item, key, depth + 1), { maxLength: Math.min(schema.maxItems ?? 4, 4) });
    }
    case "object":
      return depth > 3 ? fc.constant({}) : objectValue(schema, depth, hostile);
    default:
      return stringValue(schema);
  }
}

function stringValue(schema: JsonSchema): fc.Arbitrary<unknown> {
  if (schema.format === "email") return fc.oneof(fc.emailAddress(), fc.constantFrom("a@b.co", "ops@example.com"));
  if (schema.pattern) {
    try {
      return fc.stringMatching(new RegExp(schema.pattern));
    } catch {
      // A pattern fast-check cannot read: plain text instead.
    }
  }
  const length = { minLength: schema.minLength ?? 0, maxLength: Math.min(schema.maxLength ?? 30, 30) };
  // Any code point the schema lets through: NUL, lone surrogates, RTL marks and emoji are all "strings".
  const picks = ["a\u0000b", "\ud800x", "x\udfff", "\u202eabc", "🚢", "TBI", "tbi "].filter(
    (v) => v.length >= length.minLength && v.length <= length.maxLength,
  );
  return fc.oneof(
    { weight: 3, arbitrary: fc.string(length) },
    fc.string({ ...length, unit: "binary" }),
    picks.length ? fc.constantFrom(...picks) : fc.string(length),
  );
}

/** An object with the schema's properties (required ones always, others at random) and now and then a prototype key. */
function objectValue(schema: JsonSchema, depth: number, hostile: boolean): fc.Arbitrary<unknown> {
  const props = schema.properties ?? {};
  const required = new Set(schema.required ?? []);
  // fast-check's `freq` is the odds 1/freq of leaving the key out: required keys stay unless the request is hostile.
  const entries = Object.entries(props).map(([k, s]) => {
    const value = schemaValue(s, k, depth + 1, hostile);
    return [
      k,
      required.has(k) && !hostile ? value : fc.option(value, { nil: undefined, freq: required.has(k) ? 20 : 2 }),
    ] as const;
  });
  return fc
    .tuple(
      fc.record(Object.fromEntries(entries)),
      fc.option(fc.tuple(fc.constantFrom(...PROTO_KEYS), hostileOrNested()), { freq: hostile ? 4 : 2, nil: undefined }),
    )
    .map(([record, extra]) => {
      const out: Record<string, unknown> = {};
      for (const [k, v] of Object.entries(record)) if (v !== undefined) out[k] = v;
      if (extra)
        Object.defineProperty(out, extra[0], { value: extra[1], enumerable: true, writable: true, configurable: true });
      return out;
    });
}

const hostileOrNested = (): fc.Arbitrary<unknown> =>
  fc.oneof(
    hostileScalar,
    fc.constantFrom<unknown>({ polluted: "yes" }, { prototype: { polluted: "yes" } }, [{ polluted: 1 }]),
  );

/**
 * A value for `schema`. Clean values satisfy the schema (and still carry what
 * a schema alone lets through: impossible dates that match the pattern, NUL,
 * lone surrogates, the maximum quantity); hostile ones are now and then
 * replaced by a hostile scalar at any depth.
 */
export function schemaValue(schema: JsonSchema, key = "", depth = 0, hostile = false): fc.Arbitrary<unknown> {
  const valid = validValue(schema, key, depth, hostile);
  const withNull = schema.nullable ? fc.oneof(valid, fc.constant(null)) : valid;
  return hostile ? fc.oneof({ weight: 6, arbitrary: withNull }, { weight: 1, arbitrary: hostileScalar }) : withNull;
}

/** A body: mostly schema-shaped; the rest of the time anything at all. */
export function bodyValue(schema: JsonSchema | undefined): fc.Arbitrary<unknown> {
  const loose = fc.dictionary(
    fc.oneof(
      fc.constantFrom(...PROTO_KEYS, "_method", "name", "email", "password", "id", "terminal_id", "list"),
      fc.string({ maxLength: 8 }),
    ),
    hostileScalar,
    { maxKeys: 6 },
  );
  return schema
    ? fc.oneof(
        { weight: 4, arbitrary: schemaValue(schema) },
        { weight: 4, arbitrary: schemaValue(schema, "", 0, true) },
        { weight: 1, arbitrary: loose },
      )
    : loose;
}

/** Path segments for `:id`: valid ids, boundaries, and texts that are not ids at all. */
export const idSegment: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.integer({ min: 1, max: 12 }).map(String) },
  fc.constantFrom(
    "0",
    "-1",
    "2147483647",
    "2147483648",
    "9007199254740993",
    "1e3",
    "1.5",
    "0x1",
    "%00",
    "abc",
    "%ED%A0%80",
    "%F0%9F%9A%A2",
    "1%20",
    "..%2F..%2Fetc",
    "__proto__",
    "constructor",
    "99999999999999999999",
  ),
);

/** Keys written as a form or a query writes them: bracketed paths, prototype paths included. */
export function flatten(value: unknown, prefix = ""): [string, string][] {
  // Array.from, not value.flatMap: a generated array may carry an own `constructor` key, which flatMap would call.
  if (Array.isArray(value)) return Array.from(value, (v: unknown, i) => flatten(v, `${prefix}[${i}]`)).flat();
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([k, v]) => flatten(v, prefix ? `${prefix}[${k}]` : k));
  return [[prefix || "value", value === null || value === undefined ? "" : String(value)]];
}

/** Form keys that poison a naive unflattener. */
export const protoFormPairs: fc.Arbitrary<[string, string][]> = fc.array(
  fc.tuple(
    fc.constantFrom(
      "__proto__[carga_tipo_id]",
      "__proto__[x]",
      "constructor[prototype][terminal_id]",
      "constructor[prototype][y]",
      "a[__proto__][b]",
      "list[0][__proto__][qty]",
      "prototype[z]",
      "hasOwnProperty",
      "toString[]",
      "__proto__",
      "status[__proto__]",
      "porto_id[constructor]",
    ),
    fc.constantFrom("1", "3", "9", "", "x"),
  ),
  { minLength: 1, maxLength: 3 },
);

/** Values that are right by type and wrong by meaning: the edges a schema alone lets through to SQL. */
export const edgeValue: fc.Arbitrary<unknown> = fc.constantFrom<unknown>(
  "2026-02-30",
  "2026-13-45",
  "0000-00-00",
  "9999-12-31",
  "2026-02-29",
  1e12,
  999_999_999_999.999,
  1e12 + 0.5,
  "999999999999,999",
  2 ** 31 - 1,
  2 ** 31,
  "2147483648",
  -1,
  0,
  "a\u0000b",
  "\ud800",
  "x\udfffy",
  "",
  null,
  "12:60",
  "24:00",
  "23:59:60",
  "🚢".repeat(300),
  "TBI",
  "Sailed",
  "POB hh:mm lt",
);

type Path = (string | number)[];

/** Every path into a JSON value, containers included. */
function pathsOf(value: unknown, path: Path = []): Path[] {
  const here = path.length ? [path] : [];
  if (Array.isArray(value)) return [...here, ...value.flatMap((v, i) => pathsOf(v, [...path, i]))];
  if (value && typeof value === "object")
    return [...here, ...Object.entries(value).flatMap(([k, v]) => pathsOf(v, [...path, k]))];
  return here;
}

/** Applies one mutation at `path`: replace the value, drop the key, or plant a prototype key beside it. */
function mutateAt(
  root: Record<string, unknown>,
  path: Path,
  how: "replace" | "drop" | "proto",
  value: unknown,
  protoKey: string,
): void {
  let node: unknown = root;
  for (const key of path.slice(0, -1)) {
    // An earlier mutation may have replaced or dropped a parent: nothing left to mutate there.
    if (!node || typeof node !== "object") return;
    node = (node as Record<string | number, unknown>)[key];
  }
  const last = path[path.length - 1];
  if (!node || typeof node !== "object" || last === undefined) return;
  const container = node as Record<string | number, unknown>;
  if (how === "drop" && !Array.isArray(container)) delete container[last];
  else if (how === "proto")
    Object.defineProperty(container, protoKey, { value, enumerable: true, writable: true, configurable: true });
  else container[last] = value;
}

/** A valid example body with one to three fields broken: reaches the code behind validation, field by field. */
export function mutatedExample(example: Record<string, unknown>): fc.Arbitrary<unknown> {
  const paths = pathsOf(example);
  if (!paths.length) return fc.constant(example);
  const mutation = fc.tuple(
    fc.constantFrom(...paths),
    fc.oneof({ weight: 2, arbitrary: edgeValue }, hostileScalar),
    fc.constantFrom("replace", "replace", "replace", "drop", "proto") as fc.Arbitrary<"replace" | "drop" | "proto">,
    fc.constantFrom(...PROTO_KEYS),
  );
  return fc.array(mutation, { minLength: 1, maxLength: 3 }).map((list) => {
    const copy = structuredClone(example);
    for (const [path, value, how, key] of list) mutateAt(copy, path, how, value, key);
    return copy;
  });
}
