import path from "node:path";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express from "express";
import expressStaticGzip from "express-static-gzip";
import { pinoHttp } from "pino-http";
import { RouterContextProvider, type ServerBuild } from "react-router";
import type { ViteDevServer } from "vite";
import { nonceContext, pageCacheContext } from "~/context";
import { CLIENT_IP_HEADER } from "~/domain/abuse/client-address";
import { forgetContentVersion, runInRequestScope } from "~/domain/site/content-cache.server";
import { hasControlCharacters } from "~/lib/form-text";
import { PageCache } from "~/lib/page-cache.server";
import { type Services, servicesContext } from "~/services.server";
import { mendCompressedDrain } from "./compressed-drain";
import { servePageCacheHits } from "./page-cache";
import { renderQueue, skipsRenderQueue } from "./render-queue";
import { boundRequests, refuseCrossSiteWrites, settleUnreadBodies } from "./request-guards";
import { createNonce, createSecurityHeaders } from "./security-headers";

export type AppOptions = {
  /** Development: Vite serves assets and compiles routes on demand. */
  vite?: ViteDevServer;
  /**
   * Production: the built React Router server and the folder of built client assets. Give the
   * build itself: as a function, React Router derives every route again on each request.
   */
  build?: ServerBuild | (() => Promise<ServerBuild>);
  clientDir?: string;
  /** The visitors' page cache (one per process); made from PAGE_CACHE_MB when not given. */
  pageCache?: PageCache;
};

/** TRUST_PROXY: "true"/"1" trusts one hop, a number that many hops, anything else is an address list. */
function trustProxySetting(value: string | undefined): boolean | number | string {
  if (!value) return false;
  if (value === "true") return 1;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}

/** Whether the address's last segment names a file (has a dot): only those can be static files. */
export function looksLikeFile(pathname: string): boolean {
  return pathname.lastIndexOf(".") > pathname.lastIndexOf("/");
}

const ALLOWED_METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);
/** A 99th-percentile event-loop delay over this (ms) marks the process as unhealthy. */
const STUCK_EVENT_LOOP_MS = 2_000;

export function createApp(services: Services, options: AppOptions): express.Express {
  const { env, logger, database } = services;
  const app = express();
  app.disable("x-powered-by");
  // Pages carry their own validators (the visitors' pages an ETag of release and content);
  // Express's ETag would hash every other body for nothing.
  app.disable("etag");
  app.set("trust proxy", trustProxySetting(env.TRUST_PROXY));
  const security = createSecurityHeaders(env, { dev: Boolean(options.vite) });
  // Development renders every page afresh, so a change to a route shows on the next reload.
  const pageCache =
    options.pageCache ??
    (options.vite || env.PAGE_CACHE_MB === 0 ? null : new PageCache(env.PAGE_CACHE_MB * 2 ** 20));

  // What runs for every request is kept to what that request needs, cheapest first: the answers
  // that need no page (405, 400, /healthz, static files, a visitor's cached page) come before the
  // request log, compression and the per-request nonce of rendered pages.

  // Only the methods a page, form or API of ours answers; TRACE, CONNECT and the WebDAV verbs
  // get 405 here instead of reaching the router (where TRACE ended in a 500 and a stack trace).
  app.use((req, res, next) => {
    if (ALLOWED_METHODS.has(req.method)) return next();
    security.fixed(res);
    res
      .status(405)
      .set("Allow", [...ALLOWED_METHODS].join(", "))
      .type("text/plain")
      .send("Method not allowed.");
  });

  // No address of ours holds a control character (a NUL would reach the database as an error):
  // such a request is answered 400 before any page or query sees it.
  app.use((req, res, next) => {
    let url: string;
    try {
      url = decodeURIComponent(req.originalUrl);
    } catch {
      security.fixed(res);
      res.status(400).type("text/plain").send("Bad request: the address is not valid.");
      return;
    }
    if (hasControlCharacters(url)) {
      security.fixed(res);
      res.status(400).type("text/plain").send("Bad request: the address is not valid.");
      return;
    }
    next();
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

  // A database that answered within the last second is taken as up: a load balancer's probes
  // (or a flood of them) cost the database at most one query a second. A failure is never
  // remembered by this shortcut, and an outage another request has just met (the outage
  // tracker) counts at once, so an outage shows on the next check.
  const PING_FRESH_MS = 1_000;
  let lastGoodPing = 0;
  let pingInFlight: Promise<boolean> | null = null;
  const ping = async () => {
    if (await database.outage.isDown()) {
      lastGoodPing = 0;
      return false;
    }
    if (performance.now() - lastGoodPing < PING_FRESH_MS) return true;
    pingInFlight ??= database.ping().finally(() => {
      pingInFlight = null;
    });
    const ok = await pingInFlight;
    if (ok) lastGoodPing = performance.now();
    return ok;
  };

  app.get("/healthz", async (_req, res) => {
    const databaseOk = await ping();
    const ok = databaseOk && loopLagMs < STUCK_EVENT_LOOP_MS;
    security.fixed(res);
    res
      .status(ok ? 200 : 503)
      .set("Cache-Control", "no-store")
      .json({ ok, database: databaseOk, eventLoopLagMs: loopLagMs });
  });

  if (!options.vite) {
    if (!options.build || !options.clientDir)
      throw new Error("createApp needs a build in production");
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
        serveStatic: {
          ...serveStatic,
          etag: true,
          setHeaders: (res) => security.fixed(res),
        },
      });
    // Hashed file names never change content: cache them for a year.
    app.use(
      "/assets",
      precompressed(path.join(options.clientDir, "assets"), { immutable: true, maxAge: "1y" }),
    );
    // Every file of ours has an extension in its name; a page's address (/dashboard) has none,
    // so it skips the file lookup (a stat of the disk on every page).
    const files = precompressed(options.clientDir, { maxAge: "1h" });
    app.use((req, res, next) => (looksLikeFile(req.path) ? files(req, res, next) : next()));
  }

  // Before the page cache: it rewrites a visitor's address to the query its page reads, which
  // would hide an overlong or many-parameter address from the bounds.
  app.use(boundRequests);
  if (pageCache) app.use(servePageCacheHits({ cache: pageCache, db: services.db, security }));

  app.use(
    pinoHttp({
      logger,
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
  app.use(mendCompressedDrain);
  app.use((_req, res, next) => {
    // A visitor's page that may be cached is shared by every visitor: it runs no script of its
    // own, so it has no nonce; every other page gets a fresh one.
    if (res.locals.pageCacheKey) {
      security.fixed(res);
    } else {
      const nonce = createNonce();
      res.locals.nonce = nonce;
      security.withNonce(res, nonce);
    }
    next();
  });

  // A request waits for its turn before its body is read or its page rendered.
  app.use(renderQueue(env.RENDER_CONCURRENCY, skipsRenderQueue));
  app.use(settleUnreadBodies);
  app.use(refuseCrossSiteWrites(env.APP_URL));

  // Whatever a client sends in this header is replaced: better-auth's rate limits key on it, so it
  // must be the socket address, or the forwarded one only when TRUST_PROXY says to believe it.
  app.use((req, _res, next) => {
    req.headers[CLIENT_IP_HEADER] = req.ip ?? req.socket.remoteAddress ?? "unknown";
    next();
  });

  let build: ServerBuild | (() => Promise<ServerBuild>);
  if (options.vite) {
    const vite = options.vite;
    app.use(vite.middlewares);
    build = () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>;
  } else {
    build = options.build as ServerBuild | (() => Promise<ServerBuild>);
  }

  // Reading requests share this process's reading of the content version (at most a second
  // old); a write request reads its own, and once it finishes the next reading asks again.
  app.use((req, res, next) => {
    const reading = req.method === "GET" || req.method === "HEAD";
    if (!reading) res.once("finish", forgetContentVersion);
    runInRequestScope(next, { shared: reading });
  });

  app.all(
    "/{*splat}",
    createRequestHandler({
      build,
      mode: options.vite ? "development" : "production",
      getLoadContext: (_req, res) => {
        const context = new RouterContextProvider();
        context.set(servicesContext, services);
        context.set(nonceContext, (res.locals.nonce as string | undefined) ?? "");
        const key = res.locals.pageCacheKey as string | undefined;
        if (key && pageCache) {
          context.set(pageCacheContext, { key, store: (page) => pageCache.store(key, page) });
        }
        return context;
      },
    }),
  );

  return app;
}
