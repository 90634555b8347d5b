import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { precompress } from "./scripts/lib/precompress.ts";
import { routeMatchMemo } from "./scripts/lib/route-match-memo.ts";
import { scriptEntry } from "./scripts/lib/script-entry.ts";
import { serviceWorker } from "./scripts/lib/service-worker-build.ts";

// Names this release in the ETag of cacheable pages (app/routes/middleware/page-cache.server.ts).
const buildId = Date.now().toString(36);

// React Router 7.18 publishes only its development build to Node (its "node" export condition
// points at dist/development: remix-run/react-router#14102), so a production server ran its
// development checks and warnings on every request. Builds bundle React Router and its Express
// adapter with the production files instead (one copy, so its contexts stay one).
const REACT_ROUTER_PRODUCTION = new URL(
  "./node_modules/react-router/dist/production/",
  import.meta.url,
).pathname;

export default defineConfig(({ command }) => ({
  resolve: {
    tsconfigPaths: true,
    alias:
      command === "build"
        ? [
            { find: /^react-router$/, replacement: `${REACT_ROUTER_PRODUCTION}index.mjs` },
            {
              find: /^react-router\/dom$/,
              replacement: `${REACT_ROUTER_PRODUCTION}dom-export.mjs`,
            },
          ]
        : [],
  },
  define: { __AFA_BUILD_ID__: JSON.stringify(buildId) },
  // The server entry (Express app + start-up) is bundled with the React Router server build,
  // so production runs plain JavaScript with no TypeScript loader.
  environments: {
    client: { build: { rolldownOptions: { optimization: { inlineConst: { mode: "all" } } } } },
    ssr: {
      build: { rollupOptions: { input: "./server/main.ts" } },
      resolve: {
        noExternal: command === "build" ? ["react-router", /^@react-router\/(express|node)$/] : [],
      },
    },
  },
  plugins: [
    tailwindcss(),
    reactRouter(),
    routeMatchMemo(),
    scriptEntry({ entry: "./app/enhance/enhance.client.ts", name: "enhance" }),
    serviceWorker({ entry: "./app/lib/offline/service-worker.ts", buildId }),
    precompress(),
  ],
}));
