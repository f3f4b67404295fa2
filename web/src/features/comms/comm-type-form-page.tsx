import { RecordLoader } from "@/shared/ui/record-loader";
import { useCommType } from "./api/get-comm-type";
import { CommTypeForm } from "./comm-type-form";

/** `/cargas_tipos/adicionar` and `/cargas_tipos/editar/:id`: the form starts once the saved type is loaded. */
export function CommTypeFormPage({ id }: { id?: string }) {
  const type = useCommType(id);
  if (id === undefined) return <CommTypeForm />;
  return (
    <RecordLoader query={type} notFound="Comm type not found.">
      {(record) => <CommTypeForm id={id} type={record} />}
    </RecordLoader>
  );
}
