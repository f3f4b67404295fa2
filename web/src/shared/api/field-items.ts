import type { Page } from "@/shared/list/use-paged-list";

/** An item of any reference list, as the field screens read them (vessel, agency, port of destination...). */
export interface FieldRecord {
  id: number;
  name: string;
  imo?: string | null;
  is_agency_client?: boolean | number | null;
  pais?: string | null;
}

/**
 * The field screens read every list through one path type (`/${FieldList}`), so they take one reading of its items
 * (the routes describe each list's own, server/src/fields/item-schema.ts).
 */
type FieldPage = Page<FieldRecord>;

declare module "@/api/operations" {
  interface KnownAnswers {
    "GET /navios": FieldPage;
    "GET /agencias": FieldPage;
    "GET /afretadores": FieldPage;
    "GET /recebedores": FieldPage;
    "GET /trabalhadores": FieldPage;
    "GET /lineups_portos": FieldPage;
  }
}
