import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import { englishDuration } from "~/domain/catalog/course-duration";
import { formatClock } from "~/lib/format";
import { readTimeOf } from "~/lib/read-time";
import type { Database } from "../client.server";
import {
  courseResources,
  courses,
  journeyContent,
  lessons,
  researchDatasets,
  researchPapers,
  successStories,
} from "../schema";
import { DEMO_COURSES } from "./data/courses";
import { DEMO_JOURNEY } from "./data/journey";
import {
  courseThumbnail,
  DEMO_LESSON_VIDEO_URL,
  DEMO_VIDEO_URL,
  datasetUrl,
  guideUrl,
  paperUrl,
} from "./data/media";
import { MEDIA_FILE_SIZES, MEDIA_VIDEO_SECONDS } from "./data/media-sizes";
import { DEMO_DATASETS, DEMO_PAPERS } from "./data/research";
import { DEMO_STORIES } from "./data/stories";
import { seedDemoAssessments } from "./demo-assessments";

/** The demo lessons' film's real length, as its file states it (scripts/make-demo-media.ts). */
const DEMO_LESSON_SECONDS = MEDIA_VIDEO_SECONDS[DEMO_LESSON_VIDEO_URL] ?? 0;

const DAY = 86_400_000;
// Any constant: it only serialises two processes seeding the same PostgreSQL database at once.
const SEED_LOCK_KEY = 4_711_2027;

/**
 * A stable UUID (version 5 layout) for a demo record, so links such as a course's content page
 * stay the same every time the demo is loaded.
 */
export function demoId(kind: string, key: string): string {
  const hash = createHash("sha1").update(`afa-academy-demo:${kind}:${key}`).digest();
  hash[6] = ((hash[6] ?? 0) & 0x0f) | 0x50;
  hash[8] = ((hash[8] ?? 0) & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The real size of a committed media file (recorded by scripts/make-demo-media.ts). */
function mediaSize(url: string): number {
  const size = MEDIA_FILE_SIZES[url];
  if (size === undefined) {
    throw new Error(`${url} is not in public/media; run npx tsx scripts/make-demo-media.ts`);
  }
  return size;
}

/** The moment `days` whole days before `now`: when a demo row was added. */
const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * DAY);

/** `days` from `now`, at `hourWat` o'clock Lagos time (WAT is UTC+1 all year). */
function lagosDay(now: Date, days: number, hourWat: number): Date {
  const d = new Date(now.getTime() + days * DAY);
  d.setUTCHours(hourWat - 1, 0, 0, 0);
  return d;
}

const isoDate = (iso: string) => new Date(`${iso}T09:00:00+01:00`);

/**
 * Loads the demo catalogue (courses with lessons and guides, stories, journey,
 * research) in one transaction. Does nothing and answers false when any course exists, so it
 * never mixes with or duplicates real content.
 */
export async function seedDemoContent(
  db: Database,
  options: { now?: Date } = {},
): Promise<boolean> {
  const now = options.now ?? new Date();
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    const existing = await tx.select({ id: courses.id }).from(courses).limit(1);
    if (existing.length > 0) return false;

    await tx.insert(courses).values(
      DEMO_COURSES.map((c) => {
        const created = daysBefore(now, c.daysAgo);
        return {
          id: demoId("course", c.slug),
          slug: c.slug,
          title: c.title,
          description: c.description,
          instructor: c.instructor,
          duration: englishDuration(c.duration),
          durationAmount: c.duration.amount,
          durationUnit: c.duration.unit,
          category: c.category,
          level: c.level,
          priceKobo: c.priceKobo,
          videoUrl: DEMO_VIDEO_URL,
          thumbnail: courseThumbnail(c.slug),
          lessonsCount: c.lessons.length,
          rating: c.rating,
          modules: c.modules,
          features: c.features,
          isPublished: c.isPublished,
          createdAt: created,
          updatedAt: created,
        };
      }),
    );

    await tx.insert(lessons).values(
      DEMO_COURSES.flatMap((c) => {
        const created = daysBefore(now, c.daysAgo);
        return c.lessons.map((l, index) => ({
          id: demoId("lesson", `${c.slug}/${index}`),
          courseId: demoId("course", c.slug),
          orderIndex: index,
          title: l.title,
          description: l.description,
          // Every demo lesson plays the same short film, and says so: its real length.
          duration: formatClock(DEMO_LESSON_SECONDS),
          durationSeconds: DEMO_LESSON_SECONDS,
          type: "video" as const,
          videoUrl: DEMO_LESSON_VIDEO_URL,
          createdAt: created,
          updatedAt: created,
        }));
      }),
    );

    await seedDemoAssessments(
      tx,
      {
        course: (slug) => demoId("course", slug),
        lesson: (slug, index) => demoId("lesson", `${slug}/${index}`),
        quiz: (key) => demoId("quiz", key),
      },
      (slug) => daysBefore(now, DEMO_COURSES.find((c) => c.slug === slug)?.daysAgo ?? 0),
    );

    await tx.insert(courseResources).values(
      DEMO_COURSES.map((c) => {
        const url = guideUrl(c.guide.file);
        return {
          id: demoId("resource", c.slug),
          courseId: demoId("course", c.slug),
          title: c.guide.title,
          kind: "file" as const,
          url,
          mimeType: "application/pdf",
          sizeBytes: mediaSize(url),
          sortOrder: 0,
          createdAt: daysBefore(now, c.daysAgo),
        };
      }),
    );

    await tx.insert(successStories).values(
      DEMO_STORIES.map((s) => {
        const created = daysBefore(now, s.daysAgo);
        return {
          id: demoId("story", s.name),
          name: s.name,
          role: s.role,
          location: s.location,
          content: s.content,
          rating: s.rating,
          avatarUrl: null,
          isFeatured: s.isFeatured,
          createdAt: created,
          updatedAt: created,
        };
      }),
    );

    // No statistics: the four figures are the academy's own (its field training too), entered by
    // staff in Site settings. Made-up ones ("2,500 farmers trained" beside courses nobody has
    // joined yet) would contradict the catalogue; the public pages show a figure once entered.

    await tx.insert(journeyContent).values(
      DEMO_JOURNEY.map((j) => {
        const date = lagosDay(now, j.daysFromNow, j.hourWat);
        // Upcoming events were announced a while ago; everything else was posted on its date.
        const created = j.daysFromNow > 0 ? lagosDay(now, -7, 10) : date;
        return {
          id: demoId("journey", j.slug),
          slug: j.slug,
          type: j.type,
          title: j.title,
          description: j.description,
          content: j.content,
          author: j.author,
          isPublished: j.isPublished,
          thumbnail: j.thumbnail,
          imageUrl: j.imageUrl ?? null,
          videoUrl: j.videoUrl ?? null,
          date,
          location: j.location ?? null,
          // Counted from the text, as for items staff add (no made-up "4 min read").
          readTime: readTimeOf(j.content),
          attendees: j.attendees ?? null,
          speakers: j.speakers ?? [],
          createdAt: created,
          updatedAt: created,
        };
      }),
    );

    await tx.insert(researchPapers).values(
      DEMO_PAPERS.map((p) => {
        const url = paperUrl(p.file);
        return {
          id: demoId("paper", p.slug),
          slug: p.slug,
          title: p.title,
          authors: p.authors,
          category: p.category,
          abstract: p.abstract,
          publishedOn: p.publishedOn,
          fileUrl: url,
          fileType: "PDF",
          fileSizeBytes: mediaSize(url),
          isPublished: true,
          createdAt: isoDate(p.publishedOn),
          updatedAt: isoDate(p.publishedOn),
        };
      }),
    );

    await tx.insert(researchDatasets).values(
      DEMO_DATASETS.map((d) => {
        const url = datasetUrl(d.file);
        return {
          id: demoId("dataset", d.slug),
          slug: d.slug,
          title: d.title,
          description: d.description,
          format: "CSV",
          fileUrl: url,
          fileSizeBytes: mediaSize(url),
          lastUpdated: d.lastUpdated,
          isPublished: true,
          createdAt: isoDate(d.lastUpdated),
          updatedAt: isoDate(d.lastUpdated),
        };
      }),
    );

    return true;
  });
}
