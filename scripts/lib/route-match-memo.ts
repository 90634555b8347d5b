import type { Plugin } from "vite";

/**
 * React Router finds a request's routes by trying its ranked route branches one by one until one
 * matches (`matchRoutesImpl`). Every route of ours exists with and without a language prefix
 * (`:lang?`), so there are a few hundred branches, and an address near the end of the ranking
 * (`/dashboard`) pays for a regular expression and some path joins on each one before it; the
 * server does this three times per page (the request, the data query and the page's manifest).
 * Measured: 13% of a signed-in page's CPU.
 *
 * The result only depends on the branches (built once per build) and the address, so this
 * remembers, per branch list, which branch index answered an address, and tries that one first.
 * The match itself is still made fresh by React Router's own `matchRouteBranch` (its objects are
 * never shared between requests); only the search is skipped. Bounded: the table is emptied when
 * it reaches `MAX_REMEMBERED` addresses (addresses with ids are unbounded).
 *
 * The same goes for the route objects the page's router is rendered with (`createServerRoutes`):
 * they are made from the build's manifest and route modules alone, yet were made again for every
 * page (3% of its CPU). They are now made once per build (while the route modules are the same);
 * the router copies them before use (`convertRoutesToDataRoutes`), so no request sees another's. That copy (`createStaticRouter`,
 * 2% more) depends on those same route objects only, so it is kept per route list too: the page's
 * router reads it and never changes it (no navigation or lazy routes on the server).
 *
 * Applied to the server build only, as a source transform of React Router's production chunk; the
 * build fails if the code it replaces is not found (a React Router upgrade must look again).
 */
export function routeMatchMemo(): Plugin {
  return {
    name: "afa-route-match-memo",
    enforce: "pre",
    transform(code, id) {
      if (this.environment?.name !== "ssr") return undefined;
      if (!/react-router\/dist\/production\/[^/]+\.mjs$/.test(id)) return undefined;
      if (!code.includes("function matchRoutesImpl(")) return undefined;
      let rewritten = code;
      for (const { name, search, replacement } of REWRITES) {
        if (!rewritten.includes(search)) {
          throw new Error(
            `afa-route-match-memo: React Router's ${name} changed in ${id}; review scripts/lib/route-match-memo.ts`,
          );
        }
        rewritten = rewritten.replace(search, replacement);
      }
      return {
        code: rewritten + REWRITES.map((rewrite) => rewrite.added).join(""),
        map: null,
      };
    },
  };
}

const SEARCH = `  let matches = null;
  let decoded = decodePath(pathname);
  for (let i = 0; matches == null && i < branches.length; ++i) {
    matches = matchRouteBranch(
      branches[i],
      decoded,
      allowPartial
    );
  }
  return matches;`;

const REPLACEMENT = `  return __afaMatchRememberedBranch(branches, decodePath(pathname), allowPartial, matchRouteBranch);`;

const MEMO = `
// Added by scripts/lib/route-match-memo.ts (see there why).
var __afaRememberedBranches = new WeakMap();
function __afaMatchRememberedBranch(branches, decoded, allowPartial, matchBranch) {
  var MAX_REMEMBERED = 2000;
  var table = __afaRememberedBranches.get(branches);
  if (!table) {
    table = new Map();
    __afaRememberedBranches.set(branches, table);
  }
  var key = (allowPartial ? "1" : "0") + decoded;
  var known = table.get(key);
  if (known !== undefined) {
    if (known < 0) return null;
    var again = matchBranch(branches[known], decoded, allowPartial);
    if (again) return again;
  }
  var matches = null;
  var index = -1;
  for (var i = 0; matches == null && i < branches.length; ++i) {
    matches = matchBranch(branches[i], decoded, allowPartial);
    if (matches) index = i;
  }
  if (table.size >= MAX_REMEMBERED) table.clear();
  table.set(key, index);
  return matches;
}
`;

const SERVER_ROUTES_SEARCH =
  "function createServerRoutes(manifest, routeModules, future, isSpaMode, parentId";

const SERVER_ROUTES_REPLACEMENT =
  "function __afaCreateServerRoutesOnce(manifest, routeModules, future, isSpaMode, parentId";

const SERVER_ROUTES_MEMO = `
// Added by scripts/lib/route-match-memo.ts (see there why).
var __afaServerRoutes = new WeakMap();
function createServerRoutes(manifest, routeModules, future, isSpaMode, ...rest) {
  if (rest.length > 0) return __afaCreateServerRoutesOnce(manifest, routeModules, future, isSpaMode, ...rest);
  var made = __afaServerRoutes.get(manifest);
  if (made && made.future === future && made.isSpaMode === isSpaMode && __afaSameModules(made.routeModules, routeModules)) {
    return made.routes;
  }
  var routes = __afaCreateServerRoutesOnce(manifest, routeModules, future, isSpaMode);
  __afaServerRoutes.set(manifest, { routeModules: { ...routeModules }, future, isSpaMode, routes });
  return routes;
}
// The route modules come in a new object for every request, holding the build's same modules.
function __afaSameModules(known, given) {
  var count = 0;
  for (var id in given) {
    if (known[id] !== given[id]) return false;
    count++;
  }
  return count === Object.keys(known).length;
}
`;

const STATIC_ROUTER_SEARCH = `function createStaticRouter(routes, context, opts = {}) {
  let manifest = {};
  let dataRoutes = convertRoutesToDataRoutes(
    routes,
    mapRouteProperties,
    void 0,
    manifest
  );`;

const STATIC_ROUTER_REPLACEMENT = `function createStaticRouter(routes, context, opts = {}) {
  let { manifest, dataRoutes } = __afaStaticDataRoutes(routes);`;

const STATIC_ROUTER_MEMO = `
// Added by scripts/lib/route-match-memo.ts (see there why).
var __afaStaticRoutes = new WeakMap();
function __afaStaticDataRoutes(routes) {
  var made = __afaStaticRoutes.get(routes);
  if (made) return made;
  var manifest = {};
  var dataRoutes = convertRoutesToDataRoutes(routes, mapRouteProperties, void 0, manifest);
  made = { manifest, dataRoutes };
  __afaStaticRoutes.set(routes, made);
  return made;
}
`;

/** Each rewrite: the code it replaces, its replacement, and the helpers it adds to the chunk. */
const REWRITES = [
  { name: "matchRoutesImpl", search: SEARCH, replacement: REPLACEMENT, added: MEMO },
  {
    name: "createServerRoutes",
    search: SERVER_ROUTES_SEARCH,
    replacement: SERVER_ROUTES_REPLACEMENT,
    added: SERVER_ROUTES_MEMO,
  },
  {
    name: "createStaticRouter",
    search: STATIC_ROUTER_SEARCH,
    replacement: STATIC_ROUTER_REPLACEMENT,
    added: STATIC_ROUTER_MEMO,
  },
];
