import { readdir, readFile, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { Plugin } from "vite";

/** Files worth compressing: text, above about one packet. */
const TEXT = /\.(js|mjs|css|html|svg|json|txt|map)$/;
const MIN_BYTES = 1024;

/**
 * Writes `.br` (quality 11) and `.gz` (level 9) beside every text file of the
 * build, once, so the server sends them as they are (issue 24: the app went out
 * uncompressed); a compressed copy that saves nothing is not kept.
 */
export function precompress(): Plugin {
  let outDir = "dist";
  return {
    name: "lineup-precompress",
    apply: "build",
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = (await readdir(outDir, { recursive: true, withFileTypes: true })).filter(
        (e) => e.isFile() && TEXT.test(e.name),
      );
      for (const entry of files) {
        const file = path.join(entry.parentPath, entry.name);
        if ((await stat(file)).size < MIN_BYTES) continue;
        const data = await readFile(file);
        const br = brotliCompressSync(data, {
          params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length },
        });
        const gz = gzipSync(data, { level: 9 });
        if (br.length < data.length) await writeFile(`${file}.br`, br);
        if (gz.length < data.length) await writeFile(`${file}.gz`, gz);
      }
    },
  };
}
