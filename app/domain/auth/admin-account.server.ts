import { and, eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { account, user } from "~/db/schema";
import { DEFAULT_ADMIN_NAME } from "~/domain/admin/users.constants";
import type { Auth } from "./auth.server";

/**
 * Makes sure a verified, active admin with this e-mail exists. Idempotent: an existing account is
 * promoted and activated; the password is set only when the account has no password yet, so a
 * restart never undoes a password the admin has since changed.
 */
export async function ensureAdmin(
  deps: { auth: Auth; db: Database },
  input: { email: string; password: string; name?: string },
): Promise<{ created: boolean; userId: string }> {
  const email = input.email.trim().toLowerCase();
  const ctx = await deps.auth.$context;
  const [existing] = await deps.db.select({ id: user.id }).from(user).where(eq(user.email, email));
  /** The e-mail-and-password sign-in method, as better-auth stores it. */
  const linkPassword = async (userId: string) => {
    await ctx.internalAdapter.linkAccount({
      userId,
      providerId: "credential",
      accountId: userId,
      password: await ctx.password.hash(input.password),
    });
  };

  if (!existing) {
    const created = await ctx.internalAdapter.createUser(
      {
        email,
        name: input.name ?? DEFAULT_ADMIN_NAME,
        emailVerified: true,
        role: "admin",
        status: "active",
      },
      { method: "admin" },
    );
    await linkPassword(created.id);
    return { created: true, userId: created.id };
  }

  await deps.db
    .update(user)
    .set({ role: "admin", status: "active", emailVerified: true })
    .where(eq(user.id, existing.id));
  const [credential] = await deps.db
    .select({ id: account.id })
    .from(account)
    .where(and(eq(account.userId, existing.id), eq(account.providerId, "credential")));
  if (!credential) {
    await linkPassword(existing.id);
  }
  return { created: false, userId: existing.id };
}
