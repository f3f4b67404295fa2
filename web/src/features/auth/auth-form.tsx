import { Anchor, Button, Group, Stack, TextInput, Title } from "@mantine/core";
import type { FormEventHandler, ReactNode } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { Link } from "wouter";

/**
 * The frame of every signed-out page: its centred heading, its fields (`children`), then a link back (to log in,
 * to ask for a link) beside the submit button, and an optional `footer` under them.
 */
export function AuthForm(props: {
  title: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  link: { href: string; text: string };
  submitText: string;
  pending: boolean;
  /** The submit button is off (a reset link without its token). */
  disabled?: boolean;
  children: ReactNode;
  footer?: ReactNode;
}) {
  const { title, onSubmit, link, submitText, pending, disabled, children, footer } = props;
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack>
        <Title order={2} ta="center">
          {title}
        </Title>
        {children}
        <Group justify="space-between">
          <Anchor component={Link} href={link.href} size="sm">
            {link.text}
          </Anchor>
          <Button type="submit" loading={pending} disabled={disabled}>
            {submitText}
          </Button>
        </Group>
        {footer}
      </Stack>
    </form>
  );
}

/** The e-mail input of a signed-out page, required; `autoComplete` "username" where it names an existing account. */
export function EmailInput(props: {
  /** The form's input binder (`bindInput`), for a form with `email`. */
  input: (name: "email", rules: { required: string }) => UseFormRegisterReturn & { error?: string };
  autoComplete: "email" | "username";
}) {
  return (
    <TextInput
      label="E-mail"
      type="email"
      autoComplete={props.autoComplete}
      {...props.input("email", { required: "The e-mail is required." })}
    />
  );
}
