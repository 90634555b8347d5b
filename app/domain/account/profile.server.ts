import { eq, sql } from "drizzle-orm";
import { user } from "~/db/schema";
import { processAvatar } from "~/domain/uploads/images.server";
import {
  keyFromUploadUrl,
  newStorageKey,
  uploadStorage,
  uploadUrl,
} from "~/domain/uploads/storage.server";
import type { Services } from "~/services.server";
import { AVATAR_MAX_BYTES, AVATAR_MESSAGES } from "./account.schema";

/** Full name and phone of the signed-in user; every statement is keyed by their own id. */
export async function updateProfile(
  services: Services,
  userId: string,
  input: { fullName: string; phone?: string | undefined },
): Promise<void> {
  const phone = input.phone ?? null;
  await services.db
    .update(user)
    .set({
      name: input.fullName,
      phone,
      // A new number must be confirmed again before WhatsApp or SMS go to it.
      phoneConfirmedAt: sql`case when ${user.phone} is not distinct from ${phone}::text then ${user.phoneConfirmedAt} end`,
    })
    .where(eq(user.id, userId));
}

/** When the account was created, for the settings page's summary. */
export async function memberSinceOf(services: Services, userId: string): Promise<Date | null> {
  const [row] = await services.db
    .select({ createdAt: user.createdAt })
    .from(user)
    .where(eq(user.id, userId))
    .limit(1);
  return row?.createdAt ?? null;
}

/**
 * Points user.image at `image` and returns what it pointed at before. The row is locked between
 * the two, so two uploads at once each get the other's file to delete and none is orphaned.
 */
async function swapImage(
  services: Services,
  userId: string,
  image: string | null,
): Promise<string | null> {
  return services.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ image: user.image })
      .from(user)
      .where(eq(user.id, userId))
      .for("update");
    await tx.update(user).set({ image }).where(eq(user.id, userId));
    return row?.image ?? null;
  });
}

/** Deletes a stored file we no longer point at; a failure is logged, never shown to the user. */
async function discardUpload(
  services: Pick<Services, "env" | "logger">,
  url: string | null,
): Promise<void> {
  const key = keyFromUploadUrl(url);
  if (!key) return;
  try {
    await uploadStorage(services).delete(key);
  } catch (error) {
    services.logger.warn({ err: error, key }, "could not delete a replaced upload");
  }
}

export type AvatarOutcome = { ok: true; image: string } | { ok: false; message: string };

/**
 * Stores a new profile photo: checked by content, re-encoded (which also strips its metadata)
 * under a fresh random name, then pointed at by user.image; the previous photo is deleted.
 */
export async function replaceAvatar(
  services: Services,
  userId: string,
  file: Blob,
): Promise<AvatarOutcome> {
  if (file.size === 0) return { ok: false, message: AVATAR_MESSAGES.missing };
  if (file.size > AVATAR_MAX_BYTES) return { ok: false, message: AVATAR_MESSAGES.tooBig };
  const processed = await processAvatar(new Uint8Array(await file.arrayBuffer()));
  if (!processed.ok) {
    const messages = {
      type: AVATAR_MESSAGES.wrongType,
      dimensions: AVATAR_MESSAGES.dimensions,
      unreadable: AVATAR_MESSAGES.unreadable,
    } as const;
    return { ok: false, message: messages[processed.reason] };
  }

  const storage = uploadStorage(services);
  const key = newStorageKey("avatars", "webp");
  await storage.put(key, processed.data, { contentType: "image/webp" });
  const image = uploadUrl(key);
  let previous: string | null;
  try {
    previous = await swapImage(services, userId, image);
  } catch (error) {
    // Nothing points at the new file: do not leave it behind.
    await storage.delete(key).catch(() => {});
    throw error;
  }
  await discardUpload(services, previous);
  return { ok: true, image };
}

/** Back to the generated avatar: user.image cleared and the stored photo deleted. */
export async function removeAvatar(services: Services, userId: string): Promise<void> {
  const previous = await swapImage(services, userId, null);
  await discardUpload(services, previous);
}
