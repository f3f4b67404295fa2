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

/** What marking a comm type updated answers. */
export interface CommTypeMarkAnswer {
  atualizado_data: string;
  atualizador: { name: string };
  message: string;
}

// The comm-type routes do not describe their answers yet.
declare module "@/api/operations" {
  interface KnownAnswers {
    "GET /cargas_tipos": Page<CommTypeRecord>;
    "GET /cargas_tipos/{id}": CommTypeRecord;
    "POST /cargas_tipos": CommTypeRecord;
    "PUT /cargas_tipos/{id}": CommTypeRecord;
    "POST /cargas_tipos/{id}/atualizar": CommTypeMarkAnswer;
  }
}
