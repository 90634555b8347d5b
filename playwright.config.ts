import { defineConfig, devices } from "@playwright/test";
import {
  CHROME_ARGS,
  CHROME_PATH,
  E2E_ADMIN,
  E2E_BUILD_DIR,
  E2E_DATA_DIR,
  E2E_PORT,
  E2E_URL,
} from "./tests/support/e2e-env";

const CI = Boolean(process.env.CI);
const STAFF_SPECS = /admin-.*\.spec\.ts$/;
const browser = {
  ...devices["Desktop Chrome"],
  launchOptions: { executablePath: CHROME_PATH, args: CHROME_ARGS },
};

export default defineConfig({
  testDir: "tests/e2e",
  globalSetup: "./tests/e2e/global-setup.ts",
  fullyParallel: true,
  forbidOnly: CI,
  retries: CI ? 1 : 0,
  workers: 2,
  // "list" never opens a browser or waits for a key, so `npm test` always returns.
  // The list for people; the JSON (annotations included: the language checks' findings) for tools.
  reporter: [["list"], ["json", { outputFile: ".tmp/playwright-results.json" }]],
  // A hang guard, not a speed check: two workers, the server and Chromium share two cores in CI.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: E2E_URL,
    trace: "on-first-retry",
  },
  // Staff tests create, publish and delete courses, stories and journey items; the public and
  // learner tests read those lists (the newest three programmes on /training, say). Running the
  // staff files after the rest keeps each test's view of the catalogue its own.
  projects: [
    { name: "chromium", testIgnore: STAFF_SPECS, use: browser },
    { name: "staff", testMatch: STAFF_SPECS, dependencies: ["chromium"], use: browser },
    // Database and SMTP faults and several instances: servers of their own, started by the tests
    // on a private PostgreSQL (tests/support/private-postgres.ts), run last.
    { name: "faults", testDir: "tests/faults", dependencies: ["staff"] },
  ],
  // The production build (`npm run build` first), on its own empty embedded database.
  webServer: {
    command: [
      `if [ ! -f ${E2E_BUILD_DIR}/server/index.js ]; then`,
      `echo 'No production build in ${E2E_BUILD_DIR}: run npm run build first (npm test does).' >&2; exit 1;`,
      `fi; rm -rf ${JSON.stringify(E2E_DATA_DIR)} && exec node server.js`,
    ].join(" "),
    url: `${E2E_URL}/healthz`,
    reuseExistingServer: !CI,
    timeout: 120_000,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      NODE_ENV: "production",
      AFA_BUILD_DIR: E2E_BUILD_DIR,
      PORT: String(E2E_PORT),
      HOST: "127.0.0.1",
      APP_URL: E2E_URL,
      DATA_DIR: E2E_DATA_DIR,
      // Empty means unset: always the embedded database and the file outbox.
      DATABASE_URL: "",
      SMTP_URL: "",
      AUTH_SECRET: "",
      SEED_DEMO: "",
      TRUST_PROXY: "",
      // Every test's browser is one client (127.0.0.1): room for the whole suite's sign-ins.
      RATE_LIMIT_SCALE: "100",
      // Google sign-in on, with its token endpoint answered inside the server process (no
      // internet here); the browser test sends Google's page straight back to our callback.
      GOOGLE_CLIENT_ID: "e2e-google-client-id",
      GOOGLE_CLIENT_SECRET: "e2e-google-client-secret",
      NODE_OPTIONS: "--import ./tests/support/fake-oauth-providers.mjs",
      FACEBOOK_CLIENT_ID: "",
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      LOG_LEVEL: "warn",
      // The demo's payments: the built-in test gateway, asked for by name (never the default).
      PAYMENTS_PROVIDER: "test",
    },
  },
});
