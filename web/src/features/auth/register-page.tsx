import { Anchor, Button, Group, PasswordInput, Stack, TextInput, Title } from "@mantine/core";
import { useForm } from "react-hook-form";
import { Link, useLocation } from "wouter";
import { applyServerErrors } from "@/shared/server-errors";
import { notifySuccess } from "@/shared/notify";
import { useRegister, type RegisterInput } from "./api/register";

/** /register: a new client account, then the user logs in. */
export function RegisterPage() {
  const [, navigate] = useLocation();
  const registerMutation = useRegister();
  const { register, handleSubmit, setError, formState } = useForm<RegisterInput>({
    defaultValues: { name: "", email: "", password: "", password_confirmation: "" },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await registerMutation.mutateAsync(values);
      notifySuccess("Account created, you can now log in.");
      navigate("/login");
    } catch (error) {
      applyServerErrors(error, setError);
    }
  });

  const { errors } = formState;
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack>
        <Title order={2} ta="center">
          Create an account
        </Title>
        <TextInput
          label="Name"
          autoComplete="name"
          error={errors.name?.message}
          {...register("name", { required: "The name is required." })}
        />
        <TextInput
          label="E-mail"
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...register("email", { required: "The e-mail is required." })}
        />
        <PasswordInput
          label="Password"
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
          <Anchor component={Link} href="/login" size="sm">
            Already have an account? Log in
          </Anchor>
          <Button type="submit" loading={registerMutation.isPending}>
            Register
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
