import { useQueryClient, type QueryClient } from "@tanstack/react-query";
import type { CustomCellEditorProps } from "ag-grid-react";
import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { creationProblem } from "../api/create-receiver";
import { creatableItems, type CellOption, type CreatableItem } from "../edit/creatable-options";
import { EDITOR_STYLE, typedStart, useOpeningInput } from "./editor-basics";
import type { GridRow } from "./grid-rows";

/** Extra params of the select editor. */
export interface SelectEditorParams {
  label: string;
  /** The options for this row (berths depend on the terminal, comms on the type). */
  optionsFor: (row: GridRow) => CellOption[];
}

/**
 * A native select in the cell: arrows and typed letters pick an option, Enter
 * commits, Escape cancels, as in any spreadsheet.
 */
export function SelectEditor(props: CustomCellEditorProps<GridRow, number | string | null> & SelectEditorParams) {
  const { value, onValueChange, data, label, optionsFor } = props;
  const ref = useRef<HTMLSelectElement>(null);
  const options = optionsFor(data);
  const known = options.some((o) => o.value === (value ?? null));
  const all = known ? options : [{ value: value ?? null, label: props.formatValue(value) || "—" }, ...options];
  useEffect(() => ref.current?.focus(), []);
  return (
    <select
      ref={ref}
      aria-label={label}
      style={EDITOR_STYLE}
      value={String(all.findIndex((o) => o.value === (value ?? null)))}
      onChange={(e) => onValueChange(all[Number(e.target.value)]?.value ?? null)}
    >
      {all.map((o, i) => (
        <option key={`${String(o.value)}-${i}`} value={String(i)}>
          {o.label || "—"}
        </option>
      ))}
    </select>
  );
}

/** Extra params of the creatable select editor (the receiver cell). */
export interface CreatableSelectEditorParams extends SelectEditorParams {
  /** What is created, in words ("receiver | shipper"). */
  noun: string;
  /** Creates an item of the typed name (the API call); absent: nothing is offered to create. */
  create?: (name: string) => Promise<CellOption>;
  /** After the new item is in the cell: puts it into the option lists. */
  onCreated?: (queryClient: QueryClient, item: CellOption) => void;
}

/** The keys the creatable select handles itself while open (the grid would otherwise end the edit or move). */
export const CREATABLE_KEYS = new Set(["Enter", "ArrowUp", "ArrowDown"]);

/**
 * A select you type into (spec.md section 4's quick-create, in the table):
 * the text narrows the list, arrows move, Enter or a click picks; a name no
 * option has offers "Create <name>", which creates it through the API and puts
 * it in the cell. A refusal is shown under the text, which stays as typed.
 */
export function CreatableSelectEditor(
  props: CustomCellEditorProps<GridRow, number | string | null> & CreatableSelectEditorParams,
) {
  const { value, onValueChange, data, label, noun, optionsFor, create, onCreated, stopEditing } = props;
  const queryClient = useQueryClient();
  const options = optionsFor(data);
  const [typedFirst] = useState(() => typedStart(props, /./));
  const [text, setText] = useState(
    () => typedFirst ?? (options.find((o) => o.value === (value ?? null))?.label || props.formatValue(value) || ""),
  );
  // Until the text is changed, the list shows every option with the current one active.
  const [filtering, setFiltering] = useState(typedFirst !== null);
  const items = creatableItems(options, filtering ? text : "", !!create);
  const [active, setActive] = useState(() =>
    typedFirst !== null
      ? 0
      : Math.max(
          0,
          items.findIndex((i) => i.kind === "option" && i.option.value === (value ?? null)),
        ),
  );
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const input = useOpeningInput(props.context, typedFirst !== null);
  const alive = useRef(true);
  const id = useId();
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);
  // Tab takes the highlighted name, as a spreadsheet's autocomplete does, then the grid moves on. A native
  // listener: the grid handles Tab on its own elements before React's handlers (at the page's root) see it.
  const tabPick = useRef<CellOption | null>(null);
  const highlighted = items[Math.min(active, items.length - 1)];
  tabPick.current = filtering && text.trim() && highlighted?.kind === "option" ? highlighted.option : null;
  useEffect(() => {
    const el = input.current;
    const onTab = (e: globalThis.KeyboardEvent) => {
      if (e.key === "Tab" && tabPick.current) onValueChange(tabPick.current.value);
    };
    el?.addEventListener("keydown", onTab);
    return () => el?.removeEventListener("keydown", onTab);
  }, [onValueChange]);

  const choose = async (item: CreatableItem | undefined) => {
    if (busy) return;
    if (!item) {
      // Emptied text clears the cell; a name nobody may create is said so.
      if (!text.trim()) {
        onValueChange(null);
        stopEditing();
      } else setProblem(`No ${noun} is named "${text.trim()}".`);
      return;
    }
    if (item.kind === "option") {
      onValueChange(item.option.value);
      stopEditing();
      return;
    }
    if (!create) return;
    setBusy(true);
    setProblem(null);
    try {
      const created = await create(item.name);
      // Closed meanwhile (the person moved on): the item exists and is offered next time, the cell is not changed
      // behind their back.
      if (alive.current) {
        onValueChange(created.value);
        stopEditing();
      }
      onCreated?.(queryClient, created);
    } catch (error) {
      if (!alive.current) return;
      setProblem(creationProblem(error, noun));
      setBusy(false);
      input.current?.focus();
    }
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === "ArrowDown" || e.key === "ArrowUp") {
      e.preventDefault();
      const step = e.key === "ArrowDown" ? 1 : -1;
      setActive((a) => (items.length ? (a + step + items.length) % items.length : 0));
    } else if (e.key === "Enter") {
      e.preventDefault();
      void choose(filtering && !text.trim() ? undefined : items[Math.min(active, items.length - 1)]);
    }
  };

  const optionId = (i: number) => `${id}-option-${i}`;
  return (
    <div className="lineup-creatable" style={{ width: 280, background: "var(--mantine-color-body)" }}>
      <input
        ref={input}
        role="combobox"
        aria-label={label}
        aria-expanded
        aria-controls={`${id}-list`}
        aria-autocomplete="list"
        aria-activedescendant={items.length ? optionId(Math.min(active, items.length - 1)) : undefined}
        aria-describedby={problem ? `${id}-problem` : undefined}
        aria-busy={busy}
        autoComplete="off"
        style={{ ...EDITOR_STYLE, height: 32, borderBottom: "1px solid var(--mantine-color-default-border)" }}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          setFiltering(true);
          setActive(0);
          setProblem(null);
        }}
        onKeyDown={onKeyDown}
      />
      <CreatableOptions
        id={id}
        label={label}
        items={items}
        active={active}
        busy={busy}
        optionId={optionId}
        onChoose={(item) => void choose(item)}
      />
      {items.length === 0 && <div className="lineup-creatable-empty">{`No ${noun} matches`}</div>}
      {problem && (
        <div id={`${id}-problem`} role="alert" className="lineup-creatable-problem">
          {problem}
        </div>
      )}
    </div>
  );
}

interface CreatableOptionsProps {
  id: string;
  label: string;
  items: CreatableItem[];
  active: number;
  busy: boolean;
  optionId: (index: number) => string;
  onChoose: (item: CreatableItem) => void;
}

/** The editor's list of names (and "Create <name>"), its active one kept in view. */
function CreatableOptions({ id, label, items, active, busy, optionId, onChoose }: CreatableOptionsProps) {
  const list = useRef<HTMLUListElement>(null);
  useEffect(() => {
    list.current?.querySelector(`[data-index="${active}"]`)?.scrollIntoView({ block: "nearest" });
  }, [active]);
  return (
    <ul ref={list} id={`${id}-list`} role="listbox" aria-label={`${label} options`} className="lineup-creatable-list">
      {items.map((item, i) => (
        <li
          key={item.kind === "create" ? "create" : `${String(item.option.value)}-${i}`}
          id={optionId(i)}
          data-index={i}
          role="option"
          aria-selected={i === active}
          className={item.kind === "create" ? "lineup-creatable-create" : undefined}
          // Keeps the focus in the text, so the grid does not end the edit before the click lands.
          onMouseDown={(e) => e.preventDefault()}
          onClick={() => onChoose(item)}
        >
          {item.kind === "create" ? (busy ? `Creating ${item.name}…` : `Create ${item.name}`) : item.option.label}
        </li>
      ))}
    </ul>
  );
}
