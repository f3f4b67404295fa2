import { Type, type Static } from "typebox";

/**
 * The wire shapes of the statistics' rows (`GET /statistics/…`), for the server's route schemas and
 * the web's types alike. Imported by path, not through the package's index, so the web takes the
 * types without TypeBox. (What every answer says beside its rows is in `../statistics`.)
 */

/** One day's counts, as `GET /statistics/lineup-counts` answers them. */
export const DayCounts = Type.Object({
  day: Type.String({ format: "date", description: "The day (each port's local day)" }),
  berthed: Type.Integer({ description: "Calls whose status at the end of the day was Loading or Discharging" }),
  waiting: Type.Integer({ description: "Calls whose status at the end of the day was Waiting" }),
  expected: Type.Integer({ description: "Calls whose status at the end of the day was Expected" }),
});
export type DayCounts = Static<typeof DayCounts>;

const days = (description: string) => Type.Number({ description });
/** One group's waiting times, as `GET /statistics/waiting-times` answers it. */
export const WaitingTimeGroup = Type.Object({
  key: Type.Union([Type.Integer(), Type.Null()], {
    description: "Id of the terminal, comm, charterer or port (null: calls without a comm or charterer)",
  }),
  name: Type.String({ description: "Its name (a terminal's with its port)" }),
  calls: Type.Integer({ description: "Calls that first berthed in the period after waiting" }),
  calls_from_dates: Type.Integer({ description: "Of those, the calls whose berthing came from their dates alone" }),
  mean_days: days("Mean waiting time in days (0.01 day)"),
  median_days: days("Median waiting time in days, interpolated"),
  p90_days: days("90th percentile of the waiting times in days, interpolated"),
});
export type WaitingTimeGroup = Static<typeof WaitingTimeGroup>;

/** One port's counts of now, as `GET /statistics/counts` answers them for the dashboard. */
export const PortCounts = Type.Object({
  porto: Type.Object({ id: Type.Integer(), name: Type.String() }),
  berthed: Type.Integer({ description: "Rows Loading or Discharging (notes aside)" }),
  waiting: Type.Integer({ description: "Rows Waiting" }),
  expected: Type.Integer({ description: "Rows Expected" }),
});
export type PortCounts = Static<typeof PortCounts>;
