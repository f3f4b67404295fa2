import { MultiSelect, type MultiSelectProps } from "@mantine/core";

export interface IdsSelectProps extends Omit<MultiSelectProps, "data" | "value" | "onChange" | "placeholder"> {
  items: ReadonlyArray<{ id: number; name: string }>;
  value: readonly number[];
  onChange: (ids: number[]) => void;
  /** Say "All" while nothing is chosen: a filter that then lets everything through. */
  allWhenEmpty?: boolean;
  /** The items are still on their way: an open dropdown says so, and shows them when they come. */
  loading?: boolean;
}

/** A searchable, clearable choice of some of `items` by their ids (a filter's ports, comms, charterers). */
export function IdsSelect({ items, value, onChange, allWhenEmpty, loading, ...select }: IdsSelectProps) {
  return (
    <MultiSelect
      {...select}
      placeholder={allWhenEmpty && !value.length ? "All" : undefined}
      data={items.map((item) => ({ value: String(item.id), label: item.name }))}
      value={value.map(String)}
      onChange={(v) => onChange(v.map(Number))}
      // Without a message, an empty list hides the dropdown, and one opened before the items came stays shut.
      nothingFoundMessage={loading ? "Loading…" : items.length ? "Nothing found" : undefined}
      searchable
      clearable
    />
  );
}
