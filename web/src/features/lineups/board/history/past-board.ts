import dayjs from "dayjs";

/** The address's `as_of` (an ISO instant), or null for the live board. */
export function asOfFromSearch(search: URLSearchParams): string | null {
  const raw = search.get("as_of");
  return raw && !Number.isNaN(Date.parse(raw)) ? raw : null;
}

/** "17 Nov 2026 09:00", in the person's time zone. */
export const asOfWords = (iso: string) => dayjs(iso).format("D MMM YYYY HH:mm");
