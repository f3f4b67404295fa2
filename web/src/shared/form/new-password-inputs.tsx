import { PasswordInput } from "@mantine/core";
import type { UseFormRegisterReturn } from "react-hook-form";

/** A new password and its confirmation, as every form that sets one sends them. */
export interface NewPassword {
  password: string;
  password_confirmation: string;
}

type PasswordName = keyof NewPassword;

/** A new password and its confirmation, marked for the browser to offer a generated one. */
export function NewPasswordInputs(props: {
  /** The form's input binder (`bindInput`), for a form with `password` and `password_confirmation`. */
  input: (name: PasswordName, rules?: { required: string }) => UseFormRegisterReturn & { error?: string };
  /** The first input's label. */
  label?: string;
  /** Say an empty input is missing before asking the server. */
  required?: boolean;
}) {
  const { input, label = "New password", required } = props;
  return (
    <>
      <PasswordInput
        label={label}
        autoComplete="new-password"
        {...input("password", required ? { required: "The password is required." } : undefined)}
      />
      <PasswordInput
        label="Password confirmation"
        autoComplete="new-password"
        {...input("password_confirmation", required ? { required: "Confirm the password." } : undefined)}
      />
    </>
  );
}
