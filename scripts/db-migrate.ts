// npm run db:migrate: applies the committed migrations to the configured database.
import { describeDatabase, runWithDatabase } from "./lib/database";

await runWithDatabase(async ({ env, database }) => {
  await database.migrate();
  console.log(`Migrations applied to the ${describeDatabase(env)}.`);
});
