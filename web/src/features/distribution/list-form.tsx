import { MESSAGES } from "@lineup/shared";
import type { DistributionListDetail } from "@lineup/shared/wire/distribution";
import { Alert, Button, Stack, Title } from "@mantine/core";
import { FormProvider, useForm, type UseFormSetError } from "react-hook-form";
import { Link, useLocation } from "wouter";
import { ApiError } from "@/api/client";
import { notifyError, notifySuccess } from "@/shared/notify";
import { notifySaveFailure } from "@/shared/server-errors";
import { LEAVE_FORM_QUESTION, useLeaveGuard } from "@/shared/ui/leave-guard";
import { StickyActions } from "@/shared/ui/sticky-actions";
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
  const [, navigate] = useLocation();
  const save = useSaveDistributionList(list ? String(list.id) : undefined);
  const form = useForm<ListFormValues>({ defaultValues: listFormValues(list) });
  const { handleSubmit, setError, formState } = form;
  const { isDirty, errors } = formState;
  useLeaveGuard(() => isDirty, LEAVE_FORM_QUESTION);

  const onSubmit = handleSubmit(async (values) => {
    const body = listPayload(values, list?.filters);
    try {
      const saved = await save.mutateAsync(body);
      notifySuccess(MESSAGES.saved);
      navigate(`/distribution-lists/${saved.id}`);
    } catch (error) {
      if (!showFieldErrors(error, setError, body.addresses)) notifySaveFailure(error, setError);
    }
  });

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
          <StickyActions>
            <Button
              variant="default"
              component={Link}
              href={list ? `/distribution-lists/${list.id}` : "/distribution-lists"}
            >
              Cancel
            </Button>
            <Button type="submit" loading={save.isPending}>
              Save
            </Button>
          </StickyActions>
        </Stack>
      </form>
    </FormProvider>
  );
}
