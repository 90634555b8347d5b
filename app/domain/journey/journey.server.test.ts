import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import { journeyContent } from "~/db/schema";
import { seedDemoContent } from "~/db/seed/demo.server";
import { createTestDatabase } from "../../../tests/support/database";
import type { JourneyQuery } from "./journey.filters";
import {
  getPublishedJourneyItem,
  listJourney,
  listRelatedJourney,
  recordJourneyView,
} from "./journey.server";
import { parseJourneyQuery } from "./search-params";

const NOW = new Date("2026-11-22T10:00:00Z");
const query = (q: Partial<JourneyQuery> = {}): JourneyQuery => ({
  q: "",
  type: "all",
  page: 1,
  ...q,
});

describe("journey content", () => {
  let h: DatabaseHandle;
  /** The slugs of the first page the filters find, in the order listed. */
  const slugsFound = async (q: Partial<JourneyQuery>) =>
    (await listJourney(h.db, query(q))).items.map((i) => i.slug);

  beforeAll(async () => {
    h = await createTestDatabase();
    await seedDemoContent(h.db, { now: NOW });
    // Literal % and _ in titles, and a draft that matches every search below.
    await h.db.insert(journeyContent).values([
      {
        slug: "yields-up-fifty-percent",
        type: "article",
        title: "Yields up 50% with mulching",
        description: "Mulch keeps moisture in.",
        author: "Test Author",
        isPublished: true,
        date: new Date("2026-01-05T09:00:00Z"),
      },
      {
        slug: "soil-ph-readings",
        type: "article",
        title: "Reading soil_ph columns in our data set",
        description: "A short guide to the spreadsheet.",
        author: "Test Author",
        isPublished: true,
        date: new Date("2026-01-04T09:00:00Z"),
      },
      {
        slug: "draft-armyworm-event",
        type: "event",
        title: "Draft armyworm 50% soil_ph event",
        description: "Not yet published.",
        author: "Dr. Emeka Nwosu",
        isPublished: false,
        date: new Date("2027-01-01T09:00:00Z"),
      },
    ]);
  });
  afterAll(async () => {
    await h?.close();
  });

  describe("listJourney", () => {
    it("lists only published items, newest date first", async () => {
      const { items, total, pageCount } = await listJourney(h.db, query(), 50);
      expect({ total, pageCount }).toEqual({ total: 17, pageCount: 1 });
      const slugs = items.map((i) => i.slug);
      expect(slugs).not.toContain("rainy-season-planting-checklist");
      expect(slugs).not.toContain("draft-armyworm-event");
      expect(items.length).toBe(17);
      const times = items.map((i) => i.date.getTime());
      expect(times).toEqual([...times].sort((a, b) => b - a));
    });

    it.each([
      ["event", 3],
      ["story", 2],
      ["research", 2],
    ] as const)("filters by type %s", async (type, expected) => {
      const { items } = await listJourney(h.db, query({ type }));
      expect(items).toHaveLength(expected);
      expect(items.every((i) => i.type === type)).toBe(true);
    });

    it("searches title, description and author, case-insensitively", async () => {
      expect(await slugsFound({ q: "ARMYWORM" })).toEqual(["fall-armyworm-spot-it-early"]);
      expect(await slugsFound({ q: "weevils" })).toEqual(["hermetic-bags-grain-storage"]);
      expect((await slugsFound({ q: "halima bello" })).sort()).toEqual([
        "amina-doubled-her-tomato-harvest",
        "gravity-drip-kit-in-ten-steps",
      ]);
    });

    it("needs every word to match, and combines search with the type filter", async () => {
      expect(await slugsFound({ q: "tomato kano" })).toEqual(["amina-doubled-her-tomato-harvest"]);
      expect(await slugsFound({ q: "tomato kano", type: "event" })).toEqual([]);
    });

    it("treats % and _ as the characters they are, not wildcards", async () => {
      // "500 m²" in the drip kit item must not match "50%".
      expect(await slugsFound({ q: "50%" })).toEqual(["yields-up-fifty-percent"]);
      expect(await slugsFound({ q: "%" })).toEqual(["yields-up-fifty-percent"]);
      expect(await slugsFound({ q: "soil_ph" })).toEqual(["soil-ph-readings"]);
      expect(await slugsFound({ q: "\\" })).toEqual([]);
    });

    it("pages through results, twelve to a page by default", async () => {
      const first = await listJourney(h.db, query());
      expect(first).toMatchObject({ total: 17, page: 1, pageCount: 2 });
      expect(first.items).toHaveLength(12);
      const small = await listJourney(h.db, query(), 5);
      expect(small.items).toHaveLength(5);
      expect(small).toMatchObject({ total: 17, page: 1, pageCount: 4 });
      const last = await listJourney(h.db, query({ page: 4 }), 5);
      expect(last.items).toHaveLength(2);
      expect(last).toMatchObject({ page: 4, pageCount: 4 });
      const all = [1, 2, 3, 4].map((page) => listJourney(h.db, query({ page }), 5));
      const slugs = (await Promise.all(all)).flatMap((r) => r.items.map((i) => i.slug));
      expect(new Set(slugs).size).toBe(17);
    });

    it("shows the last page for a page past the end, and one empty page when nothing matches", async () => {
      const past = await listJourney(h.db, query({ page: 99 }), 5);
      expect(past).toMatchObject({ page: 4, pageCount: 4, total: 17 });
      expect(past.items.map((i) => i.slug)).toEqual(
        (await listJourney(h.db, query({ page: 4 }), 5)).items.map((i) => i.slug),
      );
      const none = await listJourney(h.db, query({ q: "zzqx", page: 3 }));
      expect(none).toEqual({ items: [], total: 0, page: 1, pageCount: 1 });
    });
  });

  describe("parseJourneyQuery", () => {
    it("reads the filters leniently", () => {
      expect(parseJourneyQuery(new URLSearchParams("type=event&q=%20soil%20&page=2"))).toEqual({
        q: "soil",
        type: "event",
        page: 2,
      });
      expect(parseJourneyQuery(new URLSearchParams("type=course&page=-3"))).toEqual({
        q: "",
        type: "all",
        page: 1,
      });
      expect(
        parseJourneyQuery(new URLSearchParams(`q=${"x".repeat(500)}&page=abc`)).q,
      ).toHaveLength(100);
    });
  });

  describe("getPublishedJourneyItem", () => {
    it("finds a published item with its body", async () => {
      const item = await getPublishedJourneyItem(h.db, "dry-season-vegetable-field-day-epe");
      expect(item?.title).toBe("Dry-Season Vegetable Field Day in Epe");
      expect(item?.content).toContain("demonstration plot");
      expect(item?.speakers).toEqual(["Engr. Halima Bello", "Dr. Emeka Nwosu", "Tunde Bakare"]);
    });

    it("answers null for drafts, unknown and malformed slugs", async () => {
      expect(await getPublishedJourneyItem(h.db, "rainy-season-planting-checklist")).toBeNull();
      expect(await getPublishedJourneyItem(h.db, "no-such-item")).toBeNull();
      expect(await getPublishedJourneyItem(h.db, "../etc/passwd")).toBeNull();
      expect(await getPublishedJourneyItem(h.db, "")).toBeNull();
    });
  });

  describe("recordJourneyView", () => {
    it("adds one view per call, without losing concurrent ones or touching updated_at", async () => {
      const [before] = await h.db
        .select()
        .from(journeyContent)
        .where(eq(journeyContent.slug, "hermetic-bags-grain-storage"));
      if (!before) throw new Error("demo item missing");
      const results = await Promise.all(
        Array.from({ length: 10 }, () => recordJourneyView(h.db, before.id)),
      );
      expect(Math.max(...(results as number[]))).toBe(before.views + 10);
      const [after] = await h.db
        .select()
        .from(journeyContent)
        .where(eq(journeyContent.id, before.id));
      expect(after?.views).toBe(before.views + 10);
      expect(after?.updatedAt.getTime()).toBe(before.updatedAt.getTime());
    });

    it("does not count views of a draft", async () => {
      const [draft] = await h.db
        .select()
        .from(journeyContent)
        .where(eq(journeyContent.slug, "rainy-season-planting-checklist"));
      if (!draft) throw new Error("demo draft missing");
      expect(await recordJourneyView(h.db, draft.id)).toBeNull();
      const [after] = await h.db
        .select()
        .from(journeyContent)
        .where(eq(journeyContent.id, draft.id));
      expect(after?.views).toBe(draft.views);
    });
  });

  describe("listRelatedJourney", () => {
    it("gives up to three other published items of the same type, newest first", async () => {
      const item = await getPublishedJourneyItem(h.db, "fall-armyworm-spot-it-early");
      if (!item) throw new Error("demo item missing");
      const related = await listRelatedJourney(h.db, item);
      expect(related).toHaveLength(3);
      expect(related.every((r) => r.type === "article")).toBe(true);
      expect(related.map((r) => r.slug)).not.toContain(item.slug);
      expect(related.map((r) => r.slug)).not.toContain("rainy-season-planting-checklist");
      const times = related.map((r) => r.date.getTime());
      expect(times).toEqual([...times].sort((a, b) => b - a));
    });

    it("leaves out drafts of the same type", async () => {
      const event = await getPublishedJourneyItem(h.db, "soil-health-workshop-ibadan");
      if (!event) throw new Error("demo item missing");
      const related = await listRelatedJourney(h.db, event);
      expect(related.map((r) => r.slug).sort()).toEqual([
        "agribusiness-finance-clinic-ikeja",
        "dry-season-vegetable-field-day-epe",
      ]);
    });
  });
});
