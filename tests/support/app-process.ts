// The production build as its own process (node server.js), for the tests that need a whole
// server they can start, stop and point at a database of their own: maintenance mode, database
// and SMTP faults, several instances. `npm run build` (or `npm test`) must have run first.
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { E2E_BUILD_DIR } from "./e2e-env";
import { freePort } from "./ports";

export type AppProcess = {
  url: string;
  /** The server's process id (its memory is in /proc/<pid>/status). */
  pid: number;
  dataDir: string;
  /** What the server printed (JSON log lines), for a failing test's message. */
  output: () => string;
  stop: () => Promise<void>;
};

/** Starts the server and waits until /healthz answers (200, or 503 with `allowUnhealthy`). */
export async function startAppProcess(
  env: Record<string, string>,
  opts: { timeoutMs?: number } = {},
): Promise<AppProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = await mkdtemp(path.join(tmpdir(), "afa-app-"));
  let output = "";
  const child: ChildProcess = spawn(process.execPath, ["server.js"], {
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      ...process.env,
      NODE_ENV: "production",
      AFA_BUILD_DIR: E2E_BUILD_DIR,
      PORT: String(port),
      HOST: "127.0.0.1",
      APP_URL: url,
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      SMTP_URL: "",
      SEED_DEMO: "false",
      GOOGLE_CLIENT_ID: "",
      FACEBOOK_CLIENT_ID: "",
      NODE_OPTIONS: "",
      LOG_LEVEL: "warn",
      ...env,
    },
  });
  child.stdout?.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    output += chunk;
  });
  const deadline = Date.now() + (opts.timeoutMs ?? 60_000);
  for (;;) {
    if (child.exitCode !== null) {
      throw new Error(`the server exited (${child.exitCode}):\n${output}`);
    }
    const status = await fetch(`${url}/healthz`)
      .then((r) => r.status)
      .catch(() => 0);
    if (status === 200) break;
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`the server did not become healthy:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    url,
    pid: child.pid ?? 0,
    dataDir,
    output: () => output,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once("exit", resolve));
        child.kill("SIGTERM");
        await exited;
      }
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
