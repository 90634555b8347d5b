import path from "node:path";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express from "express";
import expressStaticGzip from "express-static-gzip";
import { pinoHttp } from "pino-http";
import { RouterContextProvider, type ServerBuild } from "react-router";
import type { ViteDevServer } from "vite";
import { nonceContext } from "~/context";
import { CLIENT_IP_HEADER } from "~/domain/auth/auth.server";
import { runInRequestScope } from "~/domain/site/content-cache.server";
import { hasControlCharacters } from "~/lib/form-text";
import { type Services, servicesContext } from "~/services.server";
import { boundRequests, refuseCrossSiteWrites, settleUnreadBodies } from "./request-guards";
import { assignNonce, securityHeaders } from "./security-headers";

export type AppOptions = {
  /** Development: Vite serves assets and compiles routes on demand. */
  vite?: ViteDevServer;
  /** Production: the built React Router server and the folder of built client assets. */
  build?: () => Promise<ServerBuild>;
  clientDir?: string;
};

/** TRUST_PROXY: "true"/"1" trusts one hop, a number that many hops, anything else is an address list. */
function trustProxySetting(value: string | undefined): boolean | number | string {
  if (!value) return false;
  if (value === "true") return 1;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}

const ALLOWED_METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);
/** A 99th-percentile event-loop delay over this (ms) marks the process as unhealthy. */
const STUCK_EVENT_LOOP_MS = 2_000;

export function createApp(services: Services, options: AppOptions): express.Express {
  const { env, logger, database } = services;
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", trustProxySetting(env.TRUST_PROXY));

  app.use(
    pinoHttp({
      logger,
      autoLogging: {
        ignore: (req) => req.url === "/healthz" || req.url?.startsWith("/assets/") === true,
      },
      // Method, path and status are what an operator reads; headers only add noise (and cookies).
      serializers: {
        req: (req: { id: unknown; method: string; url: string }) => ({
          id: req.id,
          method: req.method,
          url: req.url,
        }),
        res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      },
      customLogLevel: (_req, res, err) =>
        err || res.statusCode >= 500 ? "error" : res.statusCode >= 400 ? "warn" : "info",
    }),
  );

  app.use(compression());
  app.use(assignNonce);
  app.use(securityHeaders(env, { dev: Boolean(options.vite) }));

  // Only the methods a page, form or API of ours answers; TRACE, CONNECT and the WebDAV verbs
  // get 405 here instead of reaching the router (where TRACE ended in a 500 and a stack trace).
  app.use((req, res, next) => {
    if (ALLOWED_METHODS.has(req.method)) return next();
    res
      .status(405)
      .set("Allow", [...ALLOWED_METHODS].join(", "))
      .type("text/plain")
      .send("Method not allowed.");
  });

  // The event loop's delay over the last few seconds: a process stuck on one request (or starved
  // of CPU) shows it here, and a supervisor that polls /healthz can replace it.
  const loopDelay = monitorEventLoopDelay({ resolution: 20 });
  loopDelay.enable();
  let loopLagMs = 0;
  const sampleLoop = setInterval(() => {
    loopLagMs = Math.round(loopDelay.percentile(99) / 1e6);
    loopDelay.reset();
  }, 5_000);
  sampleLoop.unref();

  app.get("/healthz", async (_req, res) => {
    const databaseOk = await database.ping();
    const ok = databaseOk && loopLagMs < STUCK_EVENT_LOOP_MS;
    res
      .status(ok ? 200 : 503)
      .set("Cache-Control", "no-store")
      .json({ ok, database: databaseOk, eventLoopLagMs: loopLagMs });
  });

  app.use(settleUnreadBodies);
  app.use(boundRequests);
  app.use(refuseCrossSiteWrites(env.APP_URL));

  // No address of ours holds a control character (a NUL would reach the database as an error):
  // such a request is answered 400 before any page or query sees it.
  app.use((req, res, next) => {
    let url: string;
    try {
      url = decodeURIComponent(req.originalUrl);
    } catch {
      res.status(400).type("text/plain").send("Bad request: the address is not valid.");
      return;
    }
    if (hasControlCharacters(url)) {
      res.status(400).type("text/plain").send("Bad request: the address is not valid.");
      return;
    }
    next();
  });

  // Whatever a client sends in this header is replaced: better-auth's rate limits key on it, so it
  // must be the socket address, or the forwarded one only when TRUST_PROXY says to believe it.
  app.use((req, _res, next) => {
    req.headers[CLIENT_IP_HEADER] = req.ip ?? req.socket.remoteAddress ?? "unknown";
    next();
  });

  let build: () => Promise<ServerBuild>;
  if (options.vite) {
    const vite = options.vite;
    app.use(vite.middlewares);
    build = () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>;
  } else {
    if (!options.build || !options.clientDir)
      throw new Error("createApp needs a build in production");
    build = options.build;
    // The build wrote .br and .gz copies of text assets (scripts/lib/precompress.ts): send those
    // to browsers that accept them instead of compressing on every request.
    const precompressed = (
      root: string,
      serveStatic: expressStaticGzip.ExpressStaticGzipOptions["serveStatic"],
    ) =>
      expressStaticGzip(root, {
        enableBrotli: true,
        orderPreference: ["br", "gzip"],
        index: false,
        serveStatic,
      });
    // Hashed file names never change content: cache them for a year.
    app.use(
      "/assets",
      precompressed(path.join(options.clientDir, "assets"), { immutable: true, maxAge: "1y" }),
    );
    app.use(precompressed(options.clientDir, { maxAge: "1h" }));
  }

  // Each page request reads the content version once, however many cached values it uses.
  app.use((_req, _res, next) => runInRequestScope(next));

  app.all(
    "/{*splat}",
    createRequestHandler({
      build,
      mode: options.vite ? "development" : "production",
      getLoadContext: (_req, res) => {
        const context = new RouterContextProvider();
        context.set(servicesContext, services);
        context.set(nonceContext, res.locals.nonce as string);
        return context;
      },
    }),
  );

  return app;
}
