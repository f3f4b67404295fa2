import { Alert, Loader } from "@mantine/core";
import { usePort } from "./api/get-port";
import { PortForm } from "./port-form";

/** `/portos/adicionar` and `/portos/editar/:id`: the form starts once the saved port is loaded. */
export function PortFormPage({ id }: { id?: string }) {
  const port = usePort(id);
  if (id === undefined) return <PortForm />;
  if (port.isPending) return <Loader aria-label="Loading" />;
  if (port.isError) return <Alert color="red">Port not found.</Alert>;
  return <PortForm id={id} port={port.data} />;
}
