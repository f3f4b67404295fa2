import { MESSAGES } from "@lineup/shared";
import type { DistributionListDetail } from "@lineup/shared/wire/distribution";
import { Alert, Stack, Title } from "@mantine/core";
import { FormProvider, type UseFormSetError } from "react-hook-form";
import { ApiError } from "@/api/client";
import { useSaveForm } from "@/shared/form/save-form";
import { notifyError } from "@/shared/notify";
import { SaveActions } from "@/shared/ui/sticky-actions";
import { useSaveDistributionList } from "./api/save-distribution-list";
import { LineupFields } from "./lineup-fields";
import { listFormValues, listPayload, serverErrorsByField, type ListFormValues } from "./list-form-values";
import { RecipientsFields } from "./recipients-fields";
import { ScheduleFields } from "./schedule-fields";

/**
 * Puts a 422's messages under the fields they name (the others above the form) with 'Please
 * check the form'; false when the failure was something else.
 */
function showFieldErrors(
  error: unknown,
  setError: UseFormSetError<ListFormValues>,
  sentAddresses: readonly string[],
): boolean {
  if (!(error instanceof ApiError) || error.status !== 422 || !error.body.errors) return false;
  for (const [field, message] of serverErrorsByField(error.body.errors, sentAddresses))
    setError(field === "root" ? "root.server" : field, { type: "server", message });
  notifyError(MESSAGES.checkForm);
  return true;
}

/** A new list, or a saved one's settings; saving opens the list's page. */
export function ListForm({ list }: { list?: DistributionListDetail }) {
  const save = useSaveDistributionList(list ? String(list.id) : undefined);
  const { form, onSubmit } = useSaveForm({
    defaultValues: listFormValues(list),
    save: (values: ListFormValues) => save.mutateAsync(listPayload(values, list?.filters)),
    savedText: MESSAGES.saved,
    returnTo: (saved) => `/distribution-lists/${saved.id}`,
    onFailure: (error, values, setError) =>
      showFieldErrors(error, setError, listPayload(values, list?.filters).addresses),
  });
  const { errors } = form.formState;

  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} noValidate>
        <Stack>
          <Title order={2}>{list ? "Edit distribution list" : "New distribution list"}</Title>
          {errors.root?.server && (
            <Alert color="red" role="alert">
              {errors.root.server.message}
            </Alert>
          )}
          <LineupFields list={list} />
          <RecipientsFields />
          <ScheduleFields list={list} />
          <SaveActions
            back={{ href: list ? `/distribution-lists/${list.id}` : "/distribution-lists", text: "Cancel" }}
            saving={save.isPending}
          />
        </Stack>
      </form>
    </FormProvider>
  );
}
