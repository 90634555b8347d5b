// The number of database queries a page runs does not grow with the data. Every public
// page a visitor opens (with the root loader that every page runs) and the learner's own pages are
// loaded over a database holding 1, then 100 courses (each with lessons), featured stories, journey
// items and enrolments; each page must run exactly as many queries both times.
import { randomUUID } from "node:crypto";
import { afterAll, describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import {
  courseEnrollments,
  courses,
  journeyContent,
  lessons,
  researchDatasets,
  researchPapers,
  successStories,
} from "~/db/schema";
import type { SessionUser } from "~/domain/auth/session.server";
import { loader as rootLoader } from "~/root";
import { loader as homeLoader } from "~/routes/home";
import { loader as dashboardLoader } from "~/routes/learner/dashboard";
import { loader as myCoursesLoader } from "~/routes/learner/my-courses";
import { loader as progressLoader } from "~/routes/learner/progress";
import { countingServices } from "../../../tests/support/query-count";
import { callLoader } from "../../../tests/support/router";
import { createTestServices, type TestServices } from "../../../tests/support/services";
import { createTestUser } from "../../../tests/support/users";
import { loader as academyLoader } from "./academy";
import { loader as courseLoader } from "./course";
import { loader as journeyLoader } from "./journey";
import { loader as researchLoader } from "./research";
import { loader as trainingLoader } from "./training";

const opened: TestServices[] = [];
afterAll(async () => {
  await Promise.all(opened.map((t) => t.close()));
});

/**
 * `n` published courses of three lessons each, `n` featured stories, journey items, research
 * papers and data sets.
 */
async function addContent(db: Database, n: number) {
  const courseRows = Array.from({ length: n }, (_, i) => {
    const id = randomUUID();
    return {
      id,
      slug: `course-${i}-${id.slice(0, 6)}`,
      title: `Course ${i}`,
      description: "A course for the query count test.",
      instructor: "Dr. Funmi Adeyemi",
      duration: "1 hour",
      category: "crops",
      isPublished: true,
      lessonsCount: 3,
    };
  });
  await db.insert(courses).values(courseRows);
  await db.insert(lessons).values(
    courseRows.flatMap((c) =>
      [0, 1, 2].map((orderIndex) => ({
        courseId: c.id,
        orderIndex,
        title: `Lesson ${orderIndex + 1}`,
        duration: "1 min",
        durationSeconds: 60,
        type: "video" as const,
        videoUrl: "/media/video/afa-intro.mp4",
      })),
    ),
  );
  await db.insert(successStories).values(
    Array.from({ length: n }, (_, i) => ({
      name: `Farmer ${i}`,
      role: "Cassava farmer",
      location: "Ogun",
      content: "The course doubled my yield.",
      isFeatured: true,
    })),
  );
  await db.insert(journeyContent).values(
    Array.from({ length: n }, (_, i) => ({
      slug: `field-day-${i}-${randomUUID().slice(0, 6)}`,
      type: "event" as const,
      title: `Field day ${i}`,
      description: "A day on a demonstration farm.",
      isPublished: true,
    })),
  );
  await db.insert(researchPapers).values(
    Array.from({ length: n }, (_, i) => ({
      slug: `paper-${i}-${randomUUID().slice(0, 6)}`,
      title: `Paper ${i}`,
      authors: "Staff",
      category: "climate" as const,
      abstract: "A paper for the query count test.",
      publishedOn: "2026-01-01",
      fileUrl: "/media/research/rainfall-onset-trends.pdf",
    })),
  );
  await db.insert(researchDatasets).values(
    Array.from({ length: n }, (_, i) => ({
      slug: `dataset-${i}-${randomUUID().slice(0, 6)}`,
      title: `Dataset ${i}`,
      description: "A data set for the query count test.",
      format: "CSV",
      fileUrl: "/media/datasets/soil-ph-samples.csv",
      lastUpdated: "2026-01-01",
    })),
  );
  return courseRows;
}

/** Query counts per page on a fresh database holding `n` of everything. */
async function countsWith(n: number): Promise<Record<string, number>> {
  const t = await createTestServices();
  opened.push(t);
  const added = await addContent(t.services.db, n);
  const learner: SessionUser = await createTestUser(t.services);
  await t.services.db
    .insert(courseEnrollments)
    .values(added.map((c) => ({ userId: learner.id, courseId: c.id, progress: 40 })));
  const slug = added[0]?.slug ?? "";
  const counting = countingServices(t.services);
  const pages = [
    ["root", rootLoader, "/", null, {}],
    ["/", homeLoader, "/", null, {}],
    ["/academy", academyLoader, "/academy", null, {}],
    ["/academy/:slug", courseLoader, `/academy/${slug}`, null, { slug }],
    ["/training", trainingLoader, "/training", null, {}],
    ["/journey", journeyLoader, "/journey", null, {}],
    ["/research", researchLoader, "/research", null, {}],
    ["/dashboard", dashboardLoader, "/dashboard", learner, {}],
    ["/dashboard/my-courses", myCoursesLoader, "/dashboard/my-courses", learner, {}],
    ["/dashboard/progress", progressLoader, "/dashboard/progress", learner, {}],
  ] as const;
  const counts: Record<string, number> = {};
  for (const [name, loader, url, user, params] of pages) {
    counting.reset();
    const result = await callLoader(loader, {
      services: counting.services,
      url,
      user,
      params: params as Record<string, string>,
    });
    expect(result.status, name).toBe(200);
    counts[name] = counting.queries();
  }
  return counts;
}

describe("query counts", () => {
  it("stay the same for 1 and for 100 courses, stories, journey items, papers and enrolments", async () => {
    const one = await countsWith(1);
    const hundred = await countsWith(100);
    expect(Object.values(one).every((n) => n > 0)).toBe(true);
    expect(hundred).toEqual(one);
  }, 120_000);
});
