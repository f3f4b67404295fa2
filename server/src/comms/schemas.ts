import { Type, type Static } from "typebox";

const flag = Type.Union([Type.Literal(0), Type.Literal(1), Type.Boolean(), Type.Literal("0"), Type.Literal("1")]);
const color = Type.String({ pattern: "^#[0-9a-fA-F]{6}$", "x-hint": "a color like #1A2B3C" });
const id = Type.Integer({ minimum: 1, maximum: 2147483647 });

export const CommInput = Type.Object({
  id: Type.Optional(id),
  name: Type.String({ minLength: 1, maxLength: 255 }),
  synonym: Type.String({ minLength: 1, maxLength: 255 }),
  color: Type.Optional(color),
  ie_analise: Type.Optional(flag),
  ie_export: Type.Optional(flag),
  ie_import: Type.Optional(flag),
});
export type CommInput = Static<typeof CommInput>;

export const CommTypeInput = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 255 }),
  cargas: Type.Optional(Type.Array(CommInput, { maxItems: 500 })),
});
export type CommTypeInput = Static<typeof CommTypeInput>;

/** The generic comm form: a comm with its type (required: 'Please select the comm type'). */
export const StandaloneCommInput = Type.Object({ ...CommInput.properties, tipo_id: id });
export type StandaloneCommInput = Static<typeof StandaloneCommInput>;

/** A new comm, quick-created from a line-up: `terminal_id` names the line-up's terminal, which then handles it. */
export const NewCommInput = Type.Object({
  ...StandaloneCommInput.properties,
  terminal_id: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: 2147483647,
      description:
        "The terminal of the line-up it is created for: it joins the comms that terminal handles (one listing " +
        "none takes any and is left so).",
    }),
  ),
});
export type NewCommInput = Static<typeof NewCommInput>;

const bit = (v: unknown, fallback: 0 | 1): 0 | 1 =>
  v === undefined ? fallback : v === true || v === 1 || v === "1" ? 1 : 0;

/** The columns an edit of a comm sets: what it sends; a colour or flag left out stays as it is. */
export const commChanges = (c: CommInput) => ({
  name: c.name.trim(),
  synonym: c.synonym.trim(),
  ...(c.color !== undefined && { color: c.color }),
  ...(c.ie_analise !== undefined && { ie_analise: bit(c.ie_analise, 0) }),
  ...(c.ie_export !== undefined && { ie_export: bit(c.ie_export, 0) }),
  ...(c.ie_import !== undefined && { ie_import: bit(c.ie_import, 0) }),
});

/** Column values of a new comm, with the defaults of spec.md section 9 (colour #000000, flags 0). */
export const commValues = (c: CommInput, analiseDefault: 0 | 1 = 0) => ({
  name: c.name.trim(),
  synonym: c.synonym.trim(),
  color: c.color ?? "#000000",
  ie_analise: bit(c.ie_analise, analiseDefault),
  ie_export: bit(c.ie_export, 0),
  ie_import: bit(c.ie_import, 0),
});
