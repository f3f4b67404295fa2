import { getTableColumns, type Column } from "drizzle-orm";
import { Type, type TObject, type TSchema } from "typebox";
import { hiddenFieldAttributes, ROLE_IDS } from "@lineup/shared";
import type { FieldResource } from "./resources";

const KEPT = "Left out for the roles the policy keeps it from (clients)";

/** Integer column types: the rest of the numbers (a `numeric` read as a number) are any number. */
const INTEGER_COLUMNS = new Set(["PgSerial", "PgInteger", "PgSmallInt", "PgSmallSerial"]);

/** A column's value as the database hands it to the route (timestamps and numerics as text), null when it may be. */
function columnSchema(column: Column): TSchema {
  const value = (() => {
    switch (column.dataType) {
      case "string":
        return Type.String();
      case "boolean":
        return Type.Boolean();
      case "number":
        return INTEGER_COLUMNS.has(column.columnType) ? Type.Integer() : Type.Number();
      default:
        // A new kind of column must be described here, not left out of the answers (the serializer drops it).
        throw new Error(`No answer schema for ${column.name} (${column.columnType}).`);
    }
  })();
  return column.notNull ? value : Type.Union([value, Type.Null()]);
}

/**
 * An item of a field list as its routes answer it, derived from its definition: every column of its table, what
 * `present` adds (`presented`), and the attributes the policy keeps from some roles as optional.
 */
export function fieldItemSchema(r: FieldResource): TObject {
  const hidden = new Set(ROLE_IDS.flatMap((role_id) => hiddenFieldAttributes({ id: 0, role_id }, r.path)));
  const columns = Object.entries(getTableColumns(r.table)).map(([key, column]) => [key, columnSchema(column)] as const);
  const properties = Object.entries({ ...Object.fromEntries(columns), ...r.presented }).map(
    ([key, schema]) => [key, hidden.has(key) ? Type.Optional({ ...schema, description: KEPT }) : schema] as const,
  );
  return Type.Object(Object.fromEntries(properties), { description: `${r.noun}, as the ${r.path} routes answer it` });
}
