import { Alert, Button, Card, Group, Select, Stack, Table, Text, Title } from "@mantine/core";
import { useState } from "react";
import { ItemsTable } from "@/shared/list/items-table";
import { notifySuccess } from "@/shared/notify";
import { useSubscribeWeekly, useUnsubscribeWeekly, useWeeklyReports } from "./api/weekly-reports";
import { useCardProblem } from "./card-problem";
import { problem } from "./problem";

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
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="weekly-title">
      <Stack>
        <Title order={3} id="weekly-title">
          Weekly report
        </Title>
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
              <Select
                label="Port"
                placeholder="Choose a port"
                data={data.options.portos.map((p) => ({ value: String(p.id), label: p.name }))}
                value={port}
                onChange={setPort}
                searchable
              />
              <Select
                label="Comm type"
                placeholder="Choose a comm type"
                data={data.options.cargas_tipos.map((c) => ({ value: String(c.id), label: c.name }))}
                value={type}
                onChange={setType}
                searchable
              />
              <Button onClick={() => void onSubscribe()} loading={subscribe.isPending}>
                Subscribe
              </Button>
            </Group>
          </>
        )}
        {failure.alert}
      </Stack>
    </Card>
  );
}
