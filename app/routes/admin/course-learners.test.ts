import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { courseEnrollments, user } from "~/db/schema";
import type { SessionUser } from "~/domain/auth/session.server";
import { createTestCourse, type TestCourse } from "../../../tests/support/courses";
import { renderPage } from "../../../tests/support/render";
import { callLoader } from "../../../tests/support/router";
import { setupTestServices } from "../../../tests/support/suite";
import { createTestUser } from "../../../tests/support/users";
import CourseLearners, { loader } from "./course-learners";

// A course's learners are paged like the other lists that grow without bound: 25 a page by
// keyset (Older / Newer links carrying a cursor), the total counted above the list on every page.

const suite = setupTestServices();
let admin: SessionUser;
let course: TestCourse;
let newestFirst: string[];

/** Thirty distinct moments, a minute apart; index 29 is the newest. */
const minute = (i: number) => new Date(Date.UTC(2026, 0, 1, 8, i));

beforeAll(async () => {
  const db = suite.services.db;
  admin = await createTestUser(suite.services, { role: "admin" });
  course = await createTestCourse(db, { lessonCount: 0 });
  const learners = Array.from({ length: 30 }, (_, i) => ({
    id: randomUUID(),
    name: `Paged learner ${i}`,
    email: `paged-${i}-${randomUUID()}@afa.test`,
  }));
  await db.insert(user).values(learners);
  const enrolled = await db
    .insert(courseEnrollments)
    .values(learners.map((l, i) => ({ userId: l.id, courseId: course.id, createdAt: minute(i) })))
    .returning({ id: courseEnrollments.id });
  newestFirst = enrolled.map((e) => e.id).reverse();
});

const pathOf = (c: { id: string }) => `/admin-dashboard/courses/${c.id}/learners`;

async function open(url: string, courseId = course.id) {
  const result = await callLoader(loader, {
    services: suite.services,
    url,
    user: admin,
    params: { courseId },
  });
  expect(result.status).toBe(200);
  if (!result.data) throw new Error("no data");
  return result.data;
}

const render = (data: Awaited<ReturnType<typeof open>>, path: string) =>
  renderPage({ id: "routes/admin/course-learners", path, Component: CourseLearners }, data, {});

describe("the learners of a course", () => {
  it("shows 25 a page with the course's total, and page 2 through the Older link", async () => {
    const page1 = await open(pathOf(course));
    expect(page1.total).toBe(30);
    expect(page1.learners.map((l) => l.id)).toEqual(newestFirst.slice(0, 25));
    expect(page1.newest).toBe(true);
    expect(page1.newerHref).toBeNull();
    expect(page1.olderHref).toMatch(new RegExp(`^${pathOf(course)}\\?before=`));

    const html = render(page1, pathOf(course));
    expect(html).toMatch(/30 learners(<!-- -->)?, newest first/);
    expect(html.match(/Paged learner \d+<\/p>/g)).toHaveLength(25);
    expect(html).toContain('aria-label="Learners pages"');
    expect(html).toContain(`href="${(page1.olderHref ?? "").replaceAll("&", "&amp;")}"`);

    const page2 = await open(page1.olderHref ?? "");
    expect(page2.total).toBe(30);
    expect(page2.learners.map((l) => l.id)).toEqual(newestFirst.slice(25));
    expect(page2.learners.map((l) => l.name)).toEqual(
      [4, 3, 2, 1, 0].map((i) => `Paged learner ${i}`),
    );
    expect(page2.newest).toBe(false);
    expect(page2.olderHref).toBeNull();
    expect(page2.newerHref).toMatch(new RegExp(`^${pathOf(course)}\\?after=`));
    expect(render(page2, pathOf(course))).toMatch(/30 learners(<!-- -->)?, newest first/);

    const back = await open(page2.newerHref ?? "");
    expect(back.learners.map((l) => l.id)).toEqual(newestFirst.slice(0, 25));
    expect(back.newest).toBe(true);
  });

  it("answers page 1 for a forged cursor, never an error", async () => {
    for (const forged of [
      "garbage",
      "2026-02-30T08:00:00.000000Z_00000000-0000-4000-8000-000000000000",
      "2026-01-01T08:00:00Z_not-a-uuid'); drop table course_enrollments; --",
    ]) {
      for (const key of ["before", "after"]) {
        const page = await open(`${pathOf(course)}?${key}=${encodeURIComponent(forged)}`);
        expect(page.learners.map((l) => l.id)).toEqual(newestFirst.slice(0, 25));
      }
    }
  });

  it("says so when the course has no learners yet", async () => {
    const empty = await createTestCourse(suite.services.db, { lessonCount: 0 });
    const data = await open(pathOf(empty), empty.id);
    expect(data).toMatchObject({ total: 0, learners: [], newerHref: null, olderHref: null });
    const html = render(data, pathOf(empty));
    expect(html).toContain("No learners yet");
    expect(html).not.toContain('aria-label="Learners pages"');
  });
});
