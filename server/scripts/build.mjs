// Compiles the server for production: one ES module per entry point in server/dist, run by plain
// `node`. @lineup/shared (TypeScript source in the workspace) is bundled in; every other package
// stays an import resolved from node_modules at run time, so it must be a `dependency` of
// @lineup/server: the build fails on any other import, rather than the production image at run time.
import { readFileSync } from "node:fs";
import path from "node:path";
import { build } from "esbuild";

const root = path.resolve(import.meta.dirname, "..");
const pkg = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8"));
const bundled = new Set(["@lineup/shared"]);
const runtime = new Set(Object.keys(pkg.dependencies).filter((name) => !bundled.has(name)));

/** The package a bare import names: "drizzle-orm/pglite" -> "drizzle-orm", "@fastify/cors" -> "@fastify/cors". */
const packageOf = (specifier) =>
  specifier
    .split("/")
    .slice(0, specifier.startsWith("@") ? 2 : 1)
    .join("/");

/** @type {import("esbuild").Plugin} */
const dependenciesOnly = {
  name: "dependencies-only",
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith("node:")) return { external: true };
      const name = packageOf(args.path);
      if (bundled.has(name)) return undefined;
      if (runtime.has(name)) return { external: true };
      return {
        errors: [
          { text: `${args.path} is imported at run time but "${name}" is not in @lineup/server's dependencies` },
        ],
      };
    });
  },
};

await build({
  absWorkingDir: root,
  entryPoints: {
    main: "src/main.ts",
    "migrate-cli": "src/db/migrate-cli.ts",
    "seed-cli": "src/db/seed-cli.ts",
    "backup-cli": "src/backup/backup-cli.ts",
    "restore-cli": "src/backup/restore-cli.ts",
    "copy-cli": "src/backup/copy-cli.ts",
  },
  outdir: "dist",
  bundle: true,
  splitting: true,
  platform: "node",
  format: "esm",
  target: "node20.19",
  sourcemap: true,
  logLevel: "warning",
  plugins: [dependenciesOnly],
});
console.log("server built into server/dist");
