import { inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import {
  consultations,
  contacts,
  courseEnrollments,
  courses,
  journeyContent,
  successStories,
} from "~/db/schema";
import { COURSES_PAGE_SIZE, listManagedCourses } from "~/domain/admin/courses.server";
import type { SessionUser } from "~/domain/auth/session.server";
import { createTestCourse } from "../../../tests/support/courses";
import { callLoader } from "../../../tests/support/router";
import { setupTestServices } from "../../../tests/support/suite";
import { createTestUser } from "../../../tests/support/users";
import { loader as consultationsLoader } from "./consultations";
import { loader as contentLoader } from "./content";
import { loader as coursesLoader } from "./courses";
import { loader as messagesLoader } from "./messages";
import { loader as storiesLoader } from "./stories";

// Every admin list is paged: 25 a page by keyset (Newer / Older links carrying a cursor, filters
// kept) for the lists that grow without bound, page numbers for Courses. A forged cursor is the
// first page, never an error.

const suite = setupTestServices();
let admin: SessionUser;

beforeAll(async () => {
  admin = await createTestUser(suite.services, { role: "admin" });
});

/** Thirty distinct moments, a minute apart; index 29 is the newest. */
const minute = (i: number) => new Date(Date.UTC(2026, 0, 1, 8, i));

type KeysetData = {
  newest: boolean;
  newerHref: string | null;
  olderHref: string | null;
};

async function open<T extends KeysetData>(
  // biome-ignore lint/suspicious/noExplicitAny: any of the list loaders.
  loader: (args: any) => unknown,
  url: string,
): Promise<T> {
  const result = await callLoader(loader, { services: suite.services, url, user: admin });
  expect(result.status).toBe(200);
  return result.data as T;
}

const FORGED = [
  "garbage",
  "2026-02-30T08:00:00.000000Z_00000000-0000-4000-8000-000000000000",
  "2026-01-01T24:00:00Z_00000000-0000-4000-8000-000000000000",
  "2026-01-01T08:00:00Z_not-a-uuid'); drop table contacts; --",
  "2026-01-01T08:00:00Z",
  "_00000000-0000-4000-8000-000000000000",
  `${"9".repeat(200)}_x`,
];

/**
 * The boundary every keyset list must keep: page 1 is the newest 25, Older the other 5, Newer
 * back to the first 25; each link keeps `kept` (the filters); a forged cursor is page 1.
 */
async function checkKeysetList<T extends KeysetData>(
  // biome-ignore lint/suspicious/noExplicitAny: any of the list loaders.
  loader: (args: any) => unknown,
  first: string,
  rowsOf: (data: T) => string[],
  expected: string[],
  kept: string | null,
) {
  const page1 = await open<T>(loader, first);
  expect(rowsOf(page1)).toEqual(expected.slice(0, 25));
  expect(page1.newest).toBe(true);
  expect(page1.newerHref).toBeNull();
  expect(page1.olderHref).toMatch(/[?&]before=/);
  if (kept) expect(page1.olderHref).toContain(kept);

  const page2 = await open<T>(loader, page1.olderHref ?? "");
  expect(rowsOf(page2)).toEqual(expected.slice(25));
  expect(page2.newest).toBe(false);
  expect(page2.olderHref).toBeNull();
  expect(page2.newerHref).toMatch(/[?&]after=/);
  if (kept) expect(page2.newerHref).toContain(kept);

  const back = await open<T>(loader, page2.newerHref ?? "");
  expect(rowsOf(back)).toEqual(expected.slice(0, 25));
  expect(back.newest).toBe(true);
  expect(back.newerHref).toBeNull();

  const sep = first.includes("?") ? "&" : "?";
  for (const forged of FORGED) {
    for (const key of ["before", "after"]) {
      const page = await open<T>(loader, `${first}${sep}${key}=${encodeURIComponent(forged)}`);
      expect(rowsOf(page)).toEqual(expected.slice(0, 25));
    }
  }
}

describe("keyset pages of the admin lists", () => {
  it("Consultations: 25 a page, Older / Newer, the status filter kept", async () => {
    const rows = await suite.services.db
      .insert(consultations)
      .values(
        Array.from({ length: 35 }, (_, i) => ({
          name: `Booking ${i}`,
          email: `b${i}@example.ng`,
          plan: "Beginner" as const,
          message: "Help with maize.",
          // Five confirmed ones among thirty pending: the filter must leave them out of both pages.
          status: i % 7 === 3 ? ("confirmed" as const) : ("pending" as const),
          createdAt: minute(i),
        })),
      )
      .returning({ id: consultations.id, status: consultations.status });
    const pending = rows
      .filter((r) => r.status === "pending")
      .map((r) => r.id)
      .reverse();
    expect(pending).toHaveLength(30);
    await checkKeysetList<KeysetData & { consultations: { id: string }[] }>(
      consultationsLoader,
      "/admin-dashboard/consultations?status=pending",
      (d) => d.consultations.map((c) => c.id),
      pending,
      "status=pending",
    );
    const all = await open<KeysetData & { counts: Record<string, number | null> }>(
      consultationsLoader,
      "/admin-dashboard/consultations",
    );
    expect(all.counts).toEqual({ all: 35, pending: 30, confirmed: 5, completed: 0, cancelled: 0 });
  });

  it("Messages: 25 a page, Older / Newer", async () => {
    const rows = await suite.services.db
      .insert(contacts)
      .values(
        Array.from({ length: 30 }, (_, i) => ({
          name: `Sender ${i}`,
          email: `s${i}@example.ng`,
          message: `Message ${i}`,
          createdAt: minute(i),
        })),
      )
      .returning({ id: contacts.id });
    await checkKeysetList<KeysetData & { inbox: { id: string }[] }>(
      messagesLoader,
      "/admin-dashboard/messages",
      (d) => d.inbox.map((m) => m.id),
      rows.map((r) => r.id).reverse(),
      null,
    );
  });

  it("Content: 25 a page, Older / Newer, the type filter kept", async () => {
    const rows = await suite.services.db
      .insert(journeyContent)
      .values(
        Array.from({ length: 36 }, (_, i) => ({
          slug: `paged-item-${i}`,
          // Six articles among thirty research items.
          type: i % 6 === 5 ? ("article" as const) : ("research" as const),
          title: `Paged item ${i}`,
          description: "For the pages.",
          createdAt: minute(i),
        })),
      )
      .returning({ id: journeyContent.id, type: journeyContent.type });
    const research = rows
      .filter((r) => r.type === "research")
      .map((r) => r.id)
      .reverse();
    expect(research).toHaveLength(30);
    await checkKeysetList<KeysetData & { items: { id: string }[] }>(
      contentLoader,
      "/admin-dashboard/content?type=research",
      (d) => d.items.map((i) => i.id),
      research,
      "type=research",
    );
  });

  it("Success stories: 25 a page, Older / Newer", async () => {
    const rows = await suite.services.db
      .insert(successStories)
      .values(
        Array.from({ length: 30 }, (_, i) => ({
          name: `Farmer ${i}`,
          role: "Cassava farmer",
          content: "It worked.",
          createdAt: minute(i),
        })),
      )
      .returning({ id: successStories.id });
    await checkKeysetList<KeysetData & { stories: { id: string }[] }>(
      storiesLoader,
      "/admin-dashboard/stories",
      (d) => d.stories.map((s) => s.id),
      rows.map((r) => r.id).reverse(),
      null,
    );
  });
});

describe("the Courses tab", () => {
  it("pages by number and reads each shown course's learners from course_stats", async () => {
    const db = suite.services.db;
    const learners = await Promise.all([1, 2, 3].map(() => createTestUser(suite.services)));
    const made = [];
    for (let i = 0; i < COURSES_PAGE_SIZE + 5; i += 1) made.push(await createTestCourse(db));
    // Every course has learners (1 to 3), so a count over all enrolments would group all 30.
    await db
      .insert(courseEnrollments)
      .values(
        made.flatMap((course, i) =>
          learners
            .slice(0, (i % 3) + 1)
            .map((learner) => ({ userId: learner.id, courseId: course.id })),
        ),
      );
    const expected = new Map(made.map((course, i) => [course.id, (i % 3) + 1]));

    const page1 = await open<
      {
        page: number;
        pageCount: number;
        courses: { id: string; students: number }[];
      } & KeysetData
    >(coursesLoader, "/admin-dashboard/courses");
    expect(page1.page).toBe(1);
    expect(page1.pageCount).toBe(2);
    expect(page1.courses).toHaveLength(COURSES_PAGE_SIZE);
    const page2 = await open<{ courses: { id: string; students: number }[] } & KeysetData>(
      coursesLoader,
      "/admin-dashboard/courses?page=2",
    );
    expect(page2.courses).toHaveLength(5);
    const shown = [...page1.courses, ...page2.courses];
    expect(new Set(shown.map((c) => c.id)).size).toBe(30);
    for (const course of shown) expect(course.students).toBe(expected.get(course.id));

    // The students figure is read from course_stats (kept by triggers), never by counting the
    // enrolments: the page's query does not read course_enrollments at all.
    const { sql } = listManagedCourses(db, admin, { page: 1 }).toSQL();
    expect(sql).toContain('"course_stats"');
    expect(sql).not.toContain('"course_enrollments"');

    for (const bad of ["0", "-1", "abc", "1e99"]) {
      const page = await open<{ page: number } & KeysetData>(
        coursesLoader,
        `/admin-dashboard/courses?page=${bad}`,
      );
      expect(page.page).toBe(1);
    }
    const beyond = await open<{ courses: unknown[] } & KeysetData>(
      coursesLoader,
      "/admin-dashboard/courses?page=9",
    );
    expect(beyond.courses).toEqual([]);
  });

  it("shows an instructor only their own courses, paged and counted among them", async () => {
    const db = suite.services.db;
    const instructor = await createTestUser(suite.services, { role: "instructor" });
    const own = [await createTestCourse(db), await createTestCourse(db)];
    await db
      .update(courses)
      .set({ ownerId: instructor.id })
      .where(
        inArray(
          courses.id,
          own.map((c) => c.id),
        ),
      );
    const result = await callLoader(coursesLoader, {
      services: suite.services,
      url: "/admin-dashboard/courses",
      user: instructor,
    });
    expect(result.data?.courses.map((c) => c.id).sort()).toEqual(own.map((c) => c.id).sort());
    expect(result.data?.total).toBe(2);
    expect(result.data?.pageCount).toBe(1);
  });
});
