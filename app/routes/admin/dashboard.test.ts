import { beforeAll, describe, expect, it } from "vitest";
import { courses, journeyContent } from "~/db/schema";
import type { SessionUser } from "~/domain/auth/session.server";
import { enrolInCourse } from "~/domain/learning/enrolments.server";
import { loader as academyLoader } from "~/routes/public/academy";
import { loader as courseLoader } from "~/routes/public/course";
import { createTestCourse } from "../../../tests/support/courses";
import { callAction, callLoader } from "../../../tests/support/router";
import { createTestServices } from "../../../tests/support/services";
import { setupTestServices } from "../../../tests/support/suite";
import { createTestUser } from "../../../tests/support/users";
import { loader as coursesLoader } from "./courses";
import { action, loader } from "./dashboard";

const suite = setupTestServices();
let admin: SessionUser;
let moderator: SessionUser;
let instructor: SessionUser;

beforeAll(async () => {
  admin = await createTestUser(suite.services, { role: "admin" });
  moderator = await createTestUser(suite.services, { role: "moderator" });
  instructor = await createTestUser(suite.services, { role: "instructor" });
  const other = await createTestUser(suite.services, { role: "instructor" });
  const day = (n: number) => new Date(Date.UTC(2026, 0, n));
  await suite.services.db.insert(courses).values(
    Array.from({ length: 7 }, (_, i) => ({
      slug: `course-${i}`,
      title: `Course ${i}`,
      description: "d",
      instructor: "Someone",
      duration: "1 hour",
      category: "crops",
      ownerId: i < 2 ? instructor.id : other.id,
      createdAt: day(i + 1),
    })),
  );
  await suite.services.db.insert(journeyContent).values(
    Array.from({ length: 5 }, (_, i) => ({
      slug: `item-${i}`,
      type: "article" as const,
      title: `Item ${i}`,
      description: "d",
      createdAt: day(i + 1),
    })),
  );
});

const load = (user: SessionUser) =>
  callLoader(loader, { services: suite.services, url: "/admin-dashboard", user });

describe("the overview", () => {
  it("shows an admin the 3 newest users and content items, the 5 newest courses", async () => {
    const { data } = await load(admin);
    expect(data?.users).toHaveLength(3);
    expect(data?.content?.map((c) => c.title)).toEqual(["Item 4", "Item 3", "Item 2"]);
    expect(data?.courses?.map((c) => c.title)).toEqual([
      "Course 6",
      "Course 5",
      "Course 4",
      "Course 3",
      "Course 2",
    ]);
    expect(data?.analytics).toBe(true);
    expect(data?.ownCoursesOnly).toBe(false);
  });

  it("shows a moderator users and content but no course list (no course permission)", async () => {
    const { data } = await load(moderator);
    expect(data?.users).toHaveLength(3);
    expect(data?.content).toHaveLength(3);
    expect(data?.courses).toBeNull();
    expect(data?.analytics).toBe(true);
  });

  it("shows an instructor only their own courses, no users, content or analytics", async () => {
    const { data } = await load(instructor);
    expect(data?.courses?.map((c) => c.title)).toEqual(["Course 1", "Course 0"]);
    expect(data?.ownCoursesOnly).toBe(true);
    expect(data?.users).toBeNull();
    expect(data?.content).toBeNull();
    expect(data?.analytics).toBe(false);
  });
});

describe("a course's students", () => {
  it("are its enrolled learners, the same figure on the overview, the Courses tab, the catalogue and the course page", async () => {
    const own = await createTestServices();
    try {
      const { services } = own;
      const course = await createTestCourse(services.db);
      const staff = await createTestUser(services, { role: "admin" });
      for (const learner of [await createTestUser(services), await createTestUser(services)]) {
        await enrolInCourse(services.db, { userId: learner.id, courseSlug: course.slug });
      }
      const call = <F extends Parameters<typeof callLoader>[0]>(
        loaderFn: F,
        url: string,
        params: Record<string, string> = {},
      ) => callLoader(loaderFn, { services, url, user: staff, params });

      const overview = await call(loader, "/admin-dashboard");
      const tab = await call(coursesLoader, "/admin-dashboard/courses");
      const catalogue = await call(academyLoader, "/academy");
      const page = await call(courseLoader, `/academy/${course.slug}`, { slug: course.slug });

      const figures = [
        overview.data?.courses?.find((c) => c.id === course.id)?.students,
        tab.data?.courses.find((c) => c.id === course.id)?.students,
        catalogue.data?.courses.find((c) => c.id === course.id)?.students,
        page.data?.course.students,
      ];
      expect(figures).toEqual([2, 2, 2, 2]);
    } finally {
      await own.close();
    }
  });
});

describe("the seed notice", () => {
  it("lists the contact settings still at their seed values to admins, until one closes it", async () => {
    const load = async (user: SessionUser) =>
      (await callLoader(loader, { services: suite.services, url: "/admin-dashboard", user })).data
        ?.seededSettings;
    const before = await load(admin);
    expect(before?.map((s) => s.label)).toContain("Phone");
    expect(before?.map((s) => s.label)).toContain("Address");
    // Moderators and instructors cannot change the settings, so they are not told.
    expect(await load(instructor)).toEqual([]);

    const post = (user: SessionUser, intent: string) =>
      callAction(action, {
        services: suite.services,
        url: "/admin-dashboard",
        user,
        form: { intent },
      });
    expect((await post(instructor, "dismiss-seed-notice")).status).toBe(403);
    expect((await post(admin, "something-else")).status).toBe(400);
    expect((await load(admin))?.length).toBe(before?.length);
    const closed = await post(admin, "dismiss-seed-notice");
    expect(closed).toMatchObject({ status: 303, location: "/admin-dashboard" });
    expect(await load(admin)).toEqual([]);
  });
});
