import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { journeyContent } from "~/db/schema";
import { CONTENT_TOASTS } from "~/domain/admin/content.constants";
import type { ContentFormInput } from "~/domain/admin/content.schema";
import type { SessionUser } from "~/domain/auth/session.server";
import { MEDIA_MESSAGES } from "~/domain/uploads/media.server";
import { createTestContent } from "../../../tests/support/content";
import { pngFile } from "../../../tests/support/files";
import { callAction, callLoader } from "../../../tests/support/router";
import { flashedToast, setupTestServices } from "../../../tests/support/suite";
import { createTestUser } from "../../../tests/support/users";
import { action as listAction, loader as listLoader } from "./content";
import { action as editAction, loader as editLoader } from "./content-edit";
import { action as newAction, loader as newLoader } from "./content-new";

const LIST = "/admin-dashboard/content";

/** One row's button on the list (intent and id), as the admin sends it. */
const rowAction = (intent: string, id: string, url = LIST) =>
  callAction(listAction, {
    services: suite.services,
    url,
    user: admin,
    form: { intent, id },
  });
const NEW = "/admin-dashboard/content/new";

const suite = setupTestServices();
let admin: SessionUser;

beforeAll(async () => {
  admin = await createTestUser(suite.services, { role: "admin" });
});

async function byTitle(title: string) {
  return suite.services.db.select().from(journeyContent).where(eq(journeyContent.title, title));
}

function seed(title: string, values: Partial<ContentFormInput> = {}) {
  return createTestContent(suite.services, admin, { title, ...values });
}

describe("Upload Content (new)", () => {
  it("answers Missing Information when the title or description is blank, storing nothing", async () => {
    const result = await callAction(newAction, {
      services: suite.services,
      url: NEW,
      user: admin,
      form: { title: "", description: "Has one", type: "article" },
    });
    expect(result.status).toBe(400);
    expect(result.data).toMatchObject({
      alert: { title: "Missing Information", description: "Please fill in all required fields" },
    });
    expect(result.data?.result.error?.title).toEqual(["Please fill in all required fields"]);
    expect(await byTitle("")).toEqual([]);
  });

  it("adds the item (author Admin when blank) and returns to the list with Content added", async () => {
    const result = await callAction(newAction, {
      services: suite.services,
      url: NEW,
      user: admin,
      form: {
        title: "Route created",
        description: "Made through the form.",
        type: "event",
        author: "",
        date: "2026-12-12T09:00",
        location: "Epe",
        speakers: "Dr Ada\nMr Bayo",
        published: "on",
      },
    });
    expect(result.location).toBe(LIST);
    expect(await flashedToast(suite.services, result.headers)).toMatchObject({
      title: "Content added",
    });
    const [row] = await byTitle("Route created");
    expect(row).toMatchObject({
      author: "Admin",
      type: "event",
      isPublished: true,
      location: "Epe",
      speakers: ["Dr Ada", "Mr Bayo"],
      slug: "route-created",
    });
  });

  it("makes one item of a form sent twice (its key), answering both alike", async () => {
    const page = await callLoader(newLoader, { services: suite.services, url: NEW, user: admin });
    const formKey = page.data?.formKey ?? "";
    expect(formKey).toMatch(/^[0-9a-f-]{36}$/);
    const form = { formKey, title: "Sent twice", description: "Once only.", type: "article" };
    const send = (f: Record<string, string>) =>
      callAction(newAction, { services: suite.services, url: NEW, user: admin, form: f });
    const [first, second] = [await send(form), await send(form)];
    expect(second.location).toBe(first.location);
    expect(await flashedToast(suite.services, second.headers)).toMatchObject({
      title: "Content added",
    });
    expect(await byTitle("Sent twice")).toHaveLength(1);
    const racing = { ...form, formKey: crypto.randomUUID(), title: "Racing item" };
    await Promise.all([send(racing), send(racing)]);
    expect(await byTitle("Racing item")).toHaveLength(1);
  });

  it("refuses a fake picture by its content with Add failed and the field's message", async () => {
    const result = await callAction(newAction, {
      services: suite.services,
      url: NEW,
      user: admin,
      form: {
        title: "Fake picture",
        description: "Should not be stored.",
        image: new File(["<svg onload=alert(1)>"], "photo.jpg", { type: "image/jpeg" }),
      },
    });
    expect(result.status).toBe(400);
    expect(result.data?.alert?.title).toBe(CONTENT_TOASTS.addFailed.title);
    expect(result.data?.result.error?.image).toEqual([MEDIA_MESSAGES.image]);
    expect(await byTitle("Fake picture")).toEqual([]);
  });

  it("accepts a real picture upload", async () => {
    const result = await callAction(newAction, {
      services: suite.services,
      url: NEW,
      user: admin,
      form: {
        title: "Real picture",
        description: "Stored.",
        thumbnail: await pngFile({ name: "x.png", width: 30, height: 20, background: "#4a4" }),
      },
    });
    expect(result.location).toBe(LIST);
    const [row] = await byTitle("Real picture");
    expect(row?.thumbnail).toMatch(/^\/uploads\/journey-thumbnails\/.+\.webp$/);
  });

  it("offers the current Lagos time as the date", async () => {
    const result = await callLoader(newLoader, { services: suite.services, url: NEW, user: admin });
    expect(result.data?.now).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
  });
});

describe("Content list", () => {
  it("lists newest first and filters by type", async () => {
    await seed("Filter research", { type: "research" });
    await seed("Filter video", { type: "video" });
    const all = await callLoader(listLoader, { services: suite.services, url: LIST, user: admin });
    const titles = all.data?.items.map((i) => i.title) ?? [];
    expect(titles.indexOf("Filter video")).toBeLessThan(titles.indexOf("Filter research"));
    const research = await callLoader(listLoader, {
      services: suite.services,
      url: `${LIST}?type=research`,
      user: admin,
    });
    expect(research.data?.type).toBe("research");
    expect(research.data?.items.every((i) => i.type === "research")).toBe(true);
    expect(research.data?.items.map((i) => i.title)).toContain("Filter research");
  });

  it("publishes, unpublishes and deletes with their toasts, back to the filtered list", async () => {
    const item = await seed("Row actions");
    // Posted from the filtered list's own address (its `self`), it comes back to that list.
    const filtered = await callLoader(listLoader, {
      services: suite.services,
      url: `${LIST}?type=article`,
      user: admin,
    });
    expect(filtered.data?.self).toBe(`${LIST}?type=article`);
    const publish = await rowAction("publish", item.id, `${LIST}?type=article`);
    expect(publish.location).toBe(`${LIST}?type=article`);
    expect(await flashedToast(suite.services, publish.headers)).toMatchObject({
      title: "Content updated",
    });
    expect((await byTitle("Row actions"))[0]?.isPublished).toBe(true);

    await rowAction("unpublish", item.id);
    expect((await byTitle("Row actions"))[0]?.isPublished).toBe(false);

    const del = await rowAction("delete", item.id);
    expect(del.location).toBe(LIST);
    expect(await flashedToast(suite.services, del.headers)).toMatchObject({
      title: "Content deleted",
    });
    expect(await byTitle("Row actions")).toEqual([]);

    const again = await rowAction("delete", item.id);
    expect(again.status).toBe(404);
    expect(again.data?.toast.title).toBe("Delete failed");
  });

  it("answers a malformed request with 400, not a crash", async () => {
    const result = await rowAction("explode", "nope");
    expect(result.status).toBe(400);
  });
});

describe("Edit content", () => {
  it("loads the item's values (Lagos date, speakers per line) and saves with Content updated", async () => {
    const item = await seed("Edit me", {
      type: "event",
      date: "2026-05-01T15:30",
      speakers: "A\nB",
      location: "Ibadan",
      videoLink: "https://video.example/1",
    });
    const url = `${LIST}/${item.id}`;
    const loaded = await callLoader(editLoader, {
      services: suite.services,
      url,
      user: admin,
      params: { contentId: item.id },
    });
    expect(loaded.data?.defaults).toMatchObject({
      title: "Edit me",
      date: "2026-05-01T15:30",
      speakers: "A\nB",
      location: "Ibadan",
      videoLink: "https://video.example/1",
    });
    const saved = await callAction(editAction, {
      services: suite.services,
      url,
      user: admin,
      params: { contentId: item.id },
      form: { title: "Edited", description: "New words.", type: "article" },
    });
    expect(saved.location).toBe(LIST);
    expect(await flashedToast(suite.services, saved.headers)).toMatchObject({
      title: "Content updated",
    });
    expect((await byTitle("Edited"))[0]).toMatchObject({ location: null, videoUrl: null });

    const missing = await callAction(editAction, {
      services: suite.services,
      url,
      user: admin,
      params: { contentId: item.id },
      form: { title: "Edited", description: "" },
    });
    expect(missing.data?.alert?.title).toBe("Missing Information");
  });

  it("answers 404 for an unknown or malformed id", async () => {
    for (const id of ["00000000-0000-4000-8000-000000000000", "not-an-id"]) {
      const result = await callLoader(editLoader, {
        services: suite.services,
        url: `${LIST}/${id}`,
        user: admin,
        params: { contentId: id },
      });
      expect(result.status).toBe(404);
    }
  });
});
