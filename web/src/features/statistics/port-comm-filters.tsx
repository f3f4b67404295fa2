import { IdsSelect } from "@/shared/inputs/ids-select";
import { useStatisticsOptions } from "./api/get-statistics-options";

interface PortCommFiltersProps {
  port: number[];
  comm: number[];
  onChange: (choice: { port: number[] } | { comm: number[] }) => void;
}

/** A statistics section's Ports and Commodities choices (none chosen: all the person may see). */
export function PortCommFilters({ port, comm, onChange }: PortCommFiltersProps) {
  const options = useStatisticsOptions();
  /** A choice of some of `items`, "All" while none is chosen. */
  const choice = (
    label: string,
    items: ReadonlyArray<{ id: number; name: string }> = [],
    value: number[],
    change: (ids: number[]) => void,
  ) => (
    <IdsSelect
      label={label}
      allWhenEmpty
      items={items}
      loading={options.isPending}
      value={value}
      onChange={change}
      miw={180}
      maw={360}
    />
  );
  return (
    <>
      {choice("Ports", options.data?.ports, port, (ids) => onChange({ port: ids }))}
      {choice("Commodities", options.data?.comms, comm, (ids) => onChange({ comm: ids }))}
    </>
  );
}
