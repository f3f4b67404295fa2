import { Alert } from "@mantine/core";
import { useLocation, useSearch } from "wouter";
import { NewPasswordInputs } from "@/shared/form/new-password-inputs";
import { useServerForm } from "@/shared/form/server-form";
import { useResetPassword, type ResetPasswordInput } from "./api/reset-password";
import { AuthForm, EmailInput } from "./auth-form";

/** /password/reset?token=&email=: the page the e-mailed link opens. */
export function ResetPasswordPage() {
  const search = new URLSearchParams(useSearch());
  const token = search.get("token") ?? "";
  const [, navigate] = useLocation();
  const reset = useResetPassword();
  const { form, input, onSubmit } = useServerForm<ResetPasswordInput>(
    { token, email: search.get("email") ?? "", password: "", password_confirmation: "" },
    async (values) => {
      await reset.mutateAsync({ ...values, token });
      navigate("/login?reset=1", { replace: true });
    },
  );

  const tokenError = form.formState.errors.token?.message;
  return (
    <AuthForm
      title="Choose a new password"
      onSubmit={onSubmit}
      link={{ href: "/password/email", text: "Ask for a new link" }}
      submitText="Reset password"
      pending={reset.isPending}
      disabled={!token}
    >
      {!token && <Alert color="yellow">This link has no reset token; ask for a new link.</Alert>}
      {tokenError && <Alert color="red">{tokenError}</Alert>}
      <EmailInput input={input} autoComplete="username" />
      <NewPasswordInputs input={input} required />
    </AuthForm>
  );
}
