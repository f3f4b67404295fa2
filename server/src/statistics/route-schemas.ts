/** The query and answer schemas of the statistics routes (OpenAPI and validation). */
import { Type, type Static } from "typebox";
import { DayCounts, WaitingTimeGroup } from "@lineup/shared/wire/statistics";
import { oneOf } from "@lineup/shared/wire/common";
import { MAX_OCCUPANCY_DAYS } from "./berth-occupancy";
import { MAX_COUNT_DAYS } from "./lineup-counts";
import { MAX_VOLUME_DAYS, VOLUME_INTERVALS } from "./volumes";
import { WAITING_GROUPS } from "./waiting-times";

const ids = Type.Optional(Type.Array(Type.Integer({ minimum: 1, maximum: 2147483647 }), { maxItems: 200 }));

/** `?format=`: JSON, or `what` as a spreadsheet. */
const format = (what: string) =>
  Type.Optional({ ...oneOf(["json", "xlsx"] as const), description: `\`xlsx\` answers with ${what} as a spreadsheet` });

/**
 * `GET /statistics/waiting-times`: the period, the grouping, and the board's port and comm filters (same names as `GET
 * /lineups`).
 */
export const WaitingTimesQuery = Type.Object({
  from: Type.String({
    format: "date",
    description: "First day of the period (YYYY-MM-DD, each port's local day) in which the calls berthed",
  }),
  to: Type.String({
    format: "date",
    description: "Last day of the period (YYYY-MM-DD, each port's local day), included",
  }),
  group_by: Type.Optional({
    ...oneOf(WAITING_GROUPS),
    default: "terminal",
    description: "terminal, carga (comm), afretador (charterer) or porto (port)",
  }),
  porto_id: ids,
  carga_id: ids,
  format: format("the table"),
});
export type WaitingTimesQuery = Static<typeof WaitingTimesQuery>;

/** Every answer says where its calls' timings came from (DESIGN.md "History"). */
const origins = {
  calls_from_history: Type.Integer({
    description:
      "Calls counted in this answer whose timings came from recorded status changes (`lineup_events`); a call " +
      "with both counts here",
  }),
  calls_from_dates: Type.Integer({
    description:
      "Calls counted in this answer from their dates alone: rows with no recorded status change then (before " +
      "their baseline, or inserted without history), arrived at ETA, berthed at ETB and sailed at ETC as far as " +
      "their status says",
  }),
};

/** Every answer says the time zone each port's days are in. */
export const timeZones = {
  time_zones: Type.Array(
    Type.Object({
      id: Type.Integer({ description: "Id of the port" }),
      name: Type.String({ description: "Name of the port" }),
      time_zone: Type.String({ description: "IANA time zone, such as America/Manaus" }),
    }),
    {
      description:
        "The ports this answer covers (those the person may see, within `porto_id`), each with the time zone " +
        "its calls' days are counted in",
    },
  ),
};

export const WaitingTimes = Type.Object({
  data: Type.Array(WaitingTimeGroup),
  ...origins,
  ...timeZones,
});

/** A period of at most `maxDays` days and the board's port and comm filters. */
const periodQuery = (maxDays: number, what: string) =>
  Type.Object({
    from: Type.String({ format: "date", description: "First day of the period (YYYY-MM-DD, each port's local day)" }),
    to: Type.String({
      format: "date",
      description: `Last day (YYYY-MM-DD, each port's local day), included; at most ${maxDays} days after the first`,
    }),
    porto_id: ids,
    carga_id: ids,
    format: format(what),
  });

/** `GET /statistics/lineup-counts`: the period and the board's port and comm filters. */
export const LineupCountsQuery = periodQuery(MAX_COUNT_DAYS, "the table");
export type LineupCountsQuery = Static<typeof LineupCountsQuery>;

export const LineupCounts = Type.Object({
  data: Type.Array(DayCounts, { description: "One entry per day of the period, in order" }),
  ...origins,
  ...timeZones,
});

/** `GET /statistics/berth-occupancy`: the period and the board's port and comm filters. */
export const BerthOccupancyQuery = periodQuery(MAX_OCCUPANCY_DAYS, "one row per call");
export type BerthOccupancyQuery = Static<typeof BerthOccupancyQuery>;

const named = (what: string) =>
  Type.Object({
    id: Type.Integer({ description: `Id of the ${what}` }),
    name: Type.String({ description: `Name of the ${what}` }),
  });
export const BerthOccupancyAnswer = Type.Object({
  data: Type.Array(
    Type.Object({
      berth: Type.Object({
        id: Type.Union([Type.Integer(), Type.Null()], {
          description: "Id of the berth; null for the terminal's calls without a berth",
        }),
        name: Type.String({ description: 'Name of the berth ("No berth given" for calls without one)' }),
      }),
      terminal: named("terminal"),
      port: Type.Object({
        ...named("port").properties,
        time_zone: Type.String({
          description: "The port's IANA time zone: the period's days and the calls' times are in it",
        }),
      }),
      calls: Type.Array(
        Type.Object({
          lineup_id: Type.Integer({ description: "Id of the line-up row" }),
          vessel: Type.Union([Type.String(), Type.Null()], {
            description: "Name of the vessel; null when none is given",
          }),
          commodity: Type.Union(
            [
              Type.Object({
                id: Type.Integer(),
                name: Type.String(),
                color: Type.String({ description: "The comm's colour (#rrggbb)" }),
              }),
              Type.Null(),
            ],
            {
              description: "The comm; null when none is given",
            },
          ),
          start: Type.String({
            format: "date-time",
            description:
              "When the call first became Loading or Discharging, with its port's offset " +
              "(2026-11-10T22:30:00.000-04:00)",
          }),
          end: Type.Union([Type.String({ format: "date-time" }), Type.Null()], {
            description:
              "When it first became Sailed after that, or its row was deleted; null: still at its berth " +
              "(neither has happened)",
          }),
          clipped_start: Type.Boolean({
            description: "It berthed before the period's first day (the timeline starts its bar at the period)",
          }),
          clipped_end: Type.Boolean({
            description:
              "It was still at its berth after the period's last day, or still is (the timeline ends its bar at " +
              "the period)",
          }),
          from_dates: Type.Boolean({
            description:
              "Its berthing (and sailing, if any) came from its dates alone, not from recorded status changes",
          }),
        }),
        { description: "The calls at this berth in the period, by start" },
      ),
    }),
    { description: "One entry per berth with calls in the period, by port, terminal and berth" },
  ),
  ...origins,
  ...timeZones,
});

/** `GET /statistics/volumes`: the period, the interval, and the board's port and comm filters. */
export const VolumesQuery = Type.Object({
  from: Type.String({
    format: "date",
    description: "First day (YYYY-MM-DD, each port's local day) of the period in which the calls sailed",
  }),
  to: Type.String({
    format: "date",
    description:
      `Last day (YYYY-MM-DD, each port's local day), included; at most ${MAX_VOLUME_DAYS.week} days after the ` +
      `first by week, ${MAX_VOLUME_DAYS.month} by month`,
  }),
  interval: Type.Optional({
    ...oneOf(VOLUME_INTERVALS),
    default: "week",
    description: "week (ISO weeks, from Monday) or month, in each port's local time",
  }),
  porto_id: ids,
  carga_id: Type.Optional({ ...ids, description: "Commodities counted: a row's or a split line's" }),
  format: format("the table"),
});
export type VolumesQuery = Static<typeof VolumesQuery>;

const quantity = (description: string) => Type.Number({ description });
export const VolumesReply = Type.Object({
  periods: Type.Array(Type.String({ format: "date" }), {
    description: "The first day of every week (Monday) or month the period touches, in order, with cargo or not",
  }),
  data: Type.Array(
    Type.Object({
      period_start: Type.String({
        format: "date",
        description: "First day of the week (Monday) or month in which the calls sailed",
      }),
      carga: Type.Object({
        id: Type.Union([Type.Integer(), Type.Null()], { description: "null: cargo without a commodity" }),
        name: Type.String(),
        color: Type.Union([Type.String(), Type.Null()], {
          description: "The comm's colour (#rrggbb); null without a commodity",
        }),
      }),
      unit: Type.String({
        description: "Unit of the quantities, `t` or `m³` (a commodity carried in both has one entry per unit)",
      }),
      loaded: quantity("Quantity loaded (calls whose last berthing status before sailing was Loading)"),
      discharged: quantity("Quantity discharged (last berthing status Discharging)"),
      calls: Type.Integer({ description: "Calls that carried this commodity in this unit and sailed in the period" }),
    }),
    { description: "One entry per period, commodity and unit with cargo; by period, commodity name and unit" },
  ),
  ...origins,
  ...timeZones,
});
