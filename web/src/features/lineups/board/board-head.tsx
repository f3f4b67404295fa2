import { Box, Button, Group, Loader, Tabs, Title } from "@mantine/core";

interface BoardHeadProps {
  /** The cargo types offered, a tab each. */
  cargoTypes: readonly { id: number; name: string }[];
  /** Whether the board shown is being read again. */
  refreshing: boolean;
  /** Opens the form on a new row; no New line-up button without it. */
  onNewLineup?: () => void;
}

/** The board's head: its title, the cargo-type tabs, and New line-up. */
export function BoardHead({ cargoTypes, refreshing, onNewLineup }: BoardHeadProps) {
  return (
    <Group className="board-head" justify="space-between" align="center" gap="xs" wrap="nowrap">
      <Group className="board-head-tabs" gap="md" align="center" wrap="nowrap" miw={0}>
        <Title order={2} size="h3" style={{ whiteSpace: "nowrap" }}>
          Line-ups
        </Title>
        {/* One line of tabs at any width: they scroll sideways instead of wrapping over the table. */}
        <Box className="board-tabs" miw={0}>
          <Tabs.List>
            {cargoTypes.map((t) => (
              <Tabs.Tab key={t.id} value={String(t.id)}>
                {t.name}
              </Tabs.Tab>
            ))}
          </Tabs.List>
        </Box>
        {refreshing && <Loader size="xs" aria-label="Refreshing the line-ups" />}
      </Group>
      {onNewLineup && (
        <Button variant="light" size="sm" style={{ flexShrink: 0 }} onClick={onNewLineup}>
          New line-up
        </Button>
      )}
    </Group>
  );
}
