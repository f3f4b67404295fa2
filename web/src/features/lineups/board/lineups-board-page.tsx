import { Stack, Tabs, Text } from "@mantine/core";
import { useState, type ComponentType } from "react";
import { OfflineBanner } from "@/shared/live/offline-banner";
import { LoadFailed } from "@/shared/ui/load-failed";
import { useBoardOptions } from "./api/get-board-options";
import { BoardHead } from "./board-head";
import { BoardPanel } from "./board-panel";
import { BoardLoading } from "./board-tables";
import { useBoardLeaveGuard } from "./edit/unsaved-guard";
import { useBoardAddress } from "./filters/use-board-address";
import { useBoardData } from "./live/use-board-data";
import { SkipToTable } from "./skip-to-table";
import { useBoardAccess } from "./use-board-access";
import { useBoardLookups } from "./use-board-lookups";
import { useKeptPageScroll } from "./use-kept-page-scroll";
import "./board-layout.css";

/** Which row the form modal shows: an id, or a new row starting on the board's type and port; null when closed. */
interface FormTarget {
  id?: number;
  cargoTypeId?: number;
  portId?: number;
}

/** The line-up form in a modal, given by the app (features do not import each other). */
export type BoardFormModal = ComponentType<{ target: FormTarget | null; onClose: () => void }>;

/**
 * The line-up board (`/lineups/listar`): cargo-type tabs, one compact filter
 * bar with the port selector, the legend, and per port its counts, weather and
 * waiting times, then one editable table per terminal. The tab and the filters
 * live in the page address (Back, reload and shared links keep them). Clients
 * start with no port chosen.
 */
export function LineupsBoardPage({ FormModal }: { FormModal?: BoardFormModal }) {
  const access = useBoardAccess();
  const { client } = access;
  const [formTarget, setFormTarget] = useState<FormTarget | null>(null);
  const options = useBoardOptions();
  const address = useBoardAddress(client, options.data?.cargas_tipos);
  const { filters, asOf } = address;
  const data = useBoardData(filters, { asOf, compare: address.compare, client });
  // Unsaved table work is never dropped without a question (menu links, reload, tab, port).
  useBoardLeaveGuard();
  useKeptPageScroll();
  const lists = useBoardLookups(options.data, filters.carga_tipo_id);

  if (options.isError && !options.data) return <LoadFailed what="The line-up board" query={options} />;
  if (options.isPending || !lists || !options.data) return <BoardLoading />;
  const cargoTypes = options.data.cargas_tipos;
  if (cargoTypes.length === 0) {
    return (
      <Text c="dimmed" py="xl">
        {client
          ? "You follow no commodity yet: ask the agency to add the ones you follow to your account."
          : "There are no cargo types yet."}
      </Text>
    );
  }
  const newLineup = () =>
    setFormTarget({
      cargoTypeId: filters.carga_tipo_id,
      portId: filters.porto_id.length === 1 ? filters.porto_id[0] : undefined,
    });

  return (
    <Tabs value={String(filters.carga_tipo_id)} onChange={(v) => v && address.chooseCargoType(Number(v))}>
      <Stack gap="xs">
        <SkipToTable />
        <OfflineBanner />
        <BoardHead
          cargoTypes={cargoTypes}
          refreshing={data.board.isFetching && !data.board.isPending}
          onNewLineup={FormModal && access.canCreate && !asOf ? newLineup : undefined}
        />
        {/* One panel per cargo type, so each tab controls a real panel; only the chosen one holds the board. */}
        {cargoTypes.map((type) => (
          <Tabs.Panel key={type.id} value={String(type.id)}>
            {type.id === filters.carga_tipo_id && (
              <BoardPanel
                cargoType={type}
                address={address}
                data={data}
                options={options.data}
                access={access}
                lists={lists}
                onEditInModal={FormModal ? (id) => setFormTarget({ id }) : undefined}
              />
            )}
          </Tabs.Panel>
        ))}
        {FormModal && <FormModal target={formTarget} onClose={() => setFormTarget(null)} />}
      </Stack>
    </Tabs>
  );
}
