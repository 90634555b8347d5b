import path from "node:path";
import { build, type InlineConfig, type Plugin } from "vite";

/**
 * Builds the service worker (app/lib/offline/service-worker.ts, with the Workbox modules it
 * imports) into one classic script at the site's root, /sw.js, so its scope can be the whole site
 * (decision 0016). It is built on its own, after the client build, because a worker cannot share
 * the pages' chunks. In dev, the dev server builds it on each request of /sw.js.
 */
export function serviceWorker({ entry, buildId }: { entry: string; buildId: string }): Plugin {
  const config = (outDir: string, write: boolean): InlineConfig => ({
    configFile: false,
    logLevel: "warn",
    resolve: { tsconfigPaths: true },
    define: {
      __AFA_BUILD_ID__: JSON.stringify(buildId),
      "process.env.NODE_ENV": JSON.stringify("production"),
    },
    build: {
      outDir,
      emptyOutDir: false,
      write,
      copyPublicDir: false,
      minify: true,
      lib: { entry, formats: ["iife"], name: "afaServiceWorker", fileName: () => "sw.js" },
    },
  });
  let clientOutDir: string | undefined;
  return {
    name: "afa-service-worker",
    configResolved(resolved) {
      clientOutDir = resolved.environments.client?.build.outDir;
    },
    async writeBundle() {
      if (this.environment?.name !== "client" || !clientOutDir) return;
      await build(config(path.resolve(clientOutDir), true));
    },
    configureServer(server) {
      server.middlewares.use(async (req, res, next) => {
        if (req.url !== "/sw.js") return next();
        try {
          const output = await build(config(path.resolve(".tmp/sw"), false));
          const first = (Array.isArray(output) ? output[0] : output) as {
            output: { code?: string }[];
          };
          res.setHeader("Content-Type", "text/javascript; charset=utf-8");
          res.setHeader("Cache-Control", "no-cache");
          res.end(first.output[0]?.code ?? "");
        } catch (error) {
          next(error);
        }
      });
    },
  };
}
