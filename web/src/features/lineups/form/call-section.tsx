import { CLIENT_TYPES, LINEUP_STATUSES, POB_STATUS, QTY_UNIT_LABELS, QTY_UNITS } from "@lineup/shared";
import { Card, SimpleGrid, Textarea, Title, type ComboboxItem } from "@mantine/core";
import { Controller, type Control } from "react-hook-form";
import { DateInput } from "@/shared/inputs/date-input";
import { QuantityInput } from "@/shared/inputs/quantity-input";
import { TimeInput24 } from "@/shared/inputs/time-input";
import type { LineupOptions } from "./api/get-lineup-options";
import type { LineupFormValues } from "./form-values";
import { QuickCreate } from "./quick-create";
import { SelectField, toItems } from "./select-field";

const STATUS_ITEMS = LINEUP_STATUSES.map((s) => ({ value: s, label: s }));
const CLIENT_TYPE_ITEMS = CLIENT_TYPES.map((c) => ({ value: c, label: c }));
const UNIT_ITEMS = QTY_UNITS.map((u) => ({ value: u, label: `${u} (${QTY_UNIT_LABELS[u]})` }));
const ROW_TYPE_ITEMS = [
  { value: "0", label: "Line-up" },
  { value: "1", label: "Observation" },
];

/** A field a quick-created item is selected into. */
export type PickedField =
  "navio_id" | "agencia_id" | "afretador_id" | "recebedor_id" | "destination_porto" | "carga_id";

interface CallSectionProps {
  control: Control<LineupFormValues>;
  options: LineupOptions;
  /** The form's values these fields depend on. */
  values: { typeId: string | null; terminalId: string | null; status: string | null; rowType: string; unit: string };
  commItems: ComboboxItem[];
  chartererItems: ComboboxItem[];
  /** Which quick-creates the user may use. */
  may: { createFields: boolean; createReceivers: boolean; createComms: boolean };
  /** Selects a quick-created item. */
  pick: (name: PickedField, itemId: number) => void;
  onStatusPicked: (picked: string | null) => void;
}

/** The call itself: vessel, status, comm, quantity, dates and parties, each list with its quick-create. */
export function CallSection({
  control,
  options,
  values: { typeId, terminalId, status, rowType, unit },
  commItems,
  chartererItems,
  may,
  pick,
  onStatusPicked,
}: CallSectionProps) {
  return (
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
            may.createFields && (
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
            may.createComms && (
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
            may.createFields && (
              <QuickCreate kind="afretadores" noun="charterer" onCreated={(item) => pick("afretador_id", item.id)} />
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
            may.createReceivers && (
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
            may.createFields && (
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
            may.createFields && (
              <QuickCreate kind="agencias" noun="agency" onCreated={(item) => pick("agencia_id", item.id)} />
            )
          }
        />
        <SelectField control={control} name="client_type" label="Client type" data={CLIENT_TYPE_ITEMS} />
      </SimpleGrid>
    </Card>
  );
}
