import { eq } from "drizzle-orm";
import { user } from "~/db/schema";
import type { AccountStatus, Role } from "~/db/schema/enums";
import type { SessionUser } from "~/domain/auth/session.server";
import type { Services } from "~/services.server";

let counter = 0;

export type TestUserInput = {
  email?: string;
  name?: string;
  password?: string;
  role?: Role;
  status?: AccountStatus;
  emailVerified?: boolean;
  phone?: string;
};

/**
 * A user with an e-mail/password account, created the way better-auth stores one (so it can sign
 * in), active and verified unless told otherwise. Returns it as the session would see it.
 */
export async function createTestUser(
  services: Services,
  input: TestUserInput = {},
): Promise<SessionUser & { password: string }> {
  counter += 1;
  const email = (input.email ?? `user${counter}-${Date.now()}@afa.test`).toLowerCase();
  const password = input.password ?? "correct-horse-7";
  const role = input.role ?? "user";
  const ctx = await services.auth.$context;
  const created = await ctx.internalAdapter.createUser(
    {
      email,
      name: input.name ?? "Adaeze Okafor",
      emailVerified: input.emailVerified ?? true,
      phone: input.phone ?? null,
    },
    { method: "admin" },
  );
  // The create hook derives the status from emailVerified; tests choose it outright.
  await services.db
    .update(user)
    .set({ role, status: input.status ?? "active" })
    .where(eq(user.id, created.id));
  await ctx.internalAdapter.linkAccount({
    userId: created.id,
    providerId: "credential",
    accountId: created.id,
    password: await ctx.password.hash(password),
  });
  return {
    id: created.id,
    name: created.name,
    email,
    image: null,
    phone: input.phone ?? null,
    role,
    isAdmin: role === "admin",
    emailVerified: input.emailVerified ?? true,
    password,
  };
}

/** Signs in through better-auth and returns the Cookie header a browser would then send. */
export async function signInCookie(
  services: Services,
  credentials: { email: string; password: string },
): Promise<string> {
  const response = await services.auth.api.signInEmail({
    body: credentials,
    asResponse: true,
  });
  if (!response.ok)
    throw new Error(`Sign-in failed with ${response.status}: ${await response.text()}`);
  return cookieHeaderFrom(response.headers);
}

/** The `name=value` pairs of every Set-Cookie, as the Cookie header a browser would send back. */
export function cookieHeaderFrom(headers: Headers): string {
  return headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}
