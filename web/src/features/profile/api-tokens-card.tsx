import { Alert, Button, Code, Group, Select, Stack, Table, Text, TextInput } from "@mantine/core";
import { useState } from "react";
import { ItemsTable } from "@/shared/list/items-table";
import { notifySuccess } from "@/shared/notify";
import { confirmYesNo } from "@/shared/ui/confirm";
import { useApiTokens, useCreateApiToken, useRevokeApiToken, type ApiToken } from "./api/api-tokens";
import { useCardProblem } from "./card-problem";
import { CardSection } from "./card-section";
import { problem } from "./problem";
import { CopyButton } from "@/shared/ui/copy-button";

const DAY_MS = 86_400_000;
const EXPIRY = [
  { value: "30", label: "In 30 days" },
  { value: "90", label: "In 90 days" },
  { value: "365", label: "In a year" },
  { value: "never", label: "Never" },
];
const ACCESS = [
  { value: "read", label: "Read only" },
  { value: "write", label: "Read and write" },
];
const stamp = new Intl.DateTimeFormat("en-GB", { dateStyle: "short", timeStyle: "short" });
const when = (iso: string | null, none: string) => (iso ? stamp.format(new Date(iso)) : none);
const working = (t: ApiToken) => !t.revoked_at && !(t.expires_at && Date.parse(t.expires_at) <= Date.now());

/** Personal API tokens (issue 23): make one for an integration (shown once), see where each was last used, revoke. */
export function ApiTokensCard() {
  const tokens = useApiTokens();
  const create = useCreateApiToken();
  const revoke = useRevokeApiToken();
  const [name, setName] = useState("");
  const [access, setAccess] = useState<string | null>("read");
  const [expiry, setExpiry] = useState<string | null>("90");
  const [shown, setShown] = useState<{ name: string; token: string } | null>(null);
  const failure = useCardProblem();

  const onCreate = () =>
    failure.attempt(async () => {
      const made = await create.mutateAsync({
        name,
        access: access === "write" ? "write" : "read",
        ...(expiry &&
          expiry !== "never" && { expires_at: new Date(Date.now() + Number(expiry) * DAY_MS).toISOString() }),
      });
      setShown({ name: made.name, token: made.token });
      setName("");
    });

  const onRevoke = (t: ApiToken) =>
    confirmYesNo(`Revoke the API token "${t.name}"? What uses it stops working at once.`, () => {
      failure.say(null);
      revoke.mutate(t.id, {
        onSuccess: () => notifySuccess(`The API token "${t.name}" is revoked.`),
        onError: failure.fail,
      });
    });

  const list = tokens.data?.data.filter(working) ?? [];
  return (
    <CardSection id="api-tokens-title" title="API tokens">
      <Text size="sm">
        {"For a program that reads or updates the line-ups for you (an ERP, a spreadsheet macro): " +
          "it sends the token as "}
        <Code>Authorization: Bearer …</Code> and acts as you, with what you may see and do. Read-only tokens cannot
        change anything; no token can change your profile or make other tokens.
      </Text>
      {tokens.isError && <Alert color="red">{problem(tokens.error)}</Alert>}
      {shown && (
        <Alert color="green" title={`Your new token "${shown.name}"`} role="status">
          <Stack gap="xs">
            <Text size="sm">Copy it now: it will not be shown again.</Text>
            <Code block aria-label="New API token">
              {shown.token}
            </Code>
            <Group>
              <CopyButton value={shown.token} label="Copy" size="xs" />
              <Button size="xs" variant="default" onClick={() => setShown(null)}>
                Done
              </Button>
            </Group>
          </Stack>
        </Alert>
      )}
      {tokens.data &&
        (list.length ? (
          <ItemsTable
            label="My API tokens"
            headers={["Name", "Access", "Expires", "Last used", ""]}
            items={list}
            row={(t) => (
              <Table.Tr key={t.id}>
                <Table.Td>
                  {t.name} <Code>{t.prefix}…</Code>
                </Table.Td>
                <Table.Td>{t.access === "write" ? "Read and write" : "Read only"}</Table.Td>
                <Table.Td>{when(t.expires_at, "Never")}</Table.Td>
                <Table.Td>
                  {when(t.last_used_at, "Not yet")}
                  {t.last_used_from && ` from ${t.last_used_from}`}
                </Table.Td>
                <Table.Td>
                  <Button
                    size="xs"
                    variant="subtle"
                    color="red"
                    aria-label={`Revoke ${t.name}`}
                    loading={revoke.isPending && revoke.variables === t.id}
                    onClick={() => onRevoke(t)}
                  >
                    Revoke
                  </Button>
                </Table.Td>
              </Table.Tr>
            )}
          />
        ) : (
          <Text size="sm" c="dimmed">
            You have no API token.
          </Text>
        ))}
      <Group align="end">
        <TextInput
          label="Name"
          placeholder="What will use it"
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          maxLength={100}
        />
        <Select label="Access" data={ACCESS} value={access} onChange={setAccess} allowDeselect={false} w={150} />
        <Select label="Expires" data={EXPIRY} value={expiry} onChange={setExpiry} allowDeselect={false} w={130} />
        <Button onClick={() => void onCreate()} loading={create.isPending}>
          Make token
        </Button>
      </Group>
      {failure.alert}
    </CardSection>
  );
}
