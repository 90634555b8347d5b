import { describe, expect, it, vi } from "vitest";
import { successStories } from "~/db/schema";
import { setupFreshServices } from "../../../tests/support/suite";
import { BUILT_IN_STORIES } from "./stories";
import { getFeaturedStories, loadFeaturedStories } from "./stories.server";

const suite = setupFreshServices();

const DAY = 86_400_000;
const NOW = Date.parse("2026-11-22T10:00:00Z");

function story(name: string, daysAgo: number, isFeatured: boolean) {
  return {
    name,
    role: "Farmer",
    location: "Oyo State",
    content: `${name}'s story.`,
    rating: 5,
    isFeatured,
    createdAt: new Date(NOW - daysAgo * DAY),
  };
}

describe("getFeaturedStories", () => {
  it("lists only featured stories, newest first, at most three", async () => {
    await suite.services.db
      .insert(successStories)
      .values([
        story("Oldest featured", 40, true),
        story("Newest but not featured", 1, false),
        story("Second featured", 10, true),
        story("Newest featured", 2, true),
        story("Third featured", 20, true),
      ]);
    const stories = await getFeaturedStories(suite.services.db);
    expect(stories.map((s) => s.name)).toEqual([
      "Newest featured",
      "Second featured",
      "Third featured",
    ]);
    expect(stories[0]).toMatchObject({
      role: "Farmer",
      location: "Oyo State",
      rating: 5,
      avatarUrl: null,
    });
  });
});

describe("loadFeaturedStories", () => {
  it("answers an empty list, not the built-in stories, when none is featured", async () => {
    await suite.services.db.insert(successStories).values(story("Not featured", 3, false));
    expect(await loadFeaturedStories(suite.services)).toEqual([]);
  });

  it("falls back to the three built-in stories and logs when the query fails", async () => {
    const logged = vi.spyOn(suite.services.logger, "error");
    await suite.services.database.close();
    const stories = await loadFeaturedStories(suite.services);
    expect(stories).toEqual(BUILT_IN_STORIES);
    expect(stories).toHaveLength(3);
    expect(logged).toHaveBeenCalledOnce();
  });
});

describe("the built-in stories", () => {
  it("are complete and rated between 1 and 5 stars", () => {
    for (const s of BUILT_IN_STORIES) {
      expect(s.name && s.role && s.location && s.content.length > 80).toBeTruthy();
      expect(s.rating).toBeGreaterThanOrEqual(1);
      expect(s.rating).toBeLessThanOrEqual(5);
    }
    expect(new Set(BUILT_IN_STORIES.map((s) => s.id)).size).toBe(3);
  });
});
