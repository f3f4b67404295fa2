import { Box, Code, List, Text, Title } from "@mantine/core";
import { useId } from "react";

const NODE_EXAMPLE = `import { createHmac, timingSafeEqual } from "node:crypto";

// rawBody: the request's body exactly as received (bytes), before any JSON parsing.
function verify(secret, headers, rawBody) {
  const timestamp = headers["x-lineup-timestamp"];
  const expected = "v1=" + createHmac("sha256", secret).update(\`\${timestamp}.\${rawBody}\`).digest("hex");
  const given = headers["x-lineup-signature"] ?? "";
  const fresh = Math.abs(Date.now() / 1000 - Number(timestamp)) < 300;
  return fresh && given.length === expected.length && timingSafeEqual(Buffer.from(given), Buffer.from(expected));
}`;

/** How a receiver checks that a request came from the line-up board: the headers and the signature. */
export function WebhookRecipe() {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} maw="60em">
      <Title order={3} id={headingId} mb="xs">
        How to verify a request
      </Title>
      <Text size="sm" mb="xs">
        Each event is a JSON <Code>POST</Code> to your URL with these headers:
      </Text>
      <List size="sm" spacing={4} mb="xs">
        <List.Item>
          <Code>X-Lineup-Timestamp</Code>: when it was signed (seconds since 1970, UTC).
        </List.Item>
        <List.Item>
          <Code>X-Lineup-Signature</Code>: <Code>v1=</Code> then the hex HMAC-SHA256, keyed with the webhook&apos;s
          secret, of <Code>{"${X-Lineup-Timestamp}.${raw body}"}</Code>.
        </List.Item>
        <List.Item>
          <Code>X-Lineup-Event-Id</Code>: the event&apos;s id. A failed delivery is tried again (for up to 24 h), so the
          same event may come more than once: keep the ids you have handled and drop repeats.
        </List.Item>
      </List>
      <Text size="sm" mb="xs">
        Compute the signature over the raw body and compare it in constant time; refuse an old timestamp. In Node.js:
      </Text>
      <Code block>{NODE_EXAMPLE}</Code>
    </Box>
  );
}
