import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { asc, count, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COURSE_CATEGORY_SLUGS, JOURNEY_TYPES, RESEARCH_CATEGORY_SLUGS } from "~/db/schema/enums";
import { readVideoSeconds } from "~/domain/uploads/video-duration.server";
import { formatClock } from "~/lib/format";
import { readTimeOf } from "~/lib/read-time";
import { createTestDatabase } from "../../../tests/support/database";
import type { DatabaseHandle } from "../client.server";
import {
  courseResources,
  courses,
  journeyContent,
  lessons,
  quizzes,
  researchDatasets,
  researchPapers,
  siteStats,
  successStories,
} from "../schema";
import { DEMO_LESSON_VIDEO_URL } from "./data/media";
import { MEDIA_FILE_SIZES } from "./data/media-sizes";
import { demoId, seedDemoContent } from "./demo.server";

const PUBLIC = path.resolve(process.cwd(), "public");
const NOW = new Date("2026-11-22T10:00:00Z");

function listFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    return entry.isDirectory() ? listFiles(full) : [full];
  });
}

/** Size on disk of a /media/... URL, or undefined when no such file is committed. */
function fileSize(url: string): number | undefined {
  try {
    return statSync(path.join(PUBLIC, url)).size;
  } catch {
    return undefined;
  }
}

describe("seedDemoContent", () => {
  let h: DatabaseHandle;

  beforeAll(async () => {
    h = await createTestDatabase();
  });
  afterAll(async () => {
    await h?.close();
  });

  it("loads once, then changes nothing", async () => {
    expect(await seedDemoContent(h.db, { now: NOW })).toBe(true);
    const before = await h.db.select({ n: count() }).from(journeyContent);
    expect(await seedDemoContent(h.db, { now: NOW })).toBe(false);
    const after = await h.db.select({ n: count() }).from(journeyContent);
    expect(after).toEqual(before);
    // No made-up statistics: staff enter the academy's figures.
    expect((await h.db.select({ n: count() }).from(siteStats))[0]?.n).toBe(0);
  }, 30_000);

  it("has published courses in every category, some free, plus a hidden draft", async () => {
    const rows = await h.db.select().from(courses);
    const published = rows.filter((c) => c.isPublished);
    expect(published.length).toBeGreaterThanOrEqual(9);
    expect(new Set(published.map((c) => c.category))).toEqual(new Set(COURSE_CATEGORY_SLUGS));
    expect(rows.filter((c) => !c.isPublished)).toHaveLength(1);
    expect(published.filter((c) => c.priceKobo === 0).length).toBeGreaterThanOrEqual(3);
    expect(published.filter((c) => c.priceKobo > 0).length).toBeGreaterThanOrEqual(3);
    expect(new Set(rows.map((c) => c.slug)).size).toBe(rows.length);
    for (const c of rows) {
      expect(c.rating).toBeGreaterThanOrEqual(4.2);
      expect(c.rating).toBeLessThanOrEqual(4.9);
      expect(c.modules.length).toBeGreaterThanOrEqual(3);
      expect(c.modules.length).toBeLessThanOrEqual(6);
      expect(c.features.length).toBeGreaterThanOrEqual(3);
      expect(c.features.length).toBeLessThanOrEqual(5);
      expect(c.thumbnail).toMatch(/^\/media\/courses\/[a-z-]+\.svg$/);
      expect(c.id).toBe(demoId("course", c.slug));
    }
  });

  it("gives every course 3-6 ordered lessons matching its lesson count, and a PDF guide", async () => {
    const allCourses = await h.db.select().from(courses);
    const allLessons = await h.db.select().from(lessons).orderBy(asc(lessons.orderIndex));
    const resources = await h.db.select().from(courseResources);
    const filmSeconds = await readVideoSeconds(
      new Uint8Array(readFileSync(path.resolve("public", DEMO_LESSON_VIDEO_URL.slice(1)))),
      "video/mp4",
    );
    expect(filmSeconds).toBeGreaterThan(0);
    // Each course has a picture of its own (the catfish course no longer shows the hen).
    const pictures = allCourses.map((c) => c.thumbnail);
    expect(new Set(pictures).size).toBe(allCourses.length);
    for (const c of allCourses) {
      const own = allLessons.filter((l) => l.courseId === c.id);
      expect(own.length, c.slug).toBeGreaterThanOrEqual(3);
      expect(own.length, c.slug).toBeLessThanOrEqual(6);
      expect(own.map((l) => l.orderIndex)).toEqual(own.map((_, i) => i));
      expect(c.lessonsCount, c.slug).toBe(own.length);
      for (const l of own) {
        expect(l.type).toBe("video");
        // The film every demo lesson plays, measured from the file itself now.
        expect(l.durationSeconds).toBe(filmSeconds);
        expect(l.duration).toBe(formatClock(filmSeconds ?? 0));
      }
      const guides = resources.filter((r) => r.courseId === c.id);
      expect(guides).toHaveLength(1);
      expect(guides[0]).toMatchObject({ kind: "file", mimeType: "application/pdf" });
    }
  });

  it("has six stories, at least three featured", async () => {
    const stories = await h.db.select().from(successStories);
    expect(stories).toHaveLength(6);
    expect(stories.filter((s) => s.isFeatured).length).toBeGreaterThanOrEqual(3);
    for (const s of stories) expect(s.rating).toBeGreaterThanOrEqual(4);
  });

  it("has published journey content of every type, upcoming and past events, and a draft", async () => {
    const items = await h.db.select().from(journeyContent);
    const published = items.filter((i) => i.isPublished);
    for (const type of JOURNEY_TYPES) {
      expect(published.filter((i) => i.type === type).length, type).toBeGreaterThanOrEqual(2);
    }
    expect(items.filter((i) => !i.isPublished)).toHaveLength(1);
    const events = published.filter((i) => i.type === "event");
    expect(events.some((e) => e.date > NOW)).toBe(true);
    expect(events.some((e) => e.date < NOW)).toBe(true);
    for (const e of events) {
      expect(e.location).toBeTruthy();
      expect(e.attendees).toBeGreaterThan(0);
      expect(e.speakers.length).toBeGreaterThan(0);
    }
    for (const a of items.filter((i) => i.type === "article")) {
      expect(a.content.split("\n\n").length).toBeGreaterThanOrEqual(2);
    }
    for (const v of items.filter((i) => i.type === "video")) expect(v.videoUrl).toBeTruthy();
  });

  it("keeps a final assessment's answers until passed, and shows a lesson check's after each attempt", async () => {
    const rows = await h.db
      .select({ lessonId: quizzes.lessonId, reveal: quizzes.reveal })
      .from(quizzes);
    const finals = rows.filter((q) => q.lessonId === null);
    expect(finals.length).toBeGreaterThan(0);
    expect(finals.every((q) => q.reveal === "after_pass")).toBe(true);
    const checks = rows.filter((q) => q.lessonId !== null);
    expect(checks.length).toBeGreaterThan(0);
    expect(checks.every((q) => q.reveal === "after_submit")).toBe(true);
  });

  it("moves an existing final assessment still on 'after each attempt' to 'once passed' (migration)", async () => {
    const file = readdirSync("drizzle").find((f) => f.endsWith("_final-assessment-reveal.sql"));
    expect(file).toBeDefined();
    await h.db.update(quizzes).set({ reveal: "after_submit" });
    await h.db.execute(sql.raw(readFileSync(path.join("drizzle", file ?? ""), "utf8")));
    const rows = await h.db
      .select({ lessonId: quizzes.lessonId, reveal: quizzes.reveal })
      .from(quizzes);
    for (const q of rows) {
      expect(q.reveal).toBe(q.lessonId === null ? "after_pass" : "after_submit");
    }
  });

  it("has six papers across the research categories and three data sets", async () => {
    const papers = await h.db.select().from(researchPapers);
    expect(papers).toHaveLength(6);
    expect(new Set(papers.map((p) => p.category))).toEqual(new Set(RESEARCH_CATEGORY_SLUGS));
    expect(await h.db.select().from(researchDatasets)).toHaveLength(3);
  });

  it("shows no made-up figures: counts start at zero and reading times come from the text", async () => {
    const items = await h.db.select().from(journeyContent);
    for (const item of items) {
      expect([item.views, item.likes], item.slug).toEqual([0, 0]);
      expect(item.readTime, item.slug).toBe(readTimeOf(item.content ?? ""));
    }
    const papers = await h.db.select().from(researchPapers);
    const datasets = await h.db.select().from(researchDatasets);
    expect([...papers, ...datasets].every((r) => r.downloads === 0)).toBe(true);
  });

  it("points every /media URL at a committed file of the recorded size", async () => {
    const urls: { url: string; size?: number | null }[] = [];
    const add = (url: string | null, size?: number | null) => {
      if (url) urls.push({ url, size });
    };
    for (const c of await h.db.select().from(courses)) {
      add(c.thumbnail);
      add(c.videoUrl);
    }
    for (const l of await h.db.select().from(lessons)) add(l.videoUrl);
    for (const r of await h.db.select().from(courseResources)) add(r.url, r.sizeBytes);
    for (const j of await h.db.select().from(journeyContent)) {
      add(j.thumbnail);
      add(j.imageUrl);
      add(j.videoUrl);
    }
    for (const p of await h.db.select().from(researchPapers)) add(p.fileUrl, p.fileSizeBytes);
    for (const d of await h.db.select().from(researchDatasets)) add(d.fileUrl, d.fileSizeBytes);

    expect(urls.length).toBeGreaterThan(50);
    for (const { url, size } of urls) {
      expect(url).toMatch(/^\/media\//);
      const actual = fileSize(url);
      expect(actual, url).toBeGreaterThan(0);
      if (size !== undefined) expect(size, url).toBe(actual);
    }
  });
});

describe("demo content transaction", () => {
  it("leaves nothing behind when any insert fails", async () => {
    const h = await createTestDatabase();
    try {
      // A record already holding one of the demo slugs makes the journey insert fail mid-way.
      await h.db.insert(journeyContent).values({
        slug: "fall-armyworm-spot-it-early",
        type: "article",
        title: "Taken",
        description: "Taken",
      });
      await expect(seedDemoContent(h.db, { now: NOW })).rejects.toThrow();
      expect((await h.db.select({ n: count() }).from(courses))[0]?.n).toBe(0);
      expect((await h.db.select({ n: count() }).from(successStories))[0]?.n).toBe(0);
    } finally {
      await h.close();
    }
  }, 30_000);
});

describe("demo media", () => {
  const media = path.join(PUBLIC, "media");
  const files = listFiles(media);

  it("records the true size of every file and stays small", () => {
    const onDisk = Object.fromEntries(
      files.map((f) => [
        `/${path.relative(PUBLIC, f).split(path.sep).join("/")}`,
        statSync(f).size,
      ]),
    );
    expect(MEDIA_FILE_SIZES).toEqual(onDisk);
    const total = Object.values(onDisk).reduce((a, b) => a + b, 0);
    expect(total).toBeLessThan(2 * 1024 * 1024);
  });

  it("ships a streamable MP4 (index before data) and real PDFs", () => {
    const video = readFileSync(path.join(media, "video", "afa-intro.mp4"));
    expect(video.subarray(4, 8).toString("latin1")).toBe("ftyp");
    const moov = video.indexOf("moov");
    const mdat = video.indexOf("mdat");
    expect(moov).toBeGreaterThan(0);
    expect(moov).toBeLessThan(mdat);
    for (const pdf of files.filter((f) => f.endsWith(".pdf"))) {
      expect(readFileSync(pdf).subarray(0, 5).toString("latin1"), pdf).toBe("%PDF-");
    }
    for (const svg of files.filter((f) => f.endsWith(".svg"))) {
      const text = readFileSync(svg, "utf8");
      expect(text, svg).toMatch(/<title>[^<]+<\/title>/);
      expect(text.length, svg).toBeLessThan(4096);
    }
  });
});
