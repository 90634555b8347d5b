// `npm test`: every check in order, stopping at the first failure, with one closing line that
// says what passed or what failed, so the end of a long CI log answers the question.
import { spawnSync } from "node:child_process";

const postgres = Boolean(process.env.TEST_DATABASE_URL);
const steps: { name: string; command: string }[] = [
  { name: "typecheck", command: "npm run typecheck" },
  { name: "lint", command: "npm run lint" },
  // Every message in all five languages, its placeholders intact.
  { name: "translations", command: "npm run i18n:check" },
  {
    name: postgres ? "unit tests (PGlite + PostgreSQL)" : "unit tests (PGlite)",
    command: "npx vitest run",
  },
  { name: "production build", command: "npx react-router build" },
  // The JavaScript each page ships stays within its budget (90 KB public, 150 KB signed-in).
  { name: "JavaScript budgets", command: "npx tsx scripts/budget.ts" },
  { name: "end-to-end tests", command: "npx playwright test" },
];

// The end-to-end server always runs ./build, so the build step must write there too.
const env = { ...process.env };
delete env.AFA_BUILD_DIR;

const started = Date.now();
const seconds = (since: number) => `${Math.round((Date.now() - since) / 1000)}s`;
for (const [index, step] of steps.entries()) {
  console.log(`\n▶ [${index + 1}/${steps.length}] ${step.name}: ${step.command}`);
  const stepStarted = Date.now();
  const result = spawnSync(step.command, { stdio: "inherit", shell: true, env });
  if (result.status !== 0) {
    console.error(
      `\n✘ npm test FAILED at ${step.name} (exit ${result.status ?? result.signal}) after ${seconds(started)}.`,
    );
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${step.name} passed in ${seconds(stepStarted)}`);
}

const note = postgres
  ? ""
  : " Unit tests ran on PGlite only; set TEST_DATABASE_URL to add PostgreSQL.";
console.log(
  `\n✔ npm test passed: ${steps.map((s) => s.name).join(", ")} in ${seconds(started)}.${note}`,
);
