import { eq, getTableColumns } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { successStories } from "~/db/schema";
import { findSubmitted, recordSubmission, winnerOf } from "~/domain/abuse/form-submissions.server";
import { type AuditActor, recordAudit } from "~/domain/admin/audit.server";
import { storeMedia } from "~/domain/uploads/media.server";
import { keyFromUploadUrl, uploadStorage } from "~/domain/uploads/storage.server";
import type { Services } from "~/services.server";
import type { KeysetPage, KeysetQuery } from "./keyset";
import { cursorAt, keysetPage } from "./keyset.server";
import type { StoryFormInput } from "./stories.schema";

// The admin Stories tab. Featured stories are the ones the home page shows (the newest three).

export type StoryRecord = typeof successStories.$inferSelect;

/** One page of the stories (keyset, newest first). One query. */
export async function listStories(
  db: Database,
  page: KeysetQuery = { kind: "newest" },
): Promise<KeysetPage<StoryRecord>> {
  return keysetPage(successStories, page, (window) =>
    db
      .select({
        ...getTableColumns(successStories),
        cursorAt: cursorAt(successStories.createdAt),
      })
      .from(successStories)
      .where(window.where)
      .orderBy(...window.orderBy)
      .limit(window.limit),
  );
}

export async function getStory(db: Database, id: string): Promise<StoryRecord | null> {
  const [row] = await db.select().from(successStories).where(eq(successStories.id, id)).limit(1);
  return row ?? null;
}

async function deleteUpload(
  services: Pick<Services, "env" | "logger">,
  url: string | null | undefined,
) {
  const key = keyFromUploadUrl(url);
  if (!key) return;
  // A file left behind costs disk space only; the change itself is already saved.
  await uploadStorage(services)
    .delete(key)
    .catch((error: unknown) => {
      services.logger.warn({ err: error, key }, "story photo could not be deleted");
    });
}

/** The columns a story form sets, on create and on edit alike. */
function storyValues(input: StoryFormInput, avatarUrl: string | null) {
  return {
    name: input.name,
    role: input.role,
    location: input.location,
    content: input.content,
    rating: input.rating,
    isFeatured: input.featured,
    avatarUrl,
  };
}

export type StorySaveOutcome =
  | { status: "saved"; id: string; name: string }
  | { status: "invalid-file"; field: "avatar"; message: string }
  | { status: "not-found" };

async function storeAvatar(services: Pick<Services, "env">, input: StoryFormInput) {
  if (!input.avatar || input.avatar.size === 0) return { ok: true as const, url: null };
  return storeMedia(services, input.avatar, { kind: "image", folder: "story-avatars" });
}

function auditFeature(
  tx: Database,
  actor: AuditActor,
  row: { id: string; name: string },
  featured: boolean,
) {
  return recordAudit(tx, actor, {
    action: featured ? "story.featured" : "story.unfeatured",
    targetType: "story",
    targetId: row.id,
    targetLabel: row.name,
  });
}

/** Creates a story (rating defaults to 5 in the schema). */
export async function createStory(
  services: Services,
  actor: AuditActor,
  input: StoryFormInput,
): Promise<StorySaveOutcome> {
  const form = { key: input.formKey, kind: "story" };
  // The same form sent again (double tap, resend): its story exists already.
  const earlier = await findSubmitted(services.db, form);
  if (earlier) return { status: "saved", id: earlier, name: input.name };
  const avatar = await storeAvatar(services, input);
  if (!avatar.ok) return { status: "invalid-file", field: "avatar", message: avatar.message };
  try {
    return await services.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(successStories)
        .values(storyValues(input, avatar.url ?? null))
        .returning({ id: successStories.id });
      if (!row) throw new Error("story insert returned no row");
      await recordSubmission(tx, form, row.id);
      if (input.featured) await auditFeature(tx, actor, { id: row.id, name: input.name }, true);
      return { status: "saved" as const, id: row.id, name: input.name };
    });
  } catch (error) {
    await deleteUpload(services, avatar.url);
    const winner = await winnerOf(services.db, form, error);
    if (winner) return { status: "saved", id: winner, name: input.name };
    throw error;
  }
}

/** Saves an edit; a replaced or removed photo is deleted afterwards. */
export async function updateStory(
  services: Services,
  actor: AuditActor,
  id: string,
  input: StoryFormInput,
): Promise<StorySaveOutcome> {
  const existing = await getStory(services.db, id);
  if (!existing) return { status: "not-found" };
  const avatar = await storeAvatar(services, input);
  if (!avatar.ok) return { status: "invalid-file", field: "avatar", message: avatar.message };
  const avatarUrl = avatar.url ?? (input.removeAvatar ? null : existing.avatarUrl);
  let outcome: StorySaveOutcome;
  try {
    outcome = await services.db.transaction(async (tx) => {
      const [before] = await tx
        .select({ isFeatured: successStories.isFeatured })
        .from(successStories)
        .where(eq(successStories.id, id))
        .for("update");
      if (!before) return { status: "not-found" as const };
      await tx
        .update(successStories)
        .set(storyValues(input, avatarUrl))
        .where(eq(successStories.id, id));
      if (before.isFeatured !== input.featured) {
        await auditFeature(tx, actor, { id, name: input.name }, input.featured);
      }
      return { status: "saved" as const, id, name: input.name };
    });
  } catch (error) {
    await deleteUpload(services, avatar.url);
    throw error;
  }
  if (outcome.status !== "saved") {
    await deleteUpload(services, avatar.url);
    return outcome;
  }
  if (existing.avatarUrl && existing.avatarUrl !== avatarUrl) {
    await deleteUpload(services, existing.avatarUrl);
  }
  return outcome;
}

/** Features or unfeatures a story; null when it is gone. An unchanged flag is not audited. */
export async function setStoryFeatured(
  db: Database,
  actor: AuditActor,
  id: string,
  featured: boolean,
): Promise<{ name: string } | null> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ name: successStories.name, isFeatured: successStories.isFeatured })
      .from(successStories)
      .where(eq(successStories.id, id))
      .for("update");
    if (!before) return null;
    if (before.isFeatured === featured) return { name: before.name };
    await tx.update(successStories).set({ isFeatured: featured }).where(eq(successStories.id, id));
    await auditFeature(tx, actor, { id, name: before.name }, featured);
    return { name: before.name };
  });
}

/** Deletes a story and its uploaded photo; null when it was already gone. */
export async function deleteStory(
  services: Services,
  actor: AuditActor,
  id: string,
): Promise<{ name: string } | null> {
  const deleted = await services.db.transaction(async (tx) => {
    const [row] = await tx.delete(successStories).where(eq(successStories.id, id)).returning();
    if (!row) return null;
    await recordAudit(tx, actor, {
      action: "story.deleted",
      targetType: "story",
      targetId: row.id,
      targetLabel: row.name,
      details: { role: row.role, location: row.location, wasFeatured: row.isFeatured },
    });
    return row;
  });
  if (!deleted) return null;
  await deleteUpload(services, deleted.avatarUrl);
  return { name: deleted.name };
}
