// npm run db:seed: migrates, then loads the demo catalogue unless the database already has courses.
import { DEMO_COURSES } from "~/db/seed/data/courses";
import { DEMO_JOURNEY } from "~/db/seed/data/journey";
import { DEMO_DATASETS, DEMO_PAPERS } from "~/db/seed/data/research";
import { DEMO_STORIES } from "~/db/seed/data/stories";
import { seedDemoContent } from "~/db/seed/demo.server";
import { describeDatabase, runWithDatabase } from "./lib/database";

await runWithDatabase(async ({ env, database }) => {
  await database.migrate();
  const seeded = await seedDemoContent(database.db);
  const where = describeDatabase(env);
  if (!seeded) {
    console.log(`Nothing to do: the ${where} already has courses, so no demo content was added.`);
    return;
  }
  const published = DEMO_COURSES.filter((c) => c.isPublished).length;
  const lessonCount = DEMO_COURSES.reduce((sum, c) => sum + c.lessons.length, 0);
  console.log(
    [
      `Demo content loaded into the ${where}:`,
      `  ${DEMO_COURSES.length} courses (${published} published, ${DEMO_COURSES.length - published} draft), ${lessonCount} lessons, ${DEMO_COURSES.length} PDF guides`,
      `  ${DEMO_STORIES.length} success stories, site statistics`,
      `  ${DEMO_JOURNEY.length} journey items`,
      `  ${DEMO_PAPERS.length} research papers, ${DEMO_DATASETS.length} data sets`,
    ].join("\n"),
  );
});
