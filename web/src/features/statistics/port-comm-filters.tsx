import { MultiSelect } from "@mantine/core";
import { useStatisticsOptions } from "./api/get-waiting-times";

const ids = (values: string[]) => values.map(Number);
const strings = (values: number[]) => values.map(String);

interface PortCommFiltersProps {
  port: number[];
  comm: number[];
  onChange: (choice: { port: number[] } | { comm: number[] }) => void;
}

/** A statistics section's Ports and Commodities choices (none chosen: all the person may see). */
export function PortCommFilters({ port, comm, onChange }: PortCommFiltersProps) {
  const options = useStatisticsOptions();
  return (
    <>
      <MultiSelect
        label="Ports"
        placeholder={port.length ? undefined : "All"}
        data={(options.data?.ports ?? []).map((p) => ({ value: String(p.id), label: p.name }))}
        value={strings(port)}
        onChange={(v) => onChange({ port: ids(v) })}
        searchable
        clearable
        miw={180}
        maw={360}
      />
      <MultiSelect
        label="Commodities"
        placeholder={comm.length ? undefined : "All"}
        data={(options.data?.comms ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
        value={strings(comm)}
        onChange={(v) => onChange({ comm: ids(v) })}
        searchable
        clearable
        miw={180}
        maw={360}
      />
    </>
  );
}
