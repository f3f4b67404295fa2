import type { DistributionList } from "@lineup/shared/wire/distribution";
import { Box, Text } from "@mantine/core";
import { Fragment } from "react";
import { columnsWords, listSummary, otherFiltersWords } from "./format";

/** A list's settings in words: a sentence, then each setting by name. */
export function ListSettings({ list }: { list: DistributionList }) {
  const others = otherFiltersWords(list.filters);
  const settings: Array<[string, string]> = [
    ["Port", list.porto.name],
    ["Comm type", list.carga_tipo.name],
    ["Schedule", list.schedule],
    ["Columns", columnsWords(list.client_columns)],
    [
      "Statuses",
      list.filters.status?.length ? list.filters.status.join(", ") : "Every status but Sailed, as the board",
    ],
    [`Addresses (${list.addresses.length})`, list.addresses.join(", ")],
    ["E-mail text", list.intro ?? "The E-mail information text"],
  ];
  if (others) settings.splice(5, 0, ["Other filters", `${others} (set through the API; saving the form keeps them)`]);
  return (
    <Box>
      <Text mb="sm">{listSummary(list)}</Text>
      <Box
        component="dl"
        m={0}
        style={{ display: "grid", gridTemplateColumns: "max-content 1fr", columnGap: "1.5rem", rowGap: "0.5rem" }}
      >
        {settings.map(([term, value]) => (
          <Fragment key={term}>
            <Text component="dt" fw={600}>
              {term}
            </Text>
            <Text component="dd" m={0} style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
              {value}
            </Text>
          </Fragment>
        ))}
      </Box>
    </Box>
  );
}
