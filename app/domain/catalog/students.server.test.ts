import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { courseEnrollments, courses } from "~/db/schema";
import { seedDemoContent } from "~/db/seed/demo.server";
import { listManagedCourses } from "~/domain/admin/courses.server";
import { listRecentCourses } from "~/domain/admin/overview.server";
import { createTestCourse, type TestCourse } from "../../../tests/support/courses";
import { createTestServices } from "../../../tests/support/services";
import { setupTestServices } from "../../../tests/support/suite";
import { createTestUser } from "../../../tests/support/users";
import { getPublishedCourse, listPublishedCourses } from "./courses.server";
import { courseStudents } from "./students.server";

const suite = setupTestServices();
let popular: TestCourse;
let single: TestCourse;
let empty: TestCourse;

beforeAll(async () => {
  const db = suite.services.db;
  [popular, single, empty] = [
    await createTestCourse(db),
    await createTestCourse(db),
    await createTestCourse(db),
  ];
  const learners = [
    await createTestUser(suite.services),
    await createTestUser(suite.services),
    await createTestUser(suite.services),
  ];
  await db
    .insert(courseEnrollments)
    .values([
      ...learners.map((l) => ({ userId: l.id, courseId: popular.id })),
      { userId: learners[0]?.id ?? "", courseId: single.id, progress: 100 },
    ]);
});

async function counted(courseId: string) {
  const enrolled = courseStudents();
  const [row] = await suite.services.db
    .select({ students: enrolled.students })
    .from(courses)
    .leftJoin(enrolled.table, enrolled.on)
    .where(eq(courses.id, courseId));
  return row?.students;
}

describe("courseStudents", () => {
  it("counts each course's enrolled learners, 0 for a course nobody took", async () => {
    expect(await counted(popular.id)).toBe(3);
    expect(await counted(single.id)).toBe(1);
    expect(await counted(empty.id)).toBe(0);
  });

  it("is the figure of the catalogue, the course page, the admin overview and the Courses tab", async () => {
    const db = suite.services.db;
    const admin = await createTestUser(suite.services, { role: "admin" });
    const expected = { [popular.id]: 3, [single.id]: 1, [empty.id]: 0 };
    const pick = (rows: { id: string; students: number }[]) =>
      Object.fromEntries(
        rows.filter((r) => r.id in expected).map((r) => [r.id, r.students] as const),
      );

    expect(pick(await listPublishedCourses(db))).toEqual(expected);
    expect(pick(await listManagedCourses(db, admin))).toEqual(expected);
    expect(pick(await listRecentCourses(db, { limit: 10 }))).toEqual(expected);
    for (const course of [popular, single, empty]) {
      expect((await getPublishedCourse(db, course.slug))?.students).toBe(expected[course.id]);
    }
  });

  it("goes up and down with the enrolments, on the cached catalogue too", async () => {
    const db = suite.services.db;
    const late = await createTestUser(suite.services);
    const before = await listPublishedCourses(db);
    expect(before.find((c) => c.id === empty.id)?.students).toBe(0);
    await db.insert(courseEnrollments).values({ userId: late.id, courseId: empty.id });
    expect((await listPublishedCourses(db)).find((c) => c.id === empty.id)?.students).toBe(1);
    await db.delete(courseEnrollments).where(eq(courseEnrollments.userId, late.id));
    expect((await listPublishedCourses(db)).find((c) => c.id === empty.id)?.students).toBe(0);
  });
});

describe("the demo catalogue", () => {
  it("claims no students nobody enrolled", async () => {
    const fresh = await createTestServices();
    try {
      await seedDemoContent(fresh.services.db);
      const listed = await listPublishedCourses(fresh.services.db);
      expect(listed.length).toBeGreaterThan(0);
      expect(listed.every((c) => c.students === 0)).toBe(true);
    } finally {
      await fresh.close();
    }
  });
});
