import { DEFAULT_STATUS_FILTER, LINEUP_STATUSES, isOneOf } from "@lineup/shared";
import {
  Badge,
  Box,
  Button,
  Checkbox,
  CloseButton,
  Divider,
  Drawer,
  Group,
  MultiSelect,
  Select,
  Stack,
} from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { useContext, type ReactNode } from "react";
import { DateInput, isoToText } from "@/shared/inputs/date-input";
import { IdsSelect } from "@/shared/inputs/ids-select";
import { WatchSlotsContext } from "@/shared/watch-slots";
import type { BoardOptions, NamedOption } from "../api/get-board-options";
import type { BoardFilters } from "../api/types";
import { defaultStatuses } from "./board-url";
import { watchViewOf } from "./watch-view";

interface BoardFiltersBarProps {
  filters: BoardFilters;
  onChange: (filters: BoardFilters) => void;
  /** The port selector: changing it may drop unsaved tables, so the page asks first. */
  onPortChange: (portId: number | null) => void;
  onClear: () => void;
  options: BoardOptions;
  client: boolean;
  agencyName: string;
  /** More controls at the end of the Filters drawer (the board's "As of" time), given a way to close it. */
  drawerExtra?: (close: () => void) => ReactNode;
}

const named = (list: { id: number; name: string }[]) => list.map((x) => ({ value: String(x.id), label: x.name }));
const namesOf = (list: { id: number; name: string }[], chosen: readonly number[]) =>
  chosen.map((id) => list.find((x) => x.id === id)?.name ?? `#${id}`).join(", ");

/** An active filter shown in the bar: what it keeps, and how to drop it. */
interface ActiveFilter {
  label: string;
  text: string;
  clear: (f: BoardFilters) => BoardFilters;
}

/** The filters set behind the Filters button, as chips (the port and comms have their own controls in the bar). */
function activeFilters(f: BoardFilters, options: BoardOptions, agencyName: string): ActiveFilter[] {
  const out: ActiveFilter[] = [];
  if (!defaultStatuses(f.status))
    out.push({
      label: "Status",
      text: f.status.length ? f.status.join(", ") : "any",
      clear: (x) => ({ ...x, status: [...DEFAULT_STATUS_FILTER] }),
    });
  if (f.afretador_id.length)
    out.push({
      label: "Charterers",
      text: namesOf(options.afretadores, f.afretador_id),
      clear: (x) => ({ ...x, afretador_id: [] }),
    });
  if (f.recebedor_id.length)
    out.push({
      label: "Receivers | Shippers",
      text: namesOf(options.recebedores, f.recebedor_id),
      clear: (x) => ({ ...x, recebedor_id: [] }),
    });
  if (f.destination_port !== null)
    out.push({
      label: "Disport",
      text: namesOf(options.lineups_portos, [f.destination_port]),
      clear: (x) => ({ ...x, destination_port: null }),
    });
  if (f.periodo_inicio)
    out.push({ label: "From", text: isoToText(f.periodo_inicio), clear: (x) => ({ ...x, periodo_inicio: null }) });
  if (f.periodo_fim)
    out.push({ label: "To", text: isoToText(f.periodo_fim), clear: (x) => ({ ...x, periodo_fim: null }) });
  if (f.is_agency_client)
    out.push({ label: `${agencyName} vessels`, text: "only", clear: (x) => ({ ...x, is_agency_client: false }) });
  return out;
}

/**
 * The board's filters in one compact bar (spec.md section 2): the port
 * selector and the comms as controls, every other active filter as a chip
 * that removes it, the rest behind "Filters". Disport, the agency's vessels and
 * Receivers | Shippers are staff-only (the API ignores them for clients).
 */
export function BoardFiltersBar({
  filters,
  onChange,
  onPortChange,
  onClear,
  options,
  client,
  agencyName,
  drawerExtra,
}: BoardFiltersBarProps) {
  const [drawerOpen, drawer] = useDisclosure(false);
  const { ViewWatch } = useContext(WatchSlotsContext);
  const set = <K extends keyof BoardFilters>(key: K, value: BoardFilters[K]) => onChange({ ...filters, [key]: value });
  const partiesFilter = (label: string, items: NamedOption[], field: "afretador_id" | "recebedor_id") => (
    <IdsSelect label={label} items={items} value={filters[field]} onChange={(v) => set(field, v)} />
  );
  const comms = options.cargas.filter((c) => c.tipo_id === filters.carga_tipo_id);
  const active = activeFilters(filters, options, agencyName);
  const anySet = active.length > 0 || filters.carga_id.length > 0 || filters.porto_id.length > 0;
  const singlePort = filters.porto_id.length === 1 ? String(filters.porto_id[0]) : null;
  return (
    <Group gap="xs" wrap="wrap" align="center" role="search" aria-label="Line-up filters">
      <Select
        className="board-filter-control"
        label="Port"
        placeholder={
          client ? "Choose a port" : filters.porto_id.length > 1 ? `${filters.porto_id.length} ports` : "All ports"
        }
        data={named(options.portos)}
        value={singlePort}
        onChange={(v) => onPortChange(v ? Number(v) : null)}
        clearable
        searchable
        size="sm"
        w={230}
      />
      <IdsSelect
        className="board-filter-control"
        label="Commodities"
        allWhenEmpty
        items={comms}
        value={filters.carga_id}
        onChange={(v) => set("carga_id", v)}
        size="sm"
        miw={200}
        maw={420}
      />
      <Button variant="default" size="sm" onClick={drawer.open} aria-haspopup="dialog">
        {active.length ? `Filters (${active.length})` : "Filters"}
      </Button>
      {active.map((a) => (
        <Badge
          key={a.label}
          variant="light"
          color="blue"
          size="lg"
          tt="none"
          className="board-filter-chip"
          rightSection={
            <CloseButton size="xs" aria-label={`Remove filter ${a.label}`} onClick={() => onChange(a.clear(filters))} />
          }
        >
          {`${a.label}: ${a.text}`}
        </Badge>
      ))}
      {anySet && (
        <Button variant="subtle" size="compact-sm" onClick={onClear}>
          Clear filters
        </Button>
      )}
      {/* Below 1200 px the bar has no room: the view is watched from a wider screen, calls and terminals from here. */}
      {ViewWatch && (
        <Box visibleFrom="lg">
          <ViewWatch view={watchViewOf(filters)} />
        </Box>
      )}
      <Drawer opened={drawerOpen} onClose={drawer.close} title="Filters" position="right" size="sm">
        <Stack gap="sm">
          <MultiSelect
            label="Status"
            data={[...LINEUP_STATUSES]}
            value={filters.status}
            onChange={(v) => set("status", v.filter(isOneOf(LINEUP_STATUSES)))}
            clearable
            description="None chosen: every status, Sailed included"
          />
          {partiesFilter("Charterers", options.afretadores, "afretador_id")}
          {!client && (
            <Select
              label="Disport"
              data={options.lineups_portos.map((d) => ({
                value: String(d.id),
                label: d.pais && d.pais !== d.name ? `${d.name} (${d.pais})` : d.name,
              }))}
              value={filters.destination_port === null ? null : String(filters.destination_port)}
              onChange={(v) => set("destination_port", v ? Number(v) : null)}
              searchable
              clearable
            />
          )}
          <DateInput label="Start period" value={filters.periodo_inicio} onChange={(v) => set("periodo_inicio", v)} />
          <DateInput label="End period" value={filters.periodo_fim} onChange={(v) => set("periodo_fim", v)} />
          {!client && partiesFilter("Receivers | Shippers", options.recebedores, "recebedor_id")}
          {!client && (
            <Checkbox
              label={`${agencyName} vessels`}
              checked={filters.is_agency_client}
              onChange={(e) => set("is_agency_client", e.currentTarget.checked)}
            />
          )}
          <Group justify="space-between" mt="sm">
            <Button variant="subtle" onClick={onClear}>
              Clear filters
            </Button>
            <Button onClick={drawer.close}>Show line-ups</Button>
          </Group>
          {drawerExtra && (
            <>
              <Divider mt="sm" />
              {drawerExtra(drawer.close)}
            </>
          )}
        </Stack>
      </Drawer>
    </Group>
  );
}
