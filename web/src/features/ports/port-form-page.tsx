import { MESSAGES } from "@lineup/shared";
import { Alert, Loader } from "@mantine/core";
import { ApiError } from "@/api/client";
import { usePort } from "./api/get-port";
import { PortForm } from "./port-form";

const loadFailure = (error: Error, notFound: string) =>
  error instanceof ApiError && error.status === 403
    ? MESSAGES.forbidden
    : error instanceof ApiError && error.status === 404
      ? notFound
      : MESSAGES.systemError;

/** `/portos/adicionar` and `/portos/editar/:id`: the form starts once the saved port is loaded. */
export function PortFormPage({ id }: { id?: string }) {
  const port = usePort(id);
  if (id === undefined) return <PortForm />;
  if (port.isPending) return <Loader aria-label="Loading" />;
  if (port.isError) return <Alert color="red">{loadFailure(port.error, "Port not found.")}</Alert>;
  return <PortForm id={id} port={port.data} />;
}
