import { LINEUP_STATUSES, type LineupStatus } from "@lineup/shared";
import type { DistributionFilters, DistributionList } from "@lineup/shared/wire/distribution";
import type { ListBody } from "./api/save-distribution-list";
import { TIME_24H } from "@/shared/inputs/time-input";
import { addressesProblem, parseAddresses } from "./addresses";
import { weekdayNumbers } from "./weekdays";

/** Which columns the spreadsheet has: a client's board (no Receiver, Agency or client type) or the staff's. */
export type ColumnsChoice = "client" | "staff";

/** The distribution list form as typed; inputs hold text, turned into the API's shape by {@link listPayload}. */
export interface ListFormValues {
  name: string;
  /** The chosen port's id as text, "" before one is chosen. */
  porto_id: string;
  carga_tipo_id: string;
  columns: ColumnsChoice;
  /** The Addresses box as typed (one per line or comma-separated). */
  addresses: string;
  /** The ticked weekdays ("0" = Sunday … "6" = Saturday). */
  weekdays: string[];
  /** "07:30", in the port's time zone. */
  send_at: string;
  /** Empty: the e-mail carries the E-mail information text. */
  intro: string;
  /** Empty: every status but Sailed, as the board. */
  statuses: LineupStatus[];
}

/** The form's start: a saved list's settings, or a blank list with client columns. */
export function listFormValues(list?: DistributionList): ListFormValues {
  return {
    name: list?.name ?? "",
    porto_id: list ? String(list.porto_id) : "",
    carga_tipo_id: list ? String(list.carga_tipo_id) : "",
    columns: list?.client_columns === false ? "staff" : "client",
    addresses: list?.addresses.join("\n") ?? "",
    weekdays: list?.weekdays.map(String) ?? [],
    send_at: list?.send_at ?? "",
    intro: list?.intro ?? "",
    statuses: list?.filters.status ?? [],
  };
}

/**
 * The body of `POST` and `PUT /distribution-lists`. Filters the form does not show (set through
 * the API: comms, charterers, receivers) are sent back as they were, so saving keeps them.
 */
export function listPayload(values: ListFormValues, previous: DistributionFilters = {}): ListBody {
  const { status: _status, ...otherFilters } = previous;
  const statuses = LINEUP_STATUSES.filter((status) => values.statuses.includes(status));
  return {
    name: values.name.trim(),
    porto_id: Number(values.porto_id),
    carga_tipo_id: Number(values.carga_tipo_id),
    filters: statuses.length ? { ...otherFilters, status: statuses } : otherFilters,
    client_columns: values.columns === "client",
    addresses: parseAddresses(values.addresses),
    weekdays: weekdayNumbers(values.weekdays),
    send_at: tidyTime(values.send_at),
    intro: values.intro.trim() ? values.intro : null,
  };
}

/** A time typed short ("7:30", "730", "7.30", "7h30") as the API takes it ("07:30"); anything else trimmed. */
export function tidyTime(text: string): string {
  const match = /^(\d{1,2})\s*[:.h]?\s*(\d{2})$/i.exec(text.trim());
  return match ? `${(match[1] ?? "").padStart(2, "0")}:${match[2] ?? ""}` : text.trim();
}

/** What is wrong with the typed time, or undefined. */
export function sendAtProblem(text: string): string | undefined {
  if (!text.trim()) return "Enter the time the list goes out, as hh:mm (e.g. 07:30).";
  if (!TIME_24H.test(tidyTime(text))) return "Enter a 24-hour time as hh:mm, such as 07:30 or 17:45.";
  return undefined;
}

/** The form's own checks of obvious slips (each an input's `validate`: true, or what to fix). */
export const LIST_CHECKS = {
  name: (name: string) => (name.trim() ? true : "Enter the list's name."),
  porto_id: (id: string) => (id ? true : "Choose the port whose line-up is sent."),
  carga_tipo_id: (id: string) => (id ? true : "Choose the comm type of the line-up."),
  addresses: (text: string) => addressesProblem(text) ?? true,
  weekdays: (days: string[]) => (days.length ? true : "Tick at least one weekday."),
  send_at: (text: string) => sendAtProblem(text) ?? true,
};

/** Where a 422's field (the API's name, dotted: `addresses.2`, `filters.status.0`) is shown in the form. */
const FORM_FIELDS: Record<string, keyof ListFormValues> = {
  name: "name",
  porto_id: "porto_id",
  carga_tipo_id: "carga_tipo_id",
  client_columns: "columns",
  addresses: "addresses",
  weekdays: "weekdays",
  send_at: "send_at",
  intro: "intro",
  filters: "statuses",
};

/**
 * A 422's messages by form field, joined when several keys land on one field; an address's
 * message names the address (`addresses.2` is the third one sent). Keys the form has no input
 * for go to "root", shown above the form.
 */
export function serverErrorsByField(
  errors: Record<string, readonly string[]>,
  sentAddresses: readonly string[] = [],
): Map<keyof ListFormValues | "root", string> {
  const byField = new Map<keyof ListFormValues | "root", string[]>();
  for (const [key, messages] of Object.entries(errors)) {
    const [head = "", index] = key.split(".");
    const field = FORM_FIELDS[head] ?? "root";
    const address = head === "addresses" && index !== undefined ? sentAddresses[Number(index)] : undefined;
    const texts = messages.map((message) => (address ? `${address}: ${message}` : message));
    const known = byField.get(field) ?? [];
    byField.set(field, [...known, ...texts.filter((text) => !known.includes(text))]);
  }
  return new Map([...byField].map(([field, texts]) => [field, texts.join(" ")]));
}
