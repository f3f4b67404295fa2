import { ActionIcon, Menu } from "@mantine/core";
import { useLocation } from "wouter";
import { confirmDelete } from "@/shared/ui/confirm";

/** The ⋮ menu of a list row: Edit, Merge into… and Delete, each shown only when given. */
export function RowActions(props: { name: string; onEdit?: () => void; onMerge?: () => void; onDelete?: () => void }) {
  const { name, onEdit, onMerge, onDelete } = props;
  return (
    <Menu position="bottom-end">
      <Menu.Target>
        <ActionIcon variant="subtle" aria-label={`Actions for ${name}`}>
          ⋮
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {onEdit && <Menu.Item onClick={onEdit}>Edit</Menu.Item>}
        {onMerge && <Menu.Item onClick={onMerge}>Merge into…</Menu.Item>}
        {onDelete && (
          <Menu.Item color="red" onClick={onDelete}>
            Delete
          </Menu.Item>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}

/**
 * A record list's row menu: Edit opens `editHref`; Delete, when given, first asks "Would you like to delete the
 * {noun} {name}?".
 */
export function RecordActions(props: { name: string; noun: string; editHref: string; onDelete?: () => void }) {
  const { name, noun, editHref, onDelete } = props;
  const [, navigate] = useLocation();
  const confirmed = onDelete && (() => confirmDelete(onDelete, `Would you like to delete the ${noun} ${name}?`));
  return <RowActions name={name} onEdit={() => navigate(editHref)} onDelete={confirmed} />;
}
