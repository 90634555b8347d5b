import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { courseResources, courses } from "~/db/schema";
import { enrolInCourse } from "~/domain/learning/enrolments.server";
import { createTestCourse } from "../../../tests/support/courses";
import { setupDemoServices } from "../../../tests/support/demo-content";
import { callLoader } from "../../../tests/support/router";
import { createTestUser } from "../../../tests/support/users";
import { loader } from "./course";

const suite = setupDemoServices();

const load = (slug: string, user?: Awaited<ReturnType<typeof createTestUser>>) =>
  callLoader(loader, { services: suite.services, url: `/academy/${slug}`, params: { slug }, user });

describe("GET /academy/:slug", () => {
  it("serves a published course with lessons, resources and no enrolment for a visitor", async () => {
    const result = await load("catfish-farming-for-beginners");
    expect(result.status).toBe(200);
    expect(result.data?.course.title).toBe("Catfish Farming for Beginners");
    expect(result.data?.course.lessons.length).toBe(result.data?.course.lessonsCount);
    expect(result.data?.course.resources[0]?.url).toMatch(/^\/media\/guides\/.+\.pdf$/);
    expect(result.data?.enrolment).toBeNull();
    expect(result.data?.signedIn).toBe(false);
  });

  it("answers 404 for a draft, exactly as for an unknown course", async () => {
    for (const slug of ["beekeeping-and-honey-processing", "no-such-course"]) {
      const result = await load(slug);
      expect(result).toMatchObject({ status: 404, thrown: true });
    }
    const admin = await createTestUser(suite.services, { role: "admin" });
    expect((await load("beekeeping-and-honey-processing", admin)).status).toBe(404);
  });

  it("shows the learner's own enrolment", async () => {
    const learner = await createTestUser(suite.services);
    await enrolInCourse(suite.services.db, {
      userId: learner.id,
      courseSlug: "climate-smart-farming",
    });
    const result = await load("climate-smart-farming", learner);
    expect(result.data?.enrolment).toMatchObject({ progress: 0 });
    expect(result.data?.signedIn).toBe(true);
    const other = await createTestUser(suite.services);
    expect((await load("climate-smart-farming", other)).data?.enrolment).toBeNull();
  });
});

describe("GET /academy/:slug: the course's own downloads", () => {
  it("offers an uploaded download to the course's learners and staff, and shows it locked to everyone else", async () => {
    const course = await createTestCourse(suite.services.db, { lessonCount: 1 });
    const instructor = await createTestUser(suite.services, { role: "instructor" });
    await suite.services.db
      .update(courses)
      .set({ ownerId: instructor.id })
      .where(eq(courses.id, course.id));
    await suite.services.db.insert(courseResources).values([
      {
        courseId: course.id,
        title: "Uploaded guide",
        url: "/uploads/course-resources/guide.pdf",
        sortOrder: 0,
      },
      {
        courseId: course.id,
        title: "Ministry page",
        kind: "link",
        url: "https://fmard.gov.ng/",
        sortOrder: 1,
      },
    ]);
    const locks = async (user?: Awaited<ReturnType<typeof createTestUser>>) =>
      (await load(course.slug, user)).data?.course.resources.map((r) => r.locked);

    expect(await locks()).toEqual([true, false]);
    expect(await locks(await createTestUser(suite.services))).toEqual([true, false]);
    expect(await locks(await createTestUser(suite.services, { role: "instructor" }))).toEqual([
      true,
      false,
    ]);
    expect(await locks(instructor)).toEqual([false, false]);
    expect(await locks(await createTestUser(suite.services, { role: "admin" }))).toEqual([
      false,
      false,
    ]);
    const learner = await createTestUser(suite.services);
    await enrolInCourse(suite.services.db, { userId: learner.id, courseSlug: course.slug });
    expect(await locks(learner)).toEqual([false, false]);
    // The owner's id decides on the server and is not sent to the page.
    expect((await load(course.slug, learner)).data?.course).not.toHaveProperty("ownerId");
  });
});
