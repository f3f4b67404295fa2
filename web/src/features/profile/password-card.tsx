import { MESSAGES } from "@lineup/shared";
import { Button, Card, Group, PasswordInput, Stack, Title } from "@mantine/core";
import { useForm } from "react-hook-form";
import { ApiError } from "@/api/client";
import { applyServerErrors } from "@/shared/server-errors";
import { notifyError, notifySuccess, notifyWarning } from "@/shared/notify";
import { useChangePassword, type PasswordInput as PasswordValues } from "./api/change-password";

/** Change-password card; checks for empty fields before calling the server. */
export function PasswordCard() {
  const change = useChangePassword();
  const { register, handleSubmit, setError, reset, formState } = useForm<PasswordValues>({
    defaultValues: { password: "", password_confirmation: "" },
  });

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
      else if (!(error instanceof ApiError && error.status === 401)) notifyError(MESSAGES.systemError);
    }
  });

  const { errors } = formState;
  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="password-title">
      <form onSubmit={onSubmit} noValidate>
        <Stack>
          <Title order={3} id="password-title">
            Change password
          </Title>
          <PasswordInput
            label="New password"
            autoComplete="new-password"
            error={errors.password?.message}
            {...register("password")}
          />
          <PasswordInput
            label="Password confirmation"
            autoComplete="new-password"
            error={errors.password_confirmation?.message}
            {...register("password_confirmation")}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={change.isPending}>
              Change password
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
