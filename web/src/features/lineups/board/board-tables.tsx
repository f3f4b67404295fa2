import { Center, Loader, Stack, Text } from "@mantine/core";
import { LoadFailed } from "@/shared/ui/load-failed";
import type { BoardFilters } from "./api/types";
import type { BoardData } from "./live/use-board-data";
import { PortHeader } from "./port-section";
import { TerminalSection } from "./terminal-section";
import type { BoardAccess } from "./use-board-access";
import type { BoardLists } from "./use-board-lookups";

/** The board's loader, while its option lists or its rows are read. */
export function BoardLoading() {
  return (
    <Center py="xl">
      <Loader aria-label="Loading the line-ups" />
    </Center>
  );
}

interface BoardTablesProps {
  data: BoardData;
  /** The filters the tables show. */
  filters: BoardFilters;
  /** The cargo type on the board. */
  cargoType: { id: number; name: string };
  /** A past board's instant, or null for the live board. */
  asOf: string | null;
  access: BoardAccess;
  lists: BoardLists;
  /** Opens a row in the form modal, when the app gives one. */
  onEditInModal?: (id: number) => void;
}

/**
 * The board's ports, each a head and a table per terminal; or why there are none yet: no port chosen (a client),
 * loading, not loaded (a past board's banner says why), no port.
 */
export function BoardTables({ data, filters, cargoType, asOf, access, lists, onEditInModal }: BoardTablesProps) {
  const { board, ports } = data;
  if (data.mustChoosePort) return <Text c="dimmed">Choose a port to see its line-up.</Text>;
  if (board.isPending || (asOf && board.isPlaceholderData)) return <BoardLoading />;
  // A past board's banner says why it is not shown; a live board whose rows are shown keeps them when a read fails.
  if (board.isError && asOf) return null;
  if (board.isError && !board.data) return <LoadFailed what="The line-ups" query={board} />;
  if (ports.length === 0) return <Text c="dimmed">There is no port linked with this comm</Text>;
  return (
    <Stack gap="xs" id="board-tables">
      {ports.map((port) => (
        <Stack key={port.id} gap="sm" component="section" aria-label={`Port ${port.name}`}>
          <PortHeader
            port={port}
            filters={filters}
            canExport={access.canExport}
            asOf={asOf}
            cargoType={{ id: cargoType.id, name: cargoType.name }}
            canMark={!asOf && access.canMarkPorts && port.terminais.some((t) => t.editable)}
          />
          {port.terminais.map((t) => (
            <TerminalSection
              // A past board is a grid of its own: its older rows never merge into the live one's.
              key={`${t.id}-${filters.carga_tipo_id}-${asOf ?? "live"}`}
              terminal={t}
              timeZone={port.time_zone}
              cargoTypeId={filters.carga_tipo_id}
              fertilizer={lists.fertilizer}
              client={access.client}
              agencyName={lists.agencyName}
              lookups={lists.lookups}
              berths={lists.berthsOf(t.id)}
              comms={lists.commsOf(t.id)}
              filters={filters}
              canExport={access.canExport}
              onEditInModal={onEditInModal}
              live={data.sink}
              past={asOf !== null}
              asOf={asOf}
              changedSince={data.changes}
              addedSince={data.added?.byTerminal.get(t.id)}
            />
          ))}
        </Stack>
      ))}
    </Stack>
  );
}
