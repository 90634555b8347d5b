import { count, desc, eq, gte, type SQL, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Database } from "~/db/client.server";
import {
  consultations,
  contacts,
  courses,
  journeyContent,
  successStories,
  user,
} from "~/db/schema";
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

/**
 * The stats strip: each count with how many of them were added in the last 30 days, one query per
 * table (a count with FILTER), so the strip costs five small queries.
 */
export async function listSiteRecordTrends(
  db: Database,
  now: Date = new Date(),
): Promise<RecordTrend[]> {
  const recent = new Date(now.getTime() - 30 * DAY_MS);
  const trend = async (
    key: RecordTrend["key"],
    label: string,
    table: PgTable,
    createdAt: PgColumn,
    where?: SQL,
  ): Promise<RecordTrend> => {
    const [row] = await db
      .select({
        total: count(),
        last30: sql<number>`count(*) filter (where ${gte(createdAt, recent)})`.mapWith(Number),
      })
      .from(table)
      .where(where);
    return {
      key,
      label,
      total: row?.total ?? 0,
      last30: row?.last30 ?? 0,
    };
  };
  return Promise.all([
    trend("users", "Users", user, user.createdAt),
    trend(
      "publishedCourses",
      "Published courses",
      courses,
      courses.createdAt,
      eq(courses.isPublished, true),
    ),
    trend("consultations", "Consultations", consultations, consultations.createdAt),
    trend("stories", "Success stories", successStories, successStories.createdAt),
    trend("messages", "Messages", contacts, contacts.createdAt),
  ]);
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
  const enrolled = courseStudents(db);
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
