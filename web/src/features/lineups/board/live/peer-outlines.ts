import type { PresentPerson } from "@/shared/live/presence";
import { rowKey } from "../edit/edit-session";

/**
 * A CSS string literal of any text: everything but letters, digits and spaces as a hex escape, so a name cannot break
 * out.
 */
const cssString = (text: string) =>
  `"${text.replace(/[^A-Za-z0-9 ]/gu, (c) => `\\${(c.codePointAt(0) ?? 0).toString(16)} `)}"`;

const HEX_COLOUR = /^#[0-9a-f]{6}$/i;

/**
 * The style sheet that draws other people on a grid: for each person on a cell,
 * one outline in their colour (solid while they type in it, dashed while they
 * only look) and a tag with their name. Built from who is here now, so an
 * outline goes the moment they move or leave. `scope` names the grid's wrapper.
 */
export function peerOutlineCss(scope: string, people: readonly PresentPerson[]): string {
  return people
    .flatMap(({ user, cell }) => {
      if (!cell || !HEX_COLOUR.test(user.color)) return [];
      const selector =
        `[data-presence-scope=${cssString(scope)}]` +
        ` .ag-row[row-id=${cssString(rowKey(cell.rowId))}]` +
        ` .ag-cell[col-id=${cssString(cell.field)}]`;
      const tag = cell.open ? `${user.name} editing` : user.name;
      return [
        `${selector}{outline:2px ${cell.open ? "solid" : "dashed"} ${user.color};outline-offset:-2px}`,
        // A tag in the cell's top corner, above the value's line (9 px of the row's 32) and at most half the cell wide,
        // so a narrow cell's value stays readable.
        `${selector}::after{content:${cssString(tag)};` +
          `position:absolute;top:0;right:0;max-width:50%;` +
          `overflow:hidden;text-overflow:ellipsis;padding:0 3px;` +
          `font-size:9px;line-height:9px;color:#fff;background:${user.color};` +
          `border-bottom-left-radius:3px;pointer-events:none;white-space:nowrap;z-index:1}`,
      ];
    })
    .join("\n");
}
