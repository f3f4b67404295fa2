import { Stack } from "@mantine/core";
import type { BoardOptions } from "./api/get-board-options";
import { BoardLegend } from "./board-legend";
import { BoardTables } from "./board-tables";
import { BoardFiltersBar } from "./filters/board-filters";
import type { BoardAddress } from "./filters/use-board-address";
import { AsOfBanner, AsOfPicker } from "./history/as-of";
import { AddedSince } from "./live/added-since";
import type { BoardData } from "./live/use-board-data";
import type { BoardAccess } from "./use-board-access";
import type { BoardLists } from "./use-board-lookups";

interface BoardPanelProps {
  /** The cargo type of the tab. */
  cargoType: { id: number; name: string };
  address: BoardAddress;
  data: BoardData;
  options: BoardOptions;
  access: BoardAccess;
  lists: BoardLists;
  /** Opens a row in the form modal, when the app gives one. */
  onEditInModal?: (id: number) => void;
}

/**
 * The chosen cargo type's panel: the filter bar (the "As of" time in its drawer), a past board's banner and the rows
 * added since on terminals it does not show, the legend, then the ports' tables.
 */
export function BoardPanel({ cargoType, address, data, options, access, lists, onEditInModal }: BoardPanelProps) {
  const { asOf, filters } = address;
  const { added } = data;
  return (
    <Stack gap="xs">
      <BoardFiltersBar
        filters={address.chosen}
        onChange={(next) => address.setFilters(() => next)}
        onPortChange={address.choosePort}
        onClear={address.clearFilters}
        options={options}
        client={access.client}
        agencyName={lists.agencyName}
        drawerExtra={(close) => (
          <AsOfPicker
            asOf={asOf}
            onChange={(at) => {
              close();
              address.setAsOf(at);
            }}
          />
        )}
      />
      {asOf && (
        <AsOfBanner
          asOf={asOf}
          error={data.board.error}
          compare={address.chosenCompare}
          onCompareChange={address.setCompare}
          onBackToLive={() => address.setAsOf(null)}
        />
      )}
      {added && (
        <AddedSince
          rows={added.elsewhere}
          lookups={lists.lookups}
          where="terminals not on this board"
          placeOf={(row) => added.terminalName(row.terminal_id)}
        />
      )}
      <BoardLegend client={access.client} agencyName={lists.agencyName} />
      <BoardTables
        data={data}
        filters={filters}
        cargoType={cargoType}
        asOf={asOf}
        access={access}
        lists={lists}
        onEditInModal={onEditInModal}
      />
    </Stack>
  );
}
