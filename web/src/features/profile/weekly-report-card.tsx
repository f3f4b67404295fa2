import { Alert, Button, Card, Group, Select, Stack, Table, Text, Title } from "@mantine/core";
import { useState } from "react";
import { notifySuccess } from "@/shared/notify";
import { useSubscribeWeekly, useUnsubscribeWeekly, useWeeklyReports } from "./api/weekly-reports";
import { problem } from "./problem";

/** Weekly report: subscribe to a port and comm type, see and cancel my subscriptions. */
export function WeeklyReportCard() {
  const reports = useWeeklyReports();
  const subscribe = useSubscribeWeekly();
  const unsubscribe = useUnsubscribeWeekly();
  // The choice stays on screen when a subscription fails.
  const [port, setPort] = useState<string | null>(null);
  const [type, setType] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const onSubscribe = async () => {
    if (!port || !type) {
      setError("Choose a port and a comm type.");
      return;
    }
    setError(null);
    try {
      const made = await subscribe.mutateAsync({ porto_id: Number(port), carga_tipo_id: Number(type) });
      notifySuccess(`Subscribed to the weekly report of ${made.porto.name} ${made.carga_tipo.name}.`);
      setPort(null);
      setType(null);
    } catch (e) {
      setError(problem(e));
    }
  };

  const onUnsubscribe = async (id: number, what: string) => {
    setError(null);
    try {
      await unsubscribe.mutateAsync(id);
      notifySuccess(`Unsubscribed from the weekly report of ${what}.`);
    } catch (e) {
      setError(problem(e));
    }
  };

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
              <Table aria-label="My weekly reports">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Port</Table.Th>
                    <Table.Th>Comm type</Table.Th>
                    <Table.Th />
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.data.map((s) => (
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
                  ))}
                </Table.Tbody>
              </Table>
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
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
      </Stack>
    </Card>
  );
}
