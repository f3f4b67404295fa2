/**
 * The days of the week as the form shows them, Monday first, with the API's numbers
 * (0 = Sunday … 6 = Saturday, in the port's time zone).
 */
export const WEEKDAYS = [
  { day: 1, label: "Mon" },
  { day: 2, label: "Tue" },
  { day: 3, label: "Wed" },
  { day: 4, label: "Thu" },
  { day: 5, label: "Fri" },
  { day: 6, label: "Sat" },
  { day: 0, label: "Sun" },
] as const;

/** The ticked boxes' values ("1", "5") as the API's weekday numbers, each once, Sunday first. */
export function weekdayNumbers(values: readonly string[]): number[] {
  const days = new Set(values.map(Number).filter((day) => Number.isInteger(day) && day >= 0 && day <= 6));
  return [...days].sort((a, b) => a - b);
}
