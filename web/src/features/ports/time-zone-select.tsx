import { Select } from "@mantine/core";
import { useController, type Control } from "react-hook-form";
import type { PortFormValues } from "./port-form-values";

/** The IANA zones the browser knows, for the port's time zone (with UTC, which some browsers leave out). */
const TIME_ZONES = [...new Set(["UTC", ...Intl.supportedValuesOf("timeZone")])];

/** The port's time zone, searchable among the browser's zones; it always holds one, so it cannot be cleared. */
export function TimeZoneSelect({ control }: { control: Control<PortFormValues> }) {
  const { field, fieldState } = useController({ control, name: "time_zone" });
  return (
    <Select
      label="Time zone"
      withAsterisk
      searchable
      description={
        "The port's days in statistics and its “Not updated today” follow this zone (Manaus: America/Manaus)."
      }
      // A zone saved under a name this browser does not list stays choosable.
      data={TIME_ZONES.includes(field.value) ? TIME_ZONES : [field.value, ...TIME_ZONES]}
      value={field.value}
      onChange={(v) => field.onChange(v ?? field.value)}
      onBlur={field.onBlur}
      error={fieldState.error?.message}
    />
  );
}
