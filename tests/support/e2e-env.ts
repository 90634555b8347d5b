// Shared by playwright.config.ts (which starts the server) and the e2e fixtures (which read what
// that server writes). Kept free of app imports so the Playwright config loads on its own.
import path from "node:path";

// Overridable so several people (or agents) can run their own build side by side.
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4410);
export const E2E_BUILD_DIR = process.env.E2E_BUILD_DIR ?? "build";
export const E2E_URL = `http://127.0.0.1:${E2E_PORT}`;
/** The server's DATA_DIR, emptied before every run: its outbox/ holds the e-mails sent. */
export const E2E_DATA_DIR = path.resolve(process.env.E2E_DATA_DIR ?? ".tmp/e2e-data");
export const E2E_OUTBOX = path.join(E2E_DATA_DIR, "outbox");
export const E2E_ADMIN = { email: "admin@afa.test", password: "Harvest-Admin-2026" } as const;

/** The system Chromium; Playwright never downloads a browser for this project. */
export const CHROME_PATH = process.env.CHROME_PATH ?? "/usr/bin/chromium";
// No sandbox (containers and CI run as root), and nothing that phones home during a test.
export const CHROME_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
