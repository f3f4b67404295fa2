import { CLIENT_TYPES, POB_STATUS, formatLineupDate, formatQuantity, isOneOf } from "@lineup/shared";
import type {
  CellClassParams,
  ColDef,
  EditableCallbackParams,
  ICellEditorParams,
  ICellRendererParams,
  ITooltipParams,
  ValueFormatterParams,
  ValueGetterParams,
} from "ag-grid-community";
import type { CommOption, NamedOption } from "../api/get-board-options";
import type { SplitField } from "../edit/edit-session";
import type { BoardLookups } from "../board-lookups";
import { markClassRules, markTooltip, markedCellSelector } from "./cell-marks";
import { postReceiver, rememberReceiver } from "../api/create-receiver";
import { CREATABLE_KEYS, CreatableSelectEditor, type CreatableSelectEditorParams } from "./cell-editors";
import { DateEditor, QuantityEditor, TextEditor } from "./typed-editors";
import type { CellOption } from "../edit/creatable-options";
import { StatusEditor, statusValueOf, type StatusValue } from "./status-editor";
import type { RowChangeSince } from "../live/changed-since";
import type { GridRow } from "./grid-rows";
import { selectEditorFor, typedSelectKeys } from "./keyboard/typed-select";
import { RowMenu } from "./row-menu";
import { StatusCell } from "./status-pill";
import { YearLockHeader, type DateField, type YearLocks } from "./year-lock-header";

/** What the columns need to know about the terminal and the user. */
export interface ColumnContext {
  client: boolean;
  fertilizer: boolean;
  agencyName: string;
  berths: NamedOption[];
  /** The comms the terminal takes for the comm type shown. */
  comms: CommOption[];
  lookups: BoardLookups;
  /** The row menu column (terminals the user may edit). */
  withMenu: boolean;
  /** Rows are being edited: the date headers show their year locks. */
  editing: boolean;
  yearLocks: YearLocks;
  toggleYearLock: (field: DateField) => void;
  /** A past board's compare mode: the columns of each row changed since (highlighted). */
  changedSince?: ReadonlyMap<number, RowChangeSince>;
}

/** The name the server sent with a line's (or split line's) comm or charterer: shown for an id the lists lack. */
const sentName = (data: GridRow, part: "carga" | "afretador") =>
  data.kind === "line"
    ? data.server?.[part]?.name
    : data.server?.cargas_afretadores[data.splitIndex ?? -1]?.[part]?.name;

type Field =
  | "navio_id"
  | "berco_id"
  | "status"
  | "qty"
  | "carga_id"
  | "eta"
  | "etb"
  | "etc"
  | "afretador_id"
  | "recebedor_id"
  | "destination_porto"
  | "agencia_id"
  | "client_type";
/** The fields a split line has of its own (the others are its parent row's). */
const SPLIT_FIELD_LIST = ["qty", "carga_id", "afretador_id", "recebedor_id"] as const satisfies readonly SplitField[];
export const SPLIT_FIELDS = new Set<string>(SPLIT_FIELD_LIST);
const isSplitField = isOneOf(SPLIT_FIELD_LIST);

/** The value a column shows for a grid row (split lines show their own comm, qty, charterer, receiver). */
export function cellValue(row: GridRow, field: Field): unknown {
  if (row.kind === "split") return isSplitField(field) && row.split ? row.split[field] : null;
  if (row.kind === "note") return field === "navio_id" ? row.values.observacao : null;
  if (field === "status") return { status: row.values.status, pob: row.values.pob } satisfies StatusValue;
  return row.values[field];
}

const nameOr = (map: Map<number, NamedOption>, id: unknown, fallback: string | null | undefined) =>
  typeof id === "number" ? (map.get(id)?.name ?? fallback ?? "") : "";

/** The column that shows a field and its error: the status column shows POB, the vessel column a note's text. */
export const columnShowing = (field: string) =>
  field === "pob" ? "status" : field === "observacao" ? "navio_id" : field;

/** The error a cell shows: its own field's first, then one of the fields it shows (a status column shows POB's). */
const errorOf = (row: GridRow | undefined, column: string) =>
  row && (row.errors[column] ?? Object.entries(row.errors).find(([field]) => columnShowing(field) === column)?.[1]);

/** spec.md's line-up table; clients' JSON (and columns) have no receiver, disport, agency or client type. */
export function buildColumns(ctx: ColumnContext): ColDef<GridRow>[] {
  const { lookups, client } = ctx;
  const names = (list: NamedOption[]): CellOption[] => [
    { value: null, label: "" },
    ...list.map((x) => ({ value: x.id, label: x.name })),
  ];
  const editableFor =
    (field: Field) =>
    ({ data }: EditableCallbackParams<GridRow>) =>
      !!data &&
      data.editable &&
      (data.kind === "line" ||
        (data.kind === "note" && field === "navio_id") ||
        (data.kind === "split" && SPLIT_FIELDS.has(field)));

  const column = (field: Field, headerName: string, extra: Partial<ColDef<GridRow>>): ColDef<GridRow> => ({
    colId: field,
    headerName,
    valueGetter: ({ data }: ValueGetterParams<GridRow>) => (data ? cellValue(data, field) : null),
    editable: editableFor(field),
    cellClassRules: {
      "lineup-cell-error": (p: CellClassParams<GridRow>) => !!errorOf(p.data, field),
      ...markClassRules(field),
      "lineup-cell-changed-since": (p: CellClassParams<GridRow>) =>
        p.data?.kind !== "split" && p.data?.id != null && !!ctx.changedSince?.get(p.data.id)?.fields.has(field),
    },
    tooltipValueGetter: (p: ITooltipParams<GridRow>) => errorOf(p.data, field) ?? markTooltip(p, field, lookups),
    cellRendererSelector: markedCellSelector(field),
    ...extra,
  });

  const commOptions = (): CellOption[] => names(ctx.comms);
  const select = (label: string, optionsFor: (row: GridRow) => CellOption[]) => ({
    cellEditorSelector: (p: ICellEditorParams<GridRow>) => selectEditorFor(p, label, optionsFor),
    suppressKeyboardEvent: typedSelectKeys,
  });

  // A note spans the data columns after the pinned Vessel one, where it is edited (set once the columns are known).
  let noteSpan = 1;
  const cols: ColDef<GridRow>[] = [
    column("navio_id", "Vessel", {
      // Pinned columns do not flex: a set width.
      width: 150,
      minWidth: 120,
      flex: 0,
      // Stays in view while the other columns scroll sideways (1024 px screens).
      pinned: "left",
      lockPinned: true,
      valueFormatter: ({ data, value }: ValueFormatterParams<GridRow>) => {
        if (!data) return "";
        if (data.kind === "note") return "Note";
        if (data.kind === "split") return "↳ split line";
        return nameOr(lookups.navios, value, data.server?.navio?.name);
      },
      cellEditorSelector: (p) =>
        p.data?.kind === "note"
          ? { component: TextEditor, params: { label: "Note" }, popup: true, popupPosition: "over" }
          : selectEditorFor(p, "Vessel", () => names(lookups.options.navios)),
      suppressKeyboardEvent: typedSelectKeys,
    }),
    column("berco_id", "Berth", {
      minWidth: 80,
      colSpan: ({ data }) => (data?.kind === "note" ? noteSpan : 1),
      // A note's text (edited from its Vessel cell, which a double click here opens).
      valueGetter: ({ data }: ValueGetterParams<GridRow>) =>
        data?.kind === "note" ? data.values.observacao : data ? cellValue(data, "berco_id") : null,
      valueFormatter: ({ data, value }) => {
        if (data?.kind === "note") return String(value ?? "");
        return data?.kind === "line"
          ? nameOr(new Map(ctx.berths.map((b) => [b.id, b])), value, data.server?.berco?.name)
          : "";
      },
      cellClass: ({ data }) => (data?.kind === "note" ? "lineup-note-text" : undefined),
      ...select("Berth", () => names(ctx.berths)),
    }),
    column("status", "Status", {
      minWidth: 116,
      valueFormatter: ({ data, value }) => {
        const v = statusValueOf(value);
        if (data?.kind !== "line" || !v?.status) return "";
        return v.status === POB_STATUS && v.pob ? `POB ${v.pob} lt` : v.status;
      },
      // The status as a labelled pill; a changed or conflicting status shows its mark's words instead.
      cellRendererSelector: (p: ICellRendererParams<GridRow>) =>
        markedCellSelector("status")(p) ?? { component: StatusCell },
      cellEditor: StatusEditor,
      // Over the cell, at its own width: the select and the POB time never squeeze into a narrow column.
      cellEditorPopup: true,
      cellEditorPopupPosition: "over",
    }),
    column("qty", "QTTY", {
      minWidth: 100,
      type: "rightAligned",
      valueFormatter: ({ data, value }) =>
        data && data.kind !== "note"
          ? formatQuantity(typeof value === "string" ? value : null, data.values.qty_unidade)
          : "",
      cellEditor: QuantityEditor,
      cellEditorParams: { label: "Quantity" },
    }),
    column("carga_id", "Comm", {
      minWidth: 100,
      valueFormatter: ({ data, value }) =>
        !data || data.kind === "note" ? "" : nameOr(lookups.cargas, value, sentName(data, "carga")),
      ...select("Comm", commOptions),
    }),
    ...(["eta", "etb", "etc"] as const).map((f) =>
      column(f, f.toUpperCase(), {
        minWidth: 84,
        valueFormatter: ({ value }) => formatLineupDate(typeof value === "string" ? value : null),
        cellEditor: DateEditor,
        cellEditorParams: { label: f.toUpperCase(), yearLocked: ctx.yearLocks[f] },
        headerComponent: YearLockHeader,
        headerComponentParams: {
          locked: ctx.yearLocks[f],
          visible: ctx.editing,
          onToggle: () => ctx.toggleYearLock(f),
        },
      }),
    ),
    column("afretador_id", "Charter", {
      minWidth: 100,
      valueFormatter: ({ data, value }) =>
        !data || data.kind === "note" ? "" : nameOr(lookups.afretadores, value, sentName(data, "afretador")),
      ...select("Charterer", () => names(lookups.options.afretadores)),
    }),
  ];
  if (!client) {
    cols.push(
      column("recebedor_id", "Receiver|Shipper", {
        minWidth: 112,
        valueFormatter: ({ data, value }) => {
          if (!data || data.kind === "note") return "";
          const fallback =
            data.kind === "line"
              ? data.server?.recebedor?.name
              : data.server?.cargas_afretadores[data.splitIndex ?? -1]?.recebedor?.name;
          return nameOr(lookups.recebedores, value, fallback);
        },
        // Typed, with "Create <name>" for a new receiver (the form's quick-create: POST /recebedores, line-up editors).
        cellEditor: CreatableSelectEditor,
        cellEditorPopup: true,
        cellEditorPopupPosition: "over",
        cellEditorParams: {
          label: "Receiver",
          noun: "receiver | shipper",
          optionsFor: () => names(lookups.options.recebedores),
          create: async (name: string): Promise<CellOption> => {
            const item = await postReceiver(name);
            return { value: item.id, label: item.name };
          },
          onCreated: (queryClient, item) => rememberReceiver(queryClient, { id: Number(item.value), name: item.label }),
        } satisfies CreatableSelectEditorParams,
        suppressKeyboardEvent: ({ editing, event }) => editing && CREATABLE_KEYS.has(event.key),
      }),
      column("destination_porto", ctx.fertilizer ? "POL" : "Disport", {
        minWidth: 104,
        valueFormatter: ({ data, value }) =>
          data?.kind === "line" ? nameOr(lookups.destinos, value, data.server?.destination_port?.name) : "",
        ...select(ctx.fertilizer ? "POL" : "Disport", () => [
          { value: null, label: "" },
          ...lookups.options.lineups_portos.map((d) => ({
            value: d.id,
            label: d.pais && d.pais !== d.name ? `${d.name} (${d.pais})` : d.name,
          })),
        ]),
      }),
      column("agencia_id", "Agency", {
        minWidth: 100,
        valueFormatter: ({ data, value }) =>
          data?.kind === "line" ? nameOr(lookups.agencias, value, data.server?.agencia?.name) : "",
        ...select("Agency", () => names(lookups.options.agencias)),
      }),
      column("client_type", `${ctx.agencyName} client`, {
        minWidth: 104,
        valueFormatter: ({ data, value }) => (data?.kind === "line" ? String(value ?? "") : ""),
        ...select("Client type", () => [
          { value: null, label: "" },
          ...CLIENT_TYPES.map((t) => ({ value: t, label: t })),
        ]),
      }),
    );
  }
  // Every data column after Vessel (the row menu is pinned apart).
  noteSpan = cols.length - 1;
  if (ctx.withMenu) {
    cols.push({
      colId: "menu",
      headerName: "",
      width: 56,
      maxWidth: 56,
      pinned: "right",
      resizable: false,
      editable: false,
      suppressNavigable: true,
      cellRenderer: (p: ICellRendererParams<GridRow>) => <RowMenu {...p} />,
    });
  }
  return cols;
}
