import { MESSAGES, ROLE_IDS, ROLE_NAMES, ROLES_WITH_COMMS, ROLES_WITH_PORTS, isRoleId } from "@lineup/shared";
import {
  Button,
  Center,
  type ComboboxItem,
  FileInput,
  Group,
  Loader,
  MultiSelect,
  PasswordInput,
  Select,
  SimpleGrid,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { useEffect } from "react";
import { Controller, useController, type Control } from "react-hook-form";
import { Link, useLocation } from "wouter";
import { useSaveForm } from "@/shared/form/save-form";
import { controlledInput } from "@/shared/form/server-form";
import { applyServerErrors } from "@/shared/server-errors";
import { useAssignmentOptions } from "./api/get-options";
import { useUser } from "./api/get-user";
import { useSaveUser, type UserPayload } from "./api/save-user";

const ROLE_OPTIONS = ROLE_IDS.map((id) => ({ value: String(id), label: ROLE_NAMES[id] }));

const EMPTY: UserPayload = {
  name: "",
  email: "",
  role_id: "",
  role: "",
  password: "",
  password_confirmation: "",
  porto_ids: [],
  carga_ids: [],
  photo: null,
};

const hasPorts = (roleId: string) => isRoleId(Number(roleId)) && ROLES_WITH_PORTS.some((r) => r === Number(roleId));
const hasComms = (roleId: string) => isRoleId(Number(roleId)) && ROLES_WITH_COMMS.some((r) => r === Number(roleId));

interface AssignmentSelectProps {
  control: Control<UserPayload>;
  name: "porto_ids" | "carga_ids";
  label: string;
  data: ComboboxItem[] | undefined;
}

/** The ports or comms a user of a profile that has them is assigned. */
function AssignmentSelect({ control, name, label, data }: AssignmentSelectProps) {
  return (
    <Controller
      control={control}
      name={name}
      render={(bound) => <MultiSelect label={label} data={data ?? []} searchable {...controlledInput(bound)} />}
    />
  );
}

/** The user's profile, which decides what else the user can be assigned; `onPicked` runs after each choice. */
function ProfileSelect({ control, onPicked }: { control: Control<UserPayload>; onPicked: (roleId: string) => void }) {
  const { field, fieldState } = useController({ control, name: "role_id" });
  return (
    <Select
      label="Profile"
      withAsterisk
      data={ROLE_OPTIONS}
      value={field.value || null}
      onChange={(value) => {
        field.onChange(value ?? "");
        onPicked(value ?? "");
      }}
      error={fieldState.error?.message}
    />
  );
}

/** New or edit user, with ports and comms by profile (spec.md: User form). */
export function UserFormPage({ id }: { id?: string }) {
  const [, navigate] = useLocation();
  const user = useUser(id);
  const options = useAssignmentOptions();
  const save = useSaveUser(id);
  const { form, input, onSubmit } = useSaveForm({
    defaultValues: EMPTY,
    save: (values: UserPayload) => save.mutateAsync(values),
    savedText: MESSAGES.userCreated,
    returnTo: "/usuarios/listar",
    // Field errors are shown under their inputs only; any other refusal or failure gets the usual notice.
    onFailure: (error, _values, setError) => applyServerErrors(error, setError),
  });
  const { control, reset, setValue, watch } = form;
  const roleId = watch("role_id");

  useEffect(() => {
    if (!user.data) return;
    reset({
      ...EMPTY,
      name: user.data.name,
      email: user.data.email,
      role_id: String(user.data.role_id),
      role: user.data.role ?? "",
      porto_ids: (user.data.portos ?? []).map((p) => String(p.id)),
      carga_ids: (user.data.cargas ?? []).map((c) => String(c.id)),
    });
  }, [user.data, reset]);

  useEffect(() => {
    if (user.isError) navigate("/usuarios/listar");
  }, [user.isError, navigate]);

  if (id !== undefined && user.isPending)
    return (
      <Center>
        <Loader aria-label="Loading" />
      </Center>
    );

  return (
    <form onSubmit={onSubmit} noValidate>
      {/* The true title (issue 12): the original showed them the other way round, which read as a bug. */}
      <Title order={2} mb="md">
        {id !== undefined ? "Edit user" : "New user"}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label="Name" withAsterisk {...input("name")} />
        <TextInput label="Email" type="email" withAsterisk {...input("email")} />
        <ProfileSelect
          control={control}
          onPicked={(roleId) => {
            // Assignments of a profile that has none would be dropped by the server anyway; clear them now.
            if (!hasPorts(roleId)) setValue("porto_ids", []);
            if (!hasComms(roleId)) setValue("carga_ids", []);
          }}
        />
        <TextInput label="Role" {...input("role")} />
        <PasswordInput label="Password" withAsterisk={id === undefined} {...input("password")} />
        <PasswordInput label="Password Confirmation" {...input("password_confirmation")} />
        <Controller
          control={control}
          name="photo"
          render={(bound) => <FileInput label="Photo" accept="image/*" clearable {...controlledInput(bound)} />}
        />
        {hasPorts(roleId) && (
          <AssignmentSelect control={control} name="porto_ids" label="Ports" data={options.data?.ports} />
        )}
        {hasComms(roleId) && (
          <AssignmentSelect control={control} name="carga_ids" label="Comms" data={options.data?.comms} />
        )}
      </SimpleGrid>
      {user.isError && <Text c="red">{MESSAGES.notFound}</Text>}
      <Group justify="flex-end" mt="lg">
        <Button variant="default" component={Link} href="/usuarios/listar">
          Back to list
        </Button>
        <Button type="submit" loading={save.isPending}>
          Save
        </Button>
      </Group>
    </form>
  );
}
