import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { successStories } from "~/db/schema";
import { STORY_MESSAGES } from "~/domain/admin/stories.constants";
import type { SessionUser } from "~/domain/auth/session.server";
import type { Toast } from "~/domain/toast/toast";
import type { Services } from "~/services.server";
import { callAction, callLoader } from "../../../tests/support/router";
import { createTestServices, type TestServices } from "../../../tests/support/services";
import { createTestUser } from "../../../tests/support/users";
import { action as listAction, loader as listLoader } from "./stories";
import { action as editAction, loader as editLoader } from "./stories-edit";
import { action as newAction, loader as newLoader } from "./stories-new";

const LIST = "/admin-dashboard/stories";

let t: TestServices;
let services: Services;
let moderator: SessionUser;

beforeAll(async () => {
  t = await createTestServices();
  services = t.services;
  moderator = await createTestUser(services, { role: "moderator" });
});
afterAll(async () => {
  await t.close();
});

async function flashedToast(headers: Headers): Promise<Toast | undefined> {
  const cookie = headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  return (await services.toasts.getSession(cookie)).get("toast");
}

async function byName(name: string) {
  return services.db.select().from(successStories).where(eq(successStories.name, name));
}

const valid = { role: "Rice farmer", location: "Kebbi State", content: "Five tonnes a hectare." };

async function create(name: string, extra: Record<string, string> = {}) {
  return callAction(newAction, {
    services,
    url: `${LIST}/new`,
    user: moderator,
    form: { name, ...valid, ...extra },
  });
}

describe("Stories", () => {
  it("refuses a story without its required fields, naming each", async () => {
    const result = await callAction(newAction, {
      services,
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
    expect(await flashedToast(result.headers)).toMatchObject({ title: "Story added" });
    expect((await byName("Ibrahim Abdullahi"))[0]).toMatchObject({ rating: 5, isFeatured: false });
    const list = await callLoader(listLoader, { services, url: LIST, user: moderator });
    expect(list.data?.stories.map((s) => s.name)).toContain("Ibrahim Abdullahi");
  });

  it("makes one story of a form sent twice (its key), answering both alike", async () => {
    const page = await callLoader(newLoader, { services, url: `${LIST}/new`, user: moderator });
    const formKey = page.data?.formKey ?? "";
    expect(formKey).toMatch(/^[0-9a-f-]{36}$/);
    const first = await create("Twice Sent", { formKey });
    const second = await create("Twice Sent", { formKey });
    expect(second.location).toBe(first.location);
    expect(await flashedToast(second.headers)).toMatchObject({ title: "Story added" });
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
    const feature = await callAction(listAction, {
      services,
      url: LIST,
      user: moderator,
      form: { intent: "feature", id: story.id },
    });
    expect(await flashedToast(feature.headers)).toMatchObject({ title: "Story featured" });
    expect((await byName("Toggle Farmer"))[0]?.isFeatured).toBe(true);
    await callAction(listAction, {
      services,
      url: LIST,
      user: moderator,
      form: { intent: "unfeature", id: story.id },
    });
    expect((await byName("Toggle Farmer"))[0]?.isFeatured).toBe(false);

    const del = await callAction(listAction, {
      services,
      url: LIST,
      user: moderator,
      form: { intent: "delete", id: story.id },
    });
    expect(await flashedToast(del.headers)).toMatchObject({ title: "Story deleted" });
    const again = await callAction(listAction, {
      services,
      url: LIST,
      user: moderator,
      form: { intent: "delete", id: story.id },
    });
    expect(again.status).toBe(404);
    expect(again.data?.toast.title).toBe("Error deleting story");
  });

  it("edits a story; a story that is gone answers Error fetching story / Error saving story", async () => {
    await create("Edit Farmer");
    const [story] = await byName("Edit Farmer");
    if (!story) throw new Error("not created");
    const url = `${LIST}/${story.id}`;
    const loaded = await callLoader(editLoader, {
      services,
      url,
      user: moderator,
      params: { storyId: story.id },
    });
    expect(loaded.data?.defaults).toMatchObject({ name: "Edit Farmer", rating: 5 });
    const saved = await callAction(editAction, {
      services,
      url,
      user: moderator,
      params: { storyId: story.id },
      form: { name: "Edited Farmer", ...valid, rating: "3", featured: "on" },
    });
    expect(await flashedToast(saved.headers)).toMatchObject({ title: "Story updated" });
    expect((await byName("Edited Farmer"))[0]).toMatchObject({ rating: 3, isFeatured: true });

    await services.db.delete(successStories).where(eq(successStories.id, story.id));
    const gone = await callLoader(editLoader, {
      services,
      url,
      user: moderator,
      params: { storyId: story.id },
    });
    expect(gone.status).toBe(404);
    const lost = await callAction(editAction, {
      services,
      url,
      user: moderator,
      params: { storyId: story.id },
      form: { name: "Edited Farmer", ...valid },
    });
    expect(lost.status).toBe(404);
    expect(lost.data?.alert?.title).toBe("Error saving story");
  });
});
