import { DEFAULT_CARGO_TYPE_ID, DEFAULT_STATUS_FILTER, can, isClient } from "@lineup/shared";
import { Alert, Button, Center, Group, Loader, Select, Stack, Tabs, Text, Title } from "@mantine/core";
import { useMemo, useState, type ComponentType } from "react";
import { useSnapshot } from "valtio";
import { currentUser, session } from "@/state/session";
import { useBoard } from "./api/get-board";
import { useBoardOptions, type NamedOption } from "./api/get-board-options";
import type { BoardFilters } from "./api/types";
import { BoardFiltersBar } from "./board-filters";
import { buildLookups } from "./columns";
import { PortHeader } from "./port-section";
import { TerminalSection } from "./terminal-section";
import { confirmDiscard, useLeaveGuard } from "./unsaved-guard";

const defaultFilters = (cargoTypeId = DEFAULT_CARGO_TYPE_ID): BoardFilters => ({
  carga_tipo_id: cargoTypeId,
  porto_id: [],
  status: [...DEFAULT_STATUS_FILTER],
  carga_id: [],
  afretador_id: [],
  recebedor_id: [],
  destination_port: null,
  periodo_inicio: null,
  periodo_fim: null,
  is_agency_client: false,
});

const NO_BERTHS: NamedOption[] = [];

/** Which row the form modal shows: an id, or a new row starting on the board's type and port; null when closed. */
interface FormTarget {
  id?: number;
  cargoTypeId?: number;
  portId?: number;
}

/** The line-up form in a modal, given by the app (features do not import each other). */
export type BoardFormModal = ComponentType<{ target: FormTarget | null; onClose: () => void }>;

/**
 * The line-up board (`/lineups/listar`): a port selector, cargo-type tabs,
 * filters, and per port its counts, weather and waiting times, then one
 * editable table per terminal. Clients start with no port chosen.
 */
export function LineupsBoardPage({ FormModal }: { FormModal?: BoardFormModal }) {
  const user = currentUser(useSnapshot(session));
  const client = user ? isClient(user) : false;
  const canExport = can(user, "export", "lineups");
  const canCreate = can(user, "create", "lineups");
  const [formTarget, setFormTarget] = useState<FormTarget | null>(null);
  const options = useBoardOptions();
  const [filters, setFilters] = useState<BoardFilters>(() => defaultFilters());
  const mustChoosePort = client && filters.porto_id.length === 0;
  const board = useBoard(filters, !mustChoosePort);
  // Unsaved table work is never dropped without a question (menu links, reload, tab, port).
  useLeaveGuard();

  const lookups = useMemo(() => (options.data ? buildLookups(options.data) : null), [options.data]);
  const agencyName = options.data?.agencias.find((a) => a.is_house)?.name ?? "Agency";
  const cargoType = options.data?.cargas_tipos.find((t) => t.id === filters.carga_tipo_id);
  const fertilizer = cargoType?.name.trim().toUpperCase() === "FERTILIZER";
  const berthsOf = useMemo(() => {
    const map = new Map<number, NamedOption[]>();
    for (const p of options.data?.portos ?? []) for (const t of p.terminais) map.set(t.id, t.bercos);
    return map;
  }, [options.data]);

  if (options.isPending || !lookups || !options.data) {
    return (
      <Center py="xl">
        <Loader aria-label="Loading the line-ups" />
      </Center>
    );
  }
  const ports = board.data?.portos ?? [];
  const singlePort = filters.porto_id.length === 1 ? String(filters.porto_id[0]) : null;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="end">
        <Group gap="sm">
          <Title order={2}>Line-ups</Title>
          {board.isFetching && !board.isPending && <Loader size="xs" aria-label="Refreshing the line-ups" />}
        </Group>
        <Group gap="sm" align="end">
          {FormModal && canCreate && (
            <Button variant="light" onClick={() => setFormTarget({ cargoTypeId: filters.carga_tipo_id, portId: filters.porto_id.length === 1 ? filters.porto_id[0] : undefined })}>
              New line-up
            </Button>
          )}
          <Select
            label="Port"
            placeholder={client ? "Choose a port" : "All ports"}
            data={options.data.portos.map((p) => ({ value: String(p.id), label: p.name }))}
            value={singlePort}
            onChange={(v) => confirmDiscard(() => setFilters((f) => ({ ...f, porto_id: v ? [Number(v)] : [] })))}
            clearable
            searchable
            w={260}
          />
        </Group>
      </Group>
      <Tabs value={String(filters.carga_tipo_id)} onChange={(v) => v && confirmDiscard(() => setFilters((f) => ({ ...f, carga_tipo_id: Number(v), carga_id: [] })))}>
        <Tabs.List>
          {options.data.cargas_tipos.map((t) => (
            <Tabs.Tab key={t.id} value={String(t.id)}>
              {t.name}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <BoardFiltersBar
        filters={filters}
        onChange={setFilters}
        onClear={() => setFilters((f) => defaultFilters(f.carga_tipo_id))}
        options={options.data}
        client={client}
        agencyName={agencyName}
      />
      {mustChoosePort ? (
        <Text c="dimmed">Choose a port to see its line-up.</Text>
      ) : board.isPending ? (
        <Center py="xl">
          <Loader aria-label="Loading the line-ups" />
        </Center>
      ) : board.isError ? (
        <Alert color="red">The line-ups could not be loaded. Please reload the page.</Alert>
      ) : ports.length === 0 ? (
        <Text c="dimmed">There is no port linked with this comm</Text>
      ) : (
        ports.map((port) => (
          <Stack key={port.id} gap="sm" component="section" aria-label={`Port ${port.name}`}>
            <PortHeader port={port} filters={filters} canExport={canExport} />
            {port.terminais.map((t) => (
              <TerminalSection
                key={`${t.id}-${filters.carga_tipo_id}`}
                terminal={t}
                cargoTypeId={filters.carga_tipo_id}
                fertilizer={fertilizer}
                client={client}
                agencyName={agencyName}
                lookups={lookups}
                berths={berthsOf.get(t.id) ?? NO_BERTHS}
                filters={filters}
                canExport={canExport}
                onEditInModal={FormModal ? (id) => setFormTarget({ id }) : undefined}
              />
            ))}
          </Stack>
        ))
      )}
      {FormModal && <FormModal target={formTarget} onClose={() => setFormTarget(null)} />}
    </Stack>
  );
}
