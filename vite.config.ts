import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { precompress } from "./scripts/lib/precompress.ts";
import { scriptEntry } from "./scripts/lib/script-entry.ts";

// Names this release in the ETag of cacheable pages (app/routes/middleware/page-cache.server.ts).
const buildId = Date.now().toString(36);

export default defineConfig({
  resolve: { tsconfigPaths: true },
  define: { __AFA_BUILD_ID__: JSON.stringify(buildId) },
  // The server entry (Express app + start-up) is bundled with the React Router server build,
  // so production runs plain JavaScript with no TypeScript loader.
  environments: {
    ssr: { build: { rollupOptions: { input: "./server/main.ts" } } },
  },
  plugins: [
    tailwindcss(),
    reactRouter(),
    scriptEntry({ entry: "./app/enhance/enhance.client.ts", name: "enhance" }),
    precompress(),
  ],
});
