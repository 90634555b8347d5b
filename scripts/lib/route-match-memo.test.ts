import { readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { routeMatchMemo } from "./route-match-memo";

const PRODUCTION = path.resolve("node_modules/react-router/dist/production");
const chunkName = readdirSync(PRODUCTION).find(
  (name) =>
    name.endsWith(".mjs") &&
    readFileSync(path.join(PRODUCTION, name), "utf8").includes("function matchRoutesImpl("),
);
if (!chunkName) throw new Error("React Router's production chunk with matchRoutesImpl not found");
const chunkPath = path.join(PRODUCTION, chunkName);
const original = readFileSync(chunkPath, "utf8");

type Transform = (code: string, id: string) => { code: string } | undefined;
function transformAs(environment: string): Transform {
  const plugin = routeMatchMemo();
  const hook = plugin.transform as (this: unknown, code: string, id: string) => unknown;
  return (code, id) => hook.call({ environment: { name: environment } }, code, id) as never;
}

// Copies beside the original, so their relative imports resolve the same; they also export the
// matcher with its ranked branches given, as the server calls it (the memo keys on them).
const copies = { plain: "", memo: "" };
const TEST_EXPORTS =
  "\nexport { matchRoutesImpl as afaTestMatch, flattenAndRankRoutes as afaTestRank };\n";
async function loadCopy(kind: keyof typeof copies, code: string): Promise<Matcher> {
  copies[kind] = path.join(PRODUCTION, `afa-test-${kind}-${process.pid}-${chunkName}`);
  writeFileSync(copies[kind], code + TEST_EXPORTS);
  return (await import(pathToFileURL(copies[kind]).href)) as Matcher;
}
afterAll(() => {
  for (const file of Object.values(copies)) if (file) rmSync(file, { force: true });
});

type Route = { id: string; path?: string; index?: boolean; children?: Route[] };
type Match = { pathname: string; params: Record<string, string>; route: { id: string } };
type Matcher = {
  afaTestRank: (routes: Route[]) => unknown[];
  afaTestMatch: (
    routes: Route[],
    location: string,
    basename: string,
    allowPartial: boolean,
    branches: unknown[],
  ) => Match[] | null;
};

/** A route tree shaped like ours: a layout, and every page with and without a language prefix. */
const routes: Route[] = [
  {
    id: "root",
    path: "",
    children: [
      { id: "home", path: ":lang?", index: false },
      { id: "academy", path: ":lang?/academy" },
      { id: "course", path: ":lang?/academy/:slug" },
      { id: "files", path: "uploads/*" },
      {
        id: "learner",
        children: [
          { id: "dashboard", path: ":lang?/dashboard" },
          { id: "content", path: ":lang?/dashboard/courses/:courseId/content" },
        ],
      },
    ],
  },
];

const addresses = [
  "/",
  "/ha",
  "/academy",
  "/yo/academy/maize",
  "/dashboard",
  "/ig/dashboard/courses/abc/content",
  "/uploads/a/b.png",
  "/no/such/page/here",
  "/academy/maize%20farming",
];

function summary(matches: Match[] | null) {
  return matches?.map((m) => ({ id: m.route.id, pathname: m.pathname, params: m.params })) ?? null;
}

describe("routeMatchMemo", () => {
  const transform = transformAs("ssr");

  it("rewrites React Router's installed production chunk, on the server build only", () => {
    const result = transform(original, chunkPath);
    expect(result?.code).toContain("__afaMatchRememberedBranch(branches");
    expect(result?.code).toContain("function __afaCreateServerRoutesOnce(");
    expect(result?.code).toContain("__afaStaticDataRoutes(routes)");
    expect(transformAs("client")(original, chunkPath)).toBeUndefined();
    expect(transform("export const x = 1;", "/app/routes/home.tsx")).toBeUndefined();
  });

  it("fails the build when React Router's code changed, instead of silently not applying", () => {
    const changed = original.replace("let decoded = decodePath(pathname);", "let decoded = x;");
    expect(() => transform(changed, chunkPath)).toThrow(/matchRoutesImpl changed/);
  });

  it("finds the same routes as React Router itself, the first time and when remembered", async () => {
    const plain = await loadCopy("plain", original);
    const memo = await loadCopy("memo", transform(original, chunkPath)?.code ?? "");
    const plainBranches = plain.afaTestRank(routes);
    const memoBranches = memo.afaTestRank(routes);
    const match = (m: Matcher, branches: unknown[], address: string, partial = false) =>
      m.afaTestMatch(routes, address, "/", partial, branches);
    for (let round = 0; round < 3; round++) {
      for (const address of addresses) {
        for (const partial of [false, true]) {
          const expected = summary(match(plain, plainBranches, address, partial));
          const found = summary(match(memo, memoBranches, address, partial));
          expect(found, `${address} ${partial}`).toEqual(expected);
        }
      }
    }
    expect(summary(match(memo, memoBranches, "/dashboard"))?.map((m) => m.id)).toEqual([
      "root",
      "learner",
      "dashboard",
    ]);
    // Each call gets its own match objects: a caller changing one changes no later request's.
    const first = match(memo, memoBranches, "/yo/academy/maize");
    const again = match(memo, memoBranches, "/yo/academy/maize");
    expect(first).not.toBe(again);
    expect(first?.[1]?.params).not.toBe(again?.[1]?.params);
  });
});
