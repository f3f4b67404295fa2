/** One kind of contradiction in the stored data (`GET /admin/consistency`, the Data checks screen). */
export interface ConsistencyCheck {
  /** comm_not_handled, comm_type_mismatch, port_mismatch, berth_elsewhere, duplicate_imo or similar_names. */
  id: string;
  title: string;
  /** What to do about it, in the words of the screens. */
  fix: string;
  /** How many there are in all. */
  count: number;
  /**
   * The first ones: line-ups (`lineup_id`, `terminal`, `comm` or `berth`), vessels sharing an IMO (`imo`, `ids`,
   * `names`), or parties under several names (`list`, `kind`, `ids`, `names`).
   */
  items: Record<string, unknown>[];
}

/** What `GET /admin/consistency` answers. */
export interface ConsistencyReport {
  checked_at: string;
  checks: ConsistencyCheck[];
}

/** A party's name as people mean it: no case, accents, punctuation or company form ("CARGILL S.A." is "cargill"). */
export function nameKey(name: string): string {
  return name
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .replace(/\b(s ?a|ltda|ltd|inc|llc|co|corp|gmbh|ag|bv|plc|pte|limited|company|cia|me|eireli)\b/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}
