import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { courseEnrollments, courseResources, courses } from "~/db/schema";
import { academyHref } from "~/domain/catalog/search-params";
import { createTestCourse, enrolBySlug } from "../../../tests/support/courses";
import { setupDemoServices } from "../../../tests/support/demo-content";
import { callLoader } from "../../../tests/support/router";
import { createTestUser } from "../../../tests/support/users";
import { loader as academyLoader } from "./academy";
import { loader as trainingLoader } from "./training";

const suite = setupDemoServices();

describe("GET /academy", () => {
  it("lists every published course for a visitor, without a welcome banner", async () => {
    const result = await callLoader(academyLoader, { services: suite.services, url: "/academy" });
    expect(result.status).toBe(200);
    expect(result.data?.courses).toHaveLength(10);
    expect(result.data?.courses.some((c) => c.enrolled)).toBe(false);
    expect(result.data?.welcome).toBeNull();
    expect(result.data?.query).toEqual({ q: "", category: "all", language: "all", page: 1 });
    expect(result.data).toMatchObject({ total: 10, pageCount: 1 });
    expect(result.data?.guides).toHaveLength(10);
  });

  it("locks only priced courses for a visitor, invites them to sign up for free ones, and tells a learner neither", async () => {
    const visitor = await callLoader(academyLoader, { services: suite.services, url: "/academy" });
    const courses = visitor.data?.courses ?? [];
    expect(courses.some((c) => c.priceKobo === 0)).toBe(true);
    expect(courses.some((c) => c.priceKobo > 0)).toBe(true);
    for (const c of courses) expect(c.access, c.slug).toBe(c.priceKobo > 0 ? "locked" : "sign-up");

    const learner = await createTestUser(suite.services);
    const signedIn = await callLoader(academyLoader, {
      services: suite.services,
      url: "/academy",
      user: learner,
    });
    expect(signedIn.data?.courses.every((c) => c.access === null)).toBe(true);
  });

  it("filters by the URL's category and search, and shrugs off bad values", async () => {
    const crops = await callLoader(academyLoader, {
      services: suite.services,
      url: "/academy?category=crops&q=CASSAVA",
    });
    expect(crops.data?.courses.map((c) => c.slug)).toEqual(["cassava-production-for-profit"]);

    const nonsense = await callLoader(academyLoader, {
      services: suite.services,
      url: "/academy?q=zzqx%25%25nothing&category=not-a-category",
    });
    expect(nonsense.status).toBe(200);
    expect(nonsense.data?.query.category).toBe("all");
    expect(nonsense.data?.courses).toEqual([]);
  });

  it("filters by the language a course is taught in, offering the languages there are", async () => {
    const cassava = eq(courses.slug, "cassava-production-for-profit");
    await suite.services.db.update(courses).set({ language: "ha" }).where(cassava);
    try {
      const hausa = await callLoader(academyLoader, {
        services: suite.services,
        url: "/academy?language=ha",
      });
      expect(hausa.data?.query.language).toBe("ha");
      expect(hausa.data?.courses.map((c) => [c.slug, c.language])).toEqual([
        ["cassava-production-for-profit", "ha"],
      ]);
      expect(hausa.data?.total).toBe(1);
      expect(hausa.data?.languages).toEqual(["en", "ha"]);

      const english = await callLoader(academyLoader, {
        services: suite.services,
        url: "/academy?language=en",
      });
      expect(english.data?.courses).toHaveLength(9);
      expect(english.data?.courses.every((c) => c.language === "en")).toBe(true);
      expect(english.data?.courses.map((c) => c.slug)).not.toContain(
        "cassava-production-for-profit",
      );

      const yoruba = await callLoader(academyLoader, {
        services: suite.services,
        url: "/academy?language=yo",
      });
      expect(yoruba.data?.courses).toEqual([]);
      const unknown = await callLoader(academyLoader, {
        services: suite.services,
        url: "/academy?language=klingon",
      });
      expect(unknown.data?.query.language).toBe("all");
      expect(unknown.data?.total).toBe(10);
    } finally {
      await suite.services.db.update(courses).set({ language: "en" }).where(cassava);
    }
  });

  it("keeps the language filter in the links to other pages", () => {
    expect(academyHref({ q: "", category: "crops", language: "ha", page: 2 })).toBe(
      "/academy?category=crops&language=ha&page=2",
    );
    expect(academyHref({ language: "all", page: 1 })).toBe("/academy");
  });

  it("marks the learner's courses and counts completed of published", async () => {
    const learner = await createTestUser(suite.services);
    for (const courseSlug of ["cassava-production-for-profit", "climate-smart-farming"]) {
      await enrolBySlug(suite.services.db, { userId: learner.id, courseSlug });
    }
    const [cassava] = await suite.services.db
      .select({ id: courses.id })
      .from(courses)
      .where(eq(courses.slug, "cassava-production-for-profit"));
    await suite.services.db
      .update(courseEnrollments)
      .set({ progress: 100 })
      .where(
        and(
          eq(courseEnrollments.userId, learner.id),
          eq(courseEnrollments.courseId, cassava?.id ?? ""),
        ),
      );

    const result = await callLoader(academyLoader, {
      services: suite.services,
      url: "/academy",
      user: learner,
    });
    expect(result.data?.welcome).toEqual({
      name: learner.name,
      completed: 1,
      total: 10,
      enrolled: 2,
    });
    expect(
      result.data?.courses
        .filter((c) => c.enrolled)
        .map((c) => c.slug)
        .sort(),
    ).toEqual(["cassava-production-for-profit", "climate-smart-farming"]);
  });
});

describe("GET /training", () => {
  it("shows 3 newest programs, 4 resources and knows who is signed in", async () => {
    const visitor = await callLoader(trainingLoader, {
      services: suite.services,
      url: "/training",
    });
    expect(visitor.data?.programs.map((p) => p.slug)).toEqual([
      "soil-testing-and-fertiliser-planning",
      "integrated-pest-management-for-maize",
      "drip-irrigation-for-dry-season-vegetables",
    ]);
    expect(visitor.data?.resources).toHaveLength(4);
    expect(visitor.data?.signedIn).toBe(false);

    const learner = await createTestUser(suite.services);
    await enrolBySlug(suite.services.db, {
      userId: learner.id,
      courseSlug: "integrated-pest-management-for-maize",
    });
    const signedIn = await callLoader(trainingLoader, {
      services: suite.services,
      url: "/training",
      user: learner,
    });
    expect(signedIn.data?.signedIn).toBe(true);
    expect(signedIn.data?.programs.map((p) => p.enrolled)).toEqual([false, true, false]);
  });
});

describe("GET /academy: the guides", () => {
  it("locks an uploaded course download until the visitor is enrolled in that course", async () => {
    const course = await createTestCourse(suite.services.db, { lessonCount: 1 });
    await suite.services.db.insert(courseResources).values({
      courseId: course.id,
      title: "Uploaded guide",
      url: "/uploads/course-resources/academy-guide.pdf",
    });
    const guide = async (user?: Awaited<ReturnType<typeof createTestUser>>) =>
      (
        await callLoader(academyLoader, { services: suite.services, url: "/academy", user })
      ).data?.guides.find((g) => g.course.id === course.id);
    expect(await guide()).toMatchObject({ title: "Uploaded guide", locked: true });
    const learner = await createTestUser(suite.services);
    expect(await guide(learner)).toMatchObject({ locked: true });
    await enrolBySlug(suite.services.db, { userId: learner.id, courseSlug: course.slug });
    expect(await guide(learner)).toMatchObject({ locked: false });
    // The demo guides live in public/media, open to all.
    const open = (await callLoader(academyLoader, { services: suite.services, url: "/academy" }))
      .data?.guides;
    expect(open?.filter((g) => g.url.startsWith("/media/")).every((g) => !g.locked)).toBe(true);
  });
});
