import { CLIENT_TYPES, LINEUP_STATUSES, POB_STATUS, QTY_UNIT_LABELS, QTY_UNITS } from "@lineup/shared";
import { Card, SimpleGrid, Textarea, Title, type ComboboxItem } from "@mantine/core";
import { Controller, type Control } from "react-hook-form";
import { controlledInput } from "@/shared/form/server-form";
import { DateInput } from "@/shared/inputs/date-input";
import { TimeInput24 } from "@/shared/inputs/time-input";
import type { QuickCreateKind } from "./api/create-field-item";
import type { LineupOptions } from "./api/get-lineup-options";
import { QuantityField } from "./field-rows";
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

/** The lists of the call a user may add an item to from the form: their labels, and what the '+' makes. */
const PARTIES: Record<Exclude<PickedField, "carga_id">, { label: string; kind: QuickCreateKind; noun: string }> = {
  navio_id: { label: "Vessel", kind: "navios", noun: "vessel" },
  afretador_id: { label: "Charterer", kind: "afretadores", noun: "charterer" },
  recebedor_id: { label: "Receiver | Shipper", kind: "recebedores", noun: "receiver | shipper" },
  destination_porto: { label: "Destination port", kind: "lineups_portos", noun: "destination port" },
  agencia_id: { label: "Agency", kind: "agencias", noun: "agency" },
};

interface PartyFieldProps {
  control: Control<LineupFormValues>;
  name: keyof typeof PARTIES;
  data: ComboboxItem[];
  required?: boolean;
  /** Whether the user may quick-create an item here. */
  may: boolean;
  pick: (name: PickedField, itemId: number) => void;
}

/** A list of the call with its quick-create '+', when the user may create one. */
function PartyField({ may, pick, ...select }: PartyFieldProps) {
  const { label, kind, noun } = PARTIES[select.name];
  const created = (item: { id: number }) => pick(select.name, item.id);
  return (
    <SelectField
      {...select}
      label={label}
      action={may && <QuickCreate kind={kind} noun={noun} onCreated={created} />}
    />
  );
}

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
  const party = { control, pick };
  const vesselItems = options.navios.map((n) => ({ value: String(n.id), label: n.name_with_imo }));
  const receiverItems = toItems(options.recebedores);
  const destinationItems = options.lineups_portos.map((d) => ({
    value: String(d.id),
    label: d.pais && d.pais !== d.name ? `${d.name} (${d.pais})` : d.name,
  }));
  const agencyItems = toItems(options.agencias);
  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="lineup-call-title">
      <Title order={3} id="lineup-call-title" mb="sm">
        Information of comm or occurred
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        <PartyField {...party} name="navio_id" data={vesselItems} may={may.createFields} />
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
            render={(bound) => <TimeInput24 label="POB time (lt)" required {...controlledInput(bound)} />}
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
            render={(bound) => (
              <Textarea label="Observation" required autosize minRows={2} {...controlledInput(bound)} />
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
        <QuantityField control={control} name="qty" unit={unit} />
        <SelectField control={control} name="qty_unidade" label="Unit" clearable={false} data={UNIT_ITEMS} />
        {(["eta", "etb", "etc"] as const).map((name) => (
          <Controller
            key={name}
            control={control}
            name={name}
            render={(bound) => <DateInput label={name.toUpperCase()} name={name} {...controlledInput(bound)} />}
          />
        ))}
        <PartyField {...party} name="afretador_id" required data={chartererItems} may={may.createFields} />
        <PartyField {...party} name="recebedor_id" required data={receiverItems} may={may.createReceivers} />
        <PartyField {...party} name="destination_porto" required data={destinationItems} may={may.createFields} />
        <PartyField {...party} name="agencia_id" data={agencyItems} may={may.createFields} />
        <SelectField control={control} name="client_type" label="Client type" data={CLIENT_TYPE_ITEMS} />
      </SimpleGrid>
    </Card>
  );
}
