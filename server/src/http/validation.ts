import { MESSAGES, isRecord } from "@lineup/shared";
import type { FieldErrors } from "./errors";

/** The parts of an Ajv error we turn into a field message. */
export interface SchemaIssue {
  instancePath: string;
  keyword: string;
  params: Record<string, unknown>;
  message?: string;
  /** The schema holding the failed keyword (Ajv's `verbose`): its `x-hint` says what a valid value looks like. */
  parentSchema?: unknown;
}

/** The words people use for the API's Portuguese field names in messages. */
const FIELD_WORDS: Record<string, string> = {
  porto_id: "port",
  terminal_id: "terminal",
  berco_id: "berth",
  navio_id: "vessel",
  carga_id: "comm",
  carga_tipo_id: "comm type",
  tipo_id: "comm type",
  afretador_id: "charterer",
  recebedor_id: "receiver",
  agencia_id: "agency",
  destination_porto: "destination port",
  trabalhador_id: "worker",
  role_id: "profile",
  pais: "country",
  ordem: "order",
  bercos: "berths",
  terminais: "terminals",
  observacao: "note",
  av_dw_bw: "A.V W/D",
  draft_berth: "air draft",
  loa: "LOA",
  qty: "quantity",
  qty_import: "import quantity",
  qty_export: "export quantity",
  pob: "POB time",
  imo: "IMO",
  eta: "ETA",
  etb: "ETB",
  etc: "ETC",
};

/**
 * How a person calls a (dotted) field in a message: `list.0.terminal_id` -> "terminal", `porto_id.0` (an item of a
 * list) -> "port".
 */
export const fieldWord = (key: string) => {
  const last =
    key
      .split(".")
      .filter((part) => !/^\d+$/.test(part))
      .pop() ?? key;
  return FIELD_WORDS[last] ?? last.replace(/_/g, " ");
};

const TYPE_WORDS: Record<string, string> = {
  integer: "a whole number",
  number: "a number",
  string: "text",
  boolean: "true or false",
  array: "a list",
  object: "a group of fields",
  null: "empty",
};

const pathOf = (issue: SchemaIssue) => issue.instancePath.replace(/^\//, "").split("/").filter(Boolean).join(".");

/** A person's sentence for one schema issue at `key` (never the schema's own wording). */
function sentence(issue: SchemaIssue, key: string): string {
  const word = fieldWord(key);
  const limit = String(issue.params.limit);
  switch (issue.keyword) {
    case "minLength":
      return issue.params.limit === 1
        ? `The ${word} field is required.`
        : `The ${word} field must be at least ${limit} characters.`;
    case "maxLength":
      return `The ${word} field must not be greater than ${limit} characters.`;
    case "format":
      return `The ${word} field must be a valid ${String(issue.params.format)}.`;
    case "minimum":
    case "exclusiveMinimum":
      return `The ${word} field must be at least ${limit}.`;
    case "maximum":
    case "exclusiveMaximum":
      return `The ${word} field must not be greater than ${limit}.`;
    case "maxItems":
      return `The ${word} field must not have more than ${limit} items.`;
    case "minItems":
      return `The ${word} field must have at least ${limit} items.`;
    case "enum":
    case "const":
      return `The selected ${word} is invalid.`;
    case "pattern": {
      const hint = isRecord(issue.parentSchema) ? issue.parentSchema["x-hint"] : undefined;
      return typeof hint === "string" ? `The ${word} field must be ${hint}.` : `The ${word} field format is invalid.`;
    }
    default:
      return `The ${word} field format is invalid.`;
  }
}

/**
 * Converts JSON-schema validation issues into dotted-key field errors (spec.md
 * section 5), in words a person reads: a value that fails every branch of a
 * union (`null` or a date) gets the reason of the branch it was meant for, or
 * the list of accepted kinds, never "must match a schema in anyOf".
 */
export function toFieldErrors(issues: readonly SchemaIssue[], root = ""): FieldErrors {
  const errors: FieldErrors = {};
  const add = (field: string, text: string) => {
    const list = (errors[field] ??= []);
    if (!list.includes(text)) list.push(text);
  };
  const unions = new Set(issues.filter((i) => i.keyword === "anyOf" || i.keyword === "oneOf").map(pathOf));
  const specific = new Set(
    issues.filter((i) => !["anyOf", "oneOf", "type", "additionalProperties"].includes(i.keyword)).map(pathOf),
  );
  const expectedTypes = new Map<string, string[]>();
  for (const issue of issues) {
    const key = pathOf(issue);
    const field = key || root || "body";
    switch (issue.keyword) {
      case "required": {
        // Ajv names one missing property, TypeBox's compiler lists them all.
        const missing = issue.params.requiredProperties ?? [issue.params.missingProperty];
        for (const name of Array.isArray(missing) ? missing : [missing]) {
          const path = key ? `${key}.${String(name)}` : String(name);
          add(
            path,
            /(^|\.)version$/.test(path) ? MESSAGES.versionRequired : `The ${fieldWord(path)} field is required.`,
          );
        }
        break;
      }
      case "additionalProperties":
        break;
      case "anyOf":
      case "oneOf":
        if (!specific.has(key) && !expectedTypes.has(key))
          add(field, `The ${fieldWord(key || root || "value")} field is invalid.`);
        break;
      case "type":
        if (unions.has(key)) {
          if (!specific.has(key))
            expectedTypes.set(key, [...(expectedTypes.get(key) ?? []), String(issue.params.type)]);
        } else if (!key && !root) add(field, "Send the fields as JSON or as a form.");
        else
          add(
            field,
            `The ${fieldWord(key || root)} field must ` +
              `be ${TYPE_WORDS[String(issue.params.type)] ?? String(issue.params.type)}.`,
          );
        break;
      default:
        add(field, sentence(issue, key || root || "value"));
    }
  }
  for (const [key, types] of expectedTypes) {
    const words = [...new Set(types.flatMap((t) => t.split(",")))].map((t) => TYPE_WORDS[t] ?? t);
    add(key || root || "body", `The ${fieldWord(key || root || "value")} field must be ${words.join(" or ")}.`);
  }
  return errors;
}
