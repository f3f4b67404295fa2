import type { PortOption } from "./api/get-board-options";
import type { LineupRow } from "./api/types";
import type { BoardLookups } from "./board-lookups";

/** A loaded line for tests: ULTRA LION, Waiting, QTTY 1000 t, version 3. */
export const testRow = (extra: Partial<LineupRow> = {}): LineupRow => ({
  id: 1,
  terminal_id: 1,
  porto_id: 1,
  berco_id: null,
  berco: null,
  status: "Waiting",
  pob: null,
  is_observacao: 0,
  observacao: null,
  navio_id: 10,
  navio: { id: 10, name: "ULTRA LION", imo: null },
  carga_id: 20,
  carga: null,
  carga_tipo_id: 1,
  afretador_id: 30,
  afretador: null,
  recebedor_id: 40,
  destination_porto: 50,
  agencia_id: 60,
  client_type: null,
  qty: "1000.000",
  qty_unidade: "t",
  qty_import: null,
  qty_export: null,
  eta: "2031-03-01",
  etb: "2031-03-05",
  etc: null,
  espera: 4,
  atualizado_data: "2031-01-01T10:00:00Z",
  atualizador: null,
  call_number: null,
  call_in_id: null,
  version: 3,
  updated_at: "2031-01-01T10:00:00Z",
  cargas_afretadores: [],
  ...extra,
});

/** Lookups for tests that name a row: vessel 10 ULTRA LION, charterer 30 Bunge, and the given ports. */
export const testLookups = (portos: PortOption[] = []): BoardLookups => ({
  navios: new Map([[10, { id: 10, name: "ULTRA LION" }]]),
  cargas: new Map(),
  afretadores: new Map([[30, { id: 30, name: "Bunge" }]]),
  recebedores: new Map(),
  destinos: new Map(),
  agencias: new Map(),
  options: {
    navios: [],
    cargas: [],
    afretadores: [],
    recebedores: [],
    lineups_portos: [],
    agencias: [],
    cargas_tipos: [],
    portos,
  },
});
