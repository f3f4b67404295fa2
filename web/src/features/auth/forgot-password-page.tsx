import { Alert, Text } from "@mantine/core";
import { useServerForm } from "@/shared/form/server-form";
import { useForgotPassword, type ForgotPasswordInput } from "./api/forgot-password";
import { AuthForm, EmailInput } from "./auth-form";

/** /password/email: asks for the e-mail that receives the reset link. */
export function ForgotPasswordPage() {
  const forgot = useForgotPassword();
  const { input, onSubmit } = useServerForm<ForgotPasswordInput>({ email: "" }, async (values) => {
    await forgot.mutateAsync(values);
  });

  return (
    <AuthForm
      title="Forgot your password?"
      onSubmit={onSubmit}
      link={{ href: "/login", text: "Back to login" }}
      submitText="Send reset link"
      pending={forgot.isPending}
    >
      <Text size="sm" c="dimmed">
        Enter your e-mail and we will send you a link to choose a new password.
      </Text>
      {forgot.data && <Alert color="green">{forgot.data.message}</Alert>}
      <EmailInput input={input} autoComplete="email" />
    </AuthForm>
  );
}
