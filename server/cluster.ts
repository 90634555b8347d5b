import cluster, { type Worker } from "node:cluster";
import { availableParallelism } from "node:os";
import type { Logger } from "pino";
import type { Env } from "~/env.server";

/** How many web processes WEB_CONCURRENCY asks for: "auto" is one per core; unset is one. */
export function webWorkers(env: Pick<Env, "WEB_CONCURRENCY">, cores = availableParallelism()) {
  const asked = env.WEB_CONCURRENCY;
  if (asked === undefined) return 1;
  return asked === "auto" ? Math.max(1, cores) : asked;
}

/** A worker that dies sooner than this after its start is not replaced again at once. */
const MIN_UPTIME_MS = 5_000;
const RESTART_DELAY_MS = 2_000;

/**
 * The primary process of WEB_CONCURRENCY: forks the web processes (each listens on the same
 * port; Node hands connections round-robin), replaces one that dies, and on SIGTERM or SIGINT
 * lets each finish its requests before it exits. Only with PostgreSQL (the embedded database
 * belongs to one process: the environment check refuses it otherwise).
 */
export function runCluster(options: { workers: number; logger: Logger; onStopped: () => void }) {
  const { workers, logger, onStopped } = options;
  const startedAt = new Map<Worker, number>();
  let stopping = false;

  const fork = () => {
    const worker = cluster.fork();
    startedAt.set(worker, Date.now());
  };

  cluster.on("exit", (worker, code, signal) => {
    const lived = Date.now() - (startedAt.get(worker) ?? 0);
    startedAt.delete(worker);
    if (stopping) {
      if (startedAt.size === 0) {
        onStopped();
        logger.info("all web processes stopped");
        process.exit(0);
      }
      return;
    }
    logger.error({ pid: worker.process.pid, code, signal }, "web process died; replacing it");
    // A process that dies right after starting (a bad deploy) is not restarted in a tight loop.
    setTimeout(fork, lived < MIN_UPTIME_MS ? RESTART_DELAY_MS : 0);
  });

  for (let i = 0; i < workers; i++) fork();
  logger.info({ workers }, "web processes started");

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "stopping web processes");
    for (const worker of startedAt.keys()) worker.process.kill("SIGTERM");
    if (startedAt.size === 0) {
      onStopped();
      process.exit(0);
    }
  };
  process.once("SIGTERM", () => stop("SIGTERM"));
  process.once("SIGINT", () => stop("SIGINT"));
}
