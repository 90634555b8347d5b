import { and, desc, eq, inArray } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { journeyContent } from "~/db/schema";

/** The training page shows 3 programs and 4 resources. */
export const TRAINING_PROGRAMS_LIMIT = 3;
export const TRAINING_RESOURCES_LIMIT = 4;

export type TrainingResource = {
  slug: string;
  title: string;
  description: string;
  /** Research items are PDF resources, the rest videos. */
  kind: "pdf" | "video";
  thumbnail: string | null;
  date: Date;
  readTime: string | null;
};

/** The newest published journey videos and research write-ups, in one query. */
export async function listTrainingResources(
  db: Database,
  limit = TRAINING_RESOURCES_LIMIT,
): Promise<TrainingResource[]> {
  const rows = await db
    .select({
      slug: journeyContent.slug,
      title: journeyContent.title,
      description: journeyContent.description,
      type: journeyContent.type,
      thumbnail: journeyContent.thumbnail,
      date: journeyContent.date,
      readTime: journeyContent.readTime,
    })
    .from(journeyContent)
    .where(
      and(
        eq(journeyContent.isPublished, true),
        inArray(journeyContent.type, ["video", "research"]),
      ),
    )
    .orderBy(desc(journeyContent.date))
    .limit(limit);
  return rows.map(({ type, ...row }) => ({ ...row, kind: type === "research" ? "pdf" : "video" }));
}
