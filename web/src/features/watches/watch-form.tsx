import { isClient } from "@lineup/shared";
import type { Watch } from "@lineup/shared/wire/watches";
import { Alert, Button, Checkbox, Group, NumberInput, Radio, Select, Stack, TextInput } from "@mantine/core";
import { useState, type ChangeEvent, type FormEvent, type ReactNode } from "react";
import { useSnapshot } from "valtio";
import { notifySuccess } from "@/shared/notify";
import { currentUser, session } from "@/state/session";
import { useWebhooks } from "./api/list-webhooks";
import { useSaveWatch } from "./api/save-watch";
import { fieldErrors, problemWords } from "./problem-words";
import {
  DEFAULT_WATCH_VALUES,
  EMAIL_CHOICES,
  STATUS_CHOICES,
  followsTerminal,
  valuesOf,
  watchFormErrors,
  watchOptions,
  type WatchFormValues,
  type WatchTarget,
} from "./watch-form-values";

const NOT_VISIBLE = "You can no longer see what this watch follows.";

/** A yes/no option's checkbox props. */
interface BoxProps {
  checked: boolean;
  onChange: (e: ChangeEvent<HTMLInputElement>) => void;
}

/** An option's checkbox with the input of the value it turns on beside it (the caller disables it while unticked). */
function Toggled(props: BoxProps & { label: string; children: ReactNode }) {
  return (
    <Group gap="xs" align="flex-end" wrap="nowrap">
      <Checkbox label={props.label} checked={props.checked} onChange={props.onChange} mb={8} />
      {props.children}
    </Group>
  );
}

/** A new watch of `target`, or the options of the saved `watch`. */
export type WatchFormSubject = { target: WatchTarget; watch?: undefined } | { watch: Watch; target?: undefined };

/** The options of a watch: what it tells (status, moved dates, new and removed calls, the update mark) and how. */
export function WatchForm({ subject, onDone }: { subject: WatchFormSubject; onDone: () => void }) {
  const user = currentUser(useSnapshot(session));
  const staff = user ? !isClient(user) : false;
  const kind = subject.watch ? subject.watch.kind : subject.target.kind;
  const [values, setValues] = useState<WatchFormValues>(() =>
    subject.watch ? valuesOf(subject.watch) : DEFAULT_WATCH_VALUES,
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const webhooks = useWebhooks();
  const save = useSaveWatch();
  const set = <K extends keyof WatchFormValues>(key: K, value: WatchFormValues[K]) =>
    setValues((v) => ({ ...v, [key]: value }));
  /** A checkbox's props for one of the yes/no options. */
  const box = (key: "moved" | "new_calls" | "removed" | "not_updated"): BoxProps => ({
    checked: values[key],
    onChange: (e) => set(key, e.currentTarget.checked),
  });

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const found = watchFormErrors(values);
    setErrors(found);
    setProblem(null);
    if (Object.keys(found).length) return;
    const options = watchOptions(values, kind, staff);
    try {
      if (subject.watch) await save.mutateAsync({ id: subject.watch.id, body: options });
      else {
        const { label: _label, ...target } = subject.target;
        await save.mutateAsync({ body: { ...target, ...options } });
      }
      notifySuccess(subject.watch ? "Watch saved." : "Watching: you will be told in the notification centre.");
      onDone();
    } catch (error) {
      setErrors(fieldErrors(error));
      setProblem(problemWords(error, NOT_VISIBLE));
    }
  };

  const webhookChoices = [
    { value: "", label: "None" },
    ...(webhooks.data ?? []).map((w) => ({ value: String(w.id), label: w.name })),
  ];
  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-label="Watch options">
      <Stack gap="sm">
        {problem && <Alert color="red">{problem}</Alert>}
        <TextInput
          label="Name"
          description="Blank: named after what it watches"
          value={values.name}
          onChange={(e) => set("name", e.currentTarget.value)}
          maxLength={120}
          error={errors.name}
        />
        <Radio.Group
          label="Status changes"
          value={values.status_changes}
          onChange={(v) => set("status_changes", STATUS_CHOICES.find((c) => c.value === v)?.value ?? "each")}
          error={errors.status_changes}
        >
          <Group gap="md" mt={4}>
            {STATUS_CHOICES.map((c) => (
              <Radio key={c.value} value={c.value} label={c.label} />
            ))}
          </Group>
        </Radio.Group>
        <Toggled label="ETA, ETB or ETC moved by more than" {...box("moved")}>
          <NumberInput
            aria-label="Hours moved"
            rightSection="h"
            w={110}
            min={0}
            max={8760}
            allowDecimal={false}
            disabled={!values.moved}
            value={values.moved_hours}
            onChange={(v) => set("moved_hours", v)}
            error={errors.moved_hours}
          />
        </Toggled>
        {followsTerminal(kind) && <Checkbox label="New calls" {...box("new_calls")} />}
        <Checkbox label="Calls removed" {...box("removed")} />
        {followsTerminal(kind) && staff && (
          <Toggled label="Not marked updated by" {...box("not_updated")}>
            <TextInput
              aria-label="Time to be marked updated by (HH:MM, port time, working days)"
              placeholder="HH:MM"
              w={90}
              disabled={!values.not_updated}
              value={values.not_updated_by}
              onChange={(e) => set("not_updated_by", e.currentTarget.value)}
              error={errors.not_updated_by}
            />
          </Toggled>
        )}
        <Select
          label="E-mail"
          data={EMAIL_CHOICES}
          value={values.email}
          onChange={(v) => set("email", EMAIL_CHOICES.find((c) => c.value === v)?.value ?? "off")}
          allowDeselect={false}
          error={errors.email}
        />
        <Select
          label="Webhook"
          data={webhookChoices}
          value={values.webhook_id ?? ""}
          onChange={(v) => set("webhook_id", v ? v : null)}
          allowDeselect={false}
          error={errors.webhook_id}
        />
        <Group justify="flex-end" mt="xs">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={save.isPending}>
            {subject.watch ? "Save" : "Watch"}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
