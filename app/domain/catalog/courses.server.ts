import { and, asc, count, desc, eq, ilike, inArray, or, type SQL } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { courseResources, courses, lessons } from "~/db/schema";
import { LANGUAGES, type Language } from "~/db/schema/enums";
import { cachedContent } from "~/domain/site/content-cache.server";
import { type ListPage, readPage } from "~/lib/paginate";
import { containsPattern } from "~/lib/search";
import { type AcademyQuery, CATALOG_PAGE_SIZE, type CatalogQuery } from "./search-params";
import { courseStudents } from "./students.server";

/** What a course card shows (and the intro video it plays); its students are counted alongside. */
const cardColumns = {
  id: courses.id,
  slug: courses.slug,
  title: courses.title,
  description: courses.description,
  instructor: courses.instructor,
  duration: courses.duration,
  durationAmount: courses.durationAmount,
  durationUnit: courses.durationUnit,
  category: courses.category,
  level: courses.level,
  language: courses.language,
  priceKobo: courses.priceKobo,
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

/** The cache key part of a filter's category and language ("crops:ha"). */
function filterKey(filter: CourseFilter): string {
  return `${filter.category ?? "all"}:${filter.language ?? "all"}`;
}

/**
 * Published courses, newest first, filtered by category, teaching language and by a case-insensitive search over
 * title, description and instructor. One query whatever the catalogue's size.
 */
export function listPublishedCourses(db: Database, filter: CourseFilter & { limit?: number } = {}) {
  // Searches are as many as visitors' words; the category lists are few and asked for often.
  if (filter.q?.trim()) return readPublishedCourses(db, filter);
  const key = `published-courses:${filterKey(filter)}:${filter.limit ?? "all"}`;
  return cachedContent(db, key, () => readPublishedCourses(db, filter));
}

type CourseFilter = Partial<CatalogQuery>;

/** Published, in the category and language (unless all), and matching the search over title, description, instructor. */
function publishedWhere(filter: CourseFilter): SQL | undefined {
  const conditions: SQL[] = [eq(courses.isPublished, true)];
  if (filter.category && filter.category !== "all") {
    conditions.push(eq(courses.category, filter.category));
  }
  if (filter.language && filter.language !== "all") {
    conditions.push(eq(courses.language, filter.language));
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
  return and(...conditions);
}

async function readPublishedCourses(
  db: Database,
  filter: CourseFilter & { limit?: number; offset?: number },
) {
  const enrolled = courseStudents();
  const query = db
    .select({ ...cardColumns, students: enrolled.students })
    .from(courses)
    .leftJoin(enrolled.table, enrolled.on)
    .where(publishedWhere(filter))
    // The id last: courses made in the same instant still come in one order, page after page.
    .orderBy(desc(courses.createdAt), asc(courses.title), asc(courses.id));
  if (!filter.limit) return query;
  return query.limit(filter.limit).offset(filter.offset ?? 0);
}

/**
 * Every published course (the Academy's "completed X of Y courses"), or those matching `filter`.
 * Cached while the catalogue is unchanged, except for searches (as many as visitors' words).
 */
export function countPublishedCourses(db: Database, filter: CourseFilter = {}): Promise<number> {
  if (filter.q?.trim()) return readPublishedCourseCount(db, filter);
  const key =
    (filter.category ?? "all") === "all" && (filter.language ?? "all") === "all"
      ? "published-course-count"
      : `published-course-count:${filterKey(filter)}`;
  return cachedContent(db, key, () => readPublishedCourseCount(db, filter));
}

async function readPublishedCourseCount(db: Database, filter: CourseFilter): Promise<number> {
  const [row] = await db.select({ total: count() }).from(courses).where(publishedWhere(filter));
  return row?.total ?? 0;
}

/**
 * One page of the catalogue (`query.page`, or the last page when that is past the end) with the
 * number of courses matching the search and category: two queries whatever the catalogue's size,
 * both kept in the content cache unless the visitor searched.
 */
export async function listPublishedCoursePage(
  db: Database,
  query: AcademyQuery,
  pageSize: number = CATALOG_PAGE_SIZE,
): Promise<ListPage<CourseCard>> {
  const filter = { q: query.q, category: query.category, language: query.language };
  return readPage(query.page, pageSize, {
    count: () => countPublishedCourses(db, filter),
    rows: ({ limit, offset }) => {
      if (filter.q.trim()) return readPublishedCourses(db, { ...filter, limit, offset });
      const key = `published-courses:${filterKey(filter)}:${limit}:${offset}`;
      return cachedContent(db, key, () => readPublishedCourses(db, { ...filter, limit, offset }));
    },
  });
}

/**
 * The teaching languages of the published courses, in the order of LANGUAGES: what the
 * catalogue's language filter offers (cached while the catalogue is unchanged).
 */
export function listPublishedLanguages(db: Database): Promise<Language[]> {
  return cachedContent(db, "published-course-languages", async () => {
    const rows = await db
      .selectDistinct({ language: courses.language })
      .from(courses)
      .where(eq(courses.isPublished, true));
    const found = new Set(rows.map((row) => row.language));
    return LANGUAGES.filter((language) => found.has(language));
  });
}

/**
 * The language a course is taught in (English for an unknown id): its lessons, quizzes and
 * questions are marked with it. The caller has already decided the reader may see the course.
 */
export async function findCourseLanguage(db: Database, courseId: string): Promise<Language> {
  const [row] = await db
    .select({ language: courses.language })
    .from(courses)
    .where(eq(courses.id, courseId))
    .limit(1);
  return row?.language ?? "en";
}

/** One published course with its lessons and resources (three queries), or null. */
export async function getPublishedCourse(db: Database, slug: string) {
  const enrolled = courseStudents();
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
        durationSeconds: lessons.durationSeconds,
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

/**
 * The downloadable guides of published courses, for the academy's resources section: of every
 * one, or (`courseIds`) of the courses a page shows, so the section grows no longer than the page.
 */
export async function listCourseGuides(
  db: Database,
  only: { courseIds?: readonly string[]; limit?: number } = {},
) {
  const conditions: SQL[] = [eq(courses.isPublished, true)];
  if (only.courseIds) {
    if (only.courseIds.length === 0) return [];
    conditions.push(inArray(courses.id, [...only.courseIds]));
  }
  const query = db
    .select({
      ...resourceColumns,
      course: {
        id: courses.id,
        slug: courses.slug,
        title: courses.title,
        language: courses.language,
      },
    })
    .from(courseResources)
    .innerJoin(courses, eq(courses.id, courseResources.courseId))
    .where(and(...conditions))
    .orderBy(desc(courses.createdAt), asc(courseResources.sortOrder), asc(courseResources.title));
  return only.limit ? query.limit(only.limit) : query;
}

export type CourseGuide = Awaited<ReturnType<typeof listCourseGuides>>[number];
