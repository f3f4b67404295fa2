import { MESSAGES } from "@lineup/shared";
import { Alert, Avatar, Card, FileInput, Group, Stack, TextInput, Title } from "@mantine/core";
import { useState } from "react";
import { Controller } from "react-hook-form";
import type { User } from "@/api/types";
import { controlledInput, useServerForm } from "@/shared/form/server-form";
import { notifySuccess } from "@/shared/notify";
import { useUpdateProfile, type ProfileInput } from "./api/update-profile";
import { SubmitRow } from "@/shared/ui/submit-row";

// The profile card's own wording (spec.md section 8) differs from the global notice.
const PROFILE_CHECK_FORM = `${MESSAGES.checkForm}!`;

/** Edit card: name, e-mail and avatar. */
export function ProfileCard({ user }: { user: User }) {
  const [invalid, setInvalid] = useState(false);
  const update = useUpdateProfile();
  const { form, input, onSubmit } = useServerForm<ProfileInput>(
    { name: user.name, email: user.email, photo: null },
    async (values) => {
      setInvalid(false);
      await update.mutateAsync(values);
      notifySuccess(MESSAGES.profileSaved);
    },
    () => setInvalid(true),
  );

  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="profile-title">
      <form onSubmit={onSubmit} noValidate>
        <Stack>
          <Group>
            <Avatar src={user.photo_url} name={user.name} size="lg" />
            <Title order={3} id="profile-title">
              Edit profile
            </Title>
          </Group>
          {invalid && <Alert color="red">{PROFILE_CHECK_FORM}</Alert>}
          <TextInput label="Name" {...input("name", { required: "The name is required." })} />
          <TextInput label="Email" type="email" {...input("email", { required: "The e-mail is required." })} />
          <Controller
            control={form.control}
            name="photo"
            render={(bound) => (
              <FileInput
                label="Avatar"
                placeholder="Choose an image"
                accept="image/*"
                clearable
                {...controlledInput(bound)}
              />
            )}
          />
          <SubmitRow pending={update.isPending} />
        </Stack>
      </form>
    </Card>
  );
}
