import { POB_STATUS } from "@lineup/shared";
import type { ICellRendererComp, ICellRendererParams } from "ag-grid-community";
import { statusValueOf } from "./status-editor";
import type { GridRow } from "./grid-rows";
import type { GridContext } from "./row-menu";
import { expectedDue } from "./row-style";

/** What a status pill says: the status (POB with its time), and "due" for an Expected call whose ETA has come. */
export interface StatusWords {
  text: string;
  due: boolean;
  /** The pill's colour class (the words carry the meaning; the colour only repeats it). */
  tone: string;
}

const TONES: Record<string, string> = {
  Loading: "loading",
  Discharging: "discharging",
  Waiting: "waiting",
  Expected: "expected",
  Sailed: "sailed",
  [POB_STATUS]: "pob",
};

/** The words and tone of a status on `day`, its port's (whether an Expected call is due); null for no status. */
export function statusWords(
  status: string | null | undefined,
  pob: string | null | undefined,
  eta: string | null | undefined,
  day: string,
): StatusWords | null {
  if (!status) return null;
  return {
    text: status === POB_STATUS && pob ? `POB ${pob} lt` : status,
    due: expectedDue(status, eta ?? null, day),
    tone: `lineup-pill-${TONES[status] ?? "waiting"}`,
  };
}

/** A status as a labelled pill: text and colour together, never colour alone. */
export function StatusPill({ words }: { words: StatusWords }) {
  return (
    <span className={`lineup-pill ${words.tone}`}>
      {words.text}
      {words.due && " "}
      {words.due && <span className="lineup-pill-due">due</span>}
    </span>
  );
}

/**
 * The Status column's renderer: the pill. Plain DOM (a class), so AG Grid's
 * React layer does not mount a React root per cell of a 500-row table.
 */
export class StatusCell implements ICellRendererComp<GridRow> {
  private readonly gui = document.createElement("span");

  init(p: ICellRendererParams<GridRow, unknown, GridContext>) {
    this.render(p);
  }

  getGui() {
    return this.gui;
  }

  refresh(p: ICellRendererParams<GridRow, unknown, GridContext>) {
    this.render(p);
    return true;
  }

  private render(p: ICellRendererParams<GridRow, unknown, GridContext>) {
    const v = statusValueOf(p.value);
    const words = p.data?.kind === "line" ? statusWords(v?.status, v?.pob, p.data.values.eta, p.context.day()) : null;
    this.gui.replaceChildren();
    if (!words) return;
    const pill = document.createElement("span");
    pill.className = `lineup-pill ${words.tone}`;
    pill.textContent = words.text;
    if (words.due) {
      const due = document.createElement("span");
      due.className = "lineup-pill-due";
      due.textContent = "due";
      pill.append(" ", due);
    }
    this.gui.append(pill);
  }
}
