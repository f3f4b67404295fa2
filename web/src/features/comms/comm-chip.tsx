import { Badge, Collapse, Stack, UnstyledButton } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { SwatchItem } from "@/shared/ui/swatch-item";
import type { CommRecord } from "./api/types";

/** The '{n} Comms' chip of a comm-type row; a click unfolds the comms with their colours. */
export function CommChip({ comms }: { comms: CommRecord[] }) {
  const [opened, { toggle }] = useDisclosure(false);
  return (
    <Stack gap={4}>
      <UnstyledButton onClick={toggle} aria-expanded={opened} disabled={comms.length === 0}>
        <Badge variant="light" tt="none" style={{ cursor: comms.length ? "pointer" : "default" }}>
          {comms.length} Comms
        </Badge>
      </UnstyledButton>
      <Collapse in={opened}>
        <Stack gap={2} component="ul" m={0} p={0} style={{ listStyle: "none" }}>
          {comms.map((c) => (
            <SwatchItem key={c.id} color={c.color} name={c.name_with_synonym} />
          ))}
        </Stack>
      </Collapse>
    </Stack>
  );
}
