import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { courseEnrollments, user } from "~/db/schema";
import { createTestCourse } from "../../../tests/support/courses";
import { setupTestServices } from "../../../tests/support/suite";
import { listCourseLearners } from "./course-learners.server";
import { KEYSET_PAGE_SIZE, parseCursor } from "./keyset";

const suite = setupTestServices();

/** Thirty distinct moments, a minute apart; index 29 is the newest. */
const minute = (i: number) => new Date(Date.UTC(2026, 0, 1, 8, i));

/** `n` learners, the i-th named "Learner i", inserted straight into the table (no passwords). */
async function createLearners(n: number) {
  const rows = Array.from({ length: n }, (_, i) => ({
    id: randomUUID(),
    name: `Learner ${i}`,
    email: `learner-${i}-${randomUUID()}@afa.test`,
  }));
  await suite.services.db.insert(user).values(rows);
  return rows;
}

describe("listCourseLearners", () => {
  it("answers 25 a page, newest first, the course's learners only, with their total", async () => {
    const db = suite.services.db;
    const course = await createTestCourse(db, { lessonCount: 0 });
    const other = await createTestCourse(db, { lessonCount: 0 });
    const learners = await createLearners(30);
    const enrolled = await db
      .insert(courseEnrollments)
      .values(
        learners.map((l, i) => ({
          userId: l.id,
          courseId: course.id,
          progress: i === 29 ? 100 : i,
          completedAt: i === 29 ? minute(59) : null,
          createdAt: minute(i),
        })),
      )
      .returning({ id: courseEnrollments.id });
    // Three of them also learn another course, enrolled later than all of the first: they must
    // appear neither on the pages nor in the total.
    await db.insert(courseEnrollments).values(
      learners.slice(0, 3).map((l, i) => ({
        userId: l.id,
        courseId: other.id,
        createdAt: minute(40 + i),
      })),
    );
    const newestFirst = enrolled.map((e) => e.id).reverse();

    const first = await listCourseLearners(db, course.id);
    expect(first.total).toBe(30);
    expect(first.page.rows).toHaveLength(KEYSET_PAGE_SIZE);
    expect(first.page.rows.map((r) => r.id)).toEqual(newestFirst.slice(0, 25));
    expect(first.page.rows[0]).toEqual({
      id: newestFirst[0],
      name: "Learner 29",
      progress: 100,
      enrolledAt: minute(29),
      completedAt: minute(59),
    });
    expect(first.page.newest).toBe(true);
    expect(first.page.newer).toBeNull();

    const older = parseCursor(first.page.older);
    if (!older) throw new Error("page 1 must link to page 2");
    const second = await listCourseLearners(db, course.id, { kind: "older", cursor: older });
    // The total is the course's, on every page.
    expect(second.total).toBe(30);
    expect(second.page.rows.map((r) => r.id)).toEqual(newestFirst.slice(25));
    expect(second.page.rows.map((r) => r.name)).toEqual([4, 3, 2, 1, 0].map((i) => `Learner ${i}`));
    expect(second.page.older).toBeNull();

    const newer = parseCursor(second.page.newer);
    if (!newer) throw new Error("page 2 must link back");
    const back = await listCourseLearners(db, course.id, { kind: "newer", cursor: newer });
    expect(back.page.rows.map((r) => r.id)).toEqual(newestFirst.slice(0, 25));
    expect(back.page.newest).toBe(true);

    const otherCourse = await listCourseLearners(db, other.id);
    expect(otherCourse.total).toBe(3);
    expect(otherCourse.page.rows.map((r) => r.name)).toEqual([
      "Learner 2",
      "Learner 1",
      "Learner 0",
    ]);
    expect(otherCourse.page.older).toBeNull();
  });

  it("answers an empty page and a zero total for a course nobody learns", async () => {
    const course = await createTestCourse(suite.services.db, { lessonCount: 0 });
    const listed = await listCourseLearners(suite.services.db, course.id);
    expect(listed).toEqual({
      total: 0,
      page: { rows: [], newest: true, newer: null, older: null },
    });
  });
});
