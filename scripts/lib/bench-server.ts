// What the bench scripts share: the production build started on a database of their choosing, a
// sign-in through the login form, and a throwaway PostgreSQL database dropped whatever happens.
import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";

export type Credentials = { email: string; password: string };

/** What to undo when the run is interrupted (Ctrl-C), newest first: the server, then the database. */
const interruptCleanups: (() => Promise<void>)[] = [];
let interrupted = false;

function onInterrupt(cleanup: () => Promise<void>): () => void {
  if (interruptCleanups.length === 0) {
    process.once("SIGINT", runInterruptCleanups);
    process.once("SIGTERM", runInterruptCleanups);
  }
  interruptCleanups.push(cleanup);
  return () => {
    const index = interruptCleanups.indexOf(cleanup);
    if (index >= 0) interruptCleanups.splice(index, 1);
    if (interruptCleanups.length === 0 && !interrupted) {
      process.off("SIGINT", runInterruptCleanups);
      process.off("SIGTERM", runInterruptCleanups);
    }
  };
}

async function runInterruptCleanups(): Promise<void> {
  interrupted = true;
  console.error("\ninterrupted: stopping the server and dropping the bench database…");
  for (const cleanup of [...interruptCleanups].reverse()) {
    await cleanup().catch((error) => console.error((error as Error).message));
  }
  process.exit(130);
}

/** The build directory, or exits with how to make one (a bench of no build measures nothing). */
export function requireBuild(buildDir: string, hint = "run npm run build first"): string {
  const resolved = path.resolve(buildDir);
  if (!existsSync(path.join(resolved, "server", "index.js"))) {
    console.error(`No production build in ${resolved}: ${hint}.`);
    process.exit(2);
  }
  return resolved;
}

export type BenchServer = {
  child: ChildProcess;
  pid: number;
  /** http://127.0.0.1:<port> */
  base: string;
  /** Stops the server (SIGTERM, then waits) and removes its data directory. */
  stop: () => Promise<void>;
};

/**
 * Starts `server.js` in production mode on `port` and waits for /healthz. `databaseUrl` "" is the
 * embedded database in a fresh data directory. The admin is made at start (ADMIN_EMAIL); the
 * secret is thrown away with the run, and its sessions with it.
 */
export async function startBenchServer(options: {
  buildDir: string;
  port: number;
  databaseUrl: string;
  admin: Credentials;
  seedDemo: boolean;
  /** Node flags before server.js (e.g. --expose-gc). */
  nodeArgs?: string[];
  env?: Record<string, string>;
}): Promise<BenchServer> {
  const base = `http://127.0.0.1:${options.port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), "afa-bench-"));
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), "server.js"], {
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      NODE_ENV: "production",
      AFA_BUILD_DIR: options.buildDir,
      PORT: String(options.port),
      HOST: "127.0.0.1",
      APP_URL: base,
      DATA_DIR: dataDir,
      DATABASE_URL: options.databaseUrl,
      SEED_DEMO: String(options.seedDemo),
      SMTP_URL: "",
      LOG_LEVEL: "warn",
      // A throwaway secret: production requires one with PostgreSQL.
      AUTH_SECRET: randomBytes(32).toString("hex"),
      ADMIN_EMAIL: options.admin.email,
      ADMIN_PASSWORD: options.admin.password,
      ...options.env,
    },
  });
  const stop = async () => {
    forget();
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const forget = onInterrupt(stop);
  try {
    await waitForHealth(child, base);
  } catch (error) {
    await stop();
    throw error;
  }
  return { child, pid: child.pid ?? 0, base, stop };
}

async function waitForHealth(child: ChildProcess, base: string): Promise<void> {
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error("server did not start within 120 s");
}

/**
 * Signs in through the login form, as a browser without JavaScript would, and follows the redirect
 * once, as the browser does, so the cookie answered is what that browser sends from then on (the
 * session, without the sign-in toast that the first page shows and removes).
 */
export async function signInWithForm(base: string, credentials: Credentials): Promise<string> {
  const response = await fetch(`${base}/login`, {
    method: "POST",
    redirect: "manual",
    headers: { Origin: base, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(credentials),
  });
  const jar = applySetCookies(new Map(), response.headers.getSetCookie());
  if (![...jar.keys()].some((name) => name.includes("session_token"))) {
    throw new Error(`sign-in of ${credentials.email} failed (${response.status})`);
  }
  const location = response.headers.get("Location");
  if (location) {
    const next = await fetch(new URL(location, base), {
      redirect: "manual",
      headers: { Cookie: cookieHeader(jar) },
    });
    await next.arrayBuffer();
    applySetCookies(jar, next.headers.getSetCookie());
  }
  return cookieHeader(jar);
}

/** A cookie jar's worth of Set-Cookie handling: an expired or emptied cookie is dropped. */
function applySetCookies(jar: Map<string, string>, setCookies: string[]): Map<string, string> {
  for (const line of setCookies) {
    const [pair = "", ...attributes] = line.split(";");
    const at = pair.indexOf("=");
    const name = pair.slice(0, at).trim();
    const value = pair.slice(at + 1).trim();
    const expired = attributes.some((attribute) =>
      /^\s*(max-age=0|expires=thu, 01 jan 1970)/i.test(attribute),
    );
    if (expired || value === "") jar.delete(name);
    else jar.set(name, value);
  }
  return jar;
}

const cookieHeader = (jar: Map<string, string>) =>
  [...jar].map(([name, value]) => `${name}=${value}`).join("; ");

/**
 * Creates a database on the PostgreSQL server at `serverUrl`, runs `run` with its URL and drops
 * it afterwards, also when `run` fails. Answers null, without running, when no server answers.
 */
export async function withThrowawayDatabase<T>(
  serverUrl: string,
  run: (databaseUrl: string) => Promise<T>,
): Promise<T | null> {
  const admin = new pg.Client({ connectionString: serverUrl });
  try {
    await admin.connect();
  } catch {
    return null;
  }
  const name = `afa_bench_${randomBytes(4).toString("hex")}`;
  let dropped: Promise<void> | undefined;
  // Once only, whichever comes first: the end of the run or an interrupt.
  const drop = () => {
    dropped ??= admin
      .query(`drop database if exists "${name}" with (force)`)
      .then(
        () => {},
        (error) => {
          console.error(`could not drop the bench database ${name}: ${(error as Error).message}`);
        },
      )
      .finally(() => admin.end());
    return dropped;
  };
  const forget = onInterrupt(drop);
  try {
    await admin.query(`create database "${name}"`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    return await run(url.toString());
  } finally {
    forget();
    await drop();
  }
}
