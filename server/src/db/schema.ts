/**
 * The whole data model of spec.md section 3. Column names follow the API's
 * Portuguese field names so rows map to JSON with no renaming.
 */
import { sql } from "drizzle-orm";
import {
  CLIENT_TYPES,
  LINEUP_STATUSES,
  QTY_UNITS,
  type ClientType,
  type LineupStatus,
  type QtyUnit,
} from "@lineup/shared";
import type { DistributionFilters } from "@lineup/shared/wire/distribution";
import type { NotificationWords, WatchView } from "@lineup/shared/wire/watches";
import {
  customType,
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  time,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from "drizzle-orm/pg-core";

const stamps = {
  created_at: timestamp("created_at", { withTimezone: true, mode: "string" }).notNull().defaultNow(),
  updated_at: timestamp("updated_at", { withTimezone: true, mode: "string" }).notNull().defaultNow(),
};
const ts = (name: string) => timestamp(name, { withTimezone: true, mode: "string" });
/** A value of a constant list as a SQL literal. */
const literal = (v: string | number) => (typeof v === "number" ? String(v) : `'${v.replaceAll("'", "''")}'`);
/** The check that `column` holds one of `values` (a constant list of @lineup/shared), written out in the migration. */
const oneOf = (column: AnyPgColumn, values: readonly (string | number)[]) =>
  sql`${column} in (${sql.raw(values.map(literal).join(", "))})`;
const qty = (name: string) => numeric(name, { precision: 15, scale: 3 });
/**
 * A transaction id (`pg_current_xact_id()`), as text: what orders change records by commit safety
 * (watches/dispatch.ts).
 */
const xid8 = customType<{ data: string; driverData: string }>({ dataType: () => "xid8" });

export const users = pgTable(
  "users",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    /**
     * The address's identity key (`emailKey` of @lineup/shared: trimmed, NFKC,
     * full case folding): what login, limits, uniqueness and resets look up.
     * `!pending:{id}` while the start-up could not give it one (two stored
     * addresses with one key): such an account cannot log in until an admin
     * changes one of the addresses.
     */
    email_key: text("email_key").notNull(),
    password_hash: text("password_hash").notNull(),
    role_id: smallint("role_id").notNull(),
    /** Free-text title shown under the name (spec.md: "Role (free text)"). */
    role: text("role"),
    photo: text("photo"),
    disabled_at: ts("disabled_at"),
    /**
     * Raised when the role, ports or comms change: access tokens issued before carry a lower one and are refused (the
     * client refreshes).
     */
    access_version: integer("access_version").notNull().default(0),
    ...stamps,
  },
  (t) => [uniqueIndex("users_email_key_unique").on(t.email_key)],
);

/**
 * A sign-in: every refresh token rotated from one login belongs to it, and its
 * access tokens name it (`sid`). Ended by logout, a password change or reset,
 * or a reused refresh token; an ended session's access tokens are refused on
 * the next request, on every instance.
 */
export const sessions = pgTable(
  "sessions",
  {
    id: serial("id").primaryKey(),
    user_id: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    ended_at: ts("ended_at"),
    /** Why it ended: logout, password, reset, reuse (a spent refresh token presented again). */
    end_reason: text("end_reason"),
    created_at: stamps.created_at,
  },
  (t) => [index("sessions_user").on(t.user_id)],
);

/**
 * A personal API token (issue 23): an integration's credential, made and revoked by its owner in
 * the profile. Only its SHA-256 is kept; the token itself is shown once. It acts with its owner's
 * role and scope as they are at each request; `read` tokens may only read (GET).
 */
export const apiTokens = pgTable(
  "api_tokens",
  {
    id: serial("id").primaryKey(),
    user_id: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    token_hash: text("token_hash").notNull(),
    /** The token's first characters, to tell tokens apart in a list (`lub_Ab12Cd34`). */
    prefix: text("prefix").notNull(),
    access: text("access", { enum: ["read", "write"] }).notNull(),
    expires_at: ts("expires_at"),
    last_used_at: ts("last_used_at"),
    /** The client address of the last use. */
    last_used_from: text("last_used_from"),
    revoked_at: ts("revoked_at"),
    created_at: stamps.created_at,
  },
  (t) => [uniqueIndex("api_tokens_hash_unique").on(t.token_hash), index("api_tokens_user").on(t.user_id)],
);

export const refreshTokens = pgTable(
  "refresh_tokens",
  {
    id: serial("id").primaryKey(),
    user_id: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The session (token family) this token was rotated within. */
    session_id: integer("session_id")
      .notNull()
      .references(() => sessions.id, { onDelete: "cascade" }),
    token_hash: text("token_hash").notNull(),
    expires_at: ts("expires_at").notNull(),
    revoked_at: ts("revoked_at"),
    created_at: stamps.created_at,
  },
  (t) => [
    uniqueIndex("refresh_tokens_hash_unique").on(t.token_hash),
    index("refresh_tokens_user").on(t.user_id),
    index("refresh_tokens_session").on(t.session_id),
  ],
);

export const passwordResets = pgTable(
  "password_resets",
  {
    id: serial("id").primaryKey(),
    user_id: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    token_hash: text("token_hash").notNull(),
    expires_at: ts("expires_at").notNull(),
    used_at: ts("used_at"),
    created_at: stamps.created_at,
  },
  (t) => [uniqueIndex("password_resets_hash_unique").on(t.token_hash)],
);

export const portos = pgTable(
  "portos",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    max_draft: numeric("max_draft", { precision: 8, scale: 2 }),
    bunker: text("bunker"),
    ordem: integer("ordem").notNull().default(0),
    atualizado_data: ts("atualizado_data"),
    atualizado_id: integer("atualizado_id").references(() => users.id, { onDelete: "set null" }),
    /** Where the weather forecast is read for (decimal degrees); both or neither. */
    latitude: numeric("latitude", { precision: 7, scale: 5, mode: "number" }),
    longitude: numeric("longitude", { precision: 8, scale: 5, mode: "number" }),
    /** When the forecast service last answered for this port (the strip's "as of"). */
    weather_updated_at: ts("weather_updated_at"),
    /**
     * The port's IANA time zone: its days in statistics, "today" and a board's `as_of` without an offset are
     * its local days and times (migration 0018; Brazil's main zone by default).
     */
    time_zone: text("time_zone").notNull().default("America/Sao_Paulo"),
    ...stamps,
  },
  (t) => [
    check("portos_latitude_range", sql`${t.latitude} between -90 and 90`),
    check("portos_longitude_range", sql`${t.longitude} between -180 and 180`),
    check("portos_coordinates_pair", sql`(${t.latitude} is null) = (${t.longitude} is null)`),
  ],
);

export const terminais = pgTable(
  "terminais",
  {
    id: serial("id").primaryKey(),
    porto_id: integer("porto_id")
      .notNull()
      .references(() => portos.id, { onDelete: "restrict" }),
    name: text("name").notNull(),
    rate: text("rate"),
    av_dw_bw: text("av_dw_bw"),
    max_draft: numeric("max_draft", { precision: 8, scale: 2 }),
    draft_berth: numeric("draft_berth", { precision: 8, scale: 2 }),
    loa: numeric("loa", { precision: 8, scale: 2 }),
    remark: text("remark"),
    atualizado_data: ts("atualizado_data"),
    atualizado_id: integer("atualizado_id").references(() => users.id, { onDelete: "set null" }),
    ...stamps,
  },
  (t) => [index("terminais_porto").on(t.porto_id)],
);

export const bercos = pgTable(
  "bercos",
  {
    id: serial("id").primaryKey(),
    terminal_id: integer("terminal_id")
      .notNull()
      .references(() => terminais.id, { onDelete: "restrict" }),
    name: text("name").notNull(),
    ...stamps,
  },
  (t) => [index("bercos_terminal").on(t.terminal_id)],
);

export const cargasTipos = pgTable("cargas_tipos", {
  id: serial("id").primaryKey(),
  name: text("name").notNull(),
  atualizado_data: ts("atualizado_data"),
  atualizado_id: integer("atualizado_id").references(() => users.id, { onDelete: "set null" }),
  ...stamps,
  deleted_at: ts("deleted_at"),
});

export const cargas = pgTable(
  "cargas",
  {
    id: serial("id").primaryKey(),
    tipo_id: integer("tipo_id")
      .notNull()
      .references(() => cargasTipos.id, { onDelete: "restrict" }),
    name: text("name").notNull(),
    synonym: text("synonym"),
    color: text("color").notNull().default("#000000"),
    ie_analise: smallint("ie_analise").notNull().default(0),
    ie_export: smallint("ie_export").notNull().default(0),
    ie_import: smallint("ie_import").notNull().default(0),
    ...stamps,
    deleted_at: ts("deleted_at"),
  },
  (t) => [index("cargas_tipo").on(t.tipo_id)],
);

export const terminalCargas = pgTable(
  "terminal_cargas",
  {
    terminal_id: integer("terminal_id")
      .notNull()
      .references(() => terminais.id, { onDelete: "cascade" }),
    carga_id: integer("carga_id")
      .notNull()
      .references(() => cargas.id, { onDelete: "restrict" }),
  },
  (t) => [primaryKey({ columns: [t.terminal_id, t.carga_id] })],
);

export const userPortos = pgTable(
  "user_portos",
  {
    user_id: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    porto_id: integer("porto_id")
      .notNull()
      .references(() => portos.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.porto_id] })],
);

export const userCargas = pgTable(
  "user_cargas",
  {
    user_id: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    carga_id: integer("carga_id")
      .notNull()
      .references(() => cargas.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.carga_id] })],
);

const named = (tableName: string) =>
  pgTable(tableName, { id: serial("id").primaryKey(), name: text("name").notNull(), ...stamps });

export const navios = pgTable("navios", {
  id: serial("id").primaryKey(),
  name: text("name").notNull(),
  imo: text("imo"),
  is_agency_client: boolean("is_agency_client").notNull().default(false),
  ...stamps,
});

export const agencias = pgTable("agencias", {
  id: serial("id").primaryKey(),
  name: text("name").notNull(),
  /** The agency running this product (spec.md's special agency {product}). */
  is_house: boolean("is_house").notNull().default(false),
  ...stamps,
});

export const afretadores = named("afretadores");
export const recebedores = named("recebedores");
export const trabalhadores = named("trabalhadores");

export const lineupsPortos = pgTable("lineups_portos", {
  id: serial("id").primaryKey(),
  name: text("name").notNull(),
  port_name: text("port_name"),
  pais: text("pais").notNull(),
  ...stamps,
});

/**
 * The names of parties merged into another (issue 23: "B's name kept as an alias"): a sheet that still says B is
 * read as the party B was merged into. `list` is the field list's path (`recebedores`); an alias of a party
 * removed since is ignored.
 */
export const partyAliases = pgTable(
  "party_aliases",
  {
    id: serial("id").primaryKey(),
    list: text("list").notNull(),
    name: text("name").notNull(),
    target_id: integer("target_id").notNull(),
    created_at: ts("created_at").notNull().defaultNow(),
  },
  (t) => [index("party_aliases_list").on(t.list, t.target_id)],
);

export const lineups = pgTable(
  "lineups",
  {
    id: serial("id").primaryKey(),
    terminal_id: integer("terminal_id")
      .notNull()
      .references(() => terminais.id, { onDelete: "restrict" }),
    porto_id: integer("porto_id")
      .notNull()
      .references(() => portos.id, { onDelete: "restrict" }),
    berco_id: integer("berco_id").references(() => bercos.id, { onDelete: "set null" }),
    carga_tipo_id: integer("carga_tipo_id").references(() => cargasTipos.id, { onDelete: "restrict" }),
    carga_id: integer("carga_id").references(() => cargas.id, { onDelete: "restrict" }),
    navio_id: integer("navio_id").references(() => navios.id, { onDelete: "restrict" }),
    agencia_id: integer("agencia_id").references(() => agencias.id, { onDelete: "restrict" }),
    afretador_id: integer("afretador_id").references(() => afretadores.id, { onDelete: "restrict" }),
    recebedor_id: integer("recebedor_id").references(() => recebedores.id, { onDelete: "restrict" }),
    destination_porto: integer("destination_porto").references(() => lineupsPortos.id, { onDelete: "restrict" }),
    // The values of the constant lists of @lineup/shared: the write path validates every one (lineups/validate.ts),
    // and the database refuses any other (a restore, an import, a write path that forgot).
    client_type: text("client_type").$type<ClientType>(),
    status: text("status").$type<LineupStatus>().notNull(),
    pob: time("pob"),
    is_observacao: smallint("is_observacao").$type<0 | 1>().notNull().default(0),
    observacao: text("observacao"),
    qty: qty("qty"),
    qty_unidade: text("qty_unidade").$type<QtyUnit>().notNull().default("t"),
    qty_import: qty("qty_import"),
    qty_export: qty("qty_export"),
    eta: date("eta", { mode: "string" }),
    etb: date("etb", { mode: "string" }),
    etc: date("etc", { mode: "string" }),
    atualizado_data: ts("atualizado_data"),
    atualizado_id: integer("atualizado_id").references(() => users.id, { onDelete: "set null" }),
    call_number: integer("call_number"),
    call_in_id: integer("call_in_id").references((): AnyPgColumn => lineups.id, { onDelete: "set null" }),
    /** Row version, bumped by every committed change (optimistic concurrency). */
    version: integer("version").notNull().default(1),
    /** Per field, the row version at which it last changed: lets edits of different fields merge. */
    field_versions: jsonb("field_versions").$type<Record<string, number>>().notNull().default({}),
    ...stamps,
  },
  (t) => [
    index("lineups_terminal").on(t.terminal_id),
    index("lineups_porto").on(t.porto_id),
    index("lineups_etb").on(t.etb),
    check("lineups_status_known", oneOf(t.status, LINEUP_STATUSES)),
    check("lineups_client_type_known", oneOf(t.client_type, CLIENT_TYPES)),
    check("lineups_qty_unit_known", oneOf(t.qty_unidade, QTY_UNITS)),
    check("lineups_is_observacao_flag", oneOf(t.is_observacao, [0, 1])),
  ],
);

export const lineupCargasAfretadores = pgTable(
  "lineup_cargas_afretadores",
  {
    id: serial("id").primaryKey(),
    lineup_id: integer("lineup_id")
      .notNull()
      .references(() => lineups.id, { onDelete: "cascade" }),
    carga_id: integer("carga_id").references(() => cargas.id, { onDelete: "restrict" }),
    qty: qty("qty"),
    afretador_id: integer("afretador_id").references(() => afretadores.id, { onDelete: "restrict" }),
    recebedor_id: integer("recebedor_id").references(() => recebedores.id, { onDelete: "restrict" }),
  },
  (t) => [index("lca_lineup").on(t.lineup_id)],
);

const WORKER_SIDES = ["embarcador", "recebedor"] as const;

/** Worker lists of a row: `type` is `embarcador` (shipper side) or `recebedor` (receiver side). */
export const lineupTrabalhadores = pgTable(
  "lineup_trabalhadores",
  {
    id: serial("id").primaryKey(),
    lineup_id: integer("lineup_id")
      .notNull()
      .references(() => lineups.id, { onDelete: "cascade" }),
    trabalhador_id: integer("trabalhador_id")
      .notNull()
      .references(() => trabalhadores.id, { onDelete: "restrict" }),
    qty: qty("qty"),
    type: text("type").notNull(),
  },
  (t) => [index("lt_lineup").on(t.lineup_id), check("lineup_trabalhadores_type_known", oneOf(t.type, WORKER_SIDES))],
);

export const activityLogs = pgTable(
  "activity_logs",
  {
    id: serial("id").primaryKey(),
    user_id: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    action: text("action").notNull(),
    description: text("description").notNull(),
    subject_type: text("subject_type").notNull(),
    subject_id: integer("subject_id"),
    old_model: jsonb("old_model").$type<Record<string, unknown> | null>(),
    new_model: jsonb("new_model").$type<Record<string, unknown> | null>(),
    created_at: stamps.created_at,
  },
  (t) => [
    index("activity_logs_created").on(t.created_at),
    // The *Updated* marks of terminals and ports as they stood at a past instant (lineups/as-of.ts `marksAsOf`).
    index("activity_logs_marks")
      .on(t.subject_type, t.subject_id, t.created_at)
      .where(sql`${t.action} = 'atualizou'`),
  ],
);

export const emailInformation = pgTable("email_information", {
  id: serial("id").primaryKey(),
  description: text("description").notNull().default(""),
  updated_by: integer("updated_by").references(() => users.id, { onDelete: "set null" }),
  ...stamps,
});

export const portWeathers = pgTable(
  "port_weathers",
  {
    id: serial("id").primaryKey(),
    porto_id: integer("porto_id")
      .notNull()
      .references(() => portos.id, { onDelete: "cascade" }),
    date: date("date", { mode: "string" }).notNull(),
    icon: text("icon").notNull(),
  },
  (t) => [uniqueIndex("port_weathers_day").on(t.porto_id, t.date)],
);

/**
 * When a port's line-up of one comm type was last marked updated, and by whom
 * (`POST /portos/{id}/atualizar` with `carga`): the board's port header shows
 * it for the comm type on screen.
 */
export const portoCargaAtualizacoes = pgTable(
  "porto_carga_atualizacoes",
  {
    porto_id: integer("porto_id")
      .notNull()
      .references(() => portos.id, { onDelete: "cascade" }),
    carga_tipo_id: integer("carga_tipo_id")
      .notNull()
      .references(() => cargasTipos.id, { onDelete: "cascade" }),
    atualizado_data: ts("atualizado_data").notNull(),
    atualizado_id: integer("atualizado_id").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [primaryKey({ columns: [t.porto_id, t.carga_tipo_id] })],
);

/** When a job shared by every instance (the hourly weather refresh) last ran, so one round runs once. */
export const jobRuns = pgTable("job_runs", {
  name: text("name").primaryKey(),
  ran_at: ts("ran_at").notNull(),
});

export const displays = pgTable("displays", {
  id: serial("id").primaryKey(),
  name: text("name").notNull(),
  token_hash: text("token_hash").notNull(),
  rotate_seconds: integer("rotate_seconds").notNull().default(20),
  created_by: integer("created_by").references(() => users.id, { onDelete: "set null" }),
  revoked_at: ts("revoked_at"),
  ...stamps,
});

export const displayPortos = pgTable(
  "display_portos",
  {
    display_id: integer("display_id")
      .notNull()
      .references(() => displays.id, { onDelete: "cascade" }),
    porto_id: integer("porto_id")
      .notNull()
      .references(() => portos.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.display_id, t.porto_id] })],
);

/**
 * Attempt counters of the login and account limits, shared by every instance:
 * one row per limit key for its current fixed window (which ends at `reset_at`),
 * bumped by one atomic upsert per attempt.
 */
export const rateLimits = pgTable(
  "rate_limits",
  {
    key: text("key").primaryKey(),
    reset_at: ts("reset_at").notNull(),
    hits: integer("hits").notNull(),
  },
  (t) => [index("rate_limits_reset_at").on(t.reset_at)],
);

/**
 * Table saves already committed, by the key the client sent with them
 * (`save_id`): a retry after an answer lost on the way (a 5xx, a dropped
 * connection) gets the first save's rows back instead of adding them twice.
 * Kept for a day.
 */
export const lineupSaves = pgTable(
  "lineup_saves",
  {
    user_id: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    save_id: text("save_id").notNull(),
    lineup_ids: jsonb("lineup_ids").$type<number[]>().notNull().default([]),
    created_at: ts("created_at").notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.save_id] }), index("lineup_saves_created_at").on(t.created_at)],
);

/**
 * Other creates already received, by the key the client sent with them (the `Idempotency-Key` header,
 * http/idempotency.ts): a retry after an answer lost on the way is answered with the first answer instead of
 * creating twice. Claimed before the work (`status` null until it is answered), kept for a day, and left out of
 * backups (backup/catalog.ts).
 */
export const requestKeys = pgTable(
  "request_keys",
  {
    user_id: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    key: text("key").notNull(),
    /** SHA-256 of the method, the address and the body: the same key with other data is refused. */
    request_hash: text("request_hash").notNull(),
    status: integer("status"),
    /** The first answer's JSON; null while it is being made, or when it is not kept (a secret shown once, or large). */
    answer: text("answer"),
    created_at: ts("created_at").notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.key] }), index("request_keys_created_at").on(t.created_at)],
);

/**
 * The history of every line-up field as data: one event per changed field,
 * written in the transaction of the change. `lineup_id` has no foreign key: a
 * row's events outlive the row (its `_deleted` event holds its last values).
 * `_created` and `_deleted` mark a row's start and end.
 */
export const lineupFieldEvents = pgTable(
  "lineup_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    lineup_id: integer("lineup_id").notNull(),
    terminal_id: integer("terminal_id").notNull(),
    porto_id: integer("porto_id").notNull(),
    field: text("field").notNull(),
    before: jsonb("before").$type<unknown>(),
    after: jsonb("after").$type<unknown>(),
    user_id: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    at: ts("at").notNull().defaultNow(),
    /**
     * The writing transaction (migration 0021; null on events recorded before): the watches read change records
     * in (tx, id) order up to the oldest transaction still running, so an event that commits late is never passed over.
     */
    tx: xid8("tx").default(sql`pg_current_xact_id()`),
  },
  (t) => [
    index("lineup_events_tx")
      .on(t.tx, t.id)
      .where(sql`${t.tx} is not null`),
    index("lineup_events_lineup_at").on(t.lineup_id, t.at.desc()),
    index("lineup_events_porto_at").on(t.porto_id, t.at),
    index("lineup_events_field_at").on(t.field, t.at),
    // Waiting times (statistics/waiting-times.ts): the calls that berthed in a period, then each call's status
    // changes; both read by index-only scans (the values are in the keys).
    index("lineup_events_berthed_at")
      .on(t.at, t.lineup_id)
      .where(sql`${t.field} = 'status' and ${t.after} in ('"Loading"'::jsonb, '"Discharging"'::jsonb)`),
    index("lineup_events_status_lineup_at")
      .on(t.lineup_id, t.at, t.after)
      .where(sql`${t.field} = 'status'`),
    // The board as it stood (lineups/as-of.ts): the fields of a row (a skip scan), each field's first event after an
    // instant, and the row's saves after it, by look-ups rather than by reading every event since.
    index("lineup_events_lineup_field_at").on(t.lineup_id, t.field, t.at, t.id),
    index("lineup_events_lineup_saves")
      .on(t.lineup_id, t.at)
      .where(sql`${t.field} not in ('_created', '_deleted', 'atualizado_data')`),
    // Berth occupancy (statistics/berth-occupancy.ts): the sailings before a period, hashed against the calls that
    // berthed before its end, leave the calls still at a berth (index-only); volumes (statistics/volumes.ts): the
    // calls that sailed in a period.
    index("lineup_events_sailed_at")
      .on(t.at, t.lineup_id)
      .where(sql`${t.field} = 'status' and ${t.after} = '"Sailed"'::jsonb`),
  ],
);

/**
 * Each call's first Waiting and first berthing (status Loading or
 * Discharging), for waiting times (statistics/waiting-times.ts), and its
 * first sailing after that with the direction of its cargo, for volumes and
 * berth occupancy. Derived from
 * the status events of `lineup_events` by a trigger on its inserts, in the
 * same transaction (migration 0011), so every write path keeps it; never
 * written by the application. A row per line-up with any status event.
 */
export const lineupCalls = pgTable(
  "lineup_calls",
  {
    lineup_id: integer("lineup_id").primaryKey(),
    /** The first status change to Waiting (a row created as Waiting: its creation). */
    waited_at: ts("waited_at"),
    /** The first status change to Loading or Discharging. */
    berthed_at: ts("berthed_at"),
    /** The first status change to Sailed after `berthed_at` (migration 0013); null: not sailed (yet). */
    sailed_at: ts("sailed_at"),
    /** With `sailed_at`: whether the last berthing status before it was Discharging (else Loading). */
    discharged: boolean("discharged"),
    /**
     * The call's `_baseline` event (migration 0016): what it held before that instant is taken from its dates, so
     * a time above at or before it came from dates alone; null: every time above was recorded.
     */
    dated_until: ts("dated_until"),
  },
  (t) => [
    index("lineup_calls_berthed_at").on(t.berthed_at, t.waited_at),
    // Volumes (a range of sailings) and berth occupancy (the calls that sailed after a period's start, berthed before
    // its end), index-only; the calls at a berth that have not sailed come from the partial index.
    index("lineup_calls_sailed_at").on(t.sailed_at, t.berthed_at, t.lineup_id, t.discharged),
    index("lineup_calls_at_berth")
      .on(t.berthed_at, t.lineup_id)
      .where(sql`${t.sailed_at} is null and ${t.berthed_at} is not null`),
  ],
);

/**
 * The line-ups with no `lineup_calls` row: no status event and no baseline (a row written straight into the
 * database), whose calls the statistics take from their dates (statistics/calls.ts `undatedRows`). Kept by triggers
 * on the inserts of `lineups` and `lineup_calls` (migration 0022), so a statistics query finds such rows without
 * comparing the two tables' ids, which took about 50 ms of every query on 100,000 calls (bench/README.md); the
 * row goes with its line-up.
 */
export const lineupsWithoutCalls = pgTable("lineups_without_calls", {
  lineup_id: integer("lineup_id")
    .primaryKey()
    .references(() => lineups.id, { onDelete: "cascade" }),
});

/**
 * The UTC days on whose end each line-up held a status that line-up counts
 * count (statistics/lineup-counts.ts): one row per status change to Expected,
 * Waiting, Loading or Discharging that held at the end of at least one day,
 * from the day of the change to the day before the row's next status change
 * (`last_day` null while it holds). Deletions are not applied here (the query
 * ends a deleted row's days at its `_deleted` event). Derived from
 * `lineup_events` by the same trigger as `lineup_calls`.
 */
export const lineupStatusDays = pgTable(
  "lineup_status_days",
  {
    /** The status event that began it. */
    event_id: bigint("event_id", { mode: "number" }).primaryKey(),
    lineup_id: integer("lineup_id").notNull(),
    /** `berthed` (Loading, Discharging), `waiting` or `expected`. */
    kind: text("kind").notNull(),
    first_day: date("first_day", { mode: "string" }).notNull(),
    last_day: date("last_day", { mode: "string" }),
  },
  (t) => [index("lineup_status_days_lineup").on(t.lineup_id)],
);

/**
 * Who receives the weekly report of which port and comm type (reports/weekly.ts):
 * one e-mail per user each week, one section per subscription.
 */
export const weeklyReportSubscriptions = pgTable(
  "weekly_report_subscriptions",
  {
    id: serial("id").primaryKey(),
    user_id: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    porto_id: integer("porto_id")
      .notNull()
      .references(() => portos.id, { onDelete: "cascade" }),
    carga_tipo_id: integer("carga_tipo_id")
      .notNull()
      .references(() => cargasTipos.id, { onDelete: "cascade" }),
    created_at: stamps.created_at,
  },
  (t) => [uniqueIndex("weekly_report_subscriptions_unique").on(t.user_id, t.porto_id, t.carga_tipo_id)],
);

/**
 * Distribution lists (issue 25): a port's line-up of one comm type, cut by board filters,
 * mailed to outside addresses on chosen weekdays at a local time of the port. `send_at` is
 * minutes after the port's local midnight; `owner_id` is whose scope the line-up is read with.
 */
export const distributionLists = pgTable(
  "distribution_lists",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    porto_id: integer("porto_id")
      .notNull()
      .references(() => portos.id, { onDelete: "cascade" }),
    carga_tipo_id: integer("carga_tipo_id")
      .notNull()
      .references(() => cargasTipos.id, { onDelete: "cascade" }),
    filters: jsonb("filters").$type<DistributionFilters>().notNull().default({}),
    client_columns: boolean("client_columns").notNull().default(true),
    addresses: text("addresses").array().notNull(),
    weekdays: smallint("weekdays").array().notNull(),
    send_at: smallint("send_at").notNull(),
    intro: text("intro"),
    owner_id: integer("owner_id").references(() => users.id, { onDelete: "set null" }),
    ...stamps,
  },
  (t) => [index("distribution_lists_porto").on(t.porto_id)],
);

/**
 * Each sending of a list: one per scheduled local day at most (the unique index claims it across instances), or by
 * hand.
 */
export const distributionRuns = pgTable(
  "distribution_runs",
  {
    id: serial("id").primaryKey(),
    list_id: integer("list_id")
      .notNull()
      .references(() => distributionLists.id, { onDelete: "cascade" }),
    local_day: date("local_day", { mode: "string" }).notNull(),
    scheduled: boolean("scheduled").notNull(),
    by_user_id: integer("by_user_id").references(() => users.id, { onDelete: "set null" }),
    started_at: timestamp("started_at", { withTimezone: true, mode: "string" }).notNull().defaultNow(),
    sent: integer("sent").notNull().default(0),
    failed: integer("failed").notNull().default(0),
    note: text("note"),
  },
  (t) => [
    uniqueIndex("distribution_runs_scheduled_day")
      .on(t.list_id, t.local_day)
      .where(sql`${t.scheduled}`),
    index("distribution_runs_list").on(t.list_id, t.started_at),
  ],
);

/** What became of each address of a run: delivered, or the mail server's refusal. */
export const distributionDeliveries = pgTable(
  "distribution_deliveries",
  {
    id: serial("id").primaryKey(),
    run_id: integer("run_id")
      .notNull()
      .references(() => distributionRuns.id, { onDelete: "cascade" }),
    address: text("address").notNull(),
    delivered: boolean("delivered").notNull(),
    detail: text("detail"),
    at: timestamp("at", { withTimezone: true, mode: "string" }).notNull().defaultNow(),
  },
  (t) => [index("distribution_deliveries_run").on(t.run_id)],
);

/**
 * How far each reader of change records got (issue 25): `watches` is the dispatcher's place in
 * `lineup_events`, in (tx, id) order. Its row is locked while a dispatch runs, so one instance
 * dispatches at a time and a killed one leaves its batch to the next.
 */
export const changeCursors = pgTable("change_cursors", {
  name: text("name").primaryKey(),
  tx: xid8("tx").notNull(),
  event_id: bigint("event_id", { mode: "number" }).notNull(),
});

/** The URLs told of a user's watched changes: signed JSON events (issue 25, watches/webhook-send.ts). */
export const webhooks = pgTable(
  "webhooks",
  {
    id: serial("id").primaryKey(),
    user_id: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    url: text("url").notNull(),
    secret: text("secret").notNull(),
    active: boolean("active").notNull().default(true),
    /** Set by an admin: the URL may reach private networks and this server's own addresses. */
    allow_private: boolean("allow_private").notNull().default(false),
    /** When 24 h of failures paused it (its owner is told); cleared on resume. */
    paused_at: ts("paused_at"),
    /** The first failure since the last success. */
    failing_since: ts("failing_since"),
    ...stamps,
  },
  (t) => [index("webhooks_user").on(t.user_id)],
);

/** What a user follows: a call, a terminal or a board view, with what it tells and how (issue 25). */
export const watches = pgTable(
  "watches",
  {
    id: serial("id").primaryKey(),
    user_id: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind").$type<"row" | "terminal" | "view">().notNull(),
    /** A row watch's call: no foreign key, so its removal is still told. */
    lineup_id: integer("lineup_id"),
    terminal_id: integer("terminal_id").references(() => terminais.id, { onDelete: "cascade" }),
    porto_id: integer("porto_id").references(() => portos.id, { onDelete: "cascade" }),
    view: jsonb("view").$type<WatchView>(),
    name: text("name").notNull(),
    status_changes: text("status_changes").$type<"each" | "berthed_sailed" | "none">().notNull().default("each"),
    moved_hours: integer("moved_hours"),
    new_calls: boolean("new_calls").notNull().default(true),
    removed: boolean("removed").notNull().default(true),
    /** Minutes after the port's local midnight (staff, terminal watches). */
    not_updated_by: smallint("not_updated_by"),
    email: text("email").$type<"off" | "immediate" | "hourly" | "daily">().notNull().default("off"),
    webhook_id: integer("webhook_id").references(() => webhooks.id, { onDelete: "set null" }),
    ...stamps,
  },
  (t) => [
    index("watches_user").on(t.user_id),
    index("watches_lineup").on(t.lineup_id),
    index("watches_terminal").on(t.terminal_id),
    index("watches_view")
      .on(t.kind)
      .where(sql`${t.kind} = 'view'`),
  ],
);

/**
 * What watches told their users (the notification centre), one per watch and event: `key` is
 * `e:{event id}` for a change record, `u:{local day}` for a terminal not updated. E-mail state rides
 * along: due at `email_due_at` (its digest), claimed by setting `emailed_at` (at most once).
 */
export const notifications = pgTable(
  "notifications",
  {
    id: serial("id").primaryKey(),
    user_id: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    watch_id: integer("watch_id").references(() => watches.id, { onDelete: "set null" }),
    event_id: bigint("event_id", { mode: "number" }),
    key: text("key").notNull(),
    kind: text("kind").notNull(),
    lineup_id: integer("lineup_id"),
    porto_id: integer("porto_id").notNull(),
    terminal_id: integer("terminal_id").notNull(),
    carga_tipo_id: integer("carga_tipo_id"),
    /** The row's comm when it was told: what is checked again before a digest goes out. */
    carga_id: integer("carga_id"),
    words: jsonb("words").$type<NotificationWords>().notNull(),
    at: ts("at").notNull(),
    read_at: ts("read_at"),
    email_due_at: ts("email_due_at"),
    emailed_at: ts("emailed_at"),
    created_at: stamps.created_at,
  },
  (t) => [
    uniqueIndex("notifications_watch_key").on(t.watch_id, t.key),
    index("notifications_user").on(t.user_id, t.id),
    index("notifications_email_due")
      .on(t.email_due_at)
      .where(sql`${t.email_due_at} is not null and ${t.emailed_at} is null`),
  ],
);

/**
 * Each event owed to a webhook, with its last attempt: tried until a 2xx, with back-off, for 24 h
 * (at least once; `event_id` lets the receiver drop repeats). `body` is the exact JSON sent.
 */
export const webhookDeliveries = pgTable(
  "webhook_deliveries",
  {
    id: serial("id").primaryKey(),
    webhook_id: integer("webhook_id")
      .notNull()
      .references(() => webhooks.id, { onDelete: "cascade" }),
    event_id: bigint("event_id", { mode: "number" }),
    /** `e:{event id}` once per webhook and event; tests and redeliveries have keys of their own. */
    key: text("key").notNull(),
    kind: text("kind").notNull(),
    body: text("body").notNull(),
    porto_id: integer("porto_id"),
    carga_id: integer("carga_id"),
    state: text("state").$type<"pending" | "delivered" | "failed">().notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    next_attempt_at: ts("next_attempt_at").notNull().defaultNow(),
    /** A sender's claim on an attempt under way; another may take it after this instant (a killed sender). */
    lease_until: ts("lease_until"),
    response_status: integer("response_status"),
    response_excerpt: text("response_excerpt"),
    error: text("error"),
    created_at: stamps.created_at,
    last_attempt_at: ts("last_attempt_at"),
    delivered_at: ts("delivered_at"),
  },
  (t) => [
    uniqueIndex("webhook_deliveries_key").on(t.webhook_id, t.key),
    index("webhook_deliveries_due")
      .on(t.next_attempt_at)
      .where(sql`${t.state} = 'pending'`),
    index("webhook_deliveries_webhook").on(t.webhook_id, t.id),
  ],
);
