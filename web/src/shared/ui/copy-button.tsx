import { Button, Text, type MantineSize } from "@mantine/core";
import { useEffect, useState } from "react";

/**
 * Copies `value` to the clipboard. Browsers give the clipboard API to pages on a secure origin only (HTTPS or
 * localhost); served over plain HTTP under an office's own name, the page copies through a selection of its own
 * instead (`execCommand("copy")`, which such pages still have). False when neither could.
 */
export async function copyText(value: string): Promise<boolean> {
  if (window.isSecureContext && navigator.clipboard) {
    try {
      await navigator.clipboard.writeText(value);
      return true;
    } catch {
      // Refused (no permission, page not focused): the selection below may still do.
    }
  }
  const focused = document.activeElement;
  const area = document.createElement("textarea");
  area.value = value;
  area.setAttribute("readonly", "");
  Object.assign(area.style, { position: "fixed", top: "0", left: "0", opacity: "0" });
  document.body.append(area);
  area.select();
  try {
    return document.execCommand("copy");
  } catch {
    return false;
  } finally {
    area.remove();
    if (focused instanceof HTMLElement) focused.focus();
  }
}

/**
 * A button that copies `value` and says so for two seconds, or, when the browser would not copy, asks the person to
 * select the text and copy it themselves.
 */
export function CopyButton({ value, label, size }: { value: string; label: string; size?: MantineSize }) {
  const [outcome, setOutcome] = useState<"copied" | "failed" | null>(null);
  useEffect(() => {
    if (outcome !== "copied") return;
    const timer = setTimeout(() => setOutcome(null), 2_000);
    return () => clearTimeout(timer);
  }, [outcome]);
  return (
    <>
      <Button
        size={size}
        variant={outcome === "copied" ? "light" : "filled"}
        onClick={() => void copyText(value).then((done) => setOutcome(done ? "copied" : "failed"))}
      >
        {outcome === "copied" ? "Copied" : label}
      </Button>
      {outcome === "failed" && (
        <Text size="sm" c="red" role="alert">
          This browser would not copy it: select the text and copy it (Ctrl+C).
        </Text>
      )}
    </>
  );
}
