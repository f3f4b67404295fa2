import type { WebhookCreated } from "@lineup/shared/wire/watches";
import { isAdmin } from "@lineup/shared";
import { Alert, Button, Card, Checkbox, Group, Stack, Text, TextInput, Title } from "@mantine/core";
import { useState, type ChangeEvent, type FormEvent } from "react";
import { useSnapshot } from "valtio";
import { currentUser, session } from "@/state/session";
import { useCreateWebhook } from "./api/save-webhook";
import { fieldErrors, problemWords } from "./problem-words";
import { CopyButton } from "@/shared/ui/copy-button";

/** The secret of a webhook just made: shown this once, with a copy button. */
function SecretNotice({ created, onClose }: { created: WebhookCreated; onClose: () => void }) {
  return (
    <Alert color="green" title={`Webhook ${created.name} created`} role="status">
      <Stack gap="xs">
        <Text size="sm">
          Its signing secret is below. Copy it now and keep it with your receiver:{" "}
          <strong>it will not be shown again.</strong>
        </Text>
        <Group gap="xs" wrap="nowrap">
          <TextInput
            aria-label="Signing secret"
            value={created.secret}
            readOnly
            onFocus={(e) => e.currentTarget.select()}
            style={{ flex: 1 }}
            styles={{ input: { fontFamily: "monospace" } }}
          />
          <CopyButton value={created.secret} label="Copy secret" />
        </Group>
        <Group>
          <Button variant="default" size="xs" onClick={onClose}>
            I have kept it
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}

/** What the form holds before anything is typed, and again once a webhook is made. */
const EMPTY = { name: "", url: "https://" };

/** A new webhook: a name and an HTTPS URL; then its secret, once. */
export function WebhookCreateForm() {
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [created, setCreated] = useState<WebhookCreated | null>(null);
  const [allowPrivate, setAllowPrivate] = useState(false);
  const user = currentUser(useSnapshot(session));
  const create = useCreateWebhook();
  /** A text input's props for one of the fields: its value as typed, and its error. */
  const text = (key: keyof typeof EMPTY) => ({
    value: values[key],
    onChange: (e: ChangeEvent<HTMLInputElement>) => setValues({ ...values, [key]: e.currentTarget.value }),
    error: errors[key],
  });

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const name = values.name.trim();
    const url = values.url.trim();
    const missing: Record<string, string> = {};
    if (!name) missing.name = "Enter a name.";
    if (!/^https?:\/\/\S+$/.test(url) || url === "https://") missing.url = "Enter the URL, https://…";
    setErrors(missing);
    setProblem(null);
    if (Object.keys(missing).length) return;
    try {
      const body = { name, url };
      setCreated(await create.mutateAsync(allowPrivate ? { ...body, allow_private: true } : body));
      setValues(EMPTY);
    } catch (error) {
      const found = fieldErrors(error);
      setErrors(found);
      if (!found.name && !found.url) setProblem(problemWords(error, "Not found."));
    }
  };

  return (
    <Card withBorder component="section" aria-labelledby="new-webhook-title" maw="48em">
      <Stack gap="sm">
        <Title order={3} id="new-webhook-title">
          New webhook
        </Title>
        {created && <SecretNotice created={created} onClose={() => setCreated(null)} />}
        {problem && <Alert color="red">{problem}</Alert>}
        <form onSubmit={(e) => void submit(e)} noValidate aria-label="New webhook">
          <Stack gap="sm">
            <TextInput label="Name" required maxLength={120} {...text("name")} />
            <TextInput
              label="URL"
              description="HTTPS only; addresses on private networks are refused."
              required
              maxLength={2000}
              {...text("url")}
            />
            {user && isAdmin(user) && (
              <Checkbox
                label="Allow private networks and plain http:// (a receiver inside the agency's network)"
                checked={allowPrivate}
                onChange={(e) => setAllowPrivate(e.currentTarget.checked)}
              />
            )}
            <Group>
              <Button type="submit" loading={create.isPending}>
                Create webhook
              </Button>
            </Group>
          </Stack>
        </form>
      </Stack>
    </Card>
  );
}
