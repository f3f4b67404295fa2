import { Button } from "@mantine/core";
import type { UseMutationResult } from "@tanstack/react-query";
import { confirmDelete } from "@/shared/ui/confirm";

/** A list row's Delete: asks `question` first, and spins while this row's delete is under way. */
export function DeleteButton(props: {
  id: number;
  /** The row's name, for the button's accessible name ("Delete {name}"). */
  name: string;
  question: string;
  remove: Pick<UseMutationResult<unknown, Error, number>, "mutate" | "isPending" | "variables">;
  /** The button's word where the row is not deleted but revoked ("Revoke"). */
  verb?: string;
}) {
  const { id, name, question, remove, verb = "Delete" } = props;
  return (
    <Button
      size="xs"
      variant="light"
      color="red"
      aria-label={`${verb} ${name}`}
      loading={remove.isPending && remove.variables === id}
      onClick={() => confirmDelete(() => remove.mutate(id), question)}
    >
      {verb}
    </Button>
  );
}
