import path from "node:path";
import { gzipSync } from "node:zlib";
import type { Plugin, Rolldown } from "vite";

/** One screen whose first load is measured: the entry's chunks plus those of its lazily loaded module. */
export interface MeasuredRoute {
  name: string;
  /** The screen's module, relative to the web folder (e.g. "src/features/auth/login-page.tsx"); none = the entry alone. */
  module?: string;
  /** Fails the build when the route's gzipped JavaScript is larger (kB of 1,000 bytes, as Vite prints). */
  maxGzipKb?: number;
}

interface ChunkSize {
  raw: number;
  gzip: number;
}

const kb = (bytes: number) => (bytes / 1000).toFixed(1);

/** The chunk and every chunk it imports statically: what the browser fetches before the module runs. */
function staticClosure(
  start: Rolldown.OutputChunk,
  chunks: Map<string, Rolldown.OutputChunk>,
  into: Set<string>,
): Set<string> {
  if (into.has(start.fileName)) return into;
  into.add(start.fileName);
  for (const file of start.imports) {
    const chunk = chunks.get(file);
    if (chunk) staticClosure(chunk, chunks, into);
  }
  return into;
}

/** With SIZE_REPORT_DETAIL=1: the packages (or source folders) a route's chunks carry, by minified size. */
function heaviestPackages(files: Set<string>, chunks: Map<string, Rolldown.OutputChunk>): string[] {
  const byPackage = new Map<string, number>();
  for (const file of files) {
    for (const [id, info] of Object.entries(chunks.get(file)?.modules ?? {})) {
      const name =
        /node_modules\/((?:@[^/]+\/)?[^/]+)\/(?!.*node_modules)/.exec(id)?.[1] ??
        path.dirname(id).split("/").slice(-2).join("/");
      byPackage.set(name, (byPackage.get(name) ?? 0) + info.renderedLength);
    }
  }
  return [...byPackage]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 15)
    .map(([name, bytes]) => `      ${kb(bytes).padStart(7)} kB  ${name}`);
}

/**
 * Prints, after `vite build`, the gzipped JavaScript each measured route downloads on a
 * first visit (index.html's module script, its static imports, then the route's lazy
 * chunk and its static imports) and fails the build when a route is over its budget.
 */
export function sizeReport(routes: MeasuredRoute[]): Plugin {
  let root = process.cwd();
  return {
    name: "lineup-size-report",
    apply: "build",
    configResolved(config) {
      root = config.root;
    },
    writeBundle(_options, bundle) {
      const chunks = new Map<string, Rolldown.OutputChunk>();
      for (const item of Object.values(bundle)) if (item.type === "chunk") chunks.set(item.fileName, item);
      const sizes = new Map<string, ChunkSize>();
      for (const chunk of chunks.values())
        sizes.set(chunk.fileName, { raw: Buffer.byteLength(chunk.code), gzip: gzipSync(chunk.code).length });

      const entry = [...chunks.values()].find((chunk) => chunk.isEntry);
      if (!entry) return this.error("size report: the build has no entry chunk");
      const total = [...sizes.values()].reduce((sum, size) => sum + size.gzip, 0);
      const lines = [
        `\nJavaScript per first visit (gzipped; all chunks together ${kb(total)} kB in ${chunks.size} files):`,
      ];
      const over: string[] = [];
      for (const route of routes) {
        const files = staticClosure(entry, chunks, new Set());
        if (route.module) {
          const id = path.resolve(root, route.module);
          const lazy = [...chunks.values()].find((chunk) => chunk.facadeModuleId === id);
          if (!lazy)
            return this.error(`size report: no chunk is built from ${route.module} (is it still loaded lazily?)`);
          staticClosure(lazy, chunks, files);
        }
        let gzip = 0;
        let raw = 0;
        for (const file of files) {
          const size = sizes.get(file);
          gzip += size?.gzip ?? 0;
          raw += size?.raw ?? 0;
        }
        const budget = route.maxGzipKb === undefined ? "" : ` (budget ${route.maxGzipKb} kB)`;
        lines.push(
          `  ${route.name.padEnd(8)} ${kb(gzip).padStart(7)} kB gzipped, ${kb(raw).padStart(8)} kB raw, ${files.size} files${budget}`,
        );
        if (process.env.SIZE_REPORT_DETAIL) lines.push(...heaviestPackages(files, chunks));
        if (route.maxGzipKb !== undefined && gzip > route.maxGzipKb * 1000)
          over.push(`${route.name} downloads ${kb(gzip)} kB gzipped, over its ${route.maxGzipKb} kB budget`);
      }
      this.environment.logger.info(lines.join("\n"));
      if (over.length > 0) this.error(`size report: ${over.join("; ")}`);
    },
  };
}
