import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import { courseResources, courses, journeyContent } from "~/db/schema";
import { LANGUAGES } from "~/db/schema/enums";
import { seedDemoContent } from "~/db/seed/demo.server";
import { escapeLike } from "~/lib/search";
import { createTestDatabase } from "../../../tests/support/database";
import {
  countPublishedCourses,
  findCourseLanguage,
  getPublishedCourse,
  listCourseGuides,
  listPublishedCoursePage,
  listPublishedCourses,
  listPublishedLanguages,
} from "./courses.server";
import { parseCatalogQuery } from "./search-params";

const byLanguage = (a: string, b: string) =>
  LANGUAGES.indexOf(a as (typeof LANGUAGES)[number]) -
  LANGUAGES.indexOf(b as (typeof LANGUAGES)[number]);

import { listTrainingResources } from "./training.server";

const NOW = new Date("2026-11-22T10:00:00Z");
const DRAFT = "beekeeping-and-honey-processing";

let h: DatabaseHandle;

beforeAll(async () => {
  h = await createTestDatabase();
  await seedDemoContent(h.db, { now: NOW });
  // Courses whose text holds LIKE wildcards, to prove they are matched literally.
  await h.db.insert(courses).values([
    {
      slug: "percent-course",
      title: "Margins: 100% Profit on Pepper",
      description: "Pricing pepper for a full margin.",
      instructor: "Bola Ade",
      duration: "1 week",
      category: "business",
      isPublished: true,
      createdAt: new Date(NOW.getTime() - 1000),
    },
    {
      slug: "underscore-course",
      title: "Farm_Records Template Walkthrough",
      description: "Using the spreadsheet template.",
      instructor: "Bola Ade",
      duration: "1 week",
      category: "technology",
      isPublished: true,
      createdAt: new Date(NOW.getTime() - 2000),
    },
    {
      slug: "hidden-percent",
      title: "Draft: 100% Hidden",
      description: "Not yet published.",
      instructor: "Bola Ade",
      duration: "1 week",
      category: "business",
      isPublished: false,
    },
  ]);
}, 60_000);

afterAll(async () => {
  await h?.close();
});

const slugs = (rows: { slug: string }[]) => rows.map((r) => r.slug);

describe("listPublishedCourses", () => {
  it("lists only published courses, newest first", async () => {
    const rows = await listPublishedCourses(h.db);
    expect(rows.length).toBe(12);
    expect(slugs(rows)).not.toContain(DRAFT);
    expect(slugs(rows)).not.toContain("hidden-percent");
    expect(rows[0]?.slug).toBe("percent-course");
    const times = rows.map((r) => r.createdAt.getTime());
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(await countPublishedCourses(h.db)).toBe(12);
  });

  it("filters by category", async () => {
    const rows = await listPublishedCourses(h.db, { category: "livestock" });
    expect(rows.length).toBe(2);
    expect(rows.every((r) => r.category === "livestock")).toBe(true);
    expect(await listPublishedCourses(h.db, { category: "all" })).toHaveLength(12);
  });

  it("searches title, description and instructor, case-insensitively", async () => {
    expect(slugs(await listPublishedCourses(h.db, { q: "CASSAVA" }))).toContain(
      "cassava-production-for-profit",
    );
    // Only in the description of the poultry course.
    expect(slugs(await listPublishedCourses(h.db, { q: "Vaccination CALENDAR used" }))).toEqual([
      "commercial-poultry-management",
    ]);
    expect(slugs(await listPublishedCourses(h.db, { q: "ibrahim musa" }))).toEqual([
      "commercial-poultry-management",
    ]);
  });

  it("combines search and category", async () => {
    expect(slugs(await listPublishedCourses(h.db, { q: "bola", category: "technology" }))).toEqual([
      "underscore-course",
    ]);
  });

  it("matches % and _ literally, never as wildcards", async () => {
    expect(slugs(await listPublishedCourses(h.db, { q: "%" }))).toEqual(["percent-course"]);
    expect(slugs(await listPublishedCourses(h.db, { q: "100%" }))).toEqual(["percent-course"]);
    expect(slugs(await listPublishedCourses(h.db, { q: "_" }))).toEqual(["underscore-course"]);
    expect(slugs(await listPublishedCourses(h.db, { q: "farm_r" }))).toEqual(["underscore-course"]);
    expect(await listPublishedCourses(h.db, { q: "\\" })).toEqual([]);
  });

  it("treats quotes and SQL in the search as plain text", async () => {
    expect(await listPublishedCourses(h.db, { q: "'; drop table courses; --" })).toEqual([]);
    expect(await countPublishedCourses(h.db)).toBe(12);
  });

  it("answers an empty list for nonsense", async () => {
    expect(await listPublishedCourses(h.db, { q: "zzqxv-no-such-course" })).toEqual([]);
  });

  it("takes a limit", async () => {
    expect(slugs(await listPublishedCourses(h.db, { limit: 3 }))).toEqual([
      "percent-course",
      "underscore-course",
      "soil-testing-and-fertiliser-planning",
    ]);
  });
});

describe("parseCatalogQuery", () => {
  it("reads q and category, trimming and cutting the search", () => {
    expect(parseCatalogQuery(new URLSearchParams("q=%20maize%20&category=crops"))).toEqual({
      q: "maize",
      category: "crops",
      language: "all",
    });
    expect(parseCatalogQuery(new URLSearchParams(`q=${"a".repeat(500)}`)).q).toHaveLength(100);
  });

  it("falls back to all for a missing or unknown category", () => {
    expect(parseCatalogQuery(new URLSearchParams(""))).toEqual({
      q: "",
      category: "all",
      language: "all",
    });
    expect(parseCatalogQuery(new URLSearchParams("category=rockets")).category).toBe("all");
    expect(parseCatalogQuery(new URLSearchParams("category=")).category).toBe("all");
  });
});

describe("the language filter", () => {
  it("reads one of the five languages, and all for anything else", () => {
    expect(parseCatalogQuery(new URLSearchParams("language=ha")).language).toBe("ha");
    for (const junk of ["", "fr", "HA", "hausa"]) {
      expect(parseCatalogQuery(new URLSearchParams({ language: junk })).language, junk).toBe("all");
    }
  });

  const ADDED = ["kiwon-kaji-a-gida", "kiwon-kifi-draft", "ogbin-ege"];

  it("lists only the published courses taught in that language, and the languages on offer", async () => {
    await h.db.insert(courses).values([
      {
        slug: "kiwon-kaji-a-gida",
        title: "Kiwon Kaji a Gida",
        description: "Yadda ake kiwon kaji.",
        instructor: "Malam Sani Bello",
        duration: "2 weeks",
        category: "livestock",
        language: "ha",
        isPublished: true,
      },
      {
        slug: "kiwon-kifi-draft",
        title: "Kiwon Kifi",
        description: "Ba a fitar da shi ba.",
        instructor: "Malam Sani Bello",
        duration: "2 weeks",
        category: "livestock",
        language: "ha",
        isPublished: false,
      },
      {
        slug: "ogbin-ege",
        title: "Ọ̀gbìn Ẹ̀gẹ́",
        description: "Bí a ṣe ń gbin ẹ̀gẹ́.",
        instructor: "Mama Adé",
        duration: "1 week",
        category: "crops",
        language: "yo",
        isPublished: true,
      },
    ]);
    expect(slugs(await listPublishedCourses(h.db, { language: "ha" }))).toEqual([
      "kiwon-kaji-a-gida",
    ]);
    expect(
      slugs(await listPublishedCourses(h.db, { language: "yo", category: "livestock" })),
    ).toEqual([]);
    expect(await countPublishedCourses(h.db, { language: "ha" })).toBe(1);
    const english = await listPublishedCourses(h.db, { language: "en" });
    expect(english.length).toBeGreaterThan(0);
    expect(english.every((c) => c.language === "en")).toBe(true);
    const all = await listPublishedCourses(h.db, { language: "all" });
    expect(all).toHaveLength(english.length + 2);
    const page = await listPublishedCoursePage(h.db, {
      q: "",
      category: "all",
      language: "ha",
      page: 1,
    });
    expect(page.total).toBe(1);
    expect(slugs(page.rows)).toEqual(["kiwon-kaji-a-gida"]);
    expect(await listPublishedLanguages(h.db)).toEqual(["en", "yo", "ha"].sort(byLanguage));
    // The other tests of this file count the catalogue without these.
    await h.db.delete(courses).where(inArray(courses.slug, ADDED));
  });
});

describe("findCourseLanguage", () => {
  it("reads the language a course is taught in, a draft's too, and English for an unknown id", async () => {
    const [draft] = await h.db
      .insert(courses)
      .values({
        slug: "kiwon-zuma-draft",
        title: "Kiwon Zuma",
        description: "Ba a fitar da shi ba.",
        instructor: "Malam Sani Bello",
        duration: "2 weeks",
        category: "livestock",
        language: "ha",
        isPublished: false,
      })
      .returning({ id: courses.id });
    const [cassava] = await h.db
      .select({ id: courses.id })
      .from(courses)
      .where(eq(courses.slug, "cassava-production-for-profit"));
    // An enrolled learner keeps a course unpublished later: its content is still marked.
    expect(await findCourseLanguage(h.db, draft?.id ?? "")).toBe("ha");
    expect(await findCourseLanguage(h.db, cassava?.id ?? "")).toBe("en");
    expect(await findCourseLanguage(h.db, "00000000-0000-4000-8000-000000000000")).toBe("en");
    // The other tests of this file count the catalogue without it.
    await h.db.delete(courses).where(eq(courses.slug, "kiwon-zuma-draft"));
  });
});

describe("escapeLike", () => {
  it("escapes the wildcards and the escape character", () => {
    expect(escapeLike("50%_off\\")).toBe("50\\%\\_off\\\\");
  });
});

describe("getPublishedCourse", () => {
  it("returns a published course with its lessons in order and its guide", async () => {
    const course = await getPublishedCourse(h.db, "cassava-production-for-profit");
    expect(course?.title).toBe("Cassava Production for Profit");
    expect(course?.lessons.map((l) => l.orderIndex)).toEqual([0, 1, 2, 3, 4]);
    expect(course?.lessons[0]?.title).toBe("Why cassava, and which variety to plant");
    expect(course?.resources).toHaveLength(1);
    expect(course?.resources[0]).toMatchObject({
      title: "Cassava Production Field Guide",
      url: "/media/guides/cassava-production-guide.pdf",
      mimeType: "application/pdf",
    });
    expect(course?.resources[0]?.sizeBytes).toBeGreaterThan(0);
    expect(course?.modules.length).toBeGreaterThan(0);
  });

  it("returns null for a draft or an unknown slug", async () => {
    expect(await getPublishedCourse(h.db, DRAFT)).toBeNull();
    expect(await getPublishedCourse(h.db, "no-such-course")).toBeNull();
  });
});

describe("listCourseGuides", () => {
  it("lists the guides of published courses only, with their course", async () => {
    const guides = await listCourseGuides(h.db);
    expect(guides).toHaveLength(10);
    expect(guides.map((g) => g.course.slug)).not.toContain(DRAFT);
    expect(guides.every((g) => g.url.endsWith(".pdf"))).toBe(true);
  });

  it("follows a course being unpublished", async () => {
    const [course] = await h.db
      .update(courses)
      .set({ isPublished: false })
      .where(eq(courses.slug, "climate-smart-farming"))
      .returning({ id: courses.id });
    try {
      const guides = await listCourseGuides(h.db);
      expect(guides.map((g) => g.course.slug)).not.toContain("climate-smart-farming");
      const stillThere = await h.db
        .select()
        .from(courseResources)
        .where(eq(courseResources.courseId, course?.id ?? ""));
      expect(stillThere).toHaveLength(1);
    } finally {
      await h.db
        .update(courses)
        .set({ isPublished: true })
        .where(eq(courses.slug, "climate-smart-farming"));
    }
  });
});

describe("listTrainingResources", () => {
  it("returns up to 4 published videos and research items, newest first", async () => {
    const resources = await listTrainingResources(h.db);
    expect(resources).toHaveLength(4);
    expect(resources.map((r) => r.slug)).toEqual([
      "gravity-drip-kit-in-ten-steps",
      "soil-samples-south-west-farms",
      "vaccination-day-layer-farm",
      "rainfall-onset-is-shifting",
    ]);
    expect(resources.map((r) => r.kind)).toEqual(["video", "pdf", "video", "pdf"]);
  });

  it("leaves out unpublished items", async () => {
    await h.db
      .update(journeyContent)
      .set({ isPublished: false })
      .where(eq(journeyContent.slug, "gravity-drip-kit-in-ten-steps"));
    try {
      const resources = await listTrainingResources(h.db);
      expect(resources.map((r) => r.slug)).not.toContain("gravity-drip-kit-in-ten-steps");
      expect(resources).toHaveLength(3);
    } finally {
      await h.db
        .update(journeyContent)
        .set({ isPublished: true })
        .where(eq(journeyContent.slug, "gravity-drip-kit-in-ten-steps"));
    }
  });
});
