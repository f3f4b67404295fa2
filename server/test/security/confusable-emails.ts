import fc from "fast-check";

/**
 * Spellings of an e-mail address an attacker would try against one account
 * (issue 19, "Identity"): per letter, its case, its full-width and
 * mathematical forms (NFKC folds them back), a decomposed accent, ligatures,
 * ß and ẞ for "ss", final and capital sigma, Turkish İ/ı for i, Kelvin K,
 * Cyrillic and Greek look-alikes, zero-width characters, and spaces around
 * the address. Some are the same identity (the login must find the account
 * and count the same attempts), others only look alike (they must be
 * another identity: never this account, never its counter).
 */
const VARIANTS: Record<string, string[]> = {
  a: ["A", "ａ", "Ａ", "𝐚", "а" /* Cyrillic */, "ª"],
  d: ["D", "ｄ", "Ｄ", "ⅾ"],
  e: ["E", "ｅ", "е" /* Cyrillic */, "ℯ"],
  i: ["I", "İ", "ı", "ｉ", "Ｉ", "і" /* Cyrillic */, "ⅰ", "ℹ"],
  k: ["K", "\u212A" /* Kelvin */, "ｋ"],
  l: ["L", "ｌ", "ℓ", "Ⅼ"],
  m: ["M", "ｍ", "Ⅿ"],
  n: ["N", "ｎ", "ⁿ"],
  o: ["O", "ｏ", "ο" /* Greek */, "о" /* Cyrillic */, "º"],
  s: ["S", "ｓ", "ſ", "ꜱ"],
  ß: ["ss", "SS", "ẞ", "Ss"],
  ω: ["Ω", "\u2126" /* Ohm */],
  σ: ["Σ", "ς"],
  é: ["É", "e\u0301", "E\u0301"],
  ".": ["．", "｡"],
  "@": ["＠", "﹫"],
};
const AROUND = ["", " ", "\t", "\u3000", "\u00a0", "\u200b", "\ufeff"];

/** One spelling of `address`: each character kept or replaced by one of its variants, maybe wrapped in spaces or zero-width characters. */
export function confusableSpelling(address: string): fc.Arbitrary<string> {
  const chars = [...address].map((c) => {
    const options = VARIANTS[c] ?? VARIANTS[c.toLowerCase()];
    return options ? fc.oneof({ weight: 3, arbitrary: fc.constant(c) }, fc.constantFrom(...options)) : fc.constant(c);
  });
  return fc
    .tuple(fc.constantFrom(...AROUND), fc.tuple(...chars), fc.constantFrom(...AROUND))
    .map(([before, middle, after]) => `${before}${middle.join("")}${after}`);
}
