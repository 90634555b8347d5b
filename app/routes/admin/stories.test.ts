import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { successStories } from "~/db/schema";
import { STORY_MESSAGES } from "~/domain/admin/stories.schema";
import type { SessionUser } from "~/domain/auth/session.server";
import { callAction, callLoader } from "../../../tests/support/router";
import { flashedToast, setupTestServices } from "../../../tests/support/suite";
import { createTestUser } from "../../../tests/support/users";
import { action as listAction, loader as listLoader } from "./stories";
import { action as editAction, loader as editLoader } from "./stories-edit";
import { action as newAction, loader as newLoader } from "./stories-new";

const LIST = "/admin-dashboard/stories";

/** One row's button on the list (intent and id), as the moderator sends it. */
const rowAction = (intent: string, id: string, headers?: HeadersInit) =>
  callAction(listAction, {
    services: suite.services,
    url: LIST,
    user: moderator,
    form: { intent, id },
    headers,
  });

const suite = setupTestServices();
let moderator: SessionUser;

beforeAll(async () => {
  moderator = await createTestUser(suite.services, { role: "moderator" });
});

async function byName(name: string) {
  return suite.services.db.select().from(successStories).where(eq(successStories.name, name));
}

const valid = { role: "Rice farmer", location: "Kebbi State", content: "Five tonnes a hectare." };

async function create(name: string, extra: Record<string, string> = {}) {
  return callAction(newAction, {
    services: suite.services,
    url: `${LIST}/new`,
    user: moderator,
    form: { name, ...valid, ...extra },
  });
}

describe("Stories", () => {
  it("comes back to the page of the list a row button was posted from", async () => {
    await create("Paged Story");
    const [story] = await byName("Paged Story");
    if (!story) throw new Error("not stored");
    // An older page, as its Older link names it (a cursor just after this story).
    const cursor = `${new Date(story.createdAt.getTime() + 1000).toISOString().replace("Z", "000Z")}_${story.id}`;
    const url = `${LIST}?before=${encodeURIComponent(cursor)}`;
    const shown = await callLoader(listLoader, { services: suite.services, url, user: moderator });
    expect(shown.data?.self).toBe(`${LIST}?before=${encodeURIComponent(cursor)}`);
    expect(shown.data?.stories.map((s) => s.id)).toContain(story.id);
    const featured = await callAction(listAction, {
      services: suite.services,
      url,
      user: moderator,
      form: { intent: "feature", id: story.id },
    });
    expect(featured.location).toBe(url);
  });

  it("refuses a story without its required fields, naming each", async () => {
    const result = await callAction(newAction, {
      services: suite.services,
      url: `${LIST}/new`,
      user: moderator,
      form: { name: "Only a name", role: "", location: "", content: "" },
    });
    expect(result.status).toBe(400);
    expect(result.data?.result.error).toMatchObject({
      role: [STORY_MESSAGES.role],
      location: [STORY_MESSAGES.location],
      content: [STORY_MESSAGES.content],
    });
    expect(await byName("Only a name")).toEqual([]);
  });

  it("adds a story with rating 5 by default, then lists it", async () => {
    const result = await create("Ibrahim Abdullahi");
    expect(result.location).toBe(LIST);
    expect(await flashedToast(suite.services, result.headers)).toMatchObject({
      title: "Story added",
    });
    expect((await byName("Ibrahim Abdullahi"))[0]).toMatchObject({ rating: 5, isFeatured: false });
    const list = await callLoader(listLoader, {
      services: suite.services,
      url: LIST,
      user: moderator,
    });
    expect(list.data?.stories.map((s) => s.name)).toContain("Ibrahim Abdullahi");
  });

  it("makes one story of a form sent twice (its key), answering both alike", async () => {
    const page = await callLoader(newLoader, {
      services: suite.services,
      url: `${LIST}/new`,
      user: moderator,
    });
    const formKey = page.data?.formKey ?? "";
    expect(formKey).toMatch(/^[0-9a-f-]{36}$/);
    const first = await create("Twice Sent", { formKey });
    const second = await create("Twice Sent", { formKey });
    expect(second.location).toBe(first.location);
    expect(await flashedToast(suite.services, second.headers)).toMatchObject({
      title: "Story added",
    });
    expect(await byName("Twice Sent")).toHaveLength(1);
    const racing = crypto.randomUUID();
    await Promise.all([
      create("Racing Story", { formKey: racing }),
      create("Racing Story", { formKey: racing }),
    ]);
    expect(await byName("Racing Story")).toHaveLength(1);
    // Another rendering of the form is another story.
    await create("Twice Sent", { formKey: crypto.randomUUID() });
    expect(await byName("Twice Sent")).toHaveLength(2);
  });

  it("refuses a rating outside 1 to 5", async () => {
    const result = await create("Bad Rating", { rating: "7" });
    expect(result.status).toBe(400);
    expect(result.data?.result.error?.rating).toEqual([STORY_MESSAGES.rating]);
  });

  it("features, unfeatures and deletes from the list", async () => {
    await create("Toggle Farmer");
    const [story] = await byName("Toggle Farmer");
    if (!story) throw new Error("not created");
    const feature = await rowAction("feature", story.id);
    expect(await flashedToast(suite.services, feature.headers)).toMatchObject({
      title: "Story featured",
    });
    expect((await byName("Toggle Farmer"))[0]?.isFeatured).toBe(true);
    await rowAction("unfeature", story.id);
    expect((await byName("Toggle Farmer"))[0]?.isFeatured).toBe(false);

    const del = await rowAction("delete", story.id);
    expect(await flashedToast(suite.services, del.headers)).toMatchObject({
      title: "Story deleted",
    });
    const again = await rowAction("delete", story.id);
    expect(again.status).toBe(404);
    expect(again.data?.toast.title).toBe("Error deleting story");
  });

  it("edits a story; a story that is gone answers Error fetching story / Error saving story", async () => {
    await create("Edit Farmer");
    const [story] = await byName("Edit Farmer");
    if (!story) throw new Error("not created");
    const url = `${LIST}/${story.id}`;
    const loaded = await callLoader(editLoader, {
      services: suite.services,
      url,
      user: moderator,
      params: { storyId: story.id },
    });
    expect(loaded.data?.defaults).toMatchObject({ name: "Edit Farmer", rating: 5 });
    const saved = await callAction(editAction, {
      services: suite.services,
      url,
      user: moderator,
      params: { storyId: story.id },
      form: { name: "Edited Farmer", ...valid, rating: "3", featured: "on" },
    });
    expect(await flashedToast(suite.services, saved.headers)).toMatchObject({
      title: "Story updated",
    });
    expect((await byName("Edited Farmer"))[0]).toMatchObject({ rating: 3, isFeatured: true });

    await suite.services.db.delete(successStories).where(eq(successStories.id, story.id));
    const gone = await callLoader(editLoader, {
      services: suite.services,
      url,
      user: moderator,
      params: { storyId: story.id },
    });
    expect(gone.status).toBe(404);
    const lost = await callAction(editAction, {
      services: suite.services,
      url,
      user: moderator,
      params: { storyId: story.id },
      form: { name: "Edited Farmer", ...valid },
    });
    expect(lost.status).toBe(404);
    expect(lost.data?.alert?.title).toBe("Error saving story");
  });
});
