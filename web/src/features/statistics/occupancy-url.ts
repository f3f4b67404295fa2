import { periodFromSearch, searchWithPeriod, type CountsChoices, type PeriodKeys } from "./counts-url";

/**
 * The Berth occupancy section's choices, kept in the page address next to the
 * other sections' under their own names
 * (`?occ_from=…&occ_to=…&occ_port=1&occ_comm=4`).
 */
export type OccupancyChoices = CountsChoices;

const KEYS: PeriodKeys = { from: "occ_from", to: "occ_to", port: "occ_port", comm: "occ_comm" };

/**
 * The choices read from the address; what is absent or malformed takes its default (the last 30 days, every port and
 * comm).
 */
export const occupancyFromSearch = (search: URLSearchParams, today = new Date()) =>
  periodFromSearch(search, KEYS, today);

/** The address with this section's choices written, the other sections' kept. */
export const searchWithOccupancy = (current: URLSearchParams, c: OccupancyChoices) =>
  searchWithPeriod(current, KEYS, c);
