import { and, count, desc, eq, gte, inArray, type SQL, sql } from "drizzle-orm";
import { type PgColumn, type PgTable, unionAll } from "drizzle-orm/pg-core";
import type { Database } from "~/db/client.server";
import {
  consultations,
  contacts,
  courses,
  journeyContent,
  SITE_COUNTER,
  siteCounters,
  successStories,
  user,
} from "~/db/schema";
import { CONSULTATION_STATUSES } from "~/db/schema/enums";
import { courseStudents } from "~/domain/catalog/students.server";
import type { RecordTrend } from "./trends";

const DAY_MS = 24 * 60 * 60 * 1000;

/** The admin header's counts: the total of each kind of record. */
export async function countSiteRecords(db: Database) {
  const trends = await listSiteRecordTrends(db);
  return Object.fromEntries(trends.map((t) => [t.key, t.total])) as Record<
    RecordTrend["key"],
    number
  >;
}

type CountedRecord = {
  key: RecordTrend["key"];
  label: string;
  /** The site_counters rows whose sum is the total. */
  counters: string[];
  table: PgTable;
  createdAt: PgColumn;
  where?: SQL;
};

const COUNTED_RECORDS: CountedRecord[] = [
  {
    key: "users",
    label: "Users",
    counters: [SITE_COUNTER.users],
    table: user,
    createdAt: user.createdAt,
  },
  {
    key: "publishedCourses",
    label: "Published courses",
    counters: [SITE_COUNTER.publishedCourses],
    table: courses,
    createdAt: courses.createdAt,
    where: eq(courses.isPublished, true),
  },
  {
    key: "consultations",
    label: "Consultations",
    counters: CONSULTATION_STATUSES.map(SITE_COUNTER.consultations),
    table: consultations,
    createdAt: consultations.createdAt,
  },
  {
    key: "stories",
    label: "Success stories",
    counters: [SITE_COUNTER.stories],
    table: successStories,
    createdAt: successStories.createdAt,
  },
  {
    key: "messages",
    label: "Messages",
    counters: [SITE_COUNTER.messages],
    table: contacts,
    createdAt: contacts.createdAt,
  },
];

/**
 * The stats strip: each count with how many of them were added in the last 30 days, in two
 * queries whatever the tables' sizes. The totals are site_counters rows (kept by triggers in the
 * same statement as every row added or removed, migration 0014); the last 30 days are counted
 * from each table's created_at index, which reads only those days' rows.
 */
export async function listSiteRecordTrends(
  db: Database,
  now: Date = new Date(),
): Promise<RecordTrend[]> {
  const recent = new Date(now.getTime() - 30 * DAY_MS);
  const [first, second, ...rest] = COUNTED_RECORDS.map(({ key, table, createdAt, where }) =>
    db
      // The key is one of ours, written into the statement so the rows say which count they are.
      .select({ key: sql<string>`${sql.raw(`'${key}'`)}`, n: count() })
      .from(table)
      .where(and(gte(createdAt, recent), where)),
  );
  if (!first || !second) throw new Error("The stats strip counts five tables.");
  const [counterRows, recentRows] = await Promise.all([
    db
      .select({ name: siteCounters.name, value: siteCounters.value })
      .from(siteCounters)
      .where(
        inArray(
          siteCounters.name,
          COUNTED_RECORDS.flatMap((r) => r.counters),
        ),
      ),
    unionAll(first, second, ...rest),
  ]);
  const counter = new Map(counterRows.map((r) => [r.name, r.value]));
  const added = new Map(recentRows.map((r) => [r.key, r.n]));
  return COUNTED_RECORDS.map(({ key, label, counters }) => ({
    key,
    label,
    total: counters.reduce((sum, name) => sum + (counter.get(name) ?? 0), 0),
    last30: added.get(key) ?? 0,
  }));
}

export async function listRecentUsers(db: Database, limit = 3) {
  return db
    .select({
      id: user.id,
      name: user.name,
      email: user.email,
      role: user.role,
      status: user.status,
      createdAt: user.createdAt,
    })
    .from(user)
    .orderBy(desc(user.createdAt))
    .limit(limit);
}

/** The newest journey items (3 on the overview), published or not. */
export async function listRecentContent(db: Database, limit = 3) {
  return db
    .select({
      id: journeyContent.id,
      title: journeyContent.title,
      type: journeyContent.type,
      isPublished: journeyContent.isPublished,
      createdAt: journeyContent.createdAt,
    })
    .from(journeyContent)
    .orderBy(desc(journeyContent.createdAt))
    .limit(limit);
}

/** The newest courses (5 by default); only `ownerId`'s own when given (an instructor's view). */
export async function listRecentCourses(
  db: Database,
  { limit = 5, ownerId }: { limit?: number; ownerId?: string } = {},
) {
  const enrolled = courseStudents();
  return db
    .select({
      id: courses.id,
      title: courses.title,
      instructor: courses.instructor,
      isPublished: courses.isPublished,
      students: enrolled.students,
      lessonsCount: courses.lessonsCount,
      createdAt: courses.createdAt,
    })
    .from(courses)
    .leftJoin(enrolled.table, enrolled.on)
    .where(ownerId ? eq(courses.ownerId, ownerId) : undefined)
    .orderBy(desc(courses.createdAt))
    .limit(limit);
}
