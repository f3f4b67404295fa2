import type { BunkerOption, TerminalParticulars } from "@lineup/shared";
import type { Port } from "@lineup/shared/wire/ports";
import type { Page } from "@/shared/list/use-paged-list";

/** A berth as `GET /portos` returns it. */
export interface BerthRecord {
  id: number;
  name: string;
  terminal_id: number;
}

/** A terminal with its berths and the ids of the comms it handles. */
export interface TerminalRecord extends TerminalParticulars {
  id: number;
  porto_id: number;
  cargas_ids: number[];
  bercos: BerthRecord[];
}

/** A port as `GET /portos` and `GET /portos/{id}` return it (server/src/ports/repository.ts). */
export interface PortRecord {
  id: number;
  name: string;
  max_draft: string | null;
  bunker: BunkerOption | null;
  ordem: number;
  /** Where the weather strip's forecast is read, in decimal degrees; both or neither. */
  latitude: number | null;
  time_zone: string;
  longitude: number | null;
  created_at: string;
  terminais: TerminalRecord[];
}

/**
 * A port as the ports routes describe it (@lineup/shared/wire/ports), its bunker read as one of the form's options:
 * the database holds it as any text, and every write of the API keeps it to the options.
 */
type PortAnswer = Omit<Port, "bunker"> & { bunker: BunkerOption | null };

declare module "@/api/operations" {
  interface KnownAnswers {
    "GET /portos": Page<PortAnswer>;
    "GET /portos/{id}": PortAnswer;
    "POST /portos": PortAnswer;
    "PUT /portos/{id}": PortAnswer;
  }
}
