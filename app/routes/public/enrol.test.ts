import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { courseEnrollments, courses } from "~/db/schema";
import { ENROL_FAILED_MESSAGE } from "~/domain/catalog/enrol.messages";
import { courseStudents } from "~/domain/catalog/students.server";
import { setupDemoServices } from "../../../tests/support/demo-content";
import { callAction, callLoader } from "../../../tests/support/router";
import { flashedToast } from "../../../tests/support/suite";
import { createTestUser } from "../../../tests/support/users";
import { action, loader } from "./enrol";

const CASSAVA = "cassava-production-for-profit";
const DRAFT = "beekeeping-and-honey-processing";

// One database for the file: every test works with its own users, so they cannot interfere.
const suite = setupDemoServices();

function enrolmentsOf(userId: string) {
  return suite.services.db
    .select()
    .from(courseEnrollments)
    .where(eq(courseEnrollments.userId, userId));
}

/** The course's students, as every page counts them (its enrolments). */
async function studentsOf(slug: string) {
  const enrolled = courseStudents();
  const [row] = await suite.services.db
    .select({ id: courses.id, students: enrolled.students })
    .from(courses)
    .leftJoin(enrolled.table, enrolled.on)
    .where(eq(courses.slug, slug));
  if (!row) throw new Error(`no course ${slug}`);
  return row;
}

function enrol(
  slug: string,
  opts: { user?: Awaited<ReturnType<typeof createTestUser>>; redirectTo?: string } = {},
) {
  return callAction(action, {
    services: suite.services,
    url: `/academy/${slug}/enrol`,
    params: { slug },
    user: opts.user ?? null,
    form: opts.redirectTo === undefined ? {} : { redirectTo: opts.redirectTo },
  });
}

describe("POST /academy/:slug/enrol", () => {
  it("sends a signed-out visitor to log in, coming back to the page, with 'Login Required'", async () => {
    const before = await studentsOf(CASSAVA);
    const result = await enrol(CASSAVA, { redirectTo: "/academy?category=crops&q=cassava" });
    expect(result.status).toBe(302);
    expect(result.location).toBe(
      `/login?redirectTo=${encodeURIComponent("/academy?category=crops&q=cassava")}`,
    );
    expect(await flashedToast(suite.services, result.headers)).toEqual({
      title: "Login Required",
      description: "Please login to enroll in a course.",
    });
    expect(await studentsOf(CASSAVA)).toEqual(before);
  });

  it("enrols a learner, counts them and goes back with 'Enrollment successful!'", async () => {
    const learner = await createTestUser(suite.services);
    const before = await studentsOf(CASSAVA);

    const result = await enrol(CASSAVA, { user: learner, redirectTo: "/academy" });

    expect(result).toMatchObject({ status: 302, location: "/academy" });
    expect(await flashedToast(suite.services, result.headers)).toEqual({
      title: "Enrollment successful!",
      description: "You have been enrolled in the course.",
    });
    const rows = await enrolmentsOf(learner.id);
    expect(rows.map((r) => r.courseId)).toEqual([before.id]);
    expect((await studentsOf(CASSAVA)).students).toBe(before.students + 1);
  });

  it("answers a second enrolment with 'Already Enrolled'", async () => {
    const learner = await createTestUser(suite.services);
    await enrol(CASSAVA, { user: learner, redirectTo: "/training" });

    const again = await enrol(CASSAVA, { user: learner, redirectTo: "/training" });

    expect(again).toMatchObject({ status: 302, location: "/training" });
    expect(await flashedToast(suite.services, again.headers)).toEqual({
      title: "Already Enrolled",
      description: "You are already enrolled in this course.",
    });
    expect(await enrolmentsOf(learner.id)).toHaveLength(1);
  });

  it("goes back to the course page when redirectTo is missing or points elsewhere", async () => {
    const learner = await createTestUser(suite.services);
    const missing = await enrol(CASSAVA, { user: learner });
    expect(missing.location).toBe(`/academy/${CASSAVA}`);

    for (const evil of ["https://evil.example/", "//evil.example", "javascript:alert(1)"]) {
      const result = await enrol("climate-smart-farming", { redirectTo: evil });
      expect(result.location).toBe(
        `/login?redirectTo=${encodeURIComponent("/academy/climate-smart-farming")}`,
      );
    }
  });

  it("refuses a draft or unknown course with 404, enrolling nobody", async () => {
    const learner = await createTestUser(suite.services);
    const draft = await studentsOf(DRAFT);
    for (const slug of [DRAFT, "no-such-course"]) {
      const result = await enrol(slug, { user: learner, redirectTo: "/academy" });
      expect(result.status).toBe(404);
      expect(result.thrown).toBe(true);
    }
    expect(await enrolmentsOf(learner.id)).toHaveLength(0);
    expect((await studentsOf(DRAFT)).students).toBe(draft.students);
  });

  it("reports any other failure as 'Enrollment failed' without leaking the database error", async () => {
    const learner = await createTestUser(suite.services);
    // A session whose account has just been deleted: the foreign key refuses the enrolment.
    const ghost = { ...learner, id: "deleted-account" };
    const result = await enrol(CASSAVA, { user: ghost, redirectTo: "/academy" });
    expect(result).toMatchObject({ status: 302, location: "/academy" });
    const toast = await flashedToast(suite.services, result.headers);
    expect(toast).toEqual({
      title: "Enrollment failed",
      description: ENROL_FAILED_MESSAGE,
      variant: "destructive",
    });
    expect(toast?.description).not.toMatch(/insert|course_enrollments|params/i);
  });

  it("lets an admin enrol", async () => {
    const admin = await createTestUser(suite.services, { role: "admin" });
    const result = await enrol(CASSAVA, { user: admin, redirectTo: "/academy" });
    expect((await flashedToast(suite.services, result.headers))?.title).toBe(
      "Enrollment successful!",
    );
  });

  it("survives a huge or odd redirectTo without a 500", async () => {
    const learner = await createTestUser(suite.services);
    const result = await enrol(CASSAVA, { user: learner, redirectTo: `/${"a".repeat(5000)}` });
    expect(result).toMatchObject({ status: 302, location: `/academy/${CASSAVA}` });
  });
});

describe("POST /academy/:slug/enrol with a body that is not a form", () => {
  it("treats it as an empty form instead of failing", async () => {
    const learner = await createTestUser(suite.services);
    const result = await callAction(action, {
      services: suite.services,
      url: `/academy/${CASSAVA}/enrol`,
      params: { slug: CASSAVA },
      user: learner,
      headers: { "Content-Type": "application/json" },
    });
    expect(result).toMatchObject({ status: 302, location: `/academy/${CASSAVA}` });
  });
});

describe("GET /academy/:slug/enrol", () => {
  it("redirects to the course page", async () => {
    const result = await callLoader(loader, {
      services: suite.services,
      url: `/academy/${CASSAVA}/enrol`,
      params: { slug: CASSAVA },
    });
    expect(result).toMatchObject({ status: 302, location: `/academy/${CASSAVA}` });
  });
});
