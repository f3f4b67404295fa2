import {
  CLIENT_TYPES,
  LINEUP_STATUSES,
  MESSAGES,
  POB_STATUS,
  QTY_UNIT_LABELS,
  QTY_UNITS,
  can,
  commsAtTerminal,
  mayCreateFieldItem,
} from "@lineup/shared";
import { Button, Card, SimpleGrid, Stack, Text, Textarea, Title } from "@mantine/core";
import { modals } from "@mantine/modals";
import { useEffect, useState } from "react";
import { Controller, useForm, useWatch } from "react-hook-form";
import { useSnapshot } from "valtio";
import { Link, useLocation } from "wouter";
import { DateInput } from "@/shared/inputs/date-input";
import { QuantityInput } from "@/shared/inputs/quantity-input";
import { TimeInput24 } from "@/shared/inputs/time-input";
import { notifyError, notifySuccess, notifyWarning } from "@/shared/notify";
import { applyServerErrors } from "@/shared/server-errors";
import { confirmYesNo } from "@/shared/ui/confirm";
import { StickyActions } from "@/shared/ui/sticky-actions";
import { currentUser, session } from "@/state/session";
import type { LineupRecord } from "./api/get-lineup";
import type { LineupOptions } from "./api/get-lineup-options";
import { useSaveLineup } from "./api/save-lineup";
import { CommsSection } from "./comms-section";
import { clearFormDraft, useFormDraft } from "./form-draft";
import { explainFailure } from "./save-failure";
import { EMPTY_FORM, formProblems, payloadFromValues, valuesFromRecord, type LineupFormValues } from "./form-values";
import { QuickCreate } from "./quick-create";
import { checkSailed } from "./sailed-check";
import { SelectField, toItems } from "./select-field";
import { WorkersSection } from "./workers-section";

const STATUS_ITEMS = LINEUP_STATUSES.map((s) => ({ value: s, label: s }));
const CLIENT_TYPE_ITEMS = CLIENT_TYPES.map((c) => ({ value: c, label: c }));
const UNIT_ITEMS = QTY_UNITS.map((u) => ({ value: u, label: `${u} (${QTY_UNIT_LABELS[u]})` }));
const ROW_TYPE_ITEMS = [
  { value: "0", label: "Line-up" },
  { value: "1", label: "Observation" },
];

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
  const terminalHasNoBerths = terminal !== undefined && terminal.bercos.length === 0;
  // The type's comms the terminal handles, and those the row already holds (saved before the rule, still shown).
  const held = new Set(record ? [record.carga_id, ...record.cargas_afretadores.map((s) => s.carga_id)] : []);
  const offered = commsAtTerminal(options.cargas, Number(typeId), terminal?.cargas_ids ?? []);
  const commItems = toItems(options.cargas.filter((c) => held.has(c.id) || offered.includes(c)));
  const chartererItems = toItems(options.afretadores);
  const mayCreateFields = can(user, "create", "fields");
  const mayCreateReceivers = mayCreateFieldItem(user, "recebedores");
  const mayCreateComms = can(user, "create", "commTypes");

  /** Selects a quick-created item and forgets an old error under it. */
  const pick = (
    name: "navio_id" | "agencia_id" | "afretador_id" | "recebedor_id" | "destination_porto" | "carga_id",
    itemId: number,
  ) => {
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
        <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="lineup-port-title">
          <Title order={3} id="lineup-port-title" mb="sm">
            Information of port
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
            <SelectField
              control={control}
              name="carga_tipo_id"
              label="Type"
              required
              clearable={false}
              data={toItems(options.cargas_tipos)}
              // A different type of cargo is a different call: start over, keeping the type.
              onPicked={(value) => reset({ ...EMPTY_FORM, carga_tipo_id: value })}
            />
            <SelectField
              control={control}
              name="porto_id"
              label="Port"
              required
              data={toItems(options.portos)}
              onPicked={() => {
                setValue("terminal_id", null);
                setValue("berco_id", null);
              }}
            />
            <SelectField
              control={control}
              name="terminal_id"
              label="Terminal"
              required
              disabled={!port}
              placeholder={port ? undefined : "Choose a port first"}
              data={toItems(port?.terminais ?? [])}
              onPicked={() => setValue("berco_id", null)}
            />
            <SelectField
              control={control}
              name="berco_id"
              label="Berth"
              disabled={!terminal || terminalHasNoBerths}
              description={terminalHasNoBerths ? MESSAGES.noBerths : undefined}
              data={toItems(terminal?.bercos ?? [])}
            />
          </SimpleGrid>
        </Card>

        <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="lineup-call-title">
          <Title order={3} id="lineup-call-title" mb="sm">
            Information of comm or occurred
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
            <SelectField
              control={control}
              name="navio_id"
              label="Vessel"
              data={options.navios.map((n) => ({ value: String(n.id), label: n.name_with_imo }))}
              action={
                mayCreateFields && (
                  <QuickCreate kind="navios" noun="vessel" onCreated={(item) => pick("navio_id", item.id)} />
                )
              }
            />
            <SelectField
              control={control}
              name="status"
              label="Status"
              required
              data={STATUS_ITEMS}
              onPicked={onStatusPicked}
            />
            {status === POB_STATUS && (
              <Controller
                control={control}
                name="pob"
                render={({ field, fieldState }) => (
                  <TimeInput24
                    label="POB time (lt)"
                    required
                    value={field.value}
                    onChange={field.onChange}
                    error={fieldState.error?.message}
                  />
                )}
              />
            )}
            <SelectField
              control={control}
              name="is_observacao"
              label="Observation type"
              clearable={false}
              data={ROW_TYPE_ITEMS}
            />
            {rowType === "1" && (
              <Controller
                control={control}
                name="observacao"
                render={({ field, fieldState }) => (
                  <Textarea
                    label="Observation"
                    required
                    autosize
                    minRows={2}
                    value={field.value}
                    onChange={field.onChange}
                    error={fieldState.error?.message}
                  />
                )}
              />
            )}
            <SelectField
              control={control}
              name="carga_id"
              label="Comm"
              required
              data={commItems}
              placeholder={typeId ? undefined : "Choose the type first"}
              action={
                mayCreateComms && (
                  <QuickCreate
                    kind="cargas"
                    noun="comm"
                    commTypeId={typeId ? Number(typeId) : null}
                    terminalId={terminalId ? Number(terminalId) : null}
                    onCreated={(item) => pick("carga_id", item.id)}
                  />
                )
              }
            />
            <Controller
              control={control}
              name="qty"
              render={({ field, fieldState }) => (
                <QuantityInput
                  label="QTTY"
                  unit={unit}
                  value={field.value}
                  onChange={field.onChange}
                  error={fieldState.error?.message}
                />
              )}
            />
            <SelectField control={control} name="qty_unidade" label="Unit" clearable={false} data={UNIT_ITEMS} />
            {(["eta", "etb", "etc"] as const).map((name) => (
              <Controller
                key={name}
                control={control}
                name={name}
                render={({ field, fieldState }) => (
                  <DateInput
                    label={name.toUpperCase()}
                    name={name}
                    value={field.value}
                    onChange={field.onChange}
                    error={fieldState.error?.message}
                  />
                )}
              />
            ))}
            <SelectField
              control={control}
              name="afretador_id"
              label="Charterer"
              required
              data={chartererItems}
              action={
                mayCreateFields && (
                  <QuickCreate
                    kind="afretadores"
                    noun="charterer"
                    onCreated={(item) => pick("afretador_id", item.id)}
                  />
                )
              }
            />
            <SelectField
              control={control}
              name="recebedor_id"
              label="Receiver | Shipper"
              required
              data={toItems(options.recebedores)}
              action={
                mayCreateReceivers && (
                  <QuickCreate
                    kind="recebedores"
                    noun="receiver | shipper"
                    onCreated={(item) => pick("recebedor_id", item.id)}
                  />
                )
              }
            />
            <SelectField
              control={control}
              name="destination_porto"
              label="Destination port"
              required
              data={options.lineups_portos.map((d) => ({
                value: String(d.id),
                label: d.pais && d.pais !== d.name ? `${d.name} (${d.pais})` : d.name,
              }))}
              action={
                mayCreateFields && (
                  <QuickCreate
                    kind="lineups_portos"
                    noun="destination port"
                    onCreated={(item) => pick("destination_porto", item.id)}
                  />
                )
              }
            />
            <SelectField
              control={control}
              name="agencia_id"
              label="Agency"
              data={toItems(options.agencias)}
              action={
                mayCreateFields && (
                  <QuickCreate kind="agencias" noun="agency" onCreated={(item) => pick("agencia_id", item.id)} />
                )
              }
            />
            <SelectField control={control} name="client_type" label="Client type" data={CLIENT_TYPE_ITEMS} />
          </SimpleGrid>
        </Card>

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
