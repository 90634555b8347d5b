// What each page makes a phone download on first load, gzipped, from the production build.
// Pages that load React Router (app/lib/hydration.ts): the client entry and every route module
// (with its imports) from the root down to the page. React Router discovers routes lazily, so the
// matched routes' manifest is inline in the HTML and manifest-*.js is not fetched. Other pages:
// the enhancement script and its imports. Plus the CSS. Fails when a public page ships more than
// 90 KB of JavaScript or a signed-in page more than 150 KB.
//   npm run build && npm run budget        (AFA_BUILD_DIR=… to read another build)
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { shipsRouter } from "../app/lib/hydration.ts";

const BUDGET_KB = { public: 90, "signed-in": 150 } as const;
const SIGNED_IN_LAYOUTS = new Set(["routes/learner/layout", "routes/admin/layout"]);

type ManifestRoute = {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  hasDefaultExport: boolean;
  module: string;
  imports?: string[];
  css?: string[];
};
type Manifest = {
  entry: { module: string; imports: string[]; css?: string[] };
  routes: Record<string, ManifestRoute>;
};

const clientDir = path.resolve(process.env.AFA_BUILD_DIR ?? "build", "client");
const assetsDir = path.join(clientDir, "assets");
if (!existsSync(assetsDir)) {
  console.error(`No client build in ${clientDir}: run npm run build first.`);
  process.exit(2);
}
const manifestFile = readdirSync(assetsDir).find((f) => /^manifest-.+\.js$/.test(f));
if (!manifestFile) {
  console.error(`No React Router manifest in ${assetsDir}.`);
  process.exit(2);
}
const enhanceFile = readdirSync(assetsDir).find((f) => /^enhance-[\w-]+\.js$/.test(f));
if (!enhanceFile) {
  console.error(`No enhancement script (enhance-*.js) in ${assetsDir}.`);
  process.exit(2);
}
const manifestSource = readFileSync(path.join(assetsDir, manifestFile), "utf8");
const manifest = JSON.parse(
  manifestSource.slice(manifestSource.indexOf("=") + 1).replace(/;\s*$/, ""),
) as Manifest;

const gzipSizes = new Map<string, number>();
function gzipSize(asset: string): number {
  let size = gzipSizes.get(asset);
  if (size === undefined) {
    size = gzipSync(readFileSync(path.join(clientDir, asset)), { level: 9 }).length;
    gzipSizes.set(asset, size);
  }
  return size;
}

/** A built module and, recursively, the chunks it imports statically. */
function withImports(asset: string, found = new Set<string>()): Set<string> {
  if (found.has(asset)) return found;
  found.add(asset);
  const source = readFileSync(path.join(clientDir, asset), "utf8");
  for (const [, file] of source.matchAll(/(?:from|import)\s*"\.\/([\w.-]+\.js)"/g)) {
    withImports(`/assets/${file}`, found);
  }
  return found;
}
const enhanceScript = withImports(`/assets/${enhanceFile}`);

function chain(route: ManifestRoute): ManifestRoute[] {
  const routes: ManifestRoute[] = [];
  for (
    let r: ManifestRoute | undefined = route;
    r;
    r = r.parentId ? manifest.routes[r.parentId] : undefined
  ) {
    routes.unshift(r);
  }
  return routes;
}

function fullPath(routes: ManifestRoute[]): string {
  const parts = routes.map((r) => r.path ?? "").filter(Boolean);
  return `/${parts.join("/")}`.replace(/\/+/g, "/");
}

type Row = { page: string; kind: keyof typeof BUDGET_KB; js: number; css: number; files: number };
const rows: Row[] = [];
for (const route of Object.values(manifest.routes)) {
  // Layouts and resource routes (CSV, PDF, JSON) are not pages of their own.
  if (!route.hasDefaultExport || (!route.path && !route.index)) continue;
  const routes = chain(route);
  if (routes.some((r) => !r.hasDefaultExport && r.id !== route.id)) continue;
  const hydrates = shipsRouter(routes.map((r) => r.id));
  const js = new Set<string>(
    hydrates ? [manifest.entry.module, ...manifest.entry.imports] : enhanceScript,
  );
  const css = new Set<string>(manifest.entry.css ?? []);
  for (const r of routes) {
    if (hydrates) {
      js.add(r.module);
      for (const i of r.imports ?? []) js.add(i);
    }
    for (const c of r.css ?? []) css.add(c);
  }
  const sum = (files: Set<string>) => [...files].reduce((n, f) => n + gzipSize(f), 0);
  rows.push({
    page: fullPath(routes),
    kind: routes.some((r) => SIGNED_IN_LAYOUTS.has(r.id)) ? "signed-in" : "public",
    js: sum(js),
    css: sum(css),
    files: js.size,
  });
}

rows.sort((a, b) => a.kind.localeCompare(b.kind) || b.js - a.js);
const kb = (bytes: number) => (bytes / 1024).toFixed(1).padStart(6);
console.log(`Gzipped first-load assets per page (${path.relative(process.cwd(), clientDir)})`);
console.log(
  `${"page".padEnd(58)} ${"kind".padEnd(9)} ${"JS KB".padStart(6)} ${"CSS KB".padStart(6)} files`,
);
let failures = 0;
for (const row of rows) {
  const over = row.js > BUDGET_KB[row.kind] * 1024;
  if (over) failures++;
  console.log(
    `${row.page.padEnd(58)} ${row.kind.padEnd(9)} ${kb(row.js)} ${kb(row.css)} ${String(row.files).padStart(5)}${over ? `  OVER ${BUDGET_KB[row.kind]} KB` : ""}`,
  );
}
for (const kind of Object.keys(BUDGET_KB) as (keyof typeof BUDGET_KB)[]) {
  const largest = rows.filter((r) => r.kind === kind).reduce((m, r) => Math.max(m, r.js), 0);
  console.log(
    `largest ${kind} page: ${kb(largest).trim()} KB of JavaScript (budget ${BUDGET_KB[kind]} KB)`,
  );
}
if (failures > 0) {
  console.error(`${failures} page(s) over the JavaScript budget.`);
  process.exit(1);
}
