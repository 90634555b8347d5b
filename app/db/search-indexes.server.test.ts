// The search and scale indexes of migrations 0013 and 0015 (docs/decisions/0012-search-and-indexes-at-scale.md)
// on both databases: they exist, each search's conditions are ones its trigram indexes answer, and
// the searches find what they found before (any case, accented letters, words under three letters).
import { randomUUID } from "node:crypto";
import type { PGlite } from "@electric-sql/pglite";
import { type SQL, sql } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import type pg from "pg";
import { beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import * as schema from "~/db/schema";
import { listMessages } from "~/domain/admin/messages.server";
import { listUsers } from "~/domain/admin/users.server";
import { listPublishedCoursePage } from "~/domain/catalog/courses.server";
import { listJourney } from "~/domain/journey/journey.server";
import type { PaymentsQuery } from "~/domain/payments/admin-payments.constants";
import { listPayments } from "~/domain/payments/admin-payments.server";
import { listPublishedPapers } from "~/domain/research/research.server";
import { createTestCourse } from "../../tests/support/courses";
import { setupTestServices } from "../../tests/support/suite";
import { createTestUser } from "../../tests/support/users";

const suite = setupTestServices();

/** The rows of a raw query (PGlite and node-postgres both answer { rows }). */
async function rowsOf<T = Record<string, unknown>>(db: Database, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

const TRIGRAM_INDEXES = {
  user: ["name", "email"],
  courses: ["title", "description", "instructor"],
  journey_content: ["title", "description", "author"],
  research_papers: ["title", "authors", "abstract"],
  payments: ["reference", "email"],
  contacts: ["name", "email", "message"],
} as const;

const BTREE_INDEXES = {
  course_enrollments_created_idx: "(created_at)",
  course_enrollments_completed_idx: "(completed_at) WHERE (completed_at IS NOT NULL)",
  contacts_email_created_idx: "(email, created_at)",
  payments_refund_requested_by_idx: "(refund_requested_by) WHERE (refund_requested_by IS NOT NULL)",
  lesson_progress_lesson_idx: "(lesson_id)",
  lesson_progress_course_idx: "(course_id)",
};

describe("migrations 0013 and 0015", () => {
  it("creates pg_trgm, a trigram index on every searched column and the indexes for scale", async () => {
    const db = suite.services.db;
    const extensions = await rowsOf(
      db,
      sql`select extname from pg_extension where extname = 'pg_trgm'`,
    );
    expect(extensions).toHaveLength(1);

    const rows = await rowsOf<{ indexname: string; indexdef: string }>(
      db,
      sql`select indexname, indexdef from pg_indexes where schemaname = current_schema()`,
    );
    const defs = new Map(rows.map((r) => [r.indexname, r.indexdef]));
    for (const [table, columns] of Object.entries(TRIGRAM_INDEXES)) {
      for (const column of columns) {
        const name = `${table}_${column}_trgm_idx`;
        expect(defs.get(name), name).toMatch(
          new RegExp(`USING gin \\(${column} (public\\.)?gin_trgm_ops\\)$`),
        );
      }
    }
    for (const [name, columns] of Object.entries(BTREE_INDEXES)) {
      expect(defs.get(name), name).toContain(`USING btree ${columns}`);
    }
  });
});

type Statement = { query: string; params: unknown[] };

/** The suite's database through a drizzle that records each statement with its parameters. */
function recordingDatabase() {
  const statements: Statement[] = [];
  const logger = {
    logQuery: (query: string, params: unknown[]) => void statements.push({ query, params }),
  };
  const client = (suite.services.db as unknown as { $client: unknown }).$client;
  const db =
    suite.services.database.driver === "pglite"
      ? drizzlePglite({ client: client as PGlite, schema, casing: "snake_case", logger })
      : drizzlePg({ client: client as pg.Pool, schema, casing: "snake_case", logger });
  return { db: db as unknown as Database, statements };
}

// With sequential and plain index scans off, the planner is left with bitmap scans of indexes
// whose operators match a condition: the plan naming the trigram indexes shows the search's
// conditions are ones they answer (lower(x) LIKE …, or another expression, would leave them
// unused). On a test's few rows a btree on is_published would still cost less than three GIN
// scans, so it is dropped for the EXPLAIN (in a transaction rolled back after it); at scale the
// planner picks the trigram indexes by itself (the decision record's plans).
const PLANNER_SETTINGS = [
  "set local enable_seqscan = off",
  "set local enable_indexscan = off",
  "set local enable_indexonlyscan = off",
];

async function planOf({ query, params }: Statement, without: readonly string[]): Promise<string> {
  const prepare = [...PLANNER_SETTINGS, ...without.map((index) => `drop index "${index}"`)];
  const client = (suite.services.db as unknown as { $client: unknown }).$client;
  if (suite.services.database.driver === "pglite") {
    return (client as PGlite).transaction(async (tx) => {
      for (const statement of prepare) await tx.exec(statement);
      const { rows } = await tx.query<{ "QUERY PLAN": string }>(`explain ${query}`, params);
      await tx.rollback();
      return rows.map((r) => r["QUERY PLAN"]).join("\n");
    });
  }
  const connection = await (client as pg.Pool).connect();
  try {
    await connection.query("begin");
    for (const statement of prepare) await connection.query(statement);
    const { rows } = await connection.query<{ "QUERY PLAN": string }>(`explain ${query}`, params);
    return rows.map((r) => r["QUERY PLAN"]).join("\n");
  } finally {
    await connection.query("rollback");
    connection.release();
  }
}

/** The plan of the first statement `search` sends that searches (its count of matches). */
async function searchPlan(
  search: (db: Database) => Promise<unknown>,
  without: readonly string[] = [],
): Promise<string> {
  const recording = recordingDatabase();
  await search(recording.db);
  const statement = recording.statements.find((s) => /\bilike\b/i.test(s.query));
  if (!statement) throw new Error("the search sent no ILIKE");
  return planOf(statement, without);
}

describe("each search can be answered from its trigram indexes", () => {
  const payments: Omit<PaymentsQuery, "q"> = {
    status: "all",
    provider: "all",
    course: "",
    from: "",
    to: "",
    page: 1,
  };

  beforeAll(async () => {
    // A few hundred rows, so the trigram indexes have entries (and statistics) to plan with.
    const db = suite.services.db;
    await db.execute(sql`
      insert into "user" (id, name, email)
      select 'filler-' || g, 'Filler ' || md5(g::text), md5(g::text) || '@filler.test'
      from generate_series(1, 400) g`);
    await db.execute(sql`
      insert into courses (slug, title, description, instructor, duration, category, is_published)
      select 'filler-' || g, md5(g::text), md5(g::text), md5(g::text), '1 hour', 'crops', true
      from generate_series(1, 400) g`);
    await db.execute(sql`
      insert into journey_content (slug, type, title, description, author, is_published)
      select 'filler-' || g, 'article', md5(g::text), md5(g::text), md5(g::text), true
      from generate_series(1, 400) g`);
    await db.execute(sql`
      insert into research_papers (slug, title, authors, category, abstract, published_on, file_url)
      select 'filler-' || g, md5(g::text), md5(g::text), 'climate', md5(g::text), current_date, '/media/f.pdf'
      from generate_series(1, 400) g`);
    await db.execute(sql`
      insert into payments (reference, email, course_title, provider, list_price_kobo, amount_kobo, vat_rate_bps)
      select 'AFA-' || upper(md5(g::text)), md5(g::text) || '@filler.test', 'Filler', 'test', 100, 100, 750
      from generate_series(1, 400) g`);
    await db.execute(sql`
      insert into contacts (name, email, subject, message)
      select md5(g::text), md5(g::text) || '@filler.test', 'general', md5(g::text)
      from generate_series(1, 400) g`);
    await db.execute(sql`analyze`);
  });

  it("admin users: name or e-mail", async () => {
    const plan = await searchPlan((db) =>
      listUsers(db, { q: "bello", role: "all", status: "all", page: 1 }),
    );
    expect(plan).toContain("user_name_trgm_idx");
    expect(plan).toContain("user_email_trgm_idx");
  });

  it("catalogue: title, description or instructor", async () => {
    const plan = await searchPlan(
      (db) =>
        listPublishedCoursePage(db, { q: "irrigation", category: "all", language: "all", page: 1 }),
      ["courses_published_created_idx"],
    );
    for (const column of TRIGRAM_INDEXES.courses) expect(plan).toContain(`courses_${column}_trgm`);
  });

  it("journey: title, description or author", async () => {
    const plan = await searchPlan(
      (db) => listJourney(db, { q: "harvest", type: "all", page: 1 }),
      ["journey_content_published_date_idx"],
    );
    for (const column of TRIGRAM_INDEXES.journey_content) {
      expect(plan).toContain(`journey_content_${column}_trgm`);
    }
  });

  it("research papers: title, authors or abstract", async () => {
    const plan = await searchPlan(
      (db) => listPublishedPapers(db, { q: "drought", category: "all", page: 1 }),
      ["research_papers_published_idx"],
    );
    for (const column of TRIGRAM_INDEXES.research_papers) {
      expect(plan).toContain(`research_papers_${column}_trgm`);
    }
  });

  it("admin payments: the start of the reference, of the payment's or of the account's e-mail", async () => {
    const plan = await searchPlan((db) => listPayments(db, { ...payments, q: "ada.obi" }));
    expect(plan).toContain("payments_reference_trgm_idx");
    expect(plan).toContain("payments_email_trgm_idx");
    expect(plan).toContain("user_email_trgm_idx");
  });

  it("admin messages: name, e-mail or message", async () => {
    const plan = await searchPlan((db) => listMessages(db, { q: "seedlings" }));
    for (const column of TRIGRAM_INDEXES.contacts)
      expect(plan).toContain(`contacts_${column}_trgm`);
  });

  it("leaves the indexes it set aside for an EXPLAIN in place", async () => {
    const rows = await rowsOf(
      suite.services.db,
      sql`select indexname from pg_indexes where indexname in
        ('courses_published_created_idx', 'journey_content_published_date_idx', 'research_papers_published_idx')`,
    );
    expect(rows).toHaveLength(3);
  });
});

describe("searches find what they found before", () => {
  it("admin users: any case, accented letters, a word of two letters", async () => {
    const tag = `idx${randomUUID().slice(0, 6)}`;
    const ola = await createTestUser(suite.services, {
      name: `Ọláńrewájú Adébáyọ̀ ${tag}`,
      email: `ola.${tag}@afa.test`,
    });
    await createTestUser(suite.services, {
      name: `Chidi Eze ${tag}`,
      email: `chidi.${tag}@afa.test`,
    });
    const find = async (q: string) =>
      (await listUsers(suite.services.db, { q, role: "all", status: "all", page: 1 })).users.map(
        (u) => u.id,
      );

    expect(await find(`ọLÁŃ ${tag}`)).toEqual([ola.id]);
    expect(await find(`ADÉBÁYỌ̀ ${tag}`)).toEqual([ola.id]);
    expect(await find(`OLA.${tag.toUpperCase()}`)).toEqual([ola.id]);
    // Too short for a trigram: still found, by reading the rows.
    expect(await find(`ọl ${tag}`)).toEqual([ola.id]);
    expect(await find(`ez ${tag}`)).toHaveLength(1);
    // Accents are letters of their own, as before: "Olanrewaju" is another word.
    expect(await find(`olanrewaju ${tag}`)).toEqual([]);
  });

  it("catalogue, journey and research: any case, accented letters, short words", async () => {
    const db = suite.services.db;
    const course = await createTestCourse(db);
    await db.execute(sql`
      update courses set title = 'Àgbẹ̀ Drip Irrigation', instructor = 'Ngozi Ọ̀kàfọ̀'
      where id = ${course.id}`);
    const courses = async (q: string) =>
      (
        await listPublishedCoursePage(db, { q, category: "all", language: "all", page: 1 })
      ).rows.map((c) => c.id);
    expect(await courses("àGBẸ̀ DRIP")).toEqual([course.id]);
    expect(await courses("ọ̀KÀ")).toEqual([course.id]);
    expect(await courses("ọ̀")).toContain(course.id);

    await db.insert(schema.journeyContent).values({
      slug: `ikore-${course.id}`,
      type: "article",
      title: "Ìkórè Ọdún: the yam harvest",
      description: "Festival.",
      author: "Yétúndé Ọlọ́runfẹ́mi",
      isPublished: true,
    });
    const journey = async (q: string) =>
      (await listJourney(db, { q, type: "all", page: 1 })).items.map((i) => i.slug);
    expect(await journey("ìKÓRÈ yam")).toEqual([`ikore-${course.id}`]);
    expect(await journey("ọLỌ́RUN ọd")).toEqual([`ikore-${course.id}`]);

    await db.insert(schema.researchPapers).values({
      slug: `paper-${course.id}`,
      title: "Ẹ̀gúsí yields under drought",
      authors: "Adébáyọ̀ Ọ̀ṣun",
      category: "climate",
      abstract: "Melon seed in the Sahel.",
      publishedOn: "2026-01-01",
      fileUrl: "/media/paper.pdf",
    });
    const papers = async (q: string) =>
      (await listPublishedPapers(db, { q, category: "all", page: 1 })).rows.map((p) => p.slug);
    expect(await papers("Ẹ̀GÚSÍ SAHEL")).toEqual([`paper-${course.id}`]);
    expect(await papers("ọ̀ṣun ẹ̀g")).toEqual([`paper-${course.id}`]);
  });
});
