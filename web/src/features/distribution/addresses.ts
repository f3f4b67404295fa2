/** What may stand between two addresses in the box: line breaks, commas, and the semicolons mail programs copy. */
const SEPARATORS = /[\s,;]+/;
/** An obvious slip only (no @, no domain): the server checks each address in full. */
const LOOKS_LIKE_ADDRESS = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
/** The most addresses a list may hold (the server's limit). */
export const MAX_ADDRESSES = 200;

/**
 * The addresses typed in the box, one per line or separated by commas: trimmed, blanks dropped,
 * each once (letter case aside, as the server stores them lower-cased), in the order typed.
 */
export function parseAddresses(text: string): string[] {
  const seen = new Set<string>();
  const addresses: string[] = [];
  for (const part of text.split(SEPARATORS)) {
    const address = part.trim();
    const key = address.toLowerCase();
    if (!address || seen.has(key)) continue;
    seen.add(key);
    addresses.push(address);
  }
  return addresses;
}

/** "1 address", "3 addresses". */
export const addressCount = (count: number) => `${count} ${count === 1 ? "address" : "addresses"}`;

/** What a person must fix in the typed addresses before saving, or undefined when they look right. */
export function addressesProblem(text: string): string | undefined {
  const addresses = parseAddresses(text);
  if (!addresses.length) return "Enter at least one e-mail address.";
  const wrong = addresses.filter((address) => !LOOKS_LIKE_ADDRESS.test(address));
  if (wrong.length) {
    const more = wrong.length > 3 ? ` and ${wrong.length - 3} more` : "";
    const these = wrong.length === 1 ? "This is not an e-mail address" : "These are not e-mail addresses";
    return `${these}: ${wrong.slice(0, 3).join(", ")}${more}.`;
  }
  if (addresses.length > MAX_ADDRESSES)
    return `A list takes at most ${MAX_ADDRESSES} addresses; this one has ${addresses.length}.`;
  return undefined;
}
