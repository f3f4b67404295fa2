import { MESSAGES, can, commsAtTerminal, mayCreateFieldItem } from "@lineup/shared";
import { Button, Stack, Text } from "@mantine/core";
import { modals } from "@mantine/modals";
import { useEffect, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { useSnapshot } from "valtio";
import { Link, useLocation } from "wouter";
import { notifyError, notifySuccess, notifyWarning } from "@/shared/notify";
import { applyServerErrors } from "@/shared/server-errors";
import { confirmYesNo } from "@/shared/ui/confirm";
import { StickyActions } from "@/shared/ui/sticky-actions";
import { currentUser, session } from "@/state/session";
import type { LineupRecord } from "./api/get-lineup";
import type { LineupOptions } from "./api/get-lineup-options";
import { useSaveLineup } from "./api/save-lineup";
import { CallSection, type PickedField } from "./call-section";
import { CommsSection } from "./comms-section";
import { clearFormDraft, useFormDraft } from "./form-draft";
import { explainFailure } from "./save-failure";
import { EMPTY_FORM, formProblems, payloadFromValues, valuesFromRecord, type LineupFormValues } from "./form-values";
import { PortSection } from "./port-section";
import { checkSailed } from "./sailed-check";
import { toItems } from "./select-field";
import { WorkersSection } from "./workers-section";

export interface LineupFormProps {
  id?: string;
  options: LineupOptions;
  record?: LineupRecord;
  /** In a modal over the board: called after a save, and by Back to list, instead of navigating. */
  onDone?: () => void;
  /** In the modal: Back to list (asks first when something was typed); onDone when not given. */
  onBack?: () => void;
  /** Told whenever the form goes from untouched to typed in, or back (after a save). */
  onDirtyChange?: (dirty: boolean) => void;
  /** A new row's starting type and port (the board's tab and port). */
  start?: Pick<LineupFormValues, "carga_tipo_id" | "porto_id">;
}

/** Back to the board: the listing page, or, in the modal over the board, closing it. */
export function BackToListButton({ onDone }: { onDone?: () => void }) {
  return onDone ? (
    <Button variant="default" onClick={onDone}>
      Back to list
    </Button>
  ) : (
    <Button component={Link} href="/lineups/listar" variant="default">
      Back to list
    </Button>
  );
}

/**
 * The line-up form (new or edit): place, call details, extra comm rows and
 * worker lists; dependent selects clear each other; Save shows the missing
 * fields first, then asks for a confirmation and shows the server's errors
 * under the inputs.
 */
export function LineupForm({ id, options, record, onDone, onBack, onDirtyChange, start }: LineupFormProps) {
  const user = currentUser(useSnapshot(session));
  const [, navigate] = useLocation();
  const [version, setVersion] = useState(record?.version);
  const save = useSaveLineup(id);
  const { control, handleSubmit, setValue, getValues, reset, setError, clearErrors, formState } =
    useForm<LineupFormValues>({
      defaultValues: record ? valuesFromRecord(record, options.cargas) : { ...EMPTY_FORM, ...start },
    });
  const { isDirty } = formState;
  useEffect(() => onDirtyChange?.(isDirty), [isDirty, onDirtyChange]);
  // A new line-up being typed is kept in the browser until it is saved or discarded.
  useFormDraft(control, reset, user?.id ?? null, id === undefined, isDirty);
  const [typeId, portId, terminalId, status, rowType, unit] = useWatch({
    control,
    name: ["carga_tipo_id", "porto_id", "terminal_id", "status", "is_observacao", "qty_unidade"],
  });

  const port = options.portos.find((p) => String(p.id) === portId);
  const terminal = port?.terminais.find((t) => String(t.id) === terminalId);
  // The type's comms the terminal handles, and those the row already holds (saved before the rule, still shown).
  const held = new Set(record ? [record.carga_id, ...record.cargas_afretadores.map((s) => s.carga_id)] : []);
  const offered = commsAtTerminal(options.cargas, Number(typeId), terminal?.cargas_ids ?? []);
  const commItems = toItems(options.cargas.filter((c) => held.has(c.id) || offered.includes(c)));
  const chartererItems = toItems(options.afretadores);

  /** Selects a quick-created item and forgets an old error under it. */
  const pick = (name: PickedField, itemId: number) => {
    setValue(name, String(itemId), { shouldDirty: true });
    clearErrors(name);
  };

  const onStatusPicked = (picked: string | null) => {
    if (picked !== "Sailed") return;
    const check = checkSailed(getValues(), options);
    if (check === "missing-parties") {
      notifyWarning(MESSAGES.informAllFields);
      setValue("status", null);
    } else if (check === "confirm-house-agency") {
      // Closing the question without a Yes (No, Escape, the close button) is declining it.
      let confirmed = false;
      modals.openConfirmModal({
        title: "Confirm",
        children: <Text size="sm">{MESSAGES.confirmForm}</Text>,
        labels: { confirm: "Yes", cancel: "No" },
        onConfirm: () => {
          confirmed = true;
        },
        onClose: () => {
          if (!confirmed) setValue("status", null);
        },
      });
    }
  };

  const submitValues = async (values: LineupFormValues) => {
    clearErrors();
    try {
      const result = await save.mutateAsync(payloadFromValues(values, version));
      notifySuccess(MESSAGES.lineupSaved);
      if (id === undefined && user) clearFormDraft(localStorage, user.id);
      if (onDone) onDone();
      else if (id === undefined) {
        navigate(`/lineups/editar/${result.lineup.id}`, { replace: true });
      } else {
        setVersion(result.lineup.version);
        reset(valuesFromRecord(result.lineup, options.cargas));
      }
    } catch (error) {
      if (applyServerErrors(error, setError)) notifyError(MESSAGES.checkLineup);
      else notifyError(explainFailure(error));
    }
  };

  // The form is checked first: "Do you confirm…?" only comes for a form that can be saved.
  const onSubmit = handleSubmit((values) => {
    const problems = formProblems(values);
    if (problems.length) {
      clearErrors();
      problems.forEach(([field, message], i) =>
        setError(field, { type: "validate", message }, { shouldFocus: i === 0 }),
      );
      notifyError(MESSAGES.checkLineup);
      return;
    }
    confirmYesNo(MESSAGES.confirmForm, () => void submitValues(values));
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Line-up form">
      <Stack>
        <PortSection
          control={control}
          options={options}
          port={port}
          terminal={terminal}
          onTypePicked={(value) => reset({ ...EMPTY_FORM, carga_tipo_id: value })}
          onPortPicked={() => {
            setValue("terminal_id", null);
            setValue("berco_id", null);
          }}
          onTerminalPicked={() => setValue("berco_id", null)}
        />
        <CallSection
          control={control}
          options={options}
          values={{ typeId, terminalId, status, rowType, unit }}
          commItems={commItems}
          chartererItems={chartererItems}
          may={{
            createFields: can(user, "create", "fields"),
            createReceivers: mayCreateFieldItem(user, "recebedores"),
            createComms: can(user, "create", "commTypes"),
          }}
          pick={pick}
          onStatusPicked={onStatusPicked}
        />

        <CommsSection
          control={control}
          getValues={getValues}
          commItems={commItems}
          chartererItems={chartererItems}
          unit={unit}
        />
        <WorkersSection control={control} workerItems={toItems(options.trabalhadores)} unit={unit} />

        <StickyActions>
          <BackToListButton onDone={onBack ?? onDone} />
          <Button type="submit" loading={save.isPending}>
            Save
          </Button>
        </StickyActions>
      </Stack>
    </form>
  );
}
