import type { DistributionRun } from "@lineup/shared/wire/distribution";
import { addressCount } from "./addresses";

/** What a person is told after Send now: all went (a success), or what did not (a warning). */
export interface SendOutcome {
  ok: boolean;
  message: string;
}

/** How many refused addresses the notice names; the run's deliveries below list every one. */
const NAMED_FAILURES = 3;

/** The notice for a run sent by hand: "Sent to 3 addresses", or which addresses were refused and why. */
export function sendOutcome(run: Pick<DistributionRun, "sent" | "failed" | "note" | "deliveries">): SendOutcome {
  if (run.sent === 0 && run.failed === 0)
    // Nothing went: the server says why, or the list has no address left (each can unsubscribe).
    return { ok: false, message: run.note ?? "Nothing was sent: the list has no address left." };
  if (run.failed === 0) return { ok: true, message: `Sent to ${addressCount(run.sent)}` };
  const refused = run.deliveries.filter((d) => !d.delivered);
  const named = refused
    .slice(0, NAMED_FAILURES)
    .map((d) => (d.detail ? `${d.address} (${d.detail})` : d.address))
    .join(", ");
  const more = refused.length > NAMED_FAILURES ? ` and ${refused.length - NAMED_FAILURES} more` : "";
  const which = named ? `: ${named}${more}` : "";
  return {
    ok: false,
    message: `Sent to ${addressCount(run.sent)}; not sent to ${addressCount(run.failed)}${which}.`,
  };
}
