import type { Comm, CommType, CommTypeMarked } from "@lineup/shared/wire/comms";
import type { Page } from "@/shared/list/use-paged-list";

/** A comm as the comm-type routes return it (server/src/comms/repository.ts, presentComm). */
export interface CommRecord {
  id: number;
  tipo_id: number;
  name: string;
  synonym: string | null;
  color: string;
  ie_analise: 0 | 1;
  ie_export: 0 | 1;
  ie_import: 0 | 1;
  name_with_synonym: string;
}

/** A comm type with its live comms. */
export interface CommTypeRecord {
  id: number;
  name: string;
  created_at: string;
  /** When the comm type was last marked updated, and by whom (`POST /cargas_tipos/{id}/atualizar`). */
  atualizado_data: string | null;
  atualizador: { id: number; name: string } | null;
  cargas: CommRecord[];
}

type Flags = "ie_analise" | "ie_export" | "ie_import";
/** A comm as the routes describe it (@lineup/shared/wire/comms), its flags read as the 0 or 1 every write stores. */
type CommAnswer = Omit<Comm, Flags> & Record<Flags, 0 | 1>;
type CommTypeAnswer = Omit<CommType, "cargas"> & { cargas: CommAnswer[] };

declare module "@/api/operations" {
  interface KnownAnswers {
    "GET /cargas_tipos": Page<CommTypeAnswer>;
    "GET /cargas_tipos/{id}": CommTypeAnswer;
    "POST /cargas_tipos": CommTypeAnswer;
    "PUT /cargas_tipos/{id}": CommTypeAnswer;
    /** A mark just made always has its date (the description allows none, for a type removed meanwhile). */
    "POST /cargas_tipos/{id}/atualizar": Omit<CommTypeMarked, "atualizado_data"> & { atualizado_data: string };
  }
}
