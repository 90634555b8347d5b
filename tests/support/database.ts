import { readFile } from "node:fs/promises";
import { PGlite } from "@electric-sql/pglite";
import { inject } from "vitest";
import {
  type DatabaseHandle,
  openPglite,
  openPostgres,
  PGLITE_EXTENSIONS,
} from "~/db/client.server";
import { createDatabaseFromTemplate, databaseUrl, dropDatabase } from "./postgres";

export type TestDriver = "pglite" | "postgres";

/** Which database this Vitest project runs on (see vitest.config.ts). */
export function testDriver(): TestDriver {
  return process.env.AFA_TEST_DRIVER === "postgres" ? "postgres" : "pglite";
}

let pgliteTemplate: Promise<Blob> | undefined;

function loadPgliteTemplate(): Promise<Blob> {
  pgliteTemplate ??= readFile(inject("pgliteTemplate")).then((bytes) => new Blob([bytes]));
  return pgliteTemplate;
}

/**
 * A fresh, migrated, empty database of its own; `close()` disposes of it (and drops it on
 * PostgreSQL). PGlite copies are loaded from the dump global-setup made once per run (this is
 * what PGlite's clone() does, minus dumping the template again every time); PostgreSQL copies are
 * CREATE DATABASE ... TEMPLATE of the run's migrated template.
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  if (testDriver() === "pglite") {
    const client = await PGlite.create({
      loadDataDir: await loadPgliteTemplate(),
      extensions: PGLITE_EXTENSIONS,
    });
    return openPglite(client);
  }

  const postgres = inject("postgres");
  if (!postgres) throw new Error("The postgres project was not set up (TEST_DATABASE_URL unset?)");
  const name = await createDatabaseFromTemplate(postgres.url, postgres.template, postgres.runId);
  const handle = openPostgres(databaseUrl(postgres.url, name), 4);
  let closing: Promise<void> | undefined;
  return {
    ...handle,
    close: () => {
      closing ??= handle.close().finally(() => dropDatabase(postgres.url, name));
      return closing;
    },
  };
}
