import { Alert, Anchor, Button, Group, PasswordInput, Stack, TextInput, Title } from "@mantine/core";
import { useForm } from "react-hook-form";
import { Link, useLocation, useSearch } from "wouter";
import { applyServerErrors } from "@/shared/server-errors";
import { useResetPassword, type ResetPasswordInput } from "./api/reset-password";

/** /password/reset?token=&email=: the page the e-mailed link opens. */
export function ResetPasswordPage() {
  const search = new URLSearchParams(useSearch());
  const token = search.get("token") ?? "";
  const [, navigate] = useLocation();
  const reset = useResetPassword();
  const { register, handleSubmit, setError, formState } = useForm<ResetPasswordInput>({
    defaultValues: { token, email: search.get("email") ?? "", password: "", password_confirmation: "" },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await reset.mutateAsync({ ...values, token });
      navigate("/login?reset=1", { replace: true });
    } catch (error) {
      applyServerErrors(error, setError);
    }
  });

  const { errors } = formState;
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack>
        <Title order={2} ta="center">
          Choose a new password
        </Title>
        {!token && <Alert color="yellow">This link has no reset token; ask for a new link.</Alert>}
        {errors.token?.message && <Alert color="red">{errors.token.message}</Alert>}
        <TextInput
          label="E-mail"
          type="email"
          autoComplete="username"
          error={errors.email?.message}
          {...register("email", { required: "The e-mail is required." })}
        />
        <PasswordInput
          label="New password"
          autoComplete="new-password"
          error={errors.password?.message}
          {...register("password", { required: "The password is required." })}
        />
        <PasswordInput
          label="Password confirmation"
          autoComplete="new-password"
          error={errors.password_confirmation?.message}
          {...register("password_confirmation", { required: "Confirm the password." })}
        />
        <Group justify="space-between">
          <Anchor component={Link} href="/password/email" size="sm">
            Ask for a new link
          </Anchor>
          <Button type="submit" loading={reset.isPending} disabled={!token}>
            Reset password
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
