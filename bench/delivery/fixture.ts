/**
 * The delivery run's line-up (bench/delivery/run.ts), written straight into PostgreSQL once the first instance
 * has migrated it: one port, two terminals, three comms (K and L followed by the client, M not), one call per
 * vessel, each call Waiting at Berth 1 with every party, so a status save needs nothing else.
 */
import type postgres from "postgres";

export interface Call {
  id: number;
  vessel: string;
}

export interface Lineup {
  port: number;
  /** The watched terminal and the other one. */
  watched: number;
  other: number;
  comm: { K: number; L: number; M: number };
  /** Calls by place and comm. */
  calls: { watchedK: Call[]; watchedL: Call[]; watchedM: Call[]; otherL: Call[] };
}

const one = async (rows: Promise<postgres.RowList<postgres.Row[]>>) => {
  const [row] = await rows;
  const id: unknown = row?.id;
  if (typeof id !== "number") throw new Error("the fixture's insert returned no id");
  return id;
};

export async function writeLineup(sql: postgres.Sql): Promise<Lineup> {
  const type = await one(sql`insert into cargas_tipos (name) values ('Grains') returning id`);
  const comm = async (name: string) =>
    one(sql`insert into cargas (tipo_id, name, synonym) values (${type}, ${name}, ${name.slice(0, 3)}) returning id`);
  const K = await comm("KORN");
  const L = await comm("LENTILS");
  const M = await comm("MALT");
  const port = await one(sql`insert into portos (name, max_draft, bunker, ordem, time_zone)
    values ('Santos', '12.50', 'NOT ALLOWED', 1, 'America/Sao_Paulo') returning id`);
  const terminal = (name: string) =>
    one(sql`insert into terminais (porto_id, name, rate, av_dw_bw, max_draft, draft_berth, loa)
      values (${port}, ${name}, '10000', '3', '12', '30', '250') returning id`);
  const watched = await terminal("TGG");
  const other = await terminal("TEG");
  const berth = async (terminalId: number) =>
    one(sql`insert into bercos (terminal_id, name) values (${terminalId}, 'Berth 1') returning id`);
  const berths = new Map([
    [watched, await berth(watched)],
    [other, await berth(other)],
  ]);
  for (const t of [watched, other])
    for (const c of [K, L, M]) await sql`insert into terminal_cargas (terminal_id, carga_id) values (${t}, ${c})`;
  const charterer = await one(sql`insert into afretadores (name) values ('Cargill') returning id`);
  const receiver = await one(sql`insert into recebedores (name) values ('Coamo') returning id`);
  const disport = await one(
    sql`insert into lineups_portos (name, pais) values ('Jeddah', 'Saudi Arabia') returning id`,
  );

  const calls = async (terminalId: number, commId: number, label: string, n: number) => {
    const made: Call[] = [];
    for (let i = 1; i <= n; i += 1) {
      const vessel = `${label} ${String(i).padStart(2, "0")}`;
      const navio = await one(sql`insert into navios (name) values (${vessel}) returning id`);
      const id = await one(sql`insert into lineups (terminal_id, porto_id, berco_id, carga_tipo_id, carga_id, navio_id,
          afretador_id, recebedor_id, destination_porto, status, qty)
        values (${terminalId}, ${port}, ${berths.get(terminalId) ?? null}, ${type}, ${commId}, ${navio},
          ${charterer}, ${receiver}, ${disport}, 'Waiting', '1000') returning id`);
      made.push({ id, vessel });
    }
    return made;
  };
  return {
    port,
    watched,
    other,
    comm: { K, L, M },
    calls: {
      watchedK: await calls(watched, K, "KAPPA", 20),
      watchedL: await calls(watched, L, "LAMBDA", 30),
      watchedM: await calls(watched, M, "MU", 10),
      otherL: await calls(other, L, "OMEGA", 20),
    },
  };
}
