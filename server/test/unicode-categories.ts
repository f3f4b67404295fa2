/**
 * Code points of every Unicode general category, for generators of hostile
 * text: the categories the text rule allows (text-rule.ts) must survive a
 * save, an export and an import unchanged; the others must be refused.
 */

/** Every general category the rule allows, Cn (unassigned) included; its noncharacters are refused apart. */
export const ALLOWED_CATEGORIES = [
  "Lu",
  "Ll",
  "Lt",
  "Lm",
  "Lo",
  "Mn",
  "Mc",
  "Me",
  "Nd",
  "Nl",
  "No",
  "Pc",
  "Pd",
  "Ps",
  "Pe",
  "Pi",
  "Pf",
  "Po",
  "Sm",
  "Sc",
  "Sk",
  "So",
  "Zs",
  "Zl",
  "Zp",
  "Cf",
  "Co",
  "Cn",
] as const;

/** What the rule refuses anywhere: controls (C0, DEL, C1), lone surrogates and noncharacters; tab and line feed are refused in one-line fields. */
export const FORBIDDEN_SAMPLES: Record<string, string[]> = {
  "C0 control": ["\u0001", "\u000b", "\u001f", "\r", "\u0000"],
  "DEL and C1 control": ["\u007f", "\u0085", "\u009f"],
  "lone surrogate": ["\ud800", "\udfff"],
  noncharacter: ["\ufffe", "\uffff", "\ufdd0", "\u{1fffe}", "\u{10ffff}"],
};
export const LINE_BREAKS = ["\t", "\n"];

/** A small seeded generator (mulberry32), so a failing case can be replayed. */
export function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pools = new Map<string, number[]>();
const NONCHARACTER = /\p{Noncharacter_Code_Point}/u;

/** Up to 8 code points of `category` from each of a few spread windows (found once per process). */
function pool(category: string): number[] {
  const known = pools.get(category);
  if (known) return known;
  const test = new RegExp(`^\\p{gc=${category}}$`, "u");
  const found: number[] = [];
  for (const start of [
    0, 0x300, 0x1000, 0x2000, 0x3000, 0xa000, 0xe000, 0xf900, 0x10000, 0x1d000, 0x1f000, 0x20000, 0xf0000,
  ]) {
    for (let cp = start, seen = 0; cp < start + 0x1000 && seen < 8; cp++) {
      const ch = String.fromCodePoint(cp);
      if (test.test(ch) && !NONCHARACTER.test(ch)) {
        if (!found.includes(cp)) found.push(cp);
        seen++;
      }
    }
  }
  pools.set(category, found);
  return found;
}

/** One character of `category`, picked by `random`. */
export function charOf(category: string, random: () => number): string {
  const cps = pool(category);
  const cp = cps[Math.floor(random() * cps.length)];
  if (cp === undefined) throw new Error(`no code point of ${category}`);
  return String.fromCodePoint(cp);
}

/** A name holding one character of every allowed category, between letters so trimming leaves it whole, unique by `tag`. */
export function hostileName(tag: string, random: () => number): string {
  return `${tag} ${ALLOWED_CATEGORIES.map((c) => charOf(c, random)).join("")} ${tag}`;
}
