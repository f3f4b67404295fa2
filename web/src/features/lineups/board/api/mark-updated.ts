import { apiRequest } from "@/api/client";

/** A mark's answer: when (server timestamp) and who. */
export interface PortMarkAnswer {
  carga_atualizada: { data: string; user: string | null; carga_tipo_id: number };
  message: string;
}

/** `POST /portos/{id}/atualizar`: the port's line-up of one comm type was checked now. */
export const markPortUpdated = (portId: number, cargoTypeId: number) =>
  apiRequest<PortMarkAnswer>(`/portos/${portId}/atualizar`, {
    method: "POST",
    body: { carga: cargoTypeId, atualizar: true },
  });

/** `POST /terminais/{id}/atualizar`: the terminal's line-up was checked now. */
export const markTerminalUpdated = (terminalId: number) =>
  apiRequest<{ atualizado_data: string; atualizador: string; message: string }>(`/terminais/${terminalId}/atualizar`, {
    method: "POST",
    body: { atualizar: true },
  });

/** `POST /lineups/{id}/atualizar`: one row was checked now. */
export const markLineupUpdated = (id: number) =>
  apiRequest<{ atualizado_data: string; atualizador: string; message: string }>(`/lineups/${id}/atualizar`, {
    method: "POST",
    body: { atualizar: true },
  });

export type DateField = "eta" | "etb" | "etc";

/**
 * `POST /lineups/{id}/data`: one date of a row seen at `version`; answers the date, the waiting time (days) and the new
 * version.
 */
export const setLineupDate = (id: number, campo: DateField, valor: string | null, version: number) =>
  apiRequest<{ data: string | null; espera: number | null; version: number }>(`/lineups/${id}/data`, {
    method: "POST",
    body: { campo, valor, version },
    silent: true,
  });
