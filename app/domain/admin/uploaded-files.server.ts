import type { SubmissionResult } from "@conform-to/react";
import { type MediaKind, storeMedia } from "~/domain/uploads/media.server";
import { keyFromUploadUrl, uploadStorage } from "~/domain/uploads/storage.server";
import type { Services } from "~/services.server";

// The files of the course and lesson forms: storing an optional upload, removing the ones a change
// stopped using, and what such a form's submission comes to.

/**
 * What a course or lesson form's submission comes to: the form again with its messages
 * (`invalid`), with an alert over it (`failed`: nothing was saved), the course or lesson gone
 * meanwhile (`not-found`), or the record saved.
 */
export type FormSubmission =
  | { status: "invalid"; result: SubmissionResult<string[]> }
  | {
      status: "failed";
      result: SubmissionResult<string[]>;
      alert: { title: string; description: string };
    }
  | { status: "not-found" }
  | { status: "saved"; id: string };

/**
 * Stores a form's optional upload: nothing when its input was left empty, else our /uploads/…
 * address (with a video's playing time), or the message to show beside the field.
 */
export async function storeOptionalUpload(
  services: Pick<Services, "env">,
  file: File | undefined,
  options: { kind: MediaKind; folder: string },
): Promise<
  { ok: true; url: string | null; durationSeconds: number | null } | { ok: false; message: string }
> {
  if (!file || file.size === 0) return { ok: true, url: null, durationSeconds: null };
  const stored = await storeMedia(services, file, options);
  if (!stored.ok) return stored;
  return { ok: true, url: stored.url, durationSeconds: stored.durationSeconds ?? null };
}

/**
 * Removes files we stored (our /uploads/… addresses; links and the demo's /media files are left
 * alone). Called after the change that stopped using them has committed; a failure is logged,
 * never thrown, since the change itself already happened.
 */
export async function removeUploadedFiles(
  services: Pick<Services, "env" | "logger">,
  urls: ReadonlyArray<string | null | undefined>,
) {
  const storage = uploadStorage(services);
  for (const url of new Set(urls)) {
    const key = keyFromUploadUrl(url);
    if (!key) continue;
    await storage.delete(key).catch((error: unknown) => {
      services.logger.warn({ err: error, key }, "could not remove an upload");
    });
  }
}
