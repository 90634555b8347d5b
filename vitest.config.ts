import { type Dirent, readdirSync, readFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import path from "node:path";
import { defineConfig, type TestProjectInlineConfiguration } from "vitest/config";
import { scriptEntry } from "./scripts/lib/script-entry.ts";

const UNIT_TESTS = [
  "app/**/*.test.{ts,tsx}",
  "server/**/*.test.ts",
  "scripts/**/*.test.ts",
  "tests/support/**/*.test.ts",
];
const TEST_FILE = /\.test\.tsx?$/;
// A test file uses the database exactly when it imports the harness that builds one
// (tests/support/database or tests/support/services, or the suites built on them: suite,
// demo-content, permission-matrix; "./services" and the like from within tests/support).
const USES_DATABASE =
  /(?:tests\/support|\.)\/(?:database|services|suite|demo-content|permission-matrix)["']/;

function testFilesUnder(dir: string): string[] {
  let entries: Dirent[];
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  return entries.flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return testFilesUnder(file);
    return TEST_FILE.test(entry.name) ? [file] : [];
  });
}

// The hostile-input property tests (thousands of posts per form) ask how our code answers input,
// not how a database does: they run on PGlite only, where they take a third of the unit run.
const PROPERTY_TEST = /\.property\.test\.tsx?$/;

/**
 * The unit test files that import the database or services harness: the PostgreSQL project reruns
 * them (the property tests apart).
 */
function databaseTestFiles(): string[] {
  return ["app", "server", "scripts", "tests/support"]
    .flatMap(testFilesUnder)
    .filter((file) => !PROPERTY_TEST.test(file))
    .filter((file) => USES_DATABASE.test(readFileSync(file, "utf8")))
    .map((file) => file.split(path.sep).join("/"));
}

const projects: TestProjectInlineConfiguration[] = [
  {
    extends: true,
    test: {
      name: "pglite",
      include: UNIT_TESTS,
      env: { AFA_TEST_DRIVER: "pglite" },
    },
  },
];

// The database-touching tests run a second time against a real PostgreSQL when one is offered.
const postgresFiles = process.env.TEST_DATABASE_URL ? databaseTestFiles() : [];
if (postgresFiles.length > 0) {
  projects.push({
    extends: true,
    test: {
      name: "postgres",
      include: postgresFiles,
      env: { AFA_TEST_DRIVER: "postgres" },
    },
  });
}

export default defineConfig({
  // The React Router plugin is left out on purpose: tests import modules directly.
  resolve: { tsconfigPaths: true },
  plugins: [scriptEntry({ entry: "./app/enhance/enhance.client.ts", name: "enhance" })],
  test: {
    environment: "node",
    exclude: ["tests/e2e/**", "node_modules/**", "build/**", ".tmp/**"],
    globalSetup: ["tests/support/global-setup.ts"],
    // A PGlite instance takes a moment to load on a small CI machine.
    testTimeout: 20_000,
    // Vitest's default is one worker fewer than the cores: on a 2-core CI machine, one file at a
    // time. The test files are independent (each its own database, free ports, temporary
    // folders), so every core runs one.
    maxWorkers: Math.max(2, availableParallelism()),
    // A worker keeps the modules it loaded from one test file to the next: loading the app (its
    // routes, better-auth, the five languages' messages) took about a third of the unit run when
    // every file loaded it again. The files share no state through modules (each makes its own
    // database and services); stubbed globals and environment variables are undone after each.
    isolate: false,
    unstubGlobals: true,
    unstubEnvs: true,
    hookTimeout: 60_000,
    teardownTimeout: 60_000,
    projects,
  },
});
