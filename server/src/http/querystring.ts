/**
 * Query-string parser for the Laravel-style queries the web client sends:
 * `status[]=a&status[]=b` and repeated keys become arrays, `orderBy[campo]=x`
 * becomes `campo=x` (and `orderBy[ordem]` becomes `ordem`). The result has no
 * prototype, so `?__proto__[]=x` is an ordinary key (refused later by
 * `refuseUnsafeInput`), never the object's prototype.
 */
export function parseQuery(raw: string): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = Object.create(null);
  for (const [rawKey, value] of new URLSearchParams(raw)) {
    const order = /^orderBy\[(campo|ordem)\]$/.exec(rawKey);
    const isList = rawKey.endsWith("[]") || /\[\d+\]$/.test(rawKey);
    const key = order?.[1] ?? rawKey.replace(/\[\d*\]$/, "");
    const current = out[key];
    if (isList)
      out[key] = Array.isArray(current) ? [...current, value] : current === undefined ? [value] : [current, value];
    else if (current === undefined) out[key] = value;
    else out[key] = Array.isArray(current) ? [...current, value] : [current, value];
  }
  return out;
}
