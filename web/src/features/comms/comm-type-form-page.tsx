import { MESSAGES } from "@lineup/shared";
import { Alert, Loader } from "@mantine/core";
import { ApiError } from "@/api/client";
import { useCommType } from "./api/get-comm-type";
import { CommTypeForm } from "./comm-type-form";

const loadFailure = (error: Error, notFound: string) =>
  error instanceof ApiError && error.status === 403
    ? MESSAGES.forbidden
    : error instanceof ApiError && error.status === 404
      ? notFound
      : MESSAGES.systemError;

/** `/cargas_tipos/adicionar` and `/cargas_tipos/editar/:id`: the form starts once the saved type is loaded. */
export function CommTypeFormPage({ id }: { id?: string }) {
  const type = useCommType(id);
  if (id === undefined) return <CommTypeForm />;
  if (type.isPending) return <Loader aria-label="Loading" />;
  if (type.isError) return <Alert color="red">{loadFailure(type.error, "Comm type not found.")}</Alert>;
  return <CommTypeForm id={id} type={type.data} />;
}
