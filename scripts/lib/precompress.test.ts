import { existsSync } from "node:fs";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { precompressFile } from "./precompress";

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "afa-precompress-"));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe("precompressFile", () => {
  it("writes brotli and gzip copies that decode to the file", async () => {
    const file = path.join(dir, "app.js");
    const source = `export const crops = ${JSON.stringify("cassava maize yam ".repeat(200))};\n`;
    await writeFile(file, source);
    const sizes = await precompressFile(file);
    expect(sizes.after).toBeLessThan(sizes.before / 5);
    expect(brotliDecompressSync(await readFile(`${file}.br`)).toString()).toBe(source);
    expect(gunzipSync(await readFile(`${file}.gz`)).toString()).toBe(source);
  });

  it("leaves small files alone", async () => {
    const file = path.join(dir, "tiny.css");
    await writeFile(file, "a{color:red}");
    await precompressFile(file);
    expect(existsSync(`${file}.br`)).toBe(false);
    expect(existsSync(`${file}.gz`)).toBe(false);
  });
});
