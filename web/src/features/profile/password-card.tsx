import { MESSAGES } from "@lineup/shared";
import { Card, Stack, Title } from "@mantine/core";
import { useForm } from "react-hook-form";
import { answered, NOT_REACHED } from "@/api/client";
import { NewPasswordInputs } from "@/shared/form/new-password-inputs";
import { bindInput } from "@/shared/form/server-form";
import { applyServerErrors } from "@/shared/server-errors";
import { notifyError, notifySuccess, notifyWarning } from "@/shared/notify";
import { useChangePassword, type PasswordInput as PasswordValues } from "./api/change-password";
import { SubmitRow } from "@/shared/ui/submit-row";

/** Change-password card; checks for empty fields before calling the server. */
export function PasswordCard() {
  const change = useChangePassword();
  const form = useForm<PasswordValues>({ defaultValues: { password: "", password_confirmation: "" } });
  const { handleSubmit, setError, reset } = form;
  const input = bindInput(form);

  const onSubmit = handleSubmit(async (values) => {
    if (!values.password || !values.password_confirmation) {
      notifyWarning(MESSAGES.passwordFieldsRequired);
      return;
    }
    try {
      await change.mutateAsync(values);
      notifySuccess(MESSAGES.passwordChanged);
      reset();
    } catch (error) {
      if (applyServerErrors(error, setError)) notifyError(MESSAGES.checkData);
      else if (!answered(error)) notifyError(NOT_REACHED.write);
      else if (error.status !== 401) notifyError(MESSAGES.systemError);
    }
  });

  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="password-title">
      <form onSubmit={onSubmit} noValidate>
        <Stack>
          <Title order={3} id="password-title">
            Change password
          </Title>
          <NewPasswordInputs input={input} />
          <SubmitRow text="Change password" pending={change.isPending} />
        </Stack>
      </form>
    </Card>
  );
}
