import { createHash } from "node:crypto";
import { access, mkdir, readdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import type { TestProject } from "vitest/node";
import { MIGRATIONS_FOLDER, openPglite, PGLITE_EXTENSIONS } from "~/db/client.server";
import { createPostgresTemplate, dropPostgresRun, postgresRunId } from "./postgres";

declare module "vitest" {
  export interface ProvidedContext {
    /** A tarball of a migrated, empty PGlite data directory (pglite project). */
    pgliteTemplate: string;
    /** The migrated template database and the run id naming every database made from it. */
    postgres: { url: string; template: string; runId: string } | null;
  }
}

/**
 * Once per project and run. A fresh PGlite takes seconds to initialise, so one is migrated and
 * dumped here and every test database is loaded from that dump. On PostgreSQL a migrated template
 * database plays the same part for CREATE DATABASE ... TEMPLATE.
 */
export default async function setup(project: TestProject) {
  if (project.name === "postgres") {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error("The postgres test project needs TEST_DATABASE_URL.");
    const runId = postgresRunId();
    const template = await createPostgresTemplate(url, runId);
    project.provide("postgres", { url, template, runId });
    project.provide("pgliteTemplate", "");
    return async () => {
      await dropPostgresRun(url, runId);
    };
  }

  project.provide("pgliteTemplate", await pgliteTemplate());
  project.provide("postgres", null);
}

const CACHE_DIR = path.resolve("node_modules/.cache/afa-tests");

/** Everything the migrated template depends on: the migrations and the PGlite release. */
async function templateKey(): Promise<string> {
  // Bump the tag when the way the template is made changes.
  const hash = createHash("sha256").update("checkpointed-v1");
  const pglite = await readFile("node_modules/@electric-sql/pglite/package.json", "utf8");
  hash.update(JSON.parse(pglite).version);
  const files = (await readdir(MIGRATIONS_FOLDER, { recursive: true })).sort();
  for (const file of files.filter((f) => f.endsWith(".sql") || f.endsWith(".json"))) {
    hash.update(file).update(await readFile(path.join(MIGRATIONS_FOLDER, file)));
  }
  return hash.digest("hex").slice(0, 16);
}

/**
 * The dump of a freshly migrated PGlite, kept between runs while the migrations and PGlite stay
 * the same (initialising a PGlite is the slow part of the whole suite).
 */
async function pgliteTemplate(): Promise<string> {
  const file = path.join(CACHE_DIR, `pglite-template-${await templateKey()}.tar`);
  try {
    await access(file);
    return file;
  } catch {}
  const client = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
  try {
    await openPglite(client).migrate();
    // A checkpointed dump loads without replaying WAL: each test database opens faster.
    await client.query("checkpoint");
    const dump = await client.dumpDataDir("none");
    await mkdir(CACHE_DIR, { recursive: true });
    // Written aside and renamed, so a concurrent run never reads half a file.
    const partial = `${file}.${process.pid}.partial`;
    await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
    await rename(partial, file);
    for (const old of await readdir(CACHE_DIR)) {
      if (old.startsWith("pglite-template-") && old !== path.basename(file) && old.endsWith(".tar"))
        await rm(path.join(CACHE_DIR, old), { force: true });
    }
  } finally {
    await client.close();
  }
  return file;
}
