/**
 * What text may hold, one rule for every field of every route and for what the
 * spreadsheets write: no control character (C0, DEL, C1; NUL included: PostgreSQL
 * text cannot hold it), no UTF-16 surrogate without its pair, no Unicode
 * noncharacter (U+FDD0-U+FDEF, U+xFFFE and U+xFFFF of every plane). XML 1.0 refuses
 * most of them, so a name holding one made every export of its terminal an invalid
 * file, and they mean nothing in a name anyway. Multi-line fields may hold tab and
 * line feed; a carriage return is not stored there either (XML reads CR LF back as LF,
 * so the text would not come back from its own spreadsheet): the input edge reads
 * CR LF and a lone CR as a line feed (`normalizeLineBreaks` in safe-input.ts).
 */

/**
 * Fields whose text may run over several lines: a line-up note, a terminal's remark, the e-mail information body, a
 * distribution list's text.
 */
export const MULTILINE_FIELDS: ReadonlySet<string> = new Set(["observacao", "remark", "description", "intro"]);

const FORBIDDEN = /[\p{Cc}\p{Cs}\p{Noncharacter_Code_Point}]/u;
const FORBIDDEN_BUT_LINES = /(?![\t\n])[\p{Cc}\p{Cs}\p{Noncharacter_Code_Point}]/u;
const FORBIDDEN_ALL = new RegExp(FORBIDDEN.source, "gu");
const FORBIDDEN_BUT_LINES_ALL = new RegExp(FORBIDDEN_BUT_LINES.source, "gu");

/** Whether `field` (a dotted path or a plain key) is a multi-line field. */
export const isMultilineField = (field: string) => MULTILINE_FIELDS.has(field.slice(field.lastIndexOf(".") + 1));

/** Whether `text` follows the rule; `multiline` allows tab and line feed. */
export const isAllowedText = (text: string, multiline = false) =>
  !(multiline ? FORBIDDEN_BUT_LINES : FORBIDDEN).test(text);

/** The character shown in place of one the rule forbids: visible, so the text is not silently changed. */
export const REPLACEMENT = "\ufffd";

/**
 * `text` with each character the rule forbids replaced by U+FFFD (a CR LF of a
 * multi-line text read as one line feed first): what a spreadsheet writes of
 * text stored before the rule, so a file is never invalid and nothing is
 * silently dropped.
 */
export function visibleText(text: string, multiline = false): string {
  if (isAllowedText(text, multiline)) return text;
  return multiline
    ? text.replace(/\r\n/g, "\n").replace(FORBIDDEN_BUT_LINES_ALL, REPLACEMENT)
    : text.replace(FORBIDDEN_ALL, REPLACEMENT);
}
