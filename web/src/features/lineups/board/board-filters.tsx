import { LINEUP_STATUSES, type LineupStatus } from "@lineup/shared";
import { Button, Checkbox, Group, MultiSelect, Select, SimpleGrid } from "@mantine/core";
import { DateInput } from "@/shared/inputs/date-input";
import type { BoardOptions } from "./api/get-board-options";
import type { BoardFilters } from "./api/types";

interface BoardFiltersBarProps {
  filters: BoardFilters;
  onChange: (filters: BoardFilters) => void;
  onClear: () => void;
  options: BoardOptions;
  client: boolean;
  agencyName: string;
}

const ids = (values: string[]) => values.map(Number);
const strings = (values: readonly number[]) => values.map(String);
const named = (list: { id: number; name: string }[]) => list.map((x) => ({ value: String(x.id), label: x.name }));

/** The board's filters (spec.md section 2); the agency's vessels and Receivers | Shippers are staff-only. */
export function BoardFiltersBar({ filters, onChange, onClear, options, client, agencyName }: BoardFiltersBarProps) {
  const set = <K extends keyof BoardFilters>(key: K, value: BoardFilters[K]) => onChange({ ...filters, [key]: value });
  const comms = options.cargas.filter((c) => c.tipo_id === filters.carga_tipo_id);
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm" verticalSpacing="xs">
      <MultiSelect label="Ports" data={named(options.portos)} value={strings(filters.porto_id)} onChange={(v) => set("porto_id", ids(v))} searchable clearable />
      <MultiSelect label="Commodities" data={named(comms)} value={strings(filters.carga_id)} onChange={(v) => set("carga_id", ids(v))} searchable clearable />
      <MultiSelect label="Status" data={[...LINEUP_STATUSES]} value={filters.status} onChange={(v) => set("status", v as LineupStatus[])} clearable />
      <MultiSelect label="Charterers" data={named(options.afretadores)} value={strings(filters.afretador_id)} onChange={(v) => set("afretador_id", ids(v))} searchable clearable />
      <Select
        label="Disport"
        data={options.lineups_portos.map((d) => ({ value: String(d.id), label: d.pais && d.pais !== d.name ? `${d.name} (${d.pais})` : d.name }))}
        value={filters.destination_port === null ? null : String(filters.destination_port)}
        onChange={(v) => set("destination_port", v ? Number(v) : null)}
        searchable
        clearable
      />
      <DateInput label="Start period" value={filters.periodo_inicio} onChange={(v) => set("periodo_inicio", v)} />
      <DateInput label="End period" value={filters.periodo_fim} onChange={(v) => set("periodo_fim", v)} />
      {!client && (
        <MultiSelect label="Receivers | Shippers" data={named(options.recebedores)} value={strings(filters.recebedor_id)} onChange={(v) => set("recebedor_id", ids(v))} searchable clearable />
      )}
      <Group align="end" gap="md">
        {!client && <Checkbox label={`${agencyName} vessels`} checked={filters.is_agency_client} onChange={(e) => set("is_agency_client", e.currentTarget.checked)} />}
        <Button variant="subtle" onClick={onClear}>
          Clear filters
        </Button>
      </Group>
    </SimpleGrid>
  );
}
