import { beforeAll } from "vitest";
import { seedDemoContent } from "~/db/seed/demo.server";
import { setupTestServices, type TestSuite } from "./suite";

/**
 * setupTestServices on a database holding the demo content (courses, journey items, research), for
 * a file of public pages that only read it: one database for the file, seeded once.
 */
export function setupDemoServices(): TestSuite {
  const suite = setupTestServices();
  beforeAll(async () => {
    await seedDemoContent(suite.services.db);
  });
  return suite;
}
