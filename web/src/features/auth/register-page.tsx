import { TextInput } from "@mantine/core";
import { useLocation } from "wouter";
import { NewPasswordInputs } from "@/shared/form/new-password-inputs";
import { useServerForm } from "@/shared/form/server-form";
import { notifySuccess } from "@/shared/notify";
import { useRegister, type RegisterInput } from "./api/register";
import { AuthForm, EmailInput } from "./auth-form";

/** /register: a new client account, then the user logs in. */
export function RegisterPage() {
  const [, navigate] = useLocation();
  const registerMutation = useRegister();
  const { input, onSubmit } = useServerForm<RegisterInput>(
    { name: "", email: "", password: "", password_confirmation: "" },
    async (values) => {
      await registerMutation.mutateAsync(values);
      notifySuccess("Account created, you can now log in.");
      navigate("/login");
    },
  );

  return (
    <AuthForm
      title="Create an account"
      onSubmit={onSubmit}
      link={{ href: "/login", text: "Already have an account? Log in" }}
      submitText="Register"
      pending={registerMutation.isPending}
    >
      <TextInput label="Name" autoComplete="name" {...input("name", { required: "The name is required." })} />
      <EmailInput input={input} autoComplete="email" />
      <NewPasswordInputs input={input} label="Password" required />
    </AuthForm>
  );
}
