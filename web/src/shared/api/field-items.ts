import type { FieldList } from "@lineup/shared";
import type { Page } from "@/shared/list/use-paged-list";
import type { AgencyOption, CommOption, DestinationOption, NamedOption, VesselOption } from "./lineup-parameters";

/** An item of any reference list, as the field screens read them (vessel, agency, port of destination...). */
export interface FieldRecord {
  id: number;
  name: string;
  imo?: string | null;
  is_agency_client?: boolean | number | null;
  pais?: string | null;
}

/**
 * An item of each reference list as its routes (`/navios`, `/agencias`, …) answer it: the field screens and the
 * line-up form's quick-create read them. The routes do not describe their answers yet (server/src/fields).
 */
export interface FieldItems {
  /** `is_agency_client` is kept from clients. */
  navios: VesselOption & { is_agency_client?: boolean | number | null };
  agencias: AgencyOption;
  afretadores: NamedOption;
  recebedores: NamedOption;
  trabalhadores: NamedOption;
  lineups_portos: DestinationOption;
}

type FieldAnswers = { [L in FieldList as `GET /${L}`]: Page<FieldRecord> } & {
  [L in FieldList as `GET /${L}/{id}` | `POST /${L}` | `PUT /${L}/{id}`]: FieldItems[L];
};

declare module "@/api/operations" {
  interface KnownAnswers extends FieldAnswers {
    /** A comm as the comm routes answer it (server/src/comms/repository.ts, presentComm). */
    "POST /cargas": CommOption;
    "GET /cargas": Page<CommOption>;
  }
}
