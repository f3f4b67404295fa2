import ExcelJS from "exceljs";
import { CLIENT_HIDDEN_KEYS, ISSUES_TOKENS, SECRET_KEYS, type Rule } from "./policy";
import { MARK, type Actor } from "./world";

/** What an answer shows, as text: JSON as sent, spreadsheets as their sheet names and cell texts. */
export async function answerText(contentType: string, raw: Buffer): Promise<string> {
  if (contentType.includes("spreadsheetml")) {
    const book = new ExcelJS.Workbook();
    try {
      await book.xlsx.load(raw as unknown as ArrayBuffer);
    } catch {
      return "";
    }
    const parts: string[] = [];
    book.eachSheet((sheet) => {
      parts.push(sheet.name);
      sheet.eachRow((row) => row.eachCell((cell) => parts.push(cell.text)));
    });
    return parts.join("\n");
  }
  return raw.toString("utf8");
}

function walkKeys(value: unknown, visit: (key: string, path: string) => void, path = ""): void {
  if (Array.isArray(value)) value.forEach((v, i) => walkKeys(v, visit, `${path}[${i}]`));
  else if (value && typeof value === "object") {
    for (const [k, v] of Object.entries(value)) {
      visit(k, `${path}.${k}`);
      walkKeys(v, visit, `${path}.${k}`);
    }
  }
}

/** Planted texts `actor` must not find in the answer of an operation with `rule` (DESIGN.md "Roles"). */
export function hiddenMarks(actor: Actor, rule: Rule): string[] {
  const portViewScoped = actor === "operator" || actor === "subAgent" || actor === "anonymous";
  const commScoped = actor === "client" || actor === "subAgent" || actor === "anonymous";
  // The ports area and the profile's port list are scoped for basic admins too; the board is not.
  const portsAreaScoped = portViewScoped || (rule.scope === "port" && actor === "basicAdmin");
  return [
    ...(portViewScoped ? [MARK.rowForeignPort] : []),
    ...(commScoped ? [MARK.rowForeignComm] : []),
    ...(portsAreaScoped ? [MARK.portB] : []),
  ];
}

/**
 * Everything in one answer that `actor` should not have received: secret keys,
 * keys hidden from clients, planted marks of objects outside their scope, and
 * secret texts (hashes, passwords, other people's e-mails and tokens).
 */
export function findLeaks(opts: {
  actor: Actor;
  verbKey: string;
  rule: Rule;
  text: string;
  json: unknown;
  secrets: string[];
}): string[] {
  const { actor, verbKey, rule, text, json, secrets } = opts;
  const leaks = new Set<string>();
  const issued = ISSUES_TOKENS[verbKey] ?? [];
  walkKeys(json, (key, path) => {
    if (SECRET_KEYS.includes(key) && !issued.includes(key)) leaks.add(`key ${path}`);
    if (actor === "client" && CLIENT_HIDDEN_KEYS.includes(key))
      leaks.add(`client-hidden ${path.replace(/\[\d+\]/g, "[]")}`);
  });
  const lower = text.toLowerCase();
  for (const mark of hiddenMarks(actor, rule)) if (lower.includes(mark)) leaks.add(`foreign object (${mark})`);
  for (const secret of secrets) if (text.includes(secret)) leaks.add(`secret text ${secret.slice(0, 12)}…`);
  return [...leaks];
}
