import { loadConfig } from "../config";
import { openDatabase } from "./client";
import { seedAdmin, seedDemo } from "./seed";

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
await database.migrate();
await seedAdmin(database.db, config, console.log);
await seedDemo(database.db, { ...config, seedDemo: true }, console.log);
await database.close();
