import { Alert, Button, Group, Select, Table, Text } from "@mantine/core";
import { useState } from "react";
import { ItemsTable } from "@/shared/list/items-table";
import { notifySuccess } from "@/shared/notify";
import { useSubscribeWeekly, useUnsubscribeWeekly, useWeeklyReports } from "./api/weekly-reports";
import { useCardProblem } from "./card-problem";
import { CardSection } from "./card-section";
import { problem } from "./problem";

/** A searchable choice of one of `items`, by id. */
const choice = (
  label: string,
  noun: string,
  items: ReadonlyArray<{ id: number; name: string }>,
  value: string | null,
  onChange: (value: string | null) => void,
) => (
  <Select
    label={label}
    placeholder={`Choose a ${noun}`}
    data={items.map((item) => ({ value: String(item.id), label: item.name }))}
    value={value}
    onChange={onChange}
    searchable
  />
);

/** Weekly report: subscribe to a port and comm type, see and cancel my subscriptions. */
export function WeeklyReportCard() {
  const reports = useWeeklyReports();
  const subscribe = useSubscribeWeekly();
  const unsubscribe = useUnsubscribeWeekly();
  // The choice stays on screen when a subscription fails.
  const [port, setPort] = useState<string | null>(null);
  const [type, setType] = useState<string | null>(null);
  const failure = useCardProblem();

  const onSubscribe = async () => {
    if (!port || !type) {
      failure.say("Choose a port and a comm type.");
      return;
    }
    await failure.attempt(async () => {
      const made = await subscribe.mutateAsync({ porto_id: Number(port), carga_tipo_id: Number(type) });
      notifySuccess(`Subscribed to the weekly report of ${made.porto.name} ${made.carga_tipo.name}.`);
      setPort(null);
      setType(null);
    });
  };

  const onUnsubscribe = (id: number, what: string) =>
    failure.attempt(async () => {
      await unsubscribe.mutateAsync(id);
      notifySuccess(`Unsubscribed from the weekly report of ${what}.`);
    });

  const data = reports.data;
  return (
    <CardSection id="weekly-title" title="Weekly report">
      {reports.isError && <Alert color="red">{problem(reports.error)}</Alert>}
      {data && (
        <>
          <Text size="sm">
            {data.schedule
              ? `An e-mail ${data.schedule} per port and comm type: berthed, waiting and expected ` +
                `calls and tonnes, waiting times against the previous weeks, and the line-up as a spreadsheet.`
              : "Weekly reports are switched off on this server; your subscriptions are kept."}
          </Text>
          {data.data.length ? (
            <ItemsTable
              label="My weekly reports"
              headers={["Port", "Comm type", ""]}
              items={data.data}
              row={(s) => (
                <Table.Tr key={s.id}>
                  <Table.Td>{s.porto.name}</Table.Td>
                  <Table.Td>{s.carga_tipo.name}</Table.Td>
                  <Table.Td>
                    <Button
                      size="xs"
                      variant="subtle"
                      color="red"
                      aria-label={`Unsubscribe from ${s.porto.name} ${s.carga_tipo.name}`}
                      loading={unsubscribe.isPending && unsubscribe.variables === s.id}
                      onClick={() => void onUnsubscribe(s.id, `${s.porto.name} ${s.carga_tipo.name}`)}
                    >
                      Unsubscribe
                    </Button>
                  </Table.Td>
                </Table.Tr>
              )}
            />
          ) : (
            <Text size="sm" c="dimmed">
              You are not subscribed to any weekly report.
            </Text>
          )}
          <Group align="end">
            {choice("Port", "port", data.options.portos, port, setPort)}
            {choice("Comm type", "comm type", data.options.cargas_tipos, type, setType)}
            <Button onClick={() => void onSubscribe()} loading={subscribe.isPending}>
              Subscribe
            </Button>
          </Group>
        </>
      )}
      {failure.alert}
    </CardSection>
  );
}
