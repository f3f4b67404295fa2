import { MESSAGES } from "@lineup/shared";
import { Alert, Avatar, Button, Card, FileInput, Group, Stack, TextInput, Title } from "@mantine/core";
import { useState } from "react";
import { Controller, useForm } from "react-hook-form";
import type { User } from "@/api/types";
import { applyServerErrors } from "@/shared/server-errors";
import { notifySuccess } from "@/shared/notify";
import { useUpdateProfile, type ProfileInput } from "./api/update-profile";

// The profile card's own wording (spec.md section 8) differs from the global notice.
const PROFILE_CHECK_FORM = `${MESSAGES.checkForm}!`;

/** Edit card: name, e-mail and avatar. */
export function ProfileCard({ user }: { user: User }) {
  const [invalid, setInvalid] = useState(false);
  const update = useUpdateProfile();
  const { register, control, handleSubmit, setError, formState } = useForm<ProfileInput>({
    defaultValues: { name: user.name, email: user.email, photo: null },
  });

  const onSubmit = handleSubmit(async (values) => {
    setInvalid(false);
    try {
      await update.mutateAsync(values);
      notifySuccess(MESSAGES.profileSaved);
    } catch (error) {
      if (applyServerErrors(error, setError)) setInvalid(true);
    }
  });

  const { errors } = formState;
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
          <TextInput
            label="Name"
            error={errors.name?.message}
            {...register("name", { required: "The name is required." })}
          />
          <TextInput
            label="Email"
            type="email"
            error={errors.email?.message}
            {...register("email", { required: "The e-mail is required." })}
          />
          <Controller
            control={control}
            name="photo"
            render={({ field }) => (
              <FileInput
                label="Avatar"
                placeholder="Choose an image"
                accept="image/*"
                clearable
                value={field.value}
                onChange={field.onChange}
                error={errors.photo?.message}
              />
            )}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={update.isPending}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
