import { parseWithZod } from "@conform-to/zod/v4";
import { and, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, successStories } from "~/db/schema";
import { getFeaturedStories } from "~/domain/site/stories.server";
import { MEDIA_MESSAGES } from "~/domain/uploads/media.server";
import { keyFromUploadUrl, uploadStorage } from "~/domain/uploads/storage.server";
import type { Services } from "~/services.server";
import { createTestServices, type TestServices } from "../../../tests/support/services";
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

let t: TestServices;
let services: Services;
let actor: { id: string; name: string; email: string };

beforeAll(async () => {
  t = await createTestServices();
  services = t.services;
  actor = await createTestUser(services, { role: "moderator", name: "Story Moderator" });
});
afterAll(async () => {
  await t.close();
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

const png = async () =>
  new File(
    [
      new Uint8Array(
        await sharp({ create: { width: 20, height: 20, channels: 3, background: "#333" } })
          .png()
          .toBuffer(),
      ),
    ],
    "me.png",
  );

async function auditFor(id: string) {
  return services.db
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
    const a = await createStory(services, actor, input({ name: "First Farmer" }));
    const b = await createStory(services, actor, input({ name: "Second Farmer" }));
    if (a.status !== "saved" || b.status !== "saved") throw new Error("not saved");
    expect(await getStory(services.db, a.id)).toMatchObject({
      rating: 5,
      avatarUrl: null,
      isFeatured: false,
    });
    const names = (await listStories(services.db)).map((s) => s.name);
    expect(names.indexOf("Second Farmer")).toBeLessThan(names.indexOf("First Farmer"));
  });

  it("features a story onto the home page and back, audited each time", async () => {
    const created = await createStory(services, actor, input({ name: "Featured Farmer" }));
    if (created.status !== "saved") throw new Error(created.status);
    expect((await getFeaturedStories(services.db)).map((s) => s.name)).not.toContain(
      "Featured Farmer",
    );
    expect(await setStoryFeatured(services.db, actor, created.id, true)).toEqual({
      name: "Featured Farmer",
    });
    expect((await getFeaturedStories(services.db)).map((s) => s.name)).toContain("Featured Farmer");
    await setStoryFeatured(services.db, actor, created.id, true);
    await setStoryFeatured(services.db, actor, created.id, false);
    expect((await auditFor(created.id)).map((e) => e.action).sort()).toEqual([
      "story.featured",
      "story.unfeatured",
    ]);
  });

  it("stores a photo, refuses a fake one by content, and deletes the replaced one", async () => {
    const fake = new File(["GIF89a not really"], "me.png", { type: "image/png" });
    expect(await createStory(services, actor, input({ avatar: fake }))).toEqual({
      status: "invalid-file",
      message: MEDIA_MESSAGES.image,
    });
    const created = await createStory(
      services,
      actor,
      input({ name: "Photo Farmer", avatar: await png() }),
    );
    if (created.status !== "saved") throw new Error(created.status);
    const first = (await getStory(services.db, created.id))?.avatarUrl;
    expect(first).toMatch(/^\/uploads\/story-avatars\/.+\.webp$/);
    await updateStory(
      services,
      actor,
      created.id,
      input({ name: "Photo Farmer", avatar: await png() }),
    );
    const second = (await getStory(services.db, created.id))?.avatarUrl;
    expect(second).not.toBe(first);
    expect(await uploadStorage(services).get(keyFromUploadUrl(first) ?? "")).toBeNull();
    await updateStory(services, actor, created.id, input({ name: "Photo Farmer", rating: "4" }));
    expect(await getStory(services.db, created.id)).toMatchObject({ avatarUrl: second, rating: 4 });
    await updateStory(
      services,
      actor,
      created.id,
      input({ name: "Photo Farmer", removeAvatar: true }),
    );
    expect((await getStory(services.db, created.id))?.avatarUrl).toBeNull();
  });

  it("deletes with an audit entry; missing stories answer not found", async () => {
    const created = await createStory(services, actor, input({ name: "Gone Farmer" }));
    if (created.status !== "saved") throw new Error(created.status);
    expect(await deleteStory(services, actor, created.id)).toEqual({ name: "Gone Farmer" });
    expect(
      await services.db.select().from(successStories).where(eq(successStories.id, created.id)),
    ).toEqual([]);
    expect((await auditFor(created.id)).map((e) => e.action)).toEqual(["story.deleted"]);
    expect(await deleteStory(services, actor, created.id)).toBeNull();
    expect(await updateStory(services, actor, created.id, input())).toEqual({
      status: "not-found",
    });
    expect(await setStoryFeatured(services.db, actor, created.id, true)).toBeNull();
  });
});
