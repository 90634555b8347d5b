import { and, eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { user, verification } from "~/db/schema";
import type { Role } from "~/db/schema/enums";
import { signOut } from "~/domain/auth/accounts.server";
import { hasPassword, verifyUserPassword } from "~/domain/auth/password.server";
import { forgetPayer } from "~/domain/payments/payments.server";
import { keyFromUploadUrl, uploadStorage } from "~/domain/uploads/storage.server";
import type { Services } from "~/services.server";

export const DELETION_MESSAGES = {
  wrongPassword: "That password is not correct.",
  wrongEmail: "That is not the e-mail address of this account.",
  lastAdmin:
    "You are the only active admin. Make another account an admin before deleting yours, so " +
    "someone can still run the academy.",
  notFound: "This account no longer exists.",
} as const;

export type DeletionResult =
  | { ok: true; headers: Headers }
  | { ok: false; field: "secret" | null; message: string };

/**
 * Whether `userId` is an active admin with no other active admin beside them. With `lock` (in a
 * transaction that then changes or deletes the account) the active admins stay locked until it
 * ends: two admins demoting or deleting each other (or themselves) at the same moment are settled
 * one after the other, and the second sees that only they are left.
 */
export async function isLastActiveAdmin(
  db: Database,
  userId: string,
  { lock = false } = {},
): Promise<boolean> {
  const query = db
    .select({ id: user.id })
    .from(user)
    .where(and(eq(user.role, "admin"), eq(user.status, "active")));
  const admins = lock ? await query.for("update") : await query;
  return admins.length === 1 && admins[0]?.id === userId;
}

/**
 * Erases the signed-in user's account (Nigeria Data Protection Act: right to erasure) after they
 * confirmed with their password (or, without one, their e-mail address); what goes and what stays
 * is eraseUser's. Returns the headers that clear the session cookie.
 */
export async function deleteAccount(
  services: Services,
  request: Request,
  account: { id: string; email: string },
  secret: string,
): Promise<DeletionResult> {
  if (await hasPassword(services, account.id)) {
    if (!(await verifyUserPassword(services, account.id, secret))) {
      return { ok: false, field: "secret", message: DELETION_MESSAGES.wrongPassword };
    }
  } else if (secret.trim().toLowerCase() !== account.email.toLowerCase()) {
    return { ok: false, field: "secret", message: DELETION_MESSAGES.wrongEmail };
  }

  const outcome = await eraseUser(services, account.id);
  if (outcome.status === "last-admin") {
    return { ok: false, field: null, message: DELETION_MESSAGES.lastAdmin };
  }
  if (outcome.status !== "deleted") {
    return { ok: false, field: null, message: DELETION_MESSAGES.notFound };
  }
  services.logger.info({ userId: account.id }, "account deleted by its owner");
  // The session row went with the user; this only expires the cookies in the browser.
  const headers = await signOut(services, request);
  return { ok: true, headers };
}

/** The erased account as it was, for an audit entry or a message. */
export type ErasedUser = { id: string; name: string; email: string; role: Role };

export type EraseOutcome =
  | { status: "deleted"; user: ErasedUser }
  | { status: "last-admin" }
  | { status: "missing" }
  | { status: "refused" };

/**
 * Erases one account and its personal data, for its owner (deleteAccount) and for staff (the
 * Users tab). Deleting the user row cascades to sessions, sign-in accounts, enrolments, lesson
 * progress, learning activity, certificates, notifications and preferences; consultations are
 * business records and stay with their link cleared (ON DELETE SET NULL). Payments are the
 * academy's financial record, which the law requires it to keep: they stay with their amounts and
 * receipt numbers, but the payer's name and e-mail are erased first and the link cleared (ON
 * DELETE SET NULL). Pending password-reset tokens go too, then the avatar file once the
 * transaction has committed. The last active admin is refused so the academy always keeps someone
 * in charge.
 *
 * `permit` sees the locked row before anything is deleted (false → "refused"), so a rule about the
 * target (a moderator may not delete an admin) cannot race a role change; `inTransaction` runs
 * after the delete in the same transaction (the audit entry exists exactly when the deletion does).
 */
export async function eraseUser(
  services: Services,
  userId: string,
  options: {
    permit?: (target: ErasedUser) => boolean;
    inTransaction?: (tx: Database, erased: ErasedUser) => Promise<void>;
  } = {},
): Promise<EraseOutcome> {
  const outcome = await services.db.transaction(
    async (tx): Promise<EraseOutcome & { image?: string | null }> => {
      // The admins first, then the account: the order every such change locks in.
      const lastAdmin = await isLastActiveAdmin(tx, userId, { lock: true });
      const [target] = await tx
        .select({ id: user.id, name: user.name, email: user.email, role: user.role })
        .from(user)
        .where(eq(user.id, userId))
        .for("update");
      if (!target) return { status: "missing" };
      if (options.permit && !options.permit(target)) return { status: "refused" };
      if (lastAdmin) return { status: "last-admin" };
      // better-auth keeps reset-password tokens with the user id as their value.
      await tx.delete(verification).where(eq(verification.value, userId));
      // Before the user row goes: afterwards nothing links the payments to this person.
      await forgetPayer(tx, userId);
      const [deleted] = await tx
        .delete(user)
        .where(eq(user.id, userId))
        .returning({ image: user.image });
      if (!deleted) return { status: "missing" };
      await options.inTransaction?.(tx, target);
      return { status: "deleted", user: target, image: deleted.image };
    },
  );

  if (outcome.status !== "deleted") return outcome;
  const key = keyFromUploadUrl(outcome.image);
  if (key) {
    await uploadStorage(services)
      .delete(key)
      .catch((error) => services.logger.warn({ err: error, key }, "avatar of a deleted account"));
  }
  return { status: "deleted", user: outcome.user };
}
