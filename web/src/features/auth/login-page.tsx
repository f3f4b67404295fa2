import { MESSAGES } from "@lineup/shared";
import { Alert, Anchor, PasswordInput, Text } from "@mantine/core";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useSnapshot } from "valtio";
import { Link, useLocation, useSearch } from "wouter";
import { useHistoryState } from "wouter/use-browser-location";
import { answered, ApiError, NOT_REACHED } from "@/api/client";
import { bindInput } from "@/shared/form/server-form";
import { applyServerErrors } from "@/shared/server-errors";
import { notifyError } from "@/shared/notify";
import { returnPath } from "@/shared/return-to";
import { isDeniedState } from "@/state/access-denied";
import { currentUser, session } from "@/state/session";
import { useLogin, type LoginInput } from "./api/login";
import { AuthForm, EmailInput } from "./auth-form";

function loginFailureText(error: unknown): string | null {
  if (!answered(error)) return NOT_REACHED.write;
  if (error.status === 401) return error.body.message ?? MESSAGES.invalidCredentials;
  if (error.status === 429) return MESSAGES.tooManyAttempts;
  if (error.status === 422) return MESSAGES.checkForm;
  return null;
}

/** /login, with the password-reset variant when the URL carries ?reset=1. */
export function LoginPage() {
  const search = new URLSearchParams(useSearch());
  const wasReset = search.has("reset");
  const [, navigate] = useLocation();
  const user = currentUser(useSnapshot(session));
  const historyState = useHistoryState<unknown>();
  const denied = user !== null && isDeniedState(historyState);
  const [failure, setFailure] = useState<string | null>(null);
  const loginMutation = useLogin();
  const form = useForm<LoginInput>({ defaultValues: { email: "", password: "" } });
  const { handleSubmit, setError } = form;
  const input = bindInput(form);

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await loginMutation.mutateAsync(values);
      navigate(returnPath(search.get("next")), { replace: true });
    } catch (error) {
      if (error instanceof ApiError && error.status === 422) {
        // The server names the e-mail field `username` (OAuth password grant).
        const errors = error.body.errors ?? {};
        if (errors.username) setError("email", { type: "server", message: errors.username[0] });
        applyServerErrors(error, setError);
      }
      const text = loginFailureText(error);
      if (text) setFailure(text);
      else notifyError(MESSAGES.systemError);
    }
  });

  return (
    <AuthForm
      title={wasReset ? "Log in with your new password" : "Log in"}
      onSubmit={onSubmit}
      link={{ href: "/password/email", text: "Forgot your password?" }}
      submitText="Login"
      pending={loginMutation.isPending}
      footer={
        <Text size="sm" ta="center">
          No account yet?{" "}
          <Anchor component={Link} href="/register">
            Create an account
          </Anchor>
        </Text>
      }
    >
      {wasReset && (
        <Alert color="green" title="Password reset">
          Your password has been reset. You can now log in with the new password.
        </Alert>
      )}
      {denied && (
        <Alert color="yellow" title={MESSAGES.forbidden}>
          You are logged in as {user?.name}. Log in with another account, or{" "}
          <Anchor component={Link} href="/dashboard">
            go back to the dashboard
          </Anchor>
          .
        </Alert>
      )}
      {failure && (
        <Alert color="red" role="alert">
          {failure}
        </Alert>
      )}
      <EmailInput input={input} autoComplete="username" />
      <PasswordInput
        label="Password"
        autoComplete="current-password"
        {...input("password", { required: "The password is required." })}
      />
    </AuthForm>
  );
}
