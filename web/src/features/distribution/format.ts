import { isoInZone } from "@lineup/shared";
import type { DistributionFilters, DistributionList, DistributionRun } from "@lineup/shared/wire/distribution";
import { addressCount } from "./addresses";

/**
 * The instant of a stored time: ISO 8601, or PostgreSQL's text ("2026-11-26 10:30:00.123+00"),
 * which not every browser's Date.parse reads. NaN when it is neither.
 */
export function instantOf(stamp: string): number {
  return Date.parse(
    stamp
      .trim()
      .replace(" ", "T")
      .replace(/([+-]\d\d)$/, "$1:00"),
  );
}

/** "2026-11-26" as the product writes days: "26/11/2026". */
export const dayWords = (day: string) => day.slice(0, 10).split("-").reverse().join("/");

/** A stored time on the port's clock, "26/11/2026 07:30" (the text as it came when it cannot be read). */
export function wallTime(stamp: string, zone: string): string {
  const ms = instantOf(stamp);
  if (Number.isNaN(ms)) return stamp;
  const local = isoInZone(ms, zone);
  return `${dayWords(local)} ${local.slice(11, 16)}`;
}

/** "3 sent, 1 failed" (the failures only when there were some). */
export function runCounts({ sent, failed }: Pick<DistributionRun, "sent" | "failed">): string {
  return failed ? `${sent} sent, ${failed} failed` : `${sent} sent`;
}

/** "Client columns" or "Staff columns", as the form's choice reads. */
export const columnsWords = (clientColumns: boolean) =>
  clientColumns ? "Client columns (no Receiver, Agency or client type)" : "Staff columns";

/** The list in one sentence: what it mails, to how many, when. */
export function listSummary(list: Pick<DistributionList, "porto" | "carga_tipo" | "addresses" | "schedule">): string {
  const recipients = addressCount(list.addresses.length);
  return `Mails the ${list.porto.name} ${list.carga_tipo.name} line-up to ${recipients}, ${list.schedule}.`;
}

const counted = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** The filters the form does not show, set through the API ("2 comms, 1 charterer"), or "" for none. */
export function otherFiltersWords(filters: DistributionFilters): string {
  return [
    filters.carga_id?.length ? counted(filters.carga_id.length, "comm", "comms") : "",
    filters.afretador_id?.length ? counted(filters.afretador_id.length, "charterer", "charterers") : "",
    filters.recebedor_id?.length ? counted(filters.recebedor_id.length, "receiver", "receivers") : "",
  ]
    .filter(Boolean)
    .join(", ");
}
