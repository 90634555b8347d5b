import { and, asc, count, desc, eq, ilike, or, type SQL } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { courseResources, courses, lessons } from "~/db/schema";
import { cachedContent } from "~/domain/site/content-cache.server";
import { containsPattern } from "~/lib/search";
import type { CatalogQuery } from "./search-params";
import { courseStudents } from "./students.server";

/** What a course card shows (and the intro video it plays); its students are counted alongside. */
const cardColumns = {
  id: courses.id,
  slug: courses.slug,
  title: courses.title,
  description: courses.description,
  instructor: courses.instructor,
  duration: courses.duration,
  category: courses.category,
  level: courses.level,
  price: courses.price,
  videoUrl: courses.videoUrl,
  thumbnail: courses.thumbnail,
  lessonsCount: courses.lessonsCount,
  rating: courses.rating,
  createdAt: courses.createdAt,
};

const resourceColumns = {
  id: courseResources.id,
  title: courseResources.title,
  kind: courseResources.kind,
  url: courseResources.url,
  mimeType: courseResources.mimeType,
  sizeBytes: courseResources.sizeBytes,
};

export type CourseCard = Awaited<ReturnType<typeof listPublishedCourses>>[number];

/**
 * Published courses, newest first, filtered by category and by a case-insensitive search over
 * title, description and instructor. One query whatever the catalogue's size.
 */
export function listPublishedCourses(
  db: Database,
  filter: Partial<CatalogQuery> & { limit?: number } = {},
) {
  // Searches are as many as visitors' words; the category lists are few and asked for often.
  if (filter.q?.trim()) return readPublishedCourses(db, filter);
  const key = `published-courses:${filter.category ?? "all"}:${filter.limit ?? "all"}`;
  return cachedContent(db, key, () => readPublishedCourses(db, filter));
}

async function readPublishedCourses(
  db: Database,
  filter: Partial<CatalogQuery> & { limit?: number },
) {
  const conditions: SQL[] = [eq(courses.isPublished, true)];
  if (filter.category && filter.category !== "all") {
    conditions.push(eq(courses.category, filter.category));
  }
  const term = filter.q?.trim();
  if (term) {
    const pattern = containsPattern(term);
    const matches = or(
      ilike(courses.title, pattern),
      ilike(courses.description, pattern),
      ilike(courses.instructor, pattern),
    );
    if (matches) conditions.push(matches);
  }
  const enrolled = courseStudents(db);
  const query = db
    .select({ ...cardColumns, students: enrolled.students })
    .from(courses)
    .leftJoin(enrolled.table, enrolled.on)
    .where(and(...conditions))
    .orderBy(desc(courses.createdAt), asc(courses.title));
  return filter.limit ? query.limit(filter.limit) : query;
}

export function countPublishedCourses(db: Database): Promise<number> {
  return cachedContent(db, "published-course-count", () => readPublishedCourseCount(db));
}

async function readPublishedCourseCount(db: Database): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(courses)
    .where(eq(courses.isPublished, true));
  return row?.total ?? 0;
}

/** One published course with its lessons and resources (three queries), or null. */
export async function getPublishedCourse(db: Database, slug: string) {
  const enrolled = courseStudents(db);
  const [course] = await db
    .select({
      ...cardColumns,
      students: enrolled.students,
      modules: courses.modules,
      features: courses.features,
      ownerId: courses.ownerId,
    })
    .from(courses)
    .leftJoin(enrolled.table, enrolled.on)
    .where(and(eq(courses.slug, slug), eq(courses.isPublished, true)))
    .limit(1);
  if (!course) return null;
  const [lessonRows, resourceRows] = await Promise.all([
    db
      .select({
        id: lessons.id,
        title: lessons.title,
        duration: lessons.duration,
        orderIndex: lessons.orderIndex,
      })
      .from(lessons)
      .where(eq(lessons.courseId, course.id))
      .orderBy(asc(lessons.orderIndex)),
    db
      .select(resourceColumns)
      .from(courseResources)
      .where(eq(courseResources.courseId, course.id))
      .orderBy(asc(courseResources.sortOrder), asc(courseResources.title)),
  ]);
  return { ...course, lessons: lessonRows, resources: resourceRows };
}

export type CourseDetail = NonNullable<Awaited<ReturnType<typeof getPublishedCourse>>>;
export type CourseResource = CourseDetail["resources"][number];

/** The downloadable guides of every published course, for the academy's resources section. */
export async function listCourseGuides(db: Database) {
  return db
    .select({
      ...resourceColumns,
      course: { id: courses.id, slug: courses.slug, title: courses.title },
    })
    .from(courseResources)
    .innerJoin(courses, eq(courses.id, courseResources.courseId))
    .where(eq(courses.isPublished, true))
    .orderBy(desc(courses.createdAt), asc(courseResources.sortOrder), asc(courseResources.title));
}

export type CourseGuide = Awaited<ReturnType<typeof listCourseGuides>>[number];
