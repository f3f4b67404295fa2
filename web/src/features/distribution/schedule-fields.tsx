import type { DistributionList } from "@lineup/shared/wire/distribution";
import { Checkbox, Fieldset, Group, Stack, TextInput } from "@mantine/core";
import { Controller, useFormContext, useWatch } from "react-hook-form";
import { useListOptions } from "./api/get-list-options";
import { useDistributionLists } from "./api/list-distribution-lists";
import { zoneOfPort } from "./choices";
import { LIST_CHECKS, tidyTime, type ListFormValues } from "./list-form-values";
import { WEEKDAYS } from "./weekdays";

/** When the list goes out: its weekdays and time, both in the chosen port's time zone. */
export function ScheduleFields({ list }: { list?: DistributionList }) {
  const { control, formState } = useFormContext<ListFormValues>();
  const { errors } = formState;
  const portId = Number(useWatch({ control, name: "porto_id" }));
  const options = useListOptions();
  // The lists page's lists, when read already (no request here): a port's zone when its option has none.
  const lists = useDistributionLists(false);
  const zone = zoneOfPort(portId, options.data?.ports ?? [], [...(list ? [list] : []), ...(lists.data ?? [])]);
  const where = zone ? `in ${zone}` : portId ? "in the port's time zone" : "in the chosen port's time zone";

  return (
    <Fieldset legend="Schedule">
      <Stack>
        <Controller
          control={control}
          name="weekdays"
          rules={{ validate: LIST_CHECKS.weekdays }}
          render={({ field }) => (
            <Checkbox.Group
              label="Weekdays"
              withAsterisk
              description="The days it goes out, on the port's calendar."
              value={field.value}
              onChange={field.onChange}
              error={errors.weekdays?.message}
            >
              <Group mt="xs">
                {WEEKDAYS.map(({ day, label }) => (
                  <Checkbox key={day} value={String(day)} label={label} />
                ))}
              </Group>
            </Checkbox.Group>
          )}
        />
        <Controller
          control={control}
          name="send_at"
          rules={{ validate: LIST_CHECKS.send_at }}
          render={({ field }) => (
            <TextInput
              ref={field.ref}
              label="Send at"
              withAsterisk
              maw={360}
              placeholder="hh:mm"
              inputMode="numeric"
              autoComplete="off"
              maxLength={5}
              description={`${where} (24-hour, e.g. 07:30)`}
              value={field.value}
              onChange={(event) => field.onChange(event.currentTarget.value)}
              onBlur={() => {
                field.onChange(tidyTime(field.value));
                field.onBlur();
              }}
              error={errors.send_at?.message}
            />
          )}
        />
      </Stack>
    </Fieldset>
  );
}
