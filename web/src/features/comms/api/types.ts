/** A comm as the comm-type routes return it (server/src/comms/repository.ts, presentComm). */
export interface CommRecord {
  id: number;
  tipo_id: number;
  name: string;
  synonym: string | null;
  color: string;
  ie_analise: number;
  ie_export: number;
  ie_import: number;
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
