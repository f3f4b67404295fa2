import { MESSAGES } from "@lineup/shared";
import { Card, SimpleGrid, Title } from "@mantine/core";
import type { Control } from "react-hook-form";
import type { PortOption, TerminalOption } from "@/shared/api/lineup-parameters";
import type { LineupOptions } from "./api/get-lineup-options";
import type { LineupFormValues } from "./form-values";
import { SelectField, toItems } from "./select-field";

interface PortSectionProps {
  control: Control<LineupFormValues>;
  options: LineupOptions;
  port: PortOption | undefined;
  terminal: TerminalOption | undefined;
  /** A different type of cargo is a different call: the form starts over, keeping the type. */
  onTypePicked: (value: string | null) => void;
  onPortPicked: () => void;
  onTerminalPicked: () => void;
}

/** Where the call is: its comm type, port, terminal and berth (each choice narrowing the next). */
export function PortSection({
  control,
  options,
  port,
  terminal,
  onTypePicked,
  onPortPicked,
  onTerminalPicked,
}: PortSectionProps) {
  const terminalHasNoBerths = terminal !== undefined && terminal.bercos.length === 0;
  return (
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
          onPicked={onTypePicked}
        />
        <SelectField
          control={control}
          name="porto_id"
          label="Port"
          required
          data={toItems(options.portos)}
          onPicked={onPortPicked}
        />
        <SelectField
          control={control}
          name="terminal_id"
          label="Terminal"
          required
          disabled={!port}
          placeholder={port ? undefined : "Choose a port first"}
          data={toItems(port?.terminais ?? [])}
          onPicked={onTerminalPicked}
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
  );
}
