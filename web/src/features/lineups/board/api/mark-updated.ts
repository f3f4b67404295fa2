import { api } from "@/api/client";

/** A mark's answer: when (server timestamp) and who. */
export interface PortMarkAnswer {
  carga_atualizada: { data: string; user: string | null; carga_tipo_id: number };
  message: string;
}

/** `POST /portos/{id}/atualizar`: the port's line-up of one comm type was checked now. */
export const markPortUpdated = (portId: number, cargoTypeId: number) =>
  api("/portos/{id}/atualizar", {
    method: "POST",
    params: { id: portId },
    body: { carga: cargoTypeId, atualizar: true },
  });

/** `POST /terminais/{id}/atualizar`: the terminal's line-up was checked now. */
export const markTerminalUpdated = (terminalId: number) =>
  api("/terminais/{id}/atualizar", {
    method: "POST",
    params: { id: terminalId },
    body: { atualizar: true },
  });

/** `POST /lineups/{id}/atualizar`: one row was checked now. */
export const markLineupUpdated = (id: number) =>
  api("/lineups/{id}/atualizar", {
    method: "POST",
    params: { id },
    body: { atualizar: true },
  });

export type DateField = "eta" | "etb" | "etc";

/**
 * `POST /lineups/{id}/data`: one date of a row seen at `version`; answers the date, the waiting time (days) and the new
 * version.
 */
export const setLineupDate = (id: number, campo: DateField, valor: string | null, version: number) =>
  api("/lineups/{id}/data", {
    method: "POST",
    params: { id },
    body: { campo, valor, version },
    silent: true,
  });

/** What marking a terminal or a row updated answers: when (server timestamp) and who. */
export interface MarkAnswer {
  atualizado_data: string;
  atualizador: string;
  message: string;
}

// The marks describe their date as nullable, where a mark just made always has one.
declare module "@/api/operations" {
  interface KnownAnswers {
    "POST /portos/{id}/atualizar": PortMarkAnswer;
    "POST /terminais/{id}/atualizar": MarkAnswer;
    "POST /lineups/{id}/atualizar": MarkAnswer;
  }
}
