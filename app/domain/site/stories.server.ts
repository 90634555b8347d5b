import { desc, eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { successStories } from "~/db/schema";
import type { Services } from "~/services.server";
import { cachedContent } from "./content-cache.server";
import { BUILT_IN_STORIES, FEATURED_STORIES_LIMIT, type SuccessStory } from "./stories";

/** Featured stories, newest first, at most three. */
export function getFeaturedStories(db: Database): Promise<SuccessStory[]> {
  return cachedContent(db, "featured-stories", () => readFeaturedStories(db));
}

function readFeaturedStories(db: Database): Promise<SuccessStory[]> {
  return db
    .select({
      id: successStories.id,
      name: successStories.name,
      role: successStories.role,
      location: successStories.location,
      content: successStories.content,
      rating: successStories.rating,
      avatarUrl: successStories.avatarUrl,
    })
    .from(successStories)
    .where(eq(successStories.isFeatured, true))
    .orderBy(desc(successStories.createdAt), desc(successStories.id))
    .limit(FEATURED_STORIES_LIMIT);
}

/**
 * The stories for the home page. When the query fails (not when it finds nothing) the failure is
 * logged and the built-in stories stand in: a visitor never sees the failure.
 */
export async function loadFeaturedStories(services: Services): Promise<SuccessStory[]> {
  try {
    return await getFeaturedStories(services.db);
  } catch (error) {
    services.logger.error(
      { err: error },
      "success stories could not be loaded; built-in stories used",
    );
    return [...BUILT_IN_STORIES];
  }
}
