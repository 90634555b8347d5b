import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// The rules of docs/ARCHITECTURE.md that Biome cannot say: it restricts what a module imports
// (biome.jsonc, noRestrictedImports and noImportCycles), not what its code calls. These two read
// the source text, so a comment that names the call would count too; none does.

const APP = path.resolve(__dirname);

/** The modules (not their tests) under app/<folder>, as paths from app/. */
function modulesUnder(folder: string): string[] {
  return (readdirSync(path.join(APP, folder), { recursive: true }) as string[])
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => path.join(folder, file).split(path.sep).join("/"))
    .sort();
}

function modulesMatching(folder: string, pattern: RegExp): string[] {
  return modulesUnder(folder).filter((file) =>
    pattern.test(readFileSync(path.join(APP, file), "utf8")),
  );
}

describe("docs/ARCHITECTURE.md, the rules Biome cannot check", () => {
  it("route modules never open a transaction: it belongs to the domain", () => {
    expect(modulesMatching("routes", /\.transaction\s*\(/)).toEqual([]);
  });

  it("the domain never builds an HTTP response: it answers values and the route maps them", () => {
    // The stand-in for Paystack's HTTP API answers the real client's fetch, as Paystack would.
    const fakeProvider = "domain/payments/gateways/fake-paystack.server.ts";
    expect(
      modulesMatching("domain", /\bnew Response\s*\(|\bResponse\.(?:json|redirect)\s*\(/),
    ).toEqual([fakeProvider]);
  });
});
