import { count, desc, eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { consultations, contacts, courses, successStories, user } from "~/db/schema";

/** The admin header's counts (spec 001 §7 count queries). */
export async function countSiteRecords(db: Database) {
  const [[users], [publishedCourses], [consultationCount], [stories], [messages]] =
    await Promise.all([
      db.select({ n: count() }).from(user),
      db.select({ n: count() }).from(courses).where(eq(courses.isPublished, true)),
      db.select({ n: count() }).from(consultations),
      db.select({ n: count() }).from(successStories),
      db.select({ n: count() }).from(contacts),
    ]);
  return {
    users: users?.n ?? 0,
    publishedCourses: publishedCourses?.n ?? 0,
    consultations: consultationCount?.n ?? 0,
    stories: stories?.n ?? 0,
    messages: messages?.n ?? 0,
  };
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
