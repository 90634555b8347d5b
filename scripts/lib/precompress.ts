import { readdir, readFile, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";
import type { Plugin } from "vite";

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Text formats worth compressing; images, fonts and videos are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt|xml|html|webmanifest)$/;
/** Below this, the headers cost more than the bytes saved. */
const MIN_BYTES = 1024;

async function* filesUnder(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(file);
    else if (COMPRESSIBLE.test(entry.name)) yield file;
  }
}

/** Writes file.br and file.gz beside `file` when they are smaller; returns bytes before/after (br). */
export async function precompressFile(file: string): Promise<{ before: number; after: number }> {
  const { size } = await stat(file);
  if (size < MIN_BYTES) return { before: size, after: size };
  const source = await readFile(file);
  const [br, gz] = await Promise.all([
    brotli(source, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: size,
      },
    }),
    gzip(source, { level: zlib.constants.Z_BEST_COMPRESSION }),
  ]);
  if (br.length < size) await writeFile(`${file}.br`, br);
  if (gz.length < size) await writeFile(`${file}.gz`, gz);
  return { before: size, after: Math.min(br.length, size) };
}

/**
 * Brotli and gzip copies of the client build's text assets (and of public/), made once at build
 * time at the highest levels, so the server sends them without compressing on every request.
 */
export function precompress(): Plugin {
  return {
    name: "afa:precompress",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    async writeBundle(options) {
      if (!options.dir) return;
      let before = 0;
      let after = 0;
      for await (const file of filesUnder(options.dir)) {
        const sizes = await precompressFile(file);
        before += sizes.before;
        after += sizes.after;
      }
      this.environment.logger.info(
        `precompressed client assets: ${(before / 1024).toFixed(0)} KB → ${(after / 1024).toFixed(0)} KB (brotli)`,
      );
    },
  };
}
