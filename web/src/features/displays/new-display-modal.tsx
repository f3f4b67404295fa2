import { Modal, MultiSelect, NumberInput, Stack, TextInput } from "@mantine/core";
import { Controller, useForm } from "react-hook-form";
import { applyServerErrors } from "@/shared/server-errors";
import { useCreateDisplay, type CreatedDisplay, type DisplayInput } from "./api/create-display";
import { usePortOptions } from "./api/port-options";
import { SubmitRow } from "@/shared/ui/submit-row";

interface Props {
  opened: boolean;
  onClose: () => void;
  onCreated: (display: CreatedDisplay) => void;
}

const EMPTY: DisplayInput = { name: "", porto_ids: [], rotate_seconds: 20 };

/** The form of a new wall display: name, ports and how long each port stays on screen. */
export function NewDisplayModal({ opened, onClose, onCreated }: Props) {
  const ports = usePortOptions(opened);
  const create = useCreateDisplay();
  const { register, control, handleSubmit, setError, reset, formState } = useForm<DisplayInput>({
    defaultValues: EMPTY,
  });

  const close = () => {
    reset(EMPTY);
    onClose();
  };

  const submit = handleSubmit((values) =>
    create.mutate(values, {
      onSuccess: (created) => {
        reset(EMPTY);
        onCreated(created);
      },
      onError: (error) => applyServerErrors(error, setError),
    }),
  );

  const options = (ports.data ?? []).map((p) => ({ value: String(p.id), label: p.name }));
  return (
    <Modal opened={opened} onClose={close} title="New display">
      <form onSubmit={submit} noValidate>
        <Stack>
          <TextInput
            label="Name"
            withAsterisk
            data-autofocus
            {...register("name", { validate: (v) => v.trim() !== "" || "Enter a name." })}
            error={formState.errors.name?.message}
          />
          <Controller
            control={control}
            name="porto_ids"
            rules={{ validate: (v) => v.length > 0 || "Choose at least one port." }}
            render={({ field, fieldState }) => (
              <MultiSelect
                label="Ports"
                withAsterisk
                searchable
                data={options}
                disabled={ports.isPending}
                value={field.value.map(String)}
                onChange={(v) => field.onChange(v.map(Number))}
                onBlur={field.onBlur}
                error={fieldState.error?.message}
              />
            )}
          />
          <Controller
            control={control}
            name="rotate_seconds"
            rules={{ validate: (v) => (Number.isInteger(v) && v >= 5 && v <= 3600) || "Between 5 and 3600 seconds." }}
            render={({ field, fieldState }) => (
              <NumberInput
                label="Rotate seconds"
                description="How long each port stays on screen"
                min={5}
                max={3600}
                allowDecimal={false}
                value={field.value}
                onChange={(v) => field.onChange(typeof v === "number" ? v : Number.NaN)}
                onBlur={field.onBlur}
                error={fieldState.error?.message}
              />
            )}
          />
          <SubmitRow text="Create" pending={create.isPending} onCancel={close} />
        </Stack>
      </form>
    </Modal>
  );
}
