import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { courseEnrollments, courses, journeyContent, successStories } from "~/db/schema";
import { getSiteSettings, updateSiteSettings } from "~/domain/settings/settings.server";
import { createTestCourse } from "../../../tests/support/courses";
import { setupTestServices } from "../../../tests/support/suite";
import { createTestUser } from "../../../tests/support/users";
import {
  CONTENT_VERSION_MAX_AGE_MS,
  cachedContent,
  currentContentVersion,
  forgetContentVersion,
  runInRequestScope,
  sharedContentVersion,
} from "./content-cache.server";
import { getFeaturedStories } from "./stories.server";

const suite = setupTestServices();
beforeAll(async () => {
  await createTestCourse(suite.services.db, { lessonCount: 1 });
});

describe("the content version", () => {
  it("goes up when staff change public content, not when a counter moves", async () => {
    const db = suite.services.db;
    const start = await currentContentVersion(db);
    const [story] = await db
      .insert(successStories)
      .values({ name: "Amaka", role: "Farmer", location: "Enugu", content: "Doubled my yield." })
      .returning();
    const afterInsert = await currentContentVersion(db);
    expect(afterInsert).toBeGreaterThan(start);

    await db
      .update(successStories)
      .set({ content: "Tripled my yield." })
      .where(eq(successStories.id, story?.id ?? ""));
    const afterEdit = await currentContentVersion(db);
    expect(afterEdit).toBeGreaterThan(afterInsert);

    // A course's students (its enrolments, counted) are shown on its card: an enrolment made or
    // removed is a change; the learner's progress moving is not.
    const [course] = await db.select({ id: courses.id }).from(courses).limit(1);
    const learner = await createTestUser(suite.services);
    const beforeEnrolment = await currentContentVersion(db);
    const [enrolment] = await db
      .insert(courseEnrollments)
      .values({ userId: learner.id, courseId: course?.id ?? "" })
      .returning();
    const afterEnrolment = await currentContentVersion(db);
    expect(afterEnrolment).toBeGreaterThan(beforeEnrolment);
    await db
      .update(courseEnrollments)
      .set({ progress: 40 })
      .where(eq(courseEnrollments.id, enrolment?.id ?? ""));
    expect(await currentContentVersion(db)).toBe(afterEnrolment);
    await db.delete(courseEnrollments).where(eq(courseEnrollments.id, enrolment?.id ?? ""));
    expect(await currentContentVersion(db)).toBeGreaterThan(afterEnrolment);

    // A journey item read a hundred times is the same content.
    const [item] = await db
      .insert(journeyContent)
      .values({
        slug: "cache-test",
        title: "Field day",
        description: "A day on the farm.",
        type: "event",
        author: "Admin",
      })
      .returning();
    const beforeViews = await currentContentVersion(db);
    await db
      .update(journeyContent)
      .set({ views: sql`${journeyContent.views} + 1` })
      .where(eq(journeyContent.id, item?.id ?? ""));
    expect(await currentContentVersion(db)).toBe(beforeViews);
  });

  it("is read once per request, so one page sees one state of the content", async () => {
    const db = suite.services.db;
    await runInRequestScope(async () => {
      const first = await currentContentVersion(db);
      await updateSiteSettings(db, { siteName: "Scoped Academy" }, null);
      expect(await currentContentVersion(db)).toBe(first);
    });
    // The next request sees the change.
    await runInRequestScope(async () => {
      expect((await getSiteSettings(db)).siteName).toBe("Scoped Academy");
    });
  });
});

describe("the reading shared by reading requests", () => {
  it("is reused for a second at most, and read anew once a write request of this process ends", async () => {
    const db = suite.services.db;
    forgetContentVersion();
    const first = await runInRequestScope(() => currentContentVersion(db), { shared: true });
    await updateSiteSettings(db, { siteName: "Shared Reading Academy" }, null);
    // Another reading request within the second sees the same reading (no query)…
    expect(await runInRequestScope(() => currentContentVersion(db), { shared: true })).toBe(first);
    // …a write request reads its own…
    expect(await runInRequestScope(() => currentContentVersion(db))).toBeGreaterThan(first);
    // …and once it ends, reading requests ask again.
    forgetContentVersion();
    const after = await runInRequestScope(() => currentContentVersion(db), { shared: true });
    expect(after).toBeGreaterThan(first);
    // Another instance's change (no write request here) shows after the second.
    await updateSiteSettings(db, { siteName: "Elsewhere Academy" }, null);
    const now = Date.now();
    expect(await sharedContentVersion(db, now)).toBe(after);
    expect(await sharedContentVersion(db, now + CONTENT_VERSION_MAX_AGE_MS)).toBeGreaterThan(after);
  });
});

describe("cachedContent", () => {
  it("loads once while the content stays the same, again after a change", async () => {
    const db = suite.services.db;
    let loads = 0;
    const load = async () => {
      loads += 1;
      return loads;
    };
    expect(await cachedContent(db, "test-key", load)).toBe(1);
    expect(await cachedContent(db, "test-key", load)).toBe(1);
    await updateSiteSettings(db, { siteName: "Changed Academy" }, null);
    expect(await cachedContent(db, "test-key", load)).toBe(2);
    expect(loads).toBe(2);
  });

  it("does not keep a failed load", async () => {
    const db = suite.services.db;
    let calls = 0;
    const flaky = async () => {
      calls += 1;
      if (calls === 1) throw new Error("database hiccup");
      return "fine";
    };
    await expect(cachedContent(db, "flaky-key", flaky)).rejects.toThrow("database hiccup");
    expect(await cachedContent(db, "flaky-key", flaky)).toBe("fine");
  });

  it("serves what staff just saved: settings and featured stories are never stale", async () => {
    const db = suite.services.db;
    await getSiteSettings(db);
    await updateSiteSettings(db, { siteName: "Fresh Academy" }, null);
    expect((await getSiteSettings(db)).siteName).toBe("Fresh Academy");

    const before = await getFeaturedStories(db);
    await db.insert(successStories).values({
      name: "Tunde",
      role: "Poultry farmer",
      location: "Oyo",
      content: "My birds are healthier.",
      isFeatured: true,
    });
    const after = await getFeaturedStories(db);
    expect(after.map((s) => s.name)).toContain("Tunde");
    expect(after).not.toEqual(before);
  });
});
