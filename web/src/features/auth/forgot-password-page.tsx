import { Alert, Anchor, Button, Group, Stack, Text, TextInput, Title } from "@mantine/core";
import { useForm } from "react-hook-form";
import { Link } from "wouter";
import { applyServerErrors } from "@/shared/server-errors";
import { useForgotPassword, type ForgotPasswordInput } from "./api/forgot-password";

/** /password/email: asks for the e-mail that receives the reset link. */
export function ForgotPasswordPage() {
  const forgot = useForgotPassword();
  const { register, handleSubmit, setError, formState } = useForm<ForgotPasswordInput>({
    defaultValues: { email: "" },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await forgot.mutateAsync(values);
    } catch (error) {
      applyServerErrors(error, setError);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack>
        <Title order={2} ta="center">
          Forgot your password?
        </Title>
        <Text size="sm" c="dimmed">
          Enter your e-mail and we will send you a link to choose a new password.
        </Text>
        {forgot.data && <Alert color="green">{forgot.data.message}</Alert>}
        <TextInput
          label="E-mail"
          type="email"
          autoComplete="email"
          error={formState.errors.email?.message}
          {...register("email", { required: "The e-mail is required." })}
        />
        <Group justify="space-between">
          <Anchor component={Link} href="/login" size="sm">
            Back to login
          </Anchor>
          <Button type="submit" loading={forgot.isPending}>
            Send reset link
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
