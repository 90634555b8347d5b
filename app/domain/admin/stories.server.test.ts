import { parseWithZod } from "@conform-to/zod/v4";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { auditLog, successStories } from "~/db/schema";
import { getFeaturedStories } from "~/domain/site/stories.server";
import { MEDIA_MESSAGES } from "~/domain/uploads/media.server";
import { pngFile, storedUpload } from "../../../tests/support/files";
import { setupTestServices } from "../../../tests/support/suite";
import { createTestUser } from "../../../tests/support/users";
import { STORY_MESSAGES, type StoryFormInput, storySchema } from "./stories.schema";
import {
  createStory,
  deleteStory,
  getStory,
  listStories,
  setStoryFeatured,
  updateStory,
} from "./stories.server";

const suite = setupTestServices();
let actor: { id: string; name: string; email: string };

beforeAll(async () => {
  actor = await createTestUser(suite.services, { role: "moderator", name: "Story Moderator" });
});

const base = {
  name: "Ngozi Obi",
  role: "Cassava farmer",
  location: "Anambra State",
  content: "My yield doubled.",
};

function input(values: Partial<Record<string, unknown>> = {}): StoryFormInput {
  return storySchema.parse({ ...base, ...values });
}

function form(values: Record<string, string>) {
  const data = new FormData();
  for (const [k, v] of Object.entries(values)) data.set(k, v);
  return parseWithZod(data, { schema: storySchema });
}

const png = () => pngFile({ name: "me.png", width: 20, height: 20, background: "#333" });

async function auditFor(id: string) {
  return suite.services.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetType, "story"), eq(auditLog.targetId, id)));
}

describe("storySchema", () => {
  it("requires name, role, location and content", () => {
    const error = form({ name: "", role: " ", location: "", content: "" }).reply().error ?? {};
    expect(error).toMatchObject({
      name: [STORY_MESSAGES.name],
      role: [STORY_MESSAGES.role],
      location: [STORY_MESSAGES.location],
      content: [STORY_MESSAGES.content],
    });
  });

  it("defaults the rating to 5 and accepts only whole stars from 1 to 5", () => {
    const ok = form(base);
    expect(ok.status === "success" && ok.value.rating).toBe(5);
    for (const bad of ["0", "6", "2.5", "five"]) {
      expect(form({ ...base, rating: bad }).reply().error?.rating).toEqual([STORY_MESSAGES.rating]);
    }
    const three = form({ ...base, rating: "3" });
    expect(three.status === "success" && three.value.rating).toBe(3);
  });
});

describe("stories", () => {
  it("creates with rating 5 and no photo by default, listed newest first", async () => {
    const a = await createStory(suite.services, actor, input({ name: "First Farmer" }));
    const b = await createStory(suite.services, actor, input({ name: "Second Farmer" }));
    if (a.status !== "saved" || b.status !== "saved") throw new Error("not saved");
    expect(await getStory(suite.services.db, a.id)).toMatchObject({
      rating: 5,
      avatarUrl: null,
      isFeatured: false,
    });
    const names = (await listStories(suite.services.db)).rows.map((s) => s.name);
    expect(names.indexOf("Second Farmer")).toBeLessThan(names.indexOf("First Farmer"));
  });

  it("features a story onto the home page and back, audited each time", async () => {
    const created = await createStory(suite.services, actor, input({ name: "Featured Farmer" }));
    if (created.status !== "saved") throw new Error(created.status);
    expect((await getFeaturedStories(suite.services.db)).map((s) => s.name)).not.toContain(
      "Featured Farmer",
    );
    expect(await setStoryFeatured(suite.services.db, actor, created.id, true)).toEqual({
      name: "Featured Farmer",
    });
    expect((await getFeaturedStories(suite.services.db)).map((s) => s.name)).toContain(
      "Featured Farmer",
    );
    await setStoryFeatured(suite.services.db, actor, created.id, true);
    await setStoryFeatured(suite.services.db, actor, created.id, false);
    expect((await auditFor(created.id)).map((e) => e.action).sort()).toEqual([
      "story.featured",
      "story.unfeatured",
    ]);
  });

  it("stores a photo, refuses a fake one by content, and deletes the replaced one", async () => {
    const fake = new File(["GIF89a not really"], "me.png", { type: "image/png" });
    expect(await createStory(suite.services, actor, input({ avatar: fake }))).toEqual({
      status: "invalid-file",
      field: "avatar",
      message: MEDIA_MESSAGES.image,
    });
    const created = await createStory(
      suite.services,
      actor,
      input({ name: "Photo Farmer", avatar: await png() }),
    );
    if (created.status !== "saved") throw new Error(created.status);
    const first = (await getStory(suite.services.db, created.id))?.avatarUrl;
    expect(first).toMatch(/^\/uploads\/story-avatars\/.+\.webp$/);
    await updateStory(
      suite.services,
      actor,
      created.id,
      input({ name: "Photo Farmer", avatar: await png() }),
    );
    const second = (await getStory(suite.services.db, created.id))?.avatarUrl;
    expect(second).not.toBe(first);
    expect(await storedUpload(suite.services, first)).toBeNull();
    await updateStory(
      suite.services,
      actor,
      created.id,
      input({ name: "Photo Farmer", rating: "4" }),
    );
    expect(await getStory(suite.services.db, created.id)).toMatchObject({
      avatarUrl: second,
      rating: 4,
    });
    await updateStory(
      suite.services,
      actor,
      created.id,
      input({ name: "Photo Farmer", removeAvatar: true }),
    );
    expect((await getStory(suite.services.db, created.id))?.avatarUrl).toBeNull();
  });

  it("deletes with an audit entry; missing stories answer not found", async () => {
    const created = await createStory(suite.services, actor, input({ name: "Gone Farmer" }));
    if (created.status !== "saved") throw new Error(created.status);
    expect(await deleteStory(suite.services, actor, created.id)).toEqual({ name: "Gone Farmer" });
    expect(
      await suite.services.db
        .select()
        .from(successStories)
        .where(eq(successStories.id, created.id)),
    ).toEqual([]);
    expect((await auditFor(created.id)).map((e) => e.action)).toEqual(["story.deleted"]);
    expect(await deleteStory(suite.services, actor, created.id)).toBeNull();
    expect(await updateStory(suite.services, actor, created.id, input())).toEqual({
      status: "not-found",
    });
    expect(await setStoryFeatured(suite.services.db, actor, created.id, true)).toBeNull();
  });
});
