import { execFile } from "node:child_process";
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";

type Exit = { code: number | null; stderr: string };

/** Runs the start-up of server/main.ts through tsx; these cases stop before a build is needed. */
function startServer(env: Record<string, string>): Promise<Exit> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ["--import", "tsx", "server/main.ts"],
      {
        env: { ...process.env, NODE_ENV: "production", LOG_LEVEL: "silent", ...env },
        timeout: 30_000,
      },
      (error, _stdout, stderr) => {
        resolve({ code: error ? (typeof error.code === "number" ? error.code : null) : 0, stderr });
      },
    );
  });
}

describe("server start-up", () => {
  it("refuses a DATA_DIR another running server holds, before touching the database", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "afa-main-"));
    // This test process is alive, so its pid makes a lock that is held.
    writeFileSync(path.join(dataDir, "server.lock"), String(process.pid));
    try {
      const exit = await startServer({ DATA_DIR: dataDir, PORT: "0" });
      expect(exit.code).toBe(1);
      expect(exit.stderr).toContain(`DATA_DIR ${dataDir} is in use by another server process`);
      expect(readdirSync(dataDir)).toEqual(["server.lock"]);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it("refuses a bad environment, naming every bad variable", async () => {
    const exit = await startServer({ PORT: "eighty", DATABASE_URL: "mysql://db/afa" });
    expect(exit.code).toBe(1);
    expect(exit.stderr).toContain("Invalid environment configuration");
    expect(exit.stderr).toMatch(/PORT:/);
    expect(exit.stderr).toMatch(/DATABASE_URL: must be a postgres:\/\/ URL/);
  });
});
