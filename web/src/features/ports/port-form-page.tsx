import { RecordLoader } from "@/shared/ui/record-loader";
import { usePort } from "./api/get-port";
import { PortForm } from "./port-form";

/** `/portos/adicionar` and `/portos/editar/:id`: the form starts once the saved port is loaded. */
export function PortFormPage({ id }: { id?: string }) {
  const port = usePort(id);
  if (id === undefined) return <PortForm />;
  return (
    <RecordLoader query={port} notFound="Port not found.">
      {(record) => <PortForm id={id} port={record} />}
    </RecordLoader>
  );
}
