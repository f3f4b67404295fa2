import { ActionIcon, Menu } from "@mantine/core";

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
