import { and, eq, inArray } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  consultations,
  courseEnrollments,
  courses,
  learningActivity,
  notifications,
} from "~/db/schema";
import { seedDemoContent } from "~/db/seed/demo.server";
import type { SessionUser } from "~/domain/auth/session.server";
import type { Services } from "~/services.server";
import { createTestCourse, enrolBySlug, enrolDirectly } from "../../../tests/support/courses";
import { countingServices } from "../../../tests/support/query-count";
import { renderPage } from "../../../tests/support/render";
import { callLoader } from "../../../tests/support/router";
import { createTestServices, type TestServices } from "../../../tests/support/services";
import { createTestUser } from "../../../tests/support/users";
import { loader as dashboardLoader } from "./dashboard";
import { loader as layoutLoader } from "./layout";
import MyCourses, { loader as myCoursesLoader } from "./my-courses";
import { loader as progressLoader } from "./progress";

let t: TestServices;
let services: Services;
let published: { id: string; slug: string; title: string }[];

beforeEach(async () => {
  t = await createTestServices();
  services = t.services;
  await seedDemoContent(services.db);
  published = await services.db
    .select({ id: courses.id, slug: courses.slug, title: courses.title })
    .from(courses)
    .where(eq(courses.isPublished, true))
    .orderBy(courses.slug);
});
afterEach(async () => {
  await t.close();
});

async function enrolIn(user: SessionUser, n: number) {
  for (const c of published.slice(0, n)) {
    await enrolBySlug(services.db, { userId: user.id, courseSlug: c.slug });
    await services.db.insert(learningActivity).values({
      userId: user.id,
      courseId: c.id,
      watchSeconds: 120,
      occurredAt: new Date(),
    });
  }
}

/**
 * `n` new courses the learner enrolled in a day apart, the first the oldest; newest first, as My
 * Courses lists them.
 */
async function enrolInNew(user: SessionUser, n: number) {
  const made: string[] = [];
  for (let i = 0; i < n; i += 1) {
    const course = await createTestCourse(services.db, { lessonCount: 1 });
    await enrolDirectly(services.db, user.id, course.id, new Date(Date.UTC(2026, 0, 1 + i)));
    made.push(course.id);
  }
  return made.reverse();
}

async function setProgress(user: SessionUser, slug: string, progress: number) {
  const c = published.find((p) => p.slug === slug);
  await services.db
    .update(courseEnrollments)
    .set({ progress })
    .where(and(eq(courseEnrollments.userId, user.id), eq(courseEnrollments.courseId, c?.id ?? "")));
}

describe("query counts stay constant as enrolments grow", () => {
  it.each([
    ["/dashboard", dashboardLoader],
    ["/dashboard/my-courses", myCoursesLoader],
    ["/dashboard/progress", progressLoader],
  ] as const)("%s runs the same queries for 1 and 10 enrolments", async (url, loader) => {
    const one = await createTestUser(services);
    const ten = await createTestUser(services);
    await enrolIn(one, 1);
    await enrolIn(ten, 10);
    const counting = countingServices(services);

    const a = await callLoader(loader, { services: counting.services, url, user: one });
    const withOne = counting.queries();
    counting.reset();
    const b = await callLoader(loader, { services: counting.services, url, user: ten });
    const withTen = counting.queries();

    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    expect(withOne).toBeGreaterThan(0);
    expect(withTen).toBe(withOne);
    expect(withTen).toBeLessThanOrEqual(8);
  });

  it("/dashboard/my-courses runs the same queries on any page, past the end included", async () => {
    const one = await createTestUser(services);
    const many = await createTestUser(services);
    await enrolIn(one, 1);
    await enrolInNew(many, 30);
    const counting = countingServices(services);
    const counts: number[] = [];
    for (const [user, url] of [
      [one, "/dashboard/my-courses"],
      [many, "/dashboard/my-courses"],
      [many, "/dashboard/my-courses?page=3"],
      [many, "/dashboard/my-courses?page=40"],
    ] as const) {
      counting.reset();
      const result = await callLoader(myCoursesLoader, { services: counting.services, url, user });
      expect(result.status).toBe(200);
      counts.push(counting.queries());
    }
    expect(counts).toEqual([counts[0], counts[0], counts[0], counts[0]]);
  });

  it("/dashboard reads with two statements and writes nothing", async () => {
    const learner = await createTestUser(services);
    await enrolIn(learner, 3);
    const counting = countingServices(services);
    await callLoader(dashboardLoader, {
      services: counting.services,
      url: "/dashboard",
      user: learner,
    });
    // The enrolments, then everything else in one statement (the page every learner opens first).
    expect(counting.statements()).toHaveLength(2);
    expect(counting.statements().every((s) => /^\s*select/i.test(s))).toBe(true);
  });
});

describe("GET /dashboard", () => {
  it("sends a signed-out visitor to log in", async () => {
    const result = await callLoader(dashboardLoader, { services, url: "/dashboard" });
    expect(result.thrown).toBe(true);
    expect(result.location).toMatch(/^\/login\?redirectTo=%2Fdashboard/);
  });

  it("shows an empty overview to a new learner", async () => {
    const learner = await createTestUser(services, { name: "Ngozi Eze" });
    const { data } = await callLoader(dashboardLoader, {
      services,
      url: "/dashboard",
      user: learner,
    });
    expect(data).toMatchObject({
      name: "Ngozi Eze",
      roleLabel: "Student",
      summary: {
        enrolled: 0,
        completed: 0,
        certificates: 0,
        hoursLearned: 0,
        progressRate: 0,
        level: "Beginner",
      },
      continueLearning: [],
      allCompleted: false,
      recentEnrolments: [],
      latestConsultation: null,
      upcoming: [],
      notifications: [],
    });
  });

  it("labels an admin Admin and every other role Student", async () => {
    const admin = await createTestUser(services, { role: "admin" });
    const instructor = await createTestUser(services, { role: "instructor" });
    const a = await callLoader(dashboardLoader, { services, url: "/dashboard", user: admin });
    const i = await callLoader(dashboardLoader, { services, url: "/dashboard", user: instructor });
    expect(a.data?.roleLabel).toBe("Admin");
    expect(i.data?.roleLabel).toBe("Student");
  });

  it("continues the 3 most recently active unfinished courses and lists the 2 latest enrolments", async () => {
    const learner = await createTestUser(services);
    const [c1, c2, c3, c4, c5] = published;
    if (!c1 || !c2 || !c3 || !c4 || !c5) throw new Error("not enough demo courses");
    for (const [i, c] of [c1, c2, c3, c4, c5].entries()) {
      await enrolBySlug(services.db, { userId: learner.id, courseSlug: c.slug });
      // Enrolled a day apart, c1 first; the enrolment rows' updated_at as old as their creation.
      const at = new Date(Date.UTC(2026, 2, 1 + i, 9));
      await services.db
        .update(courseEnrollments)
        .set({ createdAt: at, updatedAt: at })
        .where(and(eq(courseEnrollments.userId, learner.id), eq(courseEnrollments.courseId, c.id)));
    }
    await setProgress(learner, c5.slug, 100);
    await services.db
      .update(courseEnrollments)
      .set({ updatedAt: new Date("2026-03-01T09:00:00Z") })
      .where(and(eq(courseEnrollments.userId, learner.id), eq(courseEnrollments.courseId, c5.id)));
    // c1 watched last, then c3.
    await services.db.insert(learningActivity).values([
      {
        userId: learner.id,
        courseId: c1.id,
        watchSeconds: 3600,
        occurredAt: new Date("2026-03-20T09:00:00Z"),
      },
      {
        userId: learner.id,
        courseId: c3.id,
        watchSeconds: 1800,
        occurredAt: new Date("2026-03-19T09:00:00Z"),
      },
    ]);
    await services.db
      .update(courseEnrollments)
      .set({ watchSeconds: 5400 })
      .where(and(eq(courseEnrollments.userId, learner.id), eq(courseEnrollments.courseId, c1.id)));

    const { data } = await callLoader(dashboardLoader, {
      services,
      url: "/dashboard",
      user: learner,
    });
    expect(data?.continueLearning.map((e) => e.course.id)).toEqual([c1.id, c3.id, c4.id]);
    expect(data?.recentEnrolments.map((e) => e.course.id)).toEqual([c5.id, c4.id]);
    expect(data?.summary).toMatchObject({
      enrolled: 5,
      completed: 1,
      progressRate: 20,
      hoursLearned: 1.5,
    });
  });

  it("shows the learner's own consultations: the latest, and up to 3 pending or confirmed to come", async () => {
    const learner = await createTestUser(services);
    const other = await createTestUser(services);
    const base = {
      name: "A",
      email: "a@afa.test",
      message: "Help with my farm",
      plan: "Beginner" as const,
    };
    const future = (days: number) =>
      new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
    await services.db.insert(consultations).values([
      {
        ...base,
        userId: learner.id,
        status: "confirmed",
        preferredDate: future(9),
        preferredTime: "10:00",
        createdAt: new Date("2026-01-01T09:00:00Z"),
      },
      {
        ...base,
        userId: learner.id,
        status: "pending",
        preferredDate: future(3),
        createdAt: new Date("2026-01-02T09:00:00Z"),
      },
      {
        ...base,
        userId: learner.id,
        status: "pending",
        preferredDate: null,
        createdAt: new Date("2026-01-03T09:00:00Z"),
      },
      {
        ...base,
        userId: learner.id,
        status: "pending",
        preferredDate: future(20),
        createdAt: new Date("2026-01-04T09:00:00Z"),
      },
      {
        ...base,
        userId: learner.id,
        status: "cancelled",
        preferredDate: future(1),
        createdAt: new Date("2026-01-05T09:00:00Z"),
      },
      {
        ...base,
        userId: learner.id,
        status: "confirmed",
        preferredDate: future(-2),
        createdAt: new Date("2026-01-06T09:00:00Z"),
        plan: "Advanced",
      },
      {
        ...base,
        userId: other.id,
        status: "confirmed",
        preferredDate: future(1),
        createdAt: new Date("2026-02-01T09:00:00Z"),
      },
    ]);

    const { data } = await callLoader(dashboardLoader, {
      services,
      url: "/dashboard",
      user: learner,
    });
    expect(data?.latestConsultation).toMatchObject({
      plan: "Advanced",
      status: "confirmed",
      preferredDate: future(-2),
      createdAt: new Date("2026-01-06T09:00:00Z"),
    });
    expect(data?.upcoming.map((c) => [c.status, c.preferredDate])).toEqual([
      ["pending", future(3)],
      ["confirmed", future(9)],
      ["pending", future(20)],
    ]);
  });

  it("shows the first 3 of the learner's notifications, newest first", async () => {
    const learner = await createTestUser(services);
    const other = await createTestUser(services);
    for (let i = 1; i <= 4; i += 1) {
      await services.db.insert(notifications).values({
        userId: learner.id,
        title: `Note ${i}`,
        message: "m",
        createdAt: new Date(Date.UTC(2026, 2, i)),
      });
    }
    await services.db
      .insert(notifications)
      .values({ userId: other.id, title: "Not yours", message: "m", createdAt: new Date() });
    const { data } = await callLoader(dashboardLoader, {
      services,
      url: "/dashboard",
      user: learner,
    });
    expect(data?.notifications.map((n) => n.title)).toEqual(["Note 4", "Note 3", "Note 2"]);
    expect(data?.notifications[0]).toMatchObject({
      read: false,
      link: null,
      createdAt: new Date(Date.UTC(2026, 2, 4)),
    });

    const layout = await callLoader(layoutLoader, { services, url: "/dashboard", user: learner });
    expect(layout.data?.unread).toBe(4);
  });
});

describe("GET /dashboard/my-courses", () => {
  it("filters, searches and counts the learner's courses, with their downloads", async () => {
    const learner = await createTestUser(services);
    const other = await createTestUser(services);
    const slugs = [
      "cassava-production-for-profit",
      "climate-smart-farming",
      "farm-records-on-your-phone",
    ];
    for (const slug of slugs)
      await enrolBySlug(services.db, { userId: learner.id, courseSlug: slug });
    await enrolBySlug(services.db, {
      userId: other.id,
      courseSlug: "commercial-poultry-management",
    });
    await setProgress(learner, "cassava-production-for-profit", 100);
    await setProgress(learner, "climate-smart-farming", 45);

    const all = await callLoader(myCoursesLoader, {
      services,
      url: "/dashboard/my-courses",
      user: learner,
    });
    expect(all.data?.counts).toEqual({ all: 3, "in-progress": 1, completed: 1, "not-started": 1 });
    expect(all.data?.courses.map((c) => c.course.slug).sort()).toEqual([...slugs].sort());
    for (const c of all.data?.courses ?? []) {
      expect(c.resources.length).toBeGreaterThan(0);
      expect(c.resources.every((r) => r.courseId === c.course.id)).toBe(true);
    }

    const completed = await callLoader(myCoursesLoader, {
      services,
      url: "/dashboard/my-courses?filter=completed",
      user: learner,
    });
    expect(completed.data?.courses.map((c) => c.course.slug)).toEqual([
      "cassava-production-for-profit",
    ]);

    const search = await callLoader(myCoursesLoader, {
      services,
      url: "/dashboard/my-courses?q=CLIMATE&filter=in-progress",
      user: learner,
    });
    expect(search.data?.courses.map((c) => c.course.slug)).toEqual(["climate-smart-farming"]);

    // Another learner's course is not found by searching for it; nonsense parameters are ignored.
    const poultry = await callLoader(myCoursesLoader, {
      services,
      url: "/dashboard/my-courses?q=poultry&filter=everything",
      user: learner,
    });
    expect(poultry.status).toBe(200);
    expect(poultry.data?.query).toEqual({ q: "poultry", filter: "all" });
    expect(poultry.data?.courses).toEqual([]);
  });

  it("shows 12 courses a page, the counts and matches over all of them", async () => {
    const learner = await createTestUser(services);
    const ids = await enrolInNew(learner, 15);
    // The 13 newest completed, the 2 oldest not started.
    await services.db
      .update(courseEnrollments)
      .set({ progress: 100 })
      .where(
        and(
          eq(courseEnrollments.userId, learner.id),
          inArray(courseEnrollments.courseId, ids.slice(0, 13)),
        ),
      );
    const load = (query: string) =>
      callLoader(myCoursesLoader, {
        services,
        url: `/dashboard/my-courses${query}`,
        user: learner,
      });
    const totals = { all: 15, "in-progress": 0, completed: 13, "not-started": 2 };

    const first = await load("");
    const second = await load("?page=2");
    expect(first.data).toMatchObject({ page: 1, pageCount: 2, matching: 15, counts: totals });
    expect(second.data).toMatchObject({ page: 2, pageCount: 2, matching: 15, counts: totals });
    expect(first.data?.courses.map((c) => c.course.id)).toEqual(ids.slice(0, 12));
    expect(second.data?.courses.map((c) => c.course.id)).toEqual(ids.slice(12));

    // A search and a filter are paginated the same way; the counts stay the learner's totals.
    const completed = await load("?q=test&filter=completed&page=2");
    expect(completed.data).toMatchObject({ page: 2, pageCount: 2, matching: 13, counts: totals });
    expect(completed.data?.query).toEqual({ q: "test", filter: "completed" });
    expect(completed.data?.courses.map((c) => c.course.id)).toEqual([ids[12]]);
    const notStarted = await load("?filter=not-started&page=2");
    expect(notStarted.data).toMatchObject({ page: 1, pageCount: 1, matching: 2 });
  });

  it("answers a junk or out-of-range ?page= with the nearest page, never an error", async () => {
    const learner = await createTestUser(services);
    const ids = await enrolInNew(learner, 13);
    const cases: [string, number][] = [
      ["?page=abc", 1],
      ["?page=", 1],
      ["?page=0", 1],
      ["?page=-2", 1],
      ["?page=1.5", 1],
      ["?page=1e400", 1],
      ["?page=99999999999999999999999", 1],
      ["?page=2&page=9", 2],
      ["?page=3", 2],
      ["?page=9007199254740991", 2],
    ];
    for (const [query, page] of cases) {
      const result = await callLoader(myCoursesLoader, {
        services,
        url: `/dashboard/my-courses${query}`,
        user: learner,
      });
      expect(result.status, query).toBe(200);
      expect(result.data?.page, query).toBe(page);
      expect(result.data?.courses.length, query).toBe(page === 1 ? 12 : 1);
    }
    expect(ids).toHaveLength(13);
  });

  it("links to the other pages keeping the search and filter; a filter or search starts at page 1", async () => {
    const learner = await createTestUser(services);
    await enrolInNew(learner, 30);
    const url = "/dashboard/my-courses?q=test&filter=not-started&page=2";
    const { data } = await callLoader(myCoursesLoader, { services, url, user: learner });
    // Without React's text separators, so the sentences read as on screen.
    const html = renderPage(
      { id: "routes/learner/my-courses", path: "/dashboard/my-courses", Component: MyCourses },
      data,
      null,
    ).replaceAll("<!-- -->", "");
    expect(html).toContain("Page 2 of 3");
    expect(html).toContain('href="/dashboard/my-courses?q=test&amp;filter=not-started"');
    expect(html).toContain('href="/dashboard/my-courses?q=test&amp;filter=not-started&amp;page=3"');
    // The filter links (counts are totals) and the search form leave the page out.
    expect(html).toContain('href="/dashboard/my-courses?q=test"');
    expect(html).toContain("All (30)");
    expect(html).toContain("Showing 30 of 30 courses");
    expect(html).not.toMatch(/name="page"/);
    expect(html.match(/page=\d/g)).toEqual(["page=3"]);
  });

  it("sends a signed-out visitor to log in", async () => {
    const result = await callLoader(myCoursesLoader, { services, url: "/dashboard/my-courses" });
    expect(result.location).toMatch(/^\/login\?redirectTo=/);
  });
});

describe("GET /dashboard/progress", () => {
  it("sends a signed-out visitor to log in", async () => {
    const result = await callLoader(progressLoader, { services, url: "/dashboard/progress" });
    expect(result.location).toMatch(/^\/login\?redirectTo=/);
  });

  it("summarises the learner's courses", async () => {
    const learner = await createTestUser(services);
    await enrolIn(learner, 2);
    const { data } = await callLoader(progressLoader, {
      services,
      url: "/dashboard/progress",
      user: learner,
    });
    expect(data?.summary.enrolled).toBe(2);
    expect(data?.courses).toHaveLength(2);
    expect(data?.streak).toBe(1);
    expect(data?.learningDays).toBe(1);
    expect(data?.achievements.find((a) => a.id === "first-course")?.earned).toBe(true);
  });
});
