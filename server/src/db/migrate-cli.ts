import { loadConfig } from "../config";
import { logEmailCollisions } from "../users/email-keys";
import { openDatabase } from "./client";

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
logEmailCollisions(await database.migrate(), (m) => console.warn(m));
await database.close();
console.log(`Migrations applied (${database.kind}).`);
