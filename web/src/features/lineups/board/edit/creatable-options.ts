/** One choice of a select cell. */
export interface CellOption {
  value: number | string | null;
  label: string;
}

/** An item of a creatable select's list: an existing option, or the offer to create what was typed. */
export type CreatableItem = { kind: "option"; option: CellOption } | { kind: "create"; name: string };

/** How many matches the list shows at once (the typed text narrows it). */
export const MAX_SHOWN = 50;

/** Text compared without case, accents or repeated spaces ("  são  paulo" matches "Sao Paulo"). */
export const comparable = (text: string) =>
  text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .replace(/\s+/g, " ")
    .trim()
    .toLowerCase();

/**
 * The list under a creatable select's text: the options containing the typed
 * text (those starting with it first), then "Create <name>" when creating is
 * allowed and no option has exactly that name. With nothing typed, every option.
 */
export function creatableItems(options: readonly CellOption[], typed: string, canCreate: boolean): CreatableItem[] {
  const term = comparable(typed);
  const named = options.filter((o) => o.value !== null && o.label.trim() !== "");
  if (!term) return named.slice(0, MAX_SHOWN).map((option) => ({ kind: "option", option }));
  const matches = named.filter((o) => comparable(o.label).includes(term));
  // Names starting with the text first; otherwise the options' own order (stable sort).
  const rank = (o: CellOption) => (comparable(o.label).startsWith(term) ? 0 : 1);
  matches.sort((a, b) => rank(a) - rank(b));
  const items: CreatableItem[] = matches.slice(0, MAX_SHOWN).map((option) => ({ kind: "option", option }));
  const exact = named.some((o) => comparable(o.label) === term);
  if (canCreate && !exact) items.push({ kind: "create", name: typed.replace(/\s+/g, " ").trim() });
  return items;
}
