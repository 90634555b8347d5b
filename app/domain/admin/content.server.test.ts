import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { auditLog, journeyContent } from "~/db/schema";
import { getPublishedJourneyItem } from "~/domain/journey/journey.server";
import { MEDIA_MESSAGES } from "~/domain/uploads/media.server";
import { imageSources } from "~/lib/image-sources";
import { readTimeOf } from "~/lib/read-time";
import { pngFile, storedUpload } from "../../../tests/support/files";
import { setupTestServices } from "../../../tests/support/suite";
import { createTestUser } from "../../../tests/support/users";
import { type ContentFormInput, contentSchema } from "./content.schema";
import {
  createContent,
  deleteContent,
  getContent,
  listContent,
  setContentPublished,
  uniqueSlug,
  updateContent,
} from "./content.server";

const suite = setupTestServices();
let actor: { id: string; name: string; email: string };

beforeAll(async () => {
  actor = await createTestUser(suite.services, { role: "admin", name: "Content Admin" });
});

/** The form's values as the schema leaves them (defaults applied). */
function input(values: Partial<Record<string, unknown>> = {}): ContentFormInput {
  return contentSchema.parse({ title: "Harvest day", description: "Cassava harvest.", ...values });
}

async function auditFor(id: string) {
  return suite.services.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetType, "content"), eq(auditLog.targetId, id)));
}

describe("createContent", () => {
  it("applies the defaults: author Admin, empty content, draft, dated now", async () => {
    const before = Date.now();
    const outcome = await createContent(
      suite.services,
      actor,
      input({ title: "Defaults check", author: "" }),
    );
    expect(outcome.status).toBe("saved");
    if (outcome.status !== "saved") return;
    const row = await getContent(suite.services.db, outcome.id);
    expect(row).toMatchObject({
      title: "Defaults check",
      slug: "defaults-check",
      type: "article",
      author: "Admin",
      content: "",
      isPublished: false,
      location: null,
      speakers: [],
      readTime: null,
    });
    expect(row?.date.getTime()).toBeGreaterThanOrEqual(before - 1000);
  });

  it("derives a unique slug from the title", async () => {
    const a = await createContent(suite.services, actor, input({ title: "Maize Field Day!" }));
    const b = await createContent(suite.services, actor, input({ title: "Maize field day" }));
    const c = await createContent(suite.services, actor, input({ title: "Maize field day" }));
    expect([a, b, c].map((o) => (o.status === "saved" ? o.slug : o.status))).toEqual([
      "maize-field-day",
      "maize-field-day-2",
      "maize-field-day-3",
    ]);
    expect(await uniqueSlug(suite.services.db, "Maize field day")).toBe("maize-field-day-4");
  });

  it("keeps event fields for events only, reading the date as Lagos time", async () => {
    const event = await createContent(
      suite.services,
      actor,
      input({
        title: "Poultry clinic",
        type: "event",
        date: "2026-12-12T09:00",
        location: "Epe, Lagos",
        speakers: "Dr Bola Ade\n\nEngr. Musa Bello\nDr Bola Ade",
      }),
    );
    const article = await createContent(
      suite.services,
      actor,
      input({ title: "Not an event", type: "article", location: "Ibadan", speakers: "Someone" }),
    );
    if (event.status !== "saved" || article.status !== "saved") throw new Error("not saved");
    const e = await getContent(suite.services.db, event.id);
    expect(e?.date.toISOString()).toBe("2026-12-12T08:00:00.000Z");
    expect(e).toMatchObject({
      location: "Epe, Lagos",
      speakers: ["Dr Bola Ade", "Engr. Musa Bello"],
    });
    expect(await getContent(suite.services.db, article.id)).toMatchObject({
      location: null,
      speakers: [],
    });
  });

  it("stores an uploaded image as WebP and a video link as given", async () => {
    const outcome = await createContent(
      suite.services,
      actor,
      input({ title: "With media", image: await pngFile(), videoLink: "https://example.org/v" }),
    );
    if (outcome.status !== "saved") throw new Error(outcome.status);
    const row = await getContent(suite.services.db, outcome.id);
    expect(row?.imageUrl).toMatch(/^\/uploads\/journey-images\/[0-9a-f-]{36}_[0-9-]+\.webp$/);
    expect(row?.videoUrl).toBe("https://example.org/v");
    expect((await storedUpload(suite.services, row?.imageUrl))?.contentType).toBe("image/webp");
    // Every width named by the srcset is stored too.
    const avif = imageSources(row?.imageUrl ?? "").avifSrcSet?.split(", ") ?? [];
    expect(avif.length).toBeGreaterThan(0);
    for (const entry of avif) {
      expect((await storedUpload(suite.services, entry.split(" ")[0]))?.contentType).toBe(
        "image/avif",
      );
    }
  });

  it("refuses a file that is not what it claims by its content, and keeps nothing", async () => {
    const fake = new File(["<script>alert(1)</script>"], "photo.png", { type: "image/png" });
    const good = await pngFile();
    const outcome = await createContent(
      suite.services,
      actor,
      input({ title: "Refused upload", image: good, thumbnail: fake }),
    );
    expect(outcome).toEqual({
      status: "invalid-file",
      field: "thumbnail",
      message: MEDIA_MESSAGES.image,
    });
    const rows = await suite.services.db
      .select()
      .from(journeyContent)
      .where(eq(journeyContent.title, "Refused upload"));
    expect(rows).toEqual([]);
  });

  it("refuses text offered as a video", async () => {
    const fake = new File(["not a video"], "clip.mp4", { type: "video/mp4" });
    const outcome = await createContent(
      suite.services,
      actor,
      input({ title: "Bad video", video: fake }),
    );
    expect(outcome).toMatchObject({ status: "invalid-file", field: "video" });
  });

  it("audits an item created already published", async () => {
    const outcome = await createContent(
      suite.services,
      actor,
      input({ title: "Published at once", published: true }),
    );
    if (outcome.status !== "saved") throw new Error(outcome.status);
    const entries = await auditFor(outcome.id);
    expect(entries.map((e) => e.action)).toEqual(["content.published"]);
    expect(entries[0]).toMatchObject({ actorId: actor.id, targetLabel: "Published at once" });
    expect(await getPublishedJourneyItem(suite.services.db, outcome.slug)).not.toBeNull();
  });
});

describe("listContent", () => {
  it("lists drafts and published items newest first, filtered by type", async () => {
    const first = await createContent(
      suite.services,
      actor,
      input({ title: "List research", type: "research" }),
    );
    const second = await createContent(
      suite.services,
      actor,
      input({ title: "List research two", type: "research", published: true }),
    );
    if (first.status !== "saved" || second.status !== "saved") throw new Error("not saved");
    const research = (await listContent(suite.services.db, { type: "research" })).rows;
    expect(research.map((i) => i.title)).toEqual(["List research two", "List research"]);
    const all = (await listContent(suite.services.db)).rows;
    expect(all.length).toBeGreaterThan(research.length);
    expect(all[0]?.title).toBe("List research two");
  });
});

describe("updateContent", () => {
  it("re-slugs a draft whose title changed, but a published item keeps its address", async () => {
    const draft = await createContent(suite.services, actor, input({ title: "Draft title" }));
    if (draft.status !== "saved") throw new Error(draft.status);
    const renamed = await updateContent(
      suite.services,
      actor,
      draft.id,
      input({ title: "Better title" }),
    );
    expect(renamed).toMatchObject({ status: "saved", slug: "better-title" });

    const live = await createContent(
      suite.services,
      actor,
      input({ title: "Live title", published: true }),
    );
    if (live.status !== "saved") throw new Error(live.status);
    const kept = await updateContent(
      suite.services,
      actor,
      live.id,
      input({ title: "Live title renamed", published: true }),
    );
    expect(kept).toMatchObject({ status: "saved", slug: "live-title" });
  });

  it("replaces an image (deleting the old file), keeps the date when none is sent", async () => {
    const created = await createContent(
      suite.services,
      actor,
      input({ title: "Replace image", image: await pngFile(), date: "2026-01-05T10:00" }),
    );
    if (created.status !== "saved") throw new Error(created.status);
    const before = await getContent(suite.services.db, created.id);
    await updateContent(
      suite.services,
      actor,
      created.id,
      input({ title: "Replace image", image: await pngFile() }),
    );
    const after = await getContent(suite.services.db, created.id);
    expect(after?.imageUrl).not.toBe(before?.imageUrl);
    expect(after?.date.toISOString()).toBe("2026-01-05T09:00:00.000Z");
    expect(await storedUpload(suite.services, before?.imageUrl)).toBeNull();
    expect(await storedUpload(suite.services, after?.imageUrl)).not.toBeNull();

    await updateContent(
      suite.services,
      actor,
      created.id,
      input({ title: "Replace image", removeImage: true }),
    );
    expect((await getContent(suite.services.db, created.id))?.imageUrl).toBeNull();
    expect(await storedUpload(suite.services, after?.imageUrl)).toBeNull();
  });

  it("audits a publish change made in the form, and answers not-found for a missing item", async () => {
    const created = await createContent(suite.services, actor, input({ title: "Form publish" }));
    if (created.status !== "saved") throw new Error(created.status);
    await updateContent(
      suite.services,
      actor,
      created.id,
      input({ title: "Form publish", published: true }),
    );
    await updateContent(
      suite.services,
      actor,
      created.id,
      input({ title: "Form publish", published: true }),
    );
    expect((await auditFor(created.id)).map((e) => e.action)).toEqual(["content.published"]);
    expect(
      await updateContent(suite.services, actor, "00000000-0000-4000-8000-000000000000", input()),
    ).toEqual({ status: "not-found" });
  });
});

describe("setContentPublished and deleteContent", () => {
  it("publishes and unpublishes with an audit entry each, none for no change", async () => {
    const created = await createContent(suite.services, actor, input({ title: "Toggle me" }));
    if (created.status !== "saved") throw new Error(created.status);
    expect(await setContentPublished(suite.services.db, actor, created.id, true)).toEqual({
      title: "Toggle me",
    });
    await setContentPublished(suite.services.db, actor, created.id, true);
    await setContentPublished(suite.services.db, actor, created.id, false);
    const actions = (await auditFor(created.id)).map((e) => e.action).sort();
    expect(actions).toEqual(["content.published", "content.unpublished"]);
    expect(
      await setContentPublished(
        suite.services.db,
        actor,
        "00000000-0000-4000-8000-000000000000",
        true,
      ),
    ).toBeNull();
  });

  it("deletes the row and its files, audited; a second delete finds nothing", async () => {
    const created = await createContent(
      suite.services,
      actor,
      input({ title: "Delete me", image: await pngFile(), thumbnail: await pngFile() }),
    );
    if (created.status !== "saved") throw new Error(created.status);
    const row = await getContent(suite.services.db, created.id);
    expect(await deleteContent(suite.services, actor, created.id)).toEqual({ title: "Delete me" });
    expect(await getContent(suite.services.db, created.id)).toBeNull();
    expect(await storedUpload(suite.services, row?.imageUrl)).toBeNull();
    expect(await storedUpload(suite.services, row?.thumbnail)).toBeNull();
    const entries = await auditFor(created.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ action: "content.deleted", targetLabel: "Delete me" });
    expect(await deleteContent(suite.services, actor, created.id)).toBeNull();
  });
});

describe("readTimeOf", () => {
  it("rounds at 200 words a minute, at least one minute, null without a body", () => {
    expect(readTimeOf("")).toBeNull();
    expect(readTimeOf("one two")).toBe("1 min read");
    expect(readTimeOf(Array(1000).fill("w").join(" "))).toBe("5 min read");
  });
});
