import { can, commsAtTerminal, isClient } from "@lineup/shared";
import { Alert, Box, Button, Center, Group, Loader, Stack, Tabs, Text, Title } from "@mantine/core";
import { useDeferredValue, useMemo, useState, type ComponentType } from "react";
import { useSnapshot } from "valtio";
import { useSearchParams } from "wouter";
import { OfflineBanner } from "@/shared/live/offline-banner";
import { currentUser, session } from "@/state/session";
import { useBoard } from "./api/get-board";
import { AsOfBanner, AsOfPicker } from "./history/as-of";
import { asOfFromSearch } from "./history/past-board";
import { AddedSince } from "./live/added-since";
import { addedSince, changedSince } from "./live/changed-since";
import { useBoardOptions, type CommOption, type NamedOption } from "./api/get-board-options";
import type { BoardFilters } from "./api/types";
import { BoardFiltersBar } from "./filters/board-filters";
import { BoardLegend } from "./board-legend";
import { defaultFilters, filtersFromSearch, searchFromFilters, withOfferedType } from "./filters/board-url";
import { buildLookups } from "./board-lookups";
import { PortHeader } from "./port-section";
import { SkipToTable } from "./skip-to-table";
import { TerminalSection } from "./terminal-section";
import { confirmDiscard, useBoardLeaveGuard } from "./edit/unsaved-guard";
import { useLiveBoard } from "./live/use-live-board";
import "./board-layout.css";

const NO_BERTHS: NamedOption[] = [];
const NO_COMMS: CommOption[] = [];

/** Which row the form modal shows: an id, or a new row starting on the board's type and port; null when closed. */
interface FormTarget {
  id?: number;
  cargoTypeId?: number;
  portId?: number;
}

/** The line-up form in a modal, given by the app (features do not import each other). */
export type BoardFormModal = ComponentType<{ target: FormTarget | null; onClose: () => void }>;

/** The offered cargo types' ids, from their comma-separated list (undefined while loading). */
const offeredTypes = (ids: string | undefined) =>
  ids === undefined
    ? undefined
    : ids
        .split(",")
        .filter(Boolean)
        .map((id) => ({ id: Number(id) }));

/**
 * The line-up board (`/lineups/listar`): cargo-type tabs, one compact filter
 * bar with the port selector, the legend, and per port its counts, weather and
 * waiting times, then one editable table per terminal. The tab and the filters
 * live in the page address (Back, reload and shared links keep them). Clients
 * start with no port chosen.
 */
export function LineupsBoardPage({ FormModal }: { FormModal?: BoardFormModal }) {
  const user = currentUser(useSnapshot(session));
  const client = user ? isClient(user) : false;
  const canExport = can(user, "export", "lineups");
  const canCreate = can(user, "create", "lineups");
  // Marking a port's line-up updated is for staff of the port (the policy's `portMarks`; the board's `editable` says
  // whose port).
  const canMarkPorts = can(user, "update", "portMarks");
  const [formTarget, setFormTarget] = useState<FormTarget | null>(null);
  const options = useBoardOptions();
  const [search, setSearch] = useSearchParams();
  const query = search.toString();
  // The filter bar follows the address at once; the tables a render behind, so a port chosen in
  // the selector shows there in one short task and the previous port's tables go in one of their own.
  const shownQuery = useDeferredValue(query);
  // A cargo type the user is not offered (a client's link to a type it follows no comm of) opens the first one offered.
  // (By their ids: the options read again, as after a new vessel, keep the same filters.)
  const typeIds = options.data?.cargas_tipos.map((t) => t.id).join(",");
  const chosen = useMemo(
    () => withOfferedType(filtersFromSearch(new URLSearchParams(query), { client }), offeredTypes(typeIds)),
    [query, client, typeIds],
  );
  const filters = useMemo(
    () => withOfferedType(filtersFromSearch(new URLSearchParams(shownQuery), { client }), offeredTypes(typeIds)),
    [shownQuery, client, typeIds],
  );
  // The board as it stood at a past instant (`?as_of=`): read-only, no live rooms.
  const asOf = useMemo(() => asOfFromSearch(new URLSearchParams(shownQuery)), [shownQuery]);
  const compare = new URLSearchParams(shownQuery).get("compare") === "1";
  const withPast = (q: URLSearchParams, at: string | null, cmp: boolean) => {
    if (at) q.set("as_of", at);
    if (at && cmp) q.set("compare", "1");
    return q;
  };
  // Replacing the entry: Back leaves the board instead of undoing filters one by one.
  const setFilters = (change: (f: BoardFilters) => BoardFilters) =>
    setSearch(withPast(searchFromFilters(change(chosen)), asOf, compare), { replace: true });
  // Choosing a past time is a new entry (Back returns to the live board); the way back to live too.
  const setAsOf = (at: string | null, cmp = false) =>
    confirmDiscard(() => setSearch(withPast(searchFromFilters(chosen), at, cmp)));
  const mustChoosePort = client && filters.porto_id.length === 0;
  const board = useBoard(filters, !mustChoosePort, asOf);
  // Compare: the live board, to mark what changed since.
  const liveNow = useBoard(filters, !mustChoosePort && asOf !== null && compare);
  const changes = useMemo(
    () => (asOf && compare && board.data && liveNow.data ? changedSince(board.data, liveNow.data) : undefined),
    [asOf, compare, board.data, liveNow.data],
  );
  // And the rows on the live board the past one did not have, by terminal; those of terminals the past board does not
  // show are listed under its banner.
  const added = useMemo(() => {
    if (!asOf || !compare || !board.data || !liveNow.data) return undefined;
    const byTerminal = addedSince(board.data, liveNow.data);
    const shown = new Set(board.data.portos.flatMap((p) => p.terminais.map((t) => t.id)));
    const names = new Map(liveNow.data.portos.flatMap((p) => p.terminais.map((t) => [t.id, t.name] as const)));
    const elsewhere = [...byTerminal].filter(([id]) => !shown.has(id)).flatMap(([, rows]) => rows);
    return { byTerminal, elsewhere, terminalName: (id: number) => names.get(id) ?? `terminal ${id}` };
  }, [asOf, compare, board.data, liveNow.data]);
  // After the first read, the terminals' live rooms keep the board up to date: no read per change.
  const live = useLiveBoard(board.data, filters, client);
  // Unsaved table work is never dropped without a question (menu links, reload, tab, port).
  useBoardLeaveGuard();

  const lookups = useMemo(() => (options.data ? buildLookups(options.data) : null), [options.data]);
  const agencyName = options.data?.agencias.find((a) => a.is_house)?.name ?? "Agency";
  const cargoType = options.data?.cargas_tipos.find((t) => t.id === filters.carga_tipo_id);
  const fertilizer = cargoType?.name.trim().toUpperCase() === "FERTILIZER";
  const berthsOf = useMemo(() => {
    const map = new Map<number, NamedOption[]>();
    for (const p of options.data?.portos ?? []) for (const t of p.terminais) map.set(t.id, t.bercos);
    return map;
  }, [options.data]);
  const commsOf = useMemo(() => {
    const map = new Map<number, CommOption[]>();
    for (const p of options.data?.portos ?? [])
      for (const t of p.terminais)
        map.set(t.id, commsAtTerminal(options.data?.cargas ?? [], filters.carga_tipo_id, t.cargas_ids));
    return map;
  }, [options.data, filters.carga_tipo_id]);

  if (options.isPending || !lookups || !options.data) {
    return (
      <Center py="xl">
        <Loader aria-label="Loading the line-ups" />
      </Center>
    );
  }
  const ports = live.ports;
  if (options.data.cargas_tipos.length === 0) {
    return (
      <Text c="dimmed" py="xl">
        {client
          ? "You follow no commodity yet: ask the agency to add the ones you follow to your account."
          : "There are no cargo types yet."}
      </Text>
    );
  }

  return (
    <Tabs
      value={String(filters.carga_tipo_id)}
      onChange={(v) => v && confirmDiscard(() => setFilters((f) => ({ ...f, carga_tipo_id: Number(v), carga_id: [] })))}
    >
      <Stack gap="xs">
        <SkipToTable />
        <OfflineBanner />
        <Group className="board-head" justify="space-between" align="center" gap="xs" wrap="nowrap">
          <Group className="board-head-tabs" gap="md" align="center" wrap="nowrap" miw={0}>
            <Title order={2} size="h3" style={{ whiteSpace: "nowrap" }}>
              Line-ups
            </Title>
            {/* One line of tabs at any width: they scroll sideways instead of wrapping over the table. */}
            <Box className="board-tabs" miw={0}>
              <Tabs.List>
                {options.data.cargas_tipos.map((t) => (
                  <Tabs.Tab key={t.id} value={String(t.id)}>
                    {t.name}
                  </Tabs.Tab>
                ))}
              </Tabs.List>
            </Box>
            {board.isFetching && !board.isPending && <Loader size="xs" aria-label="Refreshing the line-ups" />}
          </Group>
          {FormModal && canCreate && !asOf && (
            <Button
              variant="light"
              size="sm"
              style={{ flexShrink: 0 }}
              onClick={() =>
                setFormTarget({
                  cargoTypeId: filters.carga_tipo_id,
                  portId: filters.porto_id.length === 1 ? filters.porto_id[0] : undefined,
                })
              }
            >
              New line-up
            </Button>
          )}
        </Group>
        {/* One panel per cargo type, so each tab controls a real panel; only the chosen one holds the board. */}
        {options.data.cargas_tipos.map((type) => (
          <Tabs.Panel key={type.id} value={String(type.id)}>
            {type.id === filters.carga_tipo_id && (
              <Stack gap="xs">
                <BoardFiltersBar
                  filters={chosen}
                  onChange={(next) => setFilters(() => next)}
                  onPortChange={(portId) =>
                    confirmDiscard(() => setFilters((f) => ({ ...f, porto_id: portId === null ? [] : [portId] })))
                  }
                  onClear={() => setFilters((f) => defaultFilters(f.carga_tipo_id))}
                  options={options.data}
                  client={client}
                  agencyName={agencyName}
                  drawerExtra={(close) => (
                    <AsOfPicker
                      asOf={asOf}
                      onChange={(at) => {
                        close();
                        setAsOf(at);
                      }}
                    />
                  )}
                />
                {asOf && (
                  <AsOfBanner
                    asOf={asOf}
                    error={board.error}
                    compare={new URLSearchParams(query).get("compare") === "1"}
                    onCompareChange={(on) =>
                      setSearch(withPast(searchFromFilters(chosen), asOf, on), { replace: true })
                    }
                    onBackToLive={() => setAsOf(null)}
                  />
                )}
                {added && (
                  <AddedSince
                    rows={added.elsewhere}
                    lookups={lookups}
                    where="terminals not on this board"
                    placeOf={(row) => added.terminalName(row.terminal_id)}
                  />
                )}
                <BoardLegend client={client} agencyName={agencyName} />
                {mustChoosePort ? (
                  <Text c="dimmed">Choose a port to see its line-up.</Text>
                ) : board.isPending || (asOf && board.isPlaceholderData) ? (
                  <Center py="xl">
                    <Loader aria-label="Loading the line-ups" />
                  </Center>
                ) : board.isError && asOf ? null : board.isError ? (
                  <Alert color="red">The line-ups could not be loaded. Please reload the page.</Alert>
                ) : ports.length === 0 ? (
                  <Text c="dimmed">There is no port linked with this comm</Text>
                ) : (
                  <Stack gap="xs" id="board-tables">
                    {ports.map((port) => (
                      <Stack key={port.id} gap="sm" component="section" aria-label={`Port ${port.name}`}>
                        <PortHeader
                          port={port}
                          filters={filters}
                          canExport={canExport}
                          asOf={asOf}
                          cargoType={{ id: type.id, name: type.name }}
                          canMark={!asOf && canMarkPorts && port.terminais.some((t) => t.editable)}
                        />
                        {port.terminais.map((t) => (
                          <TerminalSection
                            // A past board is a grid of its own: its older rows never merge into the live one's.
                            key={`${t.id}-${filters.carga_tipo_id}-${asOf ?? "live"}`}
                            terminal={t}
                            timeZone={port.time_zone}
                            cargoTypeId={filters.carga_tipo_id}
                            fertilizer={fertilizer}
                            client={client}
                            agencyName={agencyName}
                            lookups={lookups}
                            berths={berthsOf.get(t.id) ?? NO_BERTHS}
                            comms={commsOf.get(t.id) ?? NO_COMMS}
                            filters={filters}
                            canExport={canExport}
                            onEditInModal={FormModal ? (id) => setFormTarget({ id }) : undefined}
                            live={live.sink}
                            past={asOf !== null}
                            asOf={asOf}
                            changedSince={changes}
                            addedSince={added?.byTerminal.get(t.id)}
                          />
                        ))}
                      </Stack>
                    ))}
                  </Stack>
                )}
              </Stack>
            )}
          </Tabs.Panel>
        ))}
        {FormModal && <FormModal target={formTarget} onClose={() => setFormTarget(null)} />}
      </Stack>
    </Tabs>
  );
}
