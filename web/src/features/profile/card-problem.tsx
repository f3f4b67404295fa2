import { Alert } from "@mantine/core";
import { useState } from "react";
import { problem } from "./problem";

/**
 * What went wrong in a profile card, said under it until the next try: `attempt` clears it, runs the action, and
 * keeps the server's words if it fails; `say` and `fail` set it directly.
 */
export function useCardProblem() {
  const [text, setText] = useState<string | null>(null);
  const fail = (error: unknown) => setText(problem(error));
  const attempt = async (action: () => Promise<void>) => {
    setText(null);
    try {
      await action();
    } catch (error) {
      fail(error);
    }
  };
  const alert = text && (
    <Alert color="red" role="alert">
      {text}
    </Alert>
  );
  return { attempt, say: setText, fail, alert };
}
