import type { WatchView } from "@lineup/shared/wire/watches";
import type { BoardFilters } from "../api/types";

/**
 * The board's filters as a watch's view: its comm type, and the ports, statuses (none chosen:
 * every status), commodities, charterers and receivers chosen. Dates, Disport and the agency's
 * vessels are not part of a view: a watch follows calls as they come and go.
 */
export function watchViewOf(f: BoardFilters): WatchView {
  return {
    carga_tipo_id: f.carga_tipo_id,
    ...(f.porto_id.length > 0 && { porto_id: [...f.porto_id] }),
    ...(f.status.length > 0 && { status: [...f.status] }),
    ...(f.carga_id.length > 0 && { carga_id: [...f.carga_id] }),
    ...(f.afretador_id.length > 0 && { afretador_id: [...f.afretador_id] }),
    ...(f.recebedor_id.length > 0 && { recebedor_id: [...f.recebedor_id] }),
  };
}
