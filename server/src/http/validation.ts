import type { FieldErrors } from "./errors";

/** The parts of an Ajv error we turn into a field message. */
export interface SchemaIssue {
  instancePath: string;
  keyword: string;
  params: Record<string, unknown>;
  message?: string;
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
};

const humanize = (key: string) => {
  const last = key.split(".").pop() ?? key;
  return FIELD_WORDS[last] ?? last.replace(/_/g, " ");
};

/** Converts JSON-schema validation issues into dotted-key field errors (spec.md section 5). */
export function toFieldErrors(issues: readonly SchemaIssue[], root = ""): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const base = issue.instancePath.replace(/^\//, "").split("/").filter(Boolean).join(".");
    const key = base;
    let text: string;
    switch (issue.keyword) {
      case "required": {
        // Ajv names one missing property, TypeBox's compiler lists them all.
        const missing = issue.params.requiredProperties ?? [issue.params.missingProperty];
        for (const name of Array.isArray(missing) ? missing : [missing]) {
          const field = base ? `${base}.${String(name)}` : String(name);
          (errors[field] ??= []).push(`The ${humanize(field)} field is required.`);
        }
        continue;
      }
      case "additionalProperties":
        continue;
      case "type":
        text = `The ${humanize(key || root || "value")} field must be of type ${String(issue.params.type)}.`;
        break;
      case "minLength":
        text =
          issue.params.limit === 1
            ? `The ${humanize(key)} field is required.`
            : `The ${humanize(key)} field must be at least ${String(issue.params.limit)} characters.`;
        break;
      case "maxLength":
        text = `The ${humanize(key)} field must not be greater than ${String(issue.params.limit)} characters.`;
        break;
      case "format":
        text = `The ${humanize(key)} field must be a valid ${String(issue.params.format)}.`;
        break;
      default:
        text = `The ${humanize(key || "value")} field is invalid${issue.message ? ` (${issue.message})` : ""}.`;
    }
    const field = key || root || "body";
    (errors[field] ??= []).push(text);
  }
  return errors;
}
