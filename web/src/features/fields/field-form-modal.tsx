import { MESSAGES } from "@lineup/shared";
import { Button, Group, Modal, Stack, Switch, TextInput } from "@mantine/core";
import { useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { ApiError } from "@/api/client";
import { notifySuccess } from "@/shared/notify";
import { notifySaveFailure } from "@/shared/server-errors";
import { useSaveField, type FieldPayload, type FieldRecord } from "./api/save-field";
import type { FieldKind } from "./field-kinds";

interface FormValues {
  name: string;
  imo: string;
  is_agency_client: boolean;
  pais: string;
}

interface FieldFormModalProps {
  kind: FieldKind;
  /** Cache key of the list to refresh after saving. */
  listKey: string;
  /** The row being edited; undefined for a new one. */
  record?: FieldRecord;
  onClose: () => void;
}

const toValues = (record?: FieldRecord): FormValues => ({
  name: record?.name ?? "",
  imo: record?.imo ?? "",
  is_agency_client: record?.is_agency_client === true || record?.is_agency_client === 1,
  pais: record?.pais ?? "",
});

/** New/Edit modal of a field row; 422 errors show under the inputs, success closes it. */
export function FieldFormModal({ kind, listKey, record, onClose }: FieldFormModalProps) {
  const save = useSaveField(listKey, kind.path, record?.id);
  const { register, control, handleSubmit, setError, formState } = useForm<FormValues>({
    defaultValues: toValues(record),
  });
  const { errors, isSubmitting } = formState;
  // A near-duplicate refused by the server: the listed one it looks like, until the name changes or it is confirmed.
  const [similar, setSimilar] = useState<string | null>(null);

  const submit = async (values: FormValues, allowSimilar = false) => {
    // Empty required values are left out so the server answers with its own "required" message.
    const payload: FieldPayload = { name: values.name.trim(), ...(allowSimilar && { allow_similar: true }) };
    if (kind.vessel) {
      payload.imo = values.imo.trim() === "" ? null : values.imo.trim();
      payload.is_agency_client = values.is_agency_client;
    }
    if (kind.country && values.pais.trim() !== "") payload.pais = values.pais.trim();
    try {
      await save.mutateAsync(payload);
      notifySuccess(MESSAGES.saved);
      onClose();
    } catch (error) {
      setSimilar(error instanceof ApiError ? (error.body.similar?.name ?? null) : null);
      notifySaveFailure(error, setError);
    }
  };
  const onSubmit = (values: FormValues) => submit(values);

  return (
    <Modal opened onClose={onClose} title={`${record ? "Edit" : "New"} – ${kind.title}`}>
      <form onSubmit={(e) => void handleSubmit(onSubmit)(e)} noValidate>
        <Stack>
          <TextInput
            label="Name"
            withAsterisk
            data-autofocus
            error={errors.name?.message}
            {...register("name", { onChange: () => setSimilar(null) })}
          />
          {kind.vessel && (
            <>
              <TextInput label="IMO" error={errors.imo?.message} {...register("imo")} />
              <Controller
                control={control}
                name="is_agency_client"
                render={({ field }) => (
                  <Switch
                    label="Agency client"
                    checked={field.value}
                    onChange={(e) => field.onChange(e.currentTarget.checked)}
                    error={errors.is_agency_client?.message}
                  />
                )}
              />
            </>
          )}
          {kind.country && (
            <TextInput label="Country" withAsterisk error={errors.pais?.message} {...register("pais")} />
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            {similar !== null ? (
              <Button loading={isSubmitting} onClick={() => void handleSubmit((v) => submit(v, true))()}>
                {`Create anyway (not ${similar})`}
              </Button>
            ) : (
              <Button type="submit" loading={isSubmitting}>
                Save
              </Button>
            )}
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
