import { and, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { courseEnrollments, courses, notifications, payments } from "~/db/schema";
import { seedDemoContent } from "~/db/seed/demo.server";
import { courseStudents } from "~/domain/catalog/students.server";
import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  saveNotificationPreferences,
} from "~/domain/notifications/notifications.server";
import { setupFreshServices } from "../../../tests/support/suite";
import { createTestUser } from "../../../tests/support/users";
import {
  countCompleted,
  createEnrolment,
  enrolInCourse,
  enrolmentProgressByCourse,
  findEnrolment,
  isUniqueViolation,
} from "./enrolments.server";
import { listLearnerEnrolments } from "./stats.server";

const CASSAVA = "cassava-production-for-profit";
const DRAFT = "beekeeping-and-honey-processing";

const suite = setupFreshServices();

beforeEach(async () => {
  await seedDemoContent(suite.services.db);
});

async function courseBySlug(slug: string) {
  const [row] = await suite.services.db.select().from(courses).where(eq(courses.slug, slug));
  if (!row) throw new Error(`no course ${slug}`);
  return row;
}

/** The course's students, as every page counts them. */
async function studentsOf(slug: string) {
  const enrolled = courseStudents();
  const [row] = await suite.services.db
    .select({ students: enrolled.students })
    .from(courses)
    .leftJoin(enrolled.table, enrolled.on)
    .where(eq(courses.slug, slug));
  if (!row) throw new Error(`no course ${slug}`);
  return row.students;
}

async function enrolmentRows(userId: string, courseId: string) {
  return suite.services.db
    .select()
    .from(courseEnrollments)
    .where(and(eq(courseEnrollments.userId, userId), eq(courseEnrollments.courseId, courseId)));
}

describe("enrolInCourse", () => {
  it("enrols, counts the student once and leaves the course's updated_at alone", async () => {
    const learner = await createTestUser(suite.services);
    const before = await courseBySlug(CASSAVA);
    const studentsBefore = await studentsOf(CASSAVA);

    const result = await enrolInCourse(suite.services.db, {
      userId: learner.id,
      courseSlug: CASSAVA,
    });

    expect(result).toEqual({
      status: "enrolled",
      course: { id: before.id, slug: CASSAVA, title: before.title },
    });
    const after = await courseBySlug(CASSAVA);
    expect(await studentsOf(CASSAVA)).toBe(studentsBefore + 1);
    expect(after.updatedAt).toEqual(before.updatedAt);
    const rows = await enrolmentRows(learner.id, before.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.progress).toBe(0);
    // The dashboard's list sees it at once.
    const listed = await listLearnerEnrolments(suite.services.db, learner.id);
    expect(listed.map((e) => e.course.slug)).toEqual([CASSAVA]);
  });

  it("answers already-enrolled the second time, without a second row or count", async () => {
    const learner = await createTestUser(suite.services);
    await enrolInCourse(suite.services.db, { userId: learner.id, courseSlug: CASSAVA });
    const counted = await studentsOf(CASSAVA);

    const again = await enrolInCourse(suite.services.db, {
      userId: learner.id,
      courseSlug: CASSAVA,
    });

    expect(again.status).toBe("already-enrolled");
    expect(await studentsOf(CASSAVA)).toBe(counted);
    expect(await enrolmentRows(learner.id, (await courseBySlug(CASSAVA)).id)).toHaveLength(1);
  });

  it("lets exactly one of two concurrent enrolments through", async () => {
    const learner = await createTestUser(suite.services);
    const before = await courseBySlug(CASSAVA);
    const studentsBefore = await studentsOf(CASSAVA);

    const results = await Promise.all([
      enrolInCourse(suite.services.db, { userId: learner.id, courseSlug: CASSAVA }),
      enrolInCourse(suite.services.db, { userId: learner.id, courseSlug: CASSAVA }),
    ]);

    expect(results.map((r) => r.status).sort()).toEqual(["already-enrolled", "enrolled"]);
    expect(await enrolmentRows(learner.id, before.id)).toHaveLength(1);
    expect(await studentsOf(CASSAVA)).toBe(studentsBefore + 1);
  });

  it("refuses a draft course and an unknown one", async () => {
    const learner = await createTestUser(suite.services);
    const draft = await courseBySlug(DRAFT);
    const draftStudents = await studentsOf(DRAFT);

    expect(
      await enrolInCourse(suite.services.db, { userId: learner.id, courseSlug: DRAFT }),
    ).toEqual({
      status: "not-found",
    });
    expect(
      await enrolInCourse(suite.services.db, { userId: learner.id, courseSlug: "no-such-course" }),
    ).toEqual({ status: "not-found" });
    expect(await enrolmentRows(learner.id, draft.id)).toHaveLength(0);
    expect(await studentsOf(DRAFT)).toBe(draftStudents);
  });

  it("never enrols in a priced course: that takes a fulfilled payment", async () => {
    const learner = await createTestUser(suite.services);
    const poultry = await courseBySlug("commercial-poultry-management");
    expect(poultry.priceKobo).toBeGreaterThan(0);
    const result = await enrolInCourse(suite.services.db, {
      userId: learner.id,
      courseSlug: poultry.slug,
    });
    expect(result.status).toBe("payment-required");
    expect(await enrolmentRows(learner.id, poultry.id)).toHaveLength(0);
  });

  it("lets staff enrol too", async () => {
    const admin = await createTestUser(suite.services, { role: "admin" });
    const instructor = await createTestUser(suite.services, { role: "instructor" });
    for (const user of [admin, instructor]) {
      expect(
        (await enrolInCourse(suite.services.db, { userId: user.id, courseSlug: CASSAVA })).status,
      ).toBe("enrolled");
    }
  });

  it("reports another database failure as failed, leaving the count alone", async () => {
    const before = await studentsOf(CASSAVA);
    // No such user: the foreign key refuses the row.
    const result = await enrolInCourse(suite.services.db, {
      userId: "no-such-user",
      courseSlug: CASSAVA,
    });
    expect(result.status).toBe("failed");
    expect(await studentsOf(CASSAVA)).toBe(before);
  });
});

async function notificationsOf(userId: string) {
  return suite.services.db.select().from(notifications).where(eq(notifications.userId, userId));
}

describe("enrolInCourse notifications", () => {
  it("stores one course notification linking to the course content", async () => {
    const learner = await createTestUser(suite.services);
    const course = await courseBySlug(CASSAVA);

    await enrolInCourse(suite.services.db, { userId: learner.id, courseSlug: CASSAVA });

    expect(await notificationsOf(learner.id)).toEqual([
      expect.objectContaining({
        type: "course",
        title: "You're enrolled in Cassava Production for Profit",
        message:
          "Start with the first lesson whenever you are ready: your progress is saved as you watch.",
        link: `/dashboard/courses/${course.id}/content`,
        readAt: null,
      }),
    ]);
  });

  it("stores none when Course Updates is off, while enrolling all the same", async () => {
    const learner = await createTestUser(suite.services);
    await saveNotificationPreferences(suite.services.db, learner.id, {
      ...DEFAULT_NOTIFICATION_PREFERENCES,
      courseUpdates: false,
    });

    const result = await enrolInCourse(suite.services.db, {
      userId: learner.id,
      courseSlug: CASSAVA,
    });

    expect(result.status).toBe("enrolled");
    expect(await notificationsOf(learner.id)).toHaveLength(0);
  });

  it("stores no second one for a repeated or racing enrolment, nor for a refused one", async () => {
    const learner = await createTestUser(suite.services);
    await Promise.all([
      enrolInCourse(suite.services.db, { userId: learner.id, courseSlug: CASSAVA }),
      enrolInCourse(suite.services.db, { userId: learner.id, courseSlug: CASSAVA }),
    ]);
    await enrolInCourse(suite.services.db, { userId: learner.id, courseSlug: CASSAVA });
    await enrolInCourse(suite.services.db, { userId: learner.id, courseSlug: DRAFT });
    expect(await notificationsOf(learner.id)).toHaveLength(1);
  });
});

describe("createEnrolment: the one way in, free or paid", () => {
  async function enrolmentsOf(userId: string, courseId: string) {
    return suite.services.db
      .select({ id: courseEnrollments.id, paymentId: courseEnrollments.paymentId })
      .from(courseEnrollments)
      .where(and(eq(courseEnrollments.userId, userId), eq(courseEnrollments.courseId, courseId)));
  }

  /** A paid payment row for the learner and course, as fulfilPayment would leave it. */
  async function paymentFor(userId: string, course: { id: string; title: string }) {
    const [row] = await suite.services.db
      .insert(payments)
      .values({
        reference: `AFA-${crypto.randomUUID().replaceAll("-", "").slice(0, 16).toUpperCase()}`,
        userId,
        courseId: course.id,
        email: "payer@example.test",
        courseTitle: course.title,
        provider: "test",
        listPriceKobo: 1_250_050,
        amountKobo: 1_250_050,
        vatRateBps: 750,
        status: "paid",
      })
      .returning({ id: payments.id });
    if (!row) throw new Error("no payment");
    return row.id;
  }

  it("makes one free enrolment, with the enrolled notice, however often it is called", async () => {
    const learner = await createTestUser(suite.services);
    const course = await courseBySlug(CASSAVA);
    const { db } = suite.services;
    const first = await db.transaction((tx) => createEnrolment(tx, { userId: learner.id, course }));
    expect(first).toMatchObject({ created: true });
    const again = await Promise.all([
      db.transaction((tx) => createEnrolment(tx, { userId: learner.id, course })),
      db.transaction((tx) => createEnrolment(tx, { userId: learner.id, course })),
    ]);
    expect(again).toEqual([{ created: false }, { created: false }]);
    expect(await enrolmentsOf(learner.id, course.id)).toEqual([
      { id: first.created ? first.id : "", paymentId: null },
    ]);
    expect(await notificationsOf(learner.id)).toEqual([
      expect.objectContaining({
        title: "You're enrolled in Cassava Production for Profit",
        notice: { key: "enrolled", course: course.title },
        link: `/dashboard/courses/${course.id}/content`,
      }),
    ]);
  });

  it("records the paid path's payment, says it was paid for, and keeps the first payment on a second", async () => {
    const learner = await createTestUser(suite.services);
    const course = await courseBySlug("commercial-poultry-management");
    const { db } = suite.services;
    const paid = await paymentFor(learner.id, course);
    const second = await paymentFor(learner.id, course);
    const made = await db.transaction((tx) =>
      createEnrolment(tx, { userId: learner.id, course, paymentId: paid }),
    );
    expect(made).toMatchObject({ created: true });
    // A second charge (another tab), and the free path on top: no second row, no notification.
    expect(
      await db.transaction((tx) =>
        createEnrolment(tx, { userId: learner.id, course, paymentId: second }),
      ),
    ).toEqual({ created: false });
    expect(
      await db.transaction((tx) => createEnrolment(tx, { userId: learner.id, course })),
    ).toEqual({ created: false });
    expect(await enrolmentsOf(learner.id, course.id)).toEqual([
      { id: made.created ? made.id : "", paymentId: paid },
    ]);
    expect(await notificationsOf(learner.id)).toEqual([
      expect.objectContaining({
        type: "course",
        title: `You're enrolled in ${course.title}`,
        message: "Your payment was received. Start with the first lesson whenever you are ready.",
        link: `/dashboard/courses/${course.id}/content`,
      }),
    ]);
  });

  it("leaves the caller's transaction usable after a repeat, unlike a unique violation", async () => {
    const learner = await createTestUser(suite.services);
    const course = await courseBySlug(CASSAVA);
    const answers = await suite.services.db.transaction(async (tx) => {
      const first = await createEnrolment(tx, { userId: learner.id, course });
      const second = await createEnrolment(tx, { userId: learner.id, course });
      // The same transaction goes on: a payment's receipt number would be written here.
      const [row] = await tx
        .select({ id: courses.id })
        .from(courses)
        .where(eq(courses.id, course.id));
      return { first: first.created, second: second.created, after: row?.id };
    });
    expect(answers).toEqual({ first: true, second: false, after: course.id });
  });
});

describe("enrolment progress", () => {
  it("maps published courses to progress and counts the completed ones", async () => {
    const learner = await createTestUser(suite.services);
    const other = await createTestUser(suite.services);
    await enrolInCourse(suite.services.db, { userId: learner.id, courseSlug: CASSAVA });
    await enrolInCourse(suite.services.db, {
      userId: learner.id,
      courseSlug: "climate-smart-farming",
    });
    await enrolInCourse(suite.services.db, { userId: other.id, courseSlug: CASSAVA });
    const cassava = await courseBySlug(CASSAVA);
    await suite.services.db
      .update(courseEnrollments)
      .set({ progress: 100 })
      .where(
        and(eq(courseEnrollments.userId, learner.id), eq(courseEnrollments.courseId, cassava.id)),
      );

    const progress = await enrolmentProgressByCourse(suite.services.db, learner.id);
    expect(progress.size).toBe(2);
    expect(progress.get(cassava.id)).toBe(100);
    expect(countCompleted(progress.values())).toBe(1);
    expect(
      await findEnrolment(suite.services.db, { userId: other.id, courseId: cassava.id }),
    ).toEqual(expect.objectContaining({ progress: 0 }));

    // A course taken down no longer counts towards the catalogue's figures.
    await suite.services.db
      .update(courses)
      .set({ isPublished: false })
      .where(eq(courses.id, cassava.id));
    const afterUnpublish = await enrolmentProgressByCourse(suite.services.db, learner.id);
    expect(afterUnpublish.has(cassava.id)).toBe(false);
    expect(countCompleted(afterUnpublish.values())).toBe(0);
  });
});

describe("isUniqueViolation", () => {
  it("finds code 23505 on the error or its causes", () => {
    expect(isUniqueViolation({ code: "23505" })).toBe(true);
    expect(isUniqueViolation(new Error("wrapped", { cause: { code: "23505" } }))).toBe(true);
    expect(isUniqueViolation(new Error("fk", { cause: { code: "23503" } }))).toBe(false);
    expect(isUniqueViolation(null)).toBe(false);
  });
});
