import type { ClipboardEvent, CSSProperties, KeyboardEvent, ReactNode, Ref } from "react";
import { HISTORY_SHORTCUT } from "../history/cell-history";
import { SKIP_TARGET } from "../skip-to-table";

interface GridRegionProps {
  ref: Ref<HTMLDivElement>;
  terminalName: string;
  /** Unique on the page: scopes `peerCss`, and names the keys' description. */
  presenceScope: string;
  /** The style sheet of other editors' outlines (empty when none). */
  peerCss: string;
  /** Every row is given to the grid. */
  filled: boolean;
  style: CSSProperties;
  onKeyDownCapture: (e: KeyboardEvent<HTMLDivElement>) => void;
  onPaste: (e: ClipboardEvent<HTMLElement>) => void;
  onCopy: (e: ClipboardEvent<HTMLElement>) => void;
  children: ReactNode;
}

/**
 * A terminal's table as a region of the page named after the terminal (the skip link's target), with its keys
 * described to screen readers and other editors' cells outlined.
 */
export function GridRegion({
  ref,
  terminalName,
  presenceScope,
  peerCss,
  filled,
  style,
  onKeyDownCapture,
  onPaste,
  onCopy,
  children,
}: GridRegionProps) {
  return (
    <div
      ref={ref}
      role="region"
      aria-label={`${terminalName} line-up`}
      aria-describedby={`${presenceScope}-keys`}
      onKeyDownCapture={onKeyDownCapture}
      onPaste={onPaste}
      onCopy={onCopy}
      data-presence-scope={presenceScope}
      data-filled={filled || undefined}
      className="lineup-grid"
      style={style}
      {...SKIP_TARGET}
    >
      <span id={`${presenceScope}-keys`} hidden>
        {`${HISTORY_SHORTCUT} on a cell shows its history. ` +
          `Ctrl+Z takes back the last change, Ctrl+Shift+Z makes it again. ` +
          `Ctrl+V pastes cells copied from a spreadsheet from the focused cell on. ` +
          `Arrows move between cells; Tab leaves the table.`}
      </span>
      {peerCss && <style>{peerCss}</style>}
      {children}
    </div>
  );
}
