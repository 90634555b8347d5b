import cluster from "node:cluster";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { ServerBuild } from "react-router";
import type { ViteDevServer } from "vite";
import { createServices } from "~/bootstrap.server";
import { seedDemoContent } from "~/db/seed/demo.server";
import { isDatabaseEmpty } from "~/db/seed/state.server";
import { ensureAdmin } from "~/domain/auth/admin-account.server";
import { expireStalePayments } from "~/domain/payments/payments.server";
import { type Env, EnvError, parseEnv } from "~/env.server";
import { createApp } from "./app";
import { runCluster, webWorkers } from "./cluster";
import { DataDirLockedError, lockDataDir } from "./data-dir-lock";
import { loopbackUrl, warmUp } from "./warm-up";

/** Migrations, demo content and the admin account: once per start, before any request. */
async function prepareDatabase(services: Awaited<ReturnType<typeof createServices>>, env: Env) {
  const { logger, database } = services;
  const firstStart = database.driver === "pglite" && (await isDatabaseEmpty(database));
  await database.migrate();
  logger.info({ driver: database.driver }, "database ready");

  const seed = env.SEED_DEMO ?? (database.driver === "pglite" && firstStart);
  if (seed) {
    const seeded = await seedDemoContent(services.db);
    if (seeded) logger.info("demo content loaded");
  }
  if (env.ADMIN_EMAIL && env.ADMIN_PASSWORD) {
    const { created } = await ensureAdmin(services, {
      email: env.ADMIN_EMAIL,
      password: env.ADMIN_PASSWORD,
    });
    logger.info({ email: env.ADMIN_EMAIL, created }, "admin account ensured");
  }
}

/**
 * Starts the site: environment, DATA_DIR lock, database, migrations, demo content, HTTP server.
 * With WEB_CONCURRENCY above 1 (PostgreSQL only) this process prepares the database, then runs
 * that many web processes on the same port (Node's cluster) and returns no server of its own.
 */
export async function start(options: { vite?: ViteDevServer } = {}): Promise<Server | undefined> {
  let env: ReturnType<typeof parseEnv>;
  let releaseLock: () => void = () => {};
  try {
    env = parseEnv();
    // A cluster's web processes run under the process that holds DATA_DIR.
    if (cluster.isPrimary) releaseLock = lockDataDir(env.DATA_DIR);
  } catch (error) {
    if (error instanceof EnvError || error instanceof DataDirLockedError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const workers = options.vite ? 1 : webWorkers(env);
  const services = await createServices(env);
  const { logger, database } = services;
  if (cluster.isPrimary) await prepareDatabase(services, env);
  if (cluster.isPrimary && workers > 1) {
    await database.close();
    runCluster({ workers, logger, onStopped: releaseLock });
    return undefined;
  }

  services.outbox.start();
  // The bundle lives in <build>/server; its client assets (and public/'s files) sit beside it in
  // <build>/client. Development serves public/ itself.
  const clientDir = fileURLToPath(new URL("../client", import.meta.url));
  services.renditions.start(options.vite ? path.resolve("public") : clientDir);
  // Checkouts nobody finished are given up after a day, so a learner's next checkout starts
  // afresh (each checkout also sweeps its own; this catches the rest for the admin list).
  const sweep = setInterval(
    () =>
      void expireStalePayments(services.db).catch((err) =>
        logger.warn({ err }, "stale payments not expired"),
      ),
    15 * 60_000,
  );
  sweep.unref();
  if (services.payments.testMode) {
    logger.warn("payments use the built-in test gateway: no real money (set PAYMENTS_PROVIDER)");
  } else if (!services.payments.checkout) {
    logger.warn("no payment provider configured: priced courses cannot be bought online");
  }

  const app = createApp(services, {
    vite: options.vite,
    build: options.vite
      ? undefined
      : ((await import("virtual:react-router/server-build")) as ServerBuild),
    clientDir,
  });

  const server = app.listen(env.PORT, env.HOST, () => {
    logger.info({ url: env.APP_URL, port: env.PORT }, "AFA Academy is listening");
    // Development compiles on demand; warming would only make the first edit slower.
    if (!options.vite) void warmUp(loopbackUrl(server.address() as AddressInfo), logger);
  });
  server.keepAliveTimeout = 65_000;
  // Deliberate bounds on slow clients: headers must arrive within 20 s and a whole request
  // (uploads of up to ~200 MB on a slow line included) within 15 minutes; Node then answers
  // 408 and closes the socket, so a trickling client cannot hold a connection forever.
  server.headersTimeout = 20_000;
  server.requestTimeout = 15 * 60_000;

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "shutting down");
    // Stop accepting, let requests in flight finish, then close the database and free DATA_DIR.
    const force = setTimeout(() => server.closeAllConnections(), 10_000);
    force.unref();
    server.close(async () => {
      try {
        await options.vite?.close();
        clearInterval(sweep);
        await services.outbox.stop();
        await services.renditions.stop();
        await database.close();
      } finally {
        releaseLock();
        logger.info("stopped");
        process.exit(0);
      }
    });
    server.closeIdleConnections();
  };
  process.once("SIGTERM", () => stop("SIGTERM"));
  process.once("SIGINT", () => stop("SIGINT"));
  return server;
}

if (!import.meta.env?.DEV) {
  await start();
}
