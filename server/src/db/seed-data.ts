import type { CARGO_TYPE_NAMES } from "@lineup/shared";

/** The demo's reference data (SEED_DEMO=1): comm types' comms, ports with terminals and berths, and parties. */

export const COMMS: Record<(typeof CARGO_TYPE_NAMES)[number], [string, string, string][]> = {
  "AGRI COMMODITIES": [
    ["SOYBEANS", "SBS", "#2f9e44"],
    ["CORN", "CRN", "#f08c00"],
    ["SUGAR", "SUG", "#868e96"],
    ["SOYBEAN MEAL", "SBM", "#a61e4d"],
    ["WHEAT", "WHT", "#e8590c"],
  ],
  CHEMICAL: [
    ["CAUSTIC SODA", "NAOH", "#1971c2"],
    ["METHANOL", "MEOH", "#5f3dc4"],
    ["SULPHURIC ACID", "H2SO4", "#c92a2a"],
  ],
  FERTILIZER: [
    ["UREA", "URE", "#0b7285"],
    ["POTASH", "KCL", "#d6336c"],
    ["MAP", "MAP", "#5c940d"],
    ["AMMONIUM SULPHATE", "AS", "#364fc7"],
  ],
  "GENERAL CARGO": [
    ["STEEL COILS", "COILS", "#495057"],
    ["PULP", "PULP", "#8d6e63"],
    ["PROJECT CARGO", "PRJ", "#e67700"],
  ],
  SPODUMENE: [["SPODUMENE CONCENTRATE", "SC6", "#7048e8"]],
};

export const PORTS = [
  {
    name: "Santos",
    time_zone: "America/Sao_Paulo",
    latitude: -23.96,
    longitude: -46.3,
    max_draft: "14.20",
    ordem: 1,
    terminals: [
      ["TGG", ["Berth 1", "Berth 2"]],
      ["ADM Portuária", ["T-12A", "T-12B"]],
      ["Cutrale", ["Berth 36"]],
      ["TEG", ["TEG 1", "TEG 2"]],
    ],
  },
  {
    name: "Paranaguá",
    time_zone: "America/Sao_Paulo",
    latitude: -25.5,
    longitude: -48.52,
    max_draft: "12.50",
    ordem: 2,
    terminals: [
      ["Corredor de Exportação", ["212", "213", "214"]],
      ["Fospar", ["Fospar 1"]],
      ["Cattalini", ["Cattalini 1", "Cattalini 2"]],
    ],
  },
  {
    name: "Rio Grande",
    time_zone: "America/Sao_Paulo",
    latitude: -32.05,
    longitude: -52.1,
    max_draft: "12.80",
    ordem: 3,
    terminals: [
      ["Termasa", ["Berth A"]],
      ["Bianchini", ["Bianchini 1", "Bianchini 2"]],
      ["Yara", ["TBI"]],
    ],
  },
  {
    name: "Itaqui",
    time_zone: "America/Fortaleza",
    latitude: -2.57,
    longitude: -44.37,
    max_draft: "18.00",
    ordem: 4,
    terminals: [
      ["Tegram", ["Berth 103", "Berth 105"]],
      ["Berth 100 - Fertilizers", ["100"]],
    ],
  },
  {
    name: "Vitória",
    time_zone: "America/Sao_Paulo",
    latitude: -20.29,
    longitude: -40.24,
    max_draft: "11.50",
    ordem: 5,
    terminals: [
      ["Tubarão", ["TPD 1", "TPD 2"]],
      ["Praia Mole", ["PM 1"]],
    ],
  },
] as const;

export const VESSELS = [
  "TBI",
  "ATLANTIC GRACE",
  "NORD VENUS",
  "PAN JASMINE",
  "STAR KIRKENES",
  "GOLDEN BARNET",
  "IVS MERLION",
  "MAGIC VICTORIA",
  "DARYA LAXMI",
  "SEA PEARL",
  "ULTRA LION",
  "GREAT CHEER",
  "CMB ARTHUR",
  "TOMINI DESTINY",
  "KEY ISLAND",
  "ORIENTAL KING",
  "NAVIOS ALTAIR",
  "BULK PANAMA",
  "LOWLANDS MAINE",
  "ASIA INSPIRATION",
  "GH STORM CAT",
  "SPAR LYRA",
  "OCEAN HARMONY",
  "JAG ARJUN",
  "KOTA SATRIA",
  "MSC AGADIR",
];
export const CHARTERERS = [
  "TBI",
  "Cargill",
  "Bunge",
  "ADM",
  "Louis Dreyfus",
  "COFCO",
  "Amaggi",
  "Viterra",
  "Yara",
  "Mosaic",
  "Sumitomo",
  "Glencore",
  "Trafigura",
];
export const AGENCIES = ["TBI", "Williams", "Cargonave", "Wilson Sons", "Rochamar", "Transcar", "Unimar"];
export const RECEIVERS = [
  "TBI",
  "Fertipar",
  "Heringer",
  "Copersucar",
  "Raízen",
  "Coamo",
  "Cutrale",
  "Suzano",
  "Gerdau",
  "Usiminas",
  "Sigma Lithium",
];
export const WORKERS = ["Stevedoring Santos", "OGMO Paranaguá", "Rocha Stevedores", "Portonave Labour"];
export const DESTINATIONS: [string, string, string][] = [
  ["TBI", "TBI", "TBI"],
  ["Qingdao", "Qingdao", "China"],
  ["Rotterdam", "Rotterdam", "Netherlands"],
  ["Hamburg", "Hamburg", "Germany"],
  ["Jeddah", "Jeddah", "Saudi Arabia"],
  ["Chittagong", "Chittagong", "Bangladesh"],
  ["Algiers", "Algiers", "Algeria"],
  ["Houston", "Houston", "United States"],
  ["Nantong", "Nantong", "China"],
  ["Ghent", "Ghent", "Belgium"],
  ["Kandla", "Kandla", "India"],
  ["Tampa", "Tampa", "United States"],
];
export const WEATHER = ["sun", "cloud-sun", "cloud", "rain", "storm"];
