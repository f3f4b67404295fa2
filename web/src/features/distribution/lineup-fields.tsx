import { LINEUP_STATUSES } from "@lineup/shared";
import type { DistributionList } from "@lineup/shared/wire/distribution";
import { Fieldset, MultiSelect, Radio, Select, SimpleGrid, Stack, TextInput, type SelectProps } from "@mantine/core";
import { Controller, useFormContext } from "react-hook-form";
import { useSnapshot } from "valtio";
import { optionalSelect } from "@/shared/form/server-form";
import { currentUser, session } from "@/state/session";
import { useListOptions } from "./api/get-list-options";
import { commTypeChoices, portChoices } from "./choices";
import { columnsWords } from "./format";
import { LIST_CHECKS, type ListFormValues } from "./list-form-values";

type RequiredChoiceProps = Pick<SelectProps, "label" | "data" | "placeholder" | "nothingFoundMessage"> & {
  name: "porto_id" | "carga_tipo_id";
};

/** A searchable select the list cannot be saved without, checked as `LIST_CHECKS` says. */
function RequiredChoice({ name, ...select }: RequiredChoiceProps) {
  const { control } = useFormContext<ListFormValues>();
  return (
    <Controller
      control={control}
      name={name}
      rules={{ validate: LIST_CHECKS[name] }}
      render={(bound) => <Select withAsterisk searchable {...select} {...optionalSelect(bound)} />}
    />
  );
}

/** The form's first part: the list's name, and which line-up goes out (port, comm type, columns, statuses). */
export function LineupFields({ list }: { list?: DistributionList }) {
  const user = currentUser(useSnapshot(session));
  const options = useListOptions();
  const { register, control, formState } = useFormContext<ListFormValues>();
  const { errors } = formState;
  const ports = user ? portChoices(options.data?.ports ?? [], user, list?.porto) : [];
  const commTypes = commTypeChoices(options.data?.commTypes ?? [], list?.carga_tipo);
  const loading = options.isPending ? "Loading…" : undefined;

  return (
    <Fieldset legend="Line-up">
      <Stack>
        <TextInput
          label="Name"
          withAsterisk
          maxLength={120}
          description="How you and the recipients know it: it opens the e-mail's subject."
          {...register("name", { validate: LIST_CHECKS.name })}
          error={errors.name?.message}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <RequiredChoice
            name="porto_id"
            label="Port"
            data={ports}
            placeholder={loading ?? "Choose a port"}
            nothingFoundMessage="None of the ports whose line-up you keep"
          />
          <RequiredChoice
            name="carga_tipo_id"
            label="Comm type"
            data={commTypes}
            placeholder={loading ?? "Choose a comm type"}
          />
        </SimpleGrid>
        <Controller
          control={control}
          name="columns"
          render={({ field }) => (
            <Radio.Group
              label="Columns"
              value={field.value}
              onChange={(value) => field.onChange(value === "staff" ? "staff" : "client")}
              error={errors.columns?.message}
            >
              <Stack gap="xs" mt="xs">
                <Radio value="client" label={columnsWords(true)} />
                <Radio value="staff" label={columnsWords(false)} />
              </Stack>
            </Radio.Group>
          )}
        />
        <Controller
          control={control}
          name="statuses"
          render={({ field }) => (
            <MultiSelect
              ref={field.ref}
              label="Statuses"
              description="Only the line-up rows of these statuses. None chosen: every status but Sailed, as the board."
              data={[...LINEUP_STATUSES]}
              clearable
              value={field.value}
              onChange={(values) => field.onChange(LINEUP_STATUSES.filter((status) => values.includes(status)))}
              onBlur={field.onBlur}
              error={errors.statuses?.message}
            />
          )}
        />
      </Stack>
    </Fieldset>
  );
}
