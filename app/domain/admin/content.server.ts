import { and, eq, like, ne, or } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { journeyContent } from "~/db/schema";
import { findSubmitted, recordSubmission, winnerOf } from "~/domain/abuse/form-submissions.server";
import { type AuditActor, recordAudit } from "~/domain/admin/audit.server";
import { isUniqueViolation } from "~/domain/learning/enrolments.server";
import { type MediaKind, storeMedia } from "~/domain/uploads/media.server";
import { keyFromUploadUrl, uploadStorage } from "~/domain/uploads/storage.server";
import { readTimeOf } from "~/lib/read-time";
import type { Services } from "~/services.server";
import {
  type ContentFormInput,
  type ContentTypeFilter,
  lagosLocalToDate,
  parseSpeakers,
  slugifyTitle,
} from "./content.schema";
import type { KeysetPage, KeysetQuery } from "./keyset";
import { cursorAt, keysetPage } from "./keyset.server";

// The admin Content tab: journey items (news, events, stories, research…) that /journey shows once
// published. Uploaded files are stored before the row is written and removed again if the write
// fails; a file replaced or removed by an edit is deleted once the edit is saved.

export type ContentListItem = {
  id: string;
  slug: string;
  type: ContentFormInput["type"];
  title: string;
  author: string;
  isPublished: boolean;
  date: Date;
  createdAt: Date;
  views: number;
  thumbnail: string | null;
};

/** One page (keyset, newest first) of every item, drafts included, optionally of one type. */
export async function listContent(
  db: Database,
  {
    type = "all",
    page = { kind: "newest" },
  }: { type?: ContentTypeFilter; page?: KeysetQuery } = {},
): Promise<KeysetPage<ContentListItem>> {
  const listed = await keysetPage(journeyContent, page, (window) =>
    db
      .select({
        id: journeyContent.id,
        slug: journeyContent.slug,
        type: journeyContent.type,
        title: journeyContent.title,
        author: journeyContent.author,
        isPublished: journeyContent.isPublished,
        date: journeyContent.date,
        createdAt: journeyContent.createdAt,
        views: journeyContent.views,
        thumbnail: journeyContent.thumbnail,
        imageUrl: journeyContent.imageUrl,
        cursorAt: cursorAt(journeyContent.createdAt),
      })
      .from(journeyContent)
      // (type, created_at) index: a page of one type reads that page's rows only.
      .where(and(type === "all" ? undefined : eq(journeyContent.type, type), window.where))
      .orderBy(...window.orderBy)
      .limit(window.limit),
  );
  return {
    ...listed,
    rows: listed.rows.map(({ imageUrl, ...row }) => ({
      ...row,
      thumbnail: row.thumbnail ?? imageUrl,
    })),
  };
}

export type ContentRecord = typeof journeyContent.$inferSelect;

export async function getContent(db: Database, id: string): Promise<ContentRecord | null> {
  const [row] = await db.select().from(journeyContent).where(eq(journeyContent.id, id)).limit(1);
  return row ?? null;
}

/** A slug from `title` that no other item uses: the title's slug, else with -2, -3… appended. */
export async function uniqueSlug(db: Database, title: string, exceptId?: string): Promise<string> {
  const base = slugifyTitle(title);
  const taken = await db
    .select({ slug: journeyContent.slug })
    .from(journeyContent)
    .where(
      and(
        or(eq(journeyContent.slug, base), like(journeyContent.slug, `${base}-%`)),
        exceptId ? ne(journeyContent.id, exceptId) : undefined,
      ),
    );
  const used = new Set(taken.map((t) => t.slug));
  if (!used.has(base)) return base;
  for (let n = 2; ; n += 1) {
    if (!used.has(`${base}-${n}`)) return `${base}-${n}`;
  }
}

type FileField = "image" | "thumbnail" | "video";
const FILE_KINDS: Record<FileField, { kind: MediaKind; folder: string }> = {
  image: { kind: "image", folder: "journey-images" },
  thumbnail: { kind: "image", folder: "journey-thumbnails" },
  video: { kind: "video", folder: "journey-videos" },
};

type StoredUploads = Partial<Record<FileField, string>>;

export type ContentSaveOutcome =
  | { status: "saved"; id: string; slug: string; title: string }
  | { status: "invalid-file"; field: FileField; message: string }
  | { status: "not-found" };

async function deleteUploads(
  services: Pick<Services, "env" | "logger">,
  urls: (string | null | undefined)[],
) {
  const storage = uploadStorage(services);
  for (const url of urls) {
    const key = keyFromUploadUrl(url);
    if (!key) continue;
    // A file left behind costs disk space only; the save itself has already succeeded or failed.
    await storage.delete(key).catch((error: unknown) => {
      services.logger.warn({ err: error, key }, "journey upload could not be deleted");
    });
  }
}

/** Stores the files the form sent; on the first refused one, removes those already stored. */
async function storeUploads(
  services: Services,
  input: ContentFormInput,
): Promise<{ ok: true; urls: StoredUploads } | { ok: false; field: FileField; message: string }> {
  const urls: StoredUploads = {};
  for (const field of ["image", "thumbnail", "video"] as const) {
    const file = input[field];
    if (!file || file.size === 0) continue;
    const stored = await storeMedia(services, file, FILE_KINDS[field]);
    if (!stored.ok) {
      await deleteUploads(services, Object.values(urls));
      return { ok: false, field, message: stored.message };
    }
    urls[field] = stored.url;
  }
  return { ok: true, urls };
}

/** A video that is a file on this site (uploaded or shipped), as opposed to a link elsewhere. */
export function isLocalVideo(url: string | null | undefined): boolean {
  return !!url && url.startsWith("/");
}

/** The row's fields from the form, given what is stored now (null when creating). */
function rowValues(
  input: ContentFormInput,
  uploads: StoredUploads,
  existing: ContentRecord | null,
) {
  const event = input.type === "event";
  const keep = (field: FileField, current: string | null | undefined, remove: boolean) =>
    uploads[field] ?? (remove ? null : (current ?? null));
  const existingLocalVideo = isLocalVideo(existing?.videoUrl) ? existing?.videoUrl : null;
  return {
    type: input.type,
    title: input.title,
    description: input.description,
    author: input.author.trim() || "Admin",
    content: input.content,
    readTime: readTimeOf(input.content),
    isPublished: input.published,
    date: (input.date ? lagosLocalToDate(input.date) : null) ?? existing?.date ?? new Date(),
    location: event ? input.location?.trim() || null : null,
    speakers: event ? parseSpeakers(input.speakers) : [],
    imageUrl: keep("image", existing?.imageUrl, input.removeImage),
    thumbnail: keep("thumbnail", existing?.thumbnail, input.removeThumbnail),
    // An upload wins over a link; without either, a file already on the site stays unless removed.
    videoUrl:
      uploads.video ??
      input.videoLink ??
      (existingLocalVideo && !input.removeVideo ? existingLocalVideo : null),
  };
}

/** Audit entry for a change of the published flag (publishing and unpublishing are audited). */
async function auditPublish(
  tx: Database,
  actor: AuditActor,
  row: { id: string; title: string },
  published: boolean,
) {
  await recordAudit(tx, actor, {
    action: published ? "content.published" : "content.unpublished",
    targetType: "content",
    targetId: row.id,
    targetLabel: row.title,
  });
}

/** Creates an item; a unique slug is derived from the title (retried if another takes it first). */
export async function createContent(
  services: Services,
  actor: AuditActor,
  input: ContentFormInput,
): Promise<ContentSaveOutcome> {
  const form = { key: input.formKey, kind: "journey-item" };
  // The same form sent again (double tap, resend): its item exists already.
  const earlier = await findSubmitted(services.db, form);
  if (earlier) {
    const [item] = await services.db
      .select({ slug: journeyContent.slug })
      .from(journeyContent)
      .where(eq(journeyContent.id, earlier));
    return { status: "saved", id: earlier, slug: item?.slug ?? "", title: input.title };
  }
  const uploads = await storeUploads(services, input);
  if (!uploads.ok)
    return { status: "invalid-file", field: uploads.field, message: uploads.message };
  try {
    for (let attempt = 0; ; attempt += 1) {
      try {
        return await services.db.transaction(async (tx) => {
          const slug = await uniqueSlug(tx, input.title);
          const [row] = await tx
            .insert(journeyContent)
            .values({ ...rowValues(input, uploads.urls, null), slug })
            .returning({ id: journeyContent.id, slug: journeyContent.slug });
          if (!row) throw new Error("journey insert returned no row");
          await recordSubmission(tx, form, row.id);
          if (input.published) await auditPublish(tx, actor, { ...row, title: input.title }, true);
          return { status: "saved" as const, id: row.id, slug: row.slug, title: input.title };
        });
      } catch (error) {
        // Two items with the same title saved at the same moment: pick the next free slug
        // (unless it was this very form, saved by its other copy).
        if (attempt < 3 && isUniqueViolation(error) && !(await findSubmitted(services.db, form))) {
          continue;
        }
        throw error;
      }
    }
  } catch (error) {
    await deleteUploads(services, Object.values(uploads.urls));
    const winner = await winnerOf(services.db, form, error);
    if (winner) return createContent(services, actor, input);
    throw error;
  }
}

/**
 * Saves an edit. The slug follows a changed title only while the item is a draft: a published
 * item keeps its address, so links already shared keep working.
 */
export async function updateContent(
  services: Services,
  actor: AuditActor,
  id: string,
  input: ContentFormInput,
): Promise<ContentSaveOutcome> {
  const existing = await getContent(services.db, id);
  if (!existing) return { status: "not-found" };
  const uploads = await storeUploads(services, input);
  if (!uploads.ok)
    return { status: "invalid-file", field: uploads.field, message: uploads.message };
  const values = rowValues(input, uploads.urls, existing);
  let saved: ContentSaveOutcome;
  try {
    saved = await services.db.transaction(async (tx) => {
      const [current] = await tx
        .select({ isPublished: journeyContent.isPublished, title: journeyContent.title })
        .from(journeyContent)
        .where(eq(journeyContent.id, id))
        .for("update");
      if (!current) return { status: "not-found" as const };
      const slug =
        !current.isPublished && current.title !== input.title
          ? await uniqueSlug(tx, input.title, id)
          : existing.slug;
      await tx
        .update(journeyContent)
        .set({ ...values, slug })
        .where(eq(journeyContent.id, id));
      if (current.isPublished !== values.isPublished) {
        await auditPublish(tx, actor, { id, title: input.title }, values.isPublished);
      }
      return { status: "saved" as const, id, slug, title: input.title };
    });
  } catch (error) {
    await deleteUploads(services, Object.values(uploads.urls));
    throw error;
  }
  if (saved.status !== "saved") {
    await deleteUploads(services, Object.values(uploads.urls));
    return saved;
  }
  // Files no longer referenced by the item: replaced or removed.
  await deleteUploads(
    services,
    [existing.imageUrl, existing.thumbnail, existing.videoUrl].filter(
      (url) =>
        url && url !== values.imageUrl && url !== values.thumbnail && url !== values.videoUrl,
    ),
  );
  return saved;
}

/** Publishes or unpublishes; null when the item is gone. Unchanged flags are not audited. */
export async function setContentPublished(
  db: Database,
  actor: AuditActor,
  id: string,
  published: boolean,
): Promise<{ title: string } | null> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ title: journeyContent.title, isPublished: journeyContent.isPublished })
      .from(journeyContent)
      .where(eq(journeyContent.id, id))
      .for("update");
    if (!before) return null;
    if (before.isPublished === published) return { title: before.title };
    await tx
      .update(journeyContent)
      .set({ isPublished: published })
      .where(eq(journeyContent.id, id));
    await auditPublish(tx, actor, { id, title: before.title }, published);
    return { title: before.title };
  });
}

/** Deletes an item and its uploaded files; null when it was already gone. */
export async function deleteContent(
  services: Services,
  actor: AuditActor,
  id: string,
): Promise<{ title: string } | null> {
  const deleted = await services.db.transaction(async (tx) => {
    const [row] = await tx.delete(journeyContent).where(eq(journeyContent.id, id)).returning();
    if (!row) return null;
    await recordAudit(tx, actor, {
      action: "content.deleted",
      targetType: "content",
      targetId: row.id,
      targetLabel: row.title,
      details: { type: row.type, slug: row.slug, wasPublished: row.isPublished },
    });
    return row;
  });
  if (!deleted) return null;
  await deleteUploads(services, [deleted.imageUrl, deleted.thumbnail, deleted.videoUrl]);
  return { title: deleted.title };
}
