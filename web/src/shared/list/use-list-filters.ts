import { useDebouncedValue } from "@mantine/hooks";
import { useState, type ChangeEvent } from "react";

/**
 * A paged list's text filters and page: `input(name)` binds a text input, `debounced` is what to query with
 * (300 ms after the last keystroke), and every change of filter goes back to the first page, or the pager could
 * point past the last one.
 */
export function useListFilters<F extends Record<string, string>>(initial: F) {
  const [page, setPage] = useState(1);
  const [values, setValues] = useState<F>(initial);
  const [debounced] = useDebouncedValue(values, 300);

  const input = (name: keyof F) => ({
    value: values[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const value = event.currentTarget.value;
      setValues((current) => ({ ...current, [name]: value }));
      setPage(1);
    },
  });
  const clear = () => {
    setValues(initial);
    setPage(1);
  };

  return { page, setPage, debounced, input, clear };
}
