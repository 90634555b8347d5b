import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { session } from "~/db/schema";
import { countingServices } from "../../../tests/support/query-count";
import { TEST_AUTH_SECRET } from "../../../tests/support/services";
import { setupFreshServices } from "../../../tests/support/suite";
import { createTestUser, signInCookie } from "../../../tests/support/users";
import { getRequestSession, readSignedCookie } from "./session-read.server";

const suite = setupFreshServices();
const DAY = 86_400_000;

afterEach(() => vi.restoreAllMocks());

async function signedIn() {
  const account = await createTestUser(suite.services);
  const cookie = await signInCookie(suite.services, account);
  const headers = new Headers({ cookie });
  const [row] = await suite.services.db
    .select()
    .from(session)
    .where(eq(session.userId, account.id));
  if (!row) throw new Error("no session row");
  return { account, cookie, headers, row };
}

function read(headers: Headers, now?: number) {
  return getRequestSession(suite.services.auth, suite.services.db, headers, now);
}

describe("getRequestSession", () => {
  it("answers what better-auth answers for a signed-in browser, in one statement and no writes", async () => {
    const { account, headers } = await signedIn();
    const theirs = await suite.services.auth.api.getSession({ headers });
    const counting = countingServices(suite.services);
    const askedBetterAuth = vi.spyOn(suite.services.auth.api, "getSession");
    const ours = await getRequestSession(suite.services.auth, counting.services.db, headers);
    expect(askedBetterAuth).not.toHaveBeenCalled();
    expect(counting.statements()).toHaveLength(1);
    expect(counting.statements()[0]).toMatch(/^select/);
    expect(ours?.user.id).toBe(account.id);
    expect(ours?.session).toMatchObject({
      id: theirs?.session.id,
      token: theirs?.session.token,
      userId: account.id,
      expiresAt: theirs?.session.expiresAt,
      createdAt: theirs?.session.createdAt,
    });
    expect(ours?.user).toMatchObject({
      email: theirs?.user.email,
      name: theirs?.user.name,
      emailVerified: theirs?.user.emailVerified,
      role: "user",
      status: "active",
    });
  });

  it("answers no session, without a query, to no cookie, a forged signature or another site's", async () => {
    const { cookie } = await signedIn();
    const counting = countingServices(suite.services);
    const [name, value = ""] = cookie
      .split("; ")
      .find((c) => c.includes("session_token="))
      ?.split("=") ?? ["", ""];
    const decoded = decodeURIComponent(value);
    const token = decoded.slice(0, decoded.lastIndexOf("."));
    const forged = [
      "",
      "theme=dark",
      `${name}=${token}`,
      `${name}=${encodeURIComponent(`${token}.${"A".repeat(43)}=`)}`,
      `${name}=${encodeURIComponent(`${token}x${decoded.slice(decoded.lastIndexOf("."))}`)}`,
    ];
    for (const header of forged) {
      const headers = new Headers(header ? { cookie: header } : {});
      expect(
        await getRequestSession(suite.services.auth, counting.services.db, headers),
        header,
      ).toBeNull();
    }
    expect(counting.statements()).toHaveLength(0);
    // The same token signed with another secret.
    const signature = decoded.slice(decoded.lastIndexOf(".") + 1);
    expect(readSignedCookie(decoded, "another-site-secret-0123456789abcdef")).toBeNull();
    expect(readSignedCookie(`${token}.${signature}`, TEST_AUTH_SECRET)).toBe(token);
  });

  it("answers no session once the session is gone (signed out elsewhere)", async () => {
    const { headers, row } = await signedIn();
    await suite.services.db.delete(session).where(eq(session.id, row.id));
    expect(await read(headers)).toBeNull();
  });

  it("leaves an expired session to better-auth, which deletes it", async () => {
    const { headers, row } = await signedIn();
    const askedBetterAuth = vi.spyOn(suite.services.auth.api, "getSession");
    await suite.services.db
      .update(session)
      .set({ expiresAt: new Date(Date.now() - 1_000) })
      .where(eq(session.id, row.id));
    expect(await read(headers)).toBeNull();
    expect(askedBetterAuth).toHaveBeenCalledTimes(1);
    const left = await suite.services.db.select().from(session).where(eq(session.id, row.id));
    expect(left).toEqual([]);
  });

  it("leaves a session due for its daily refresh to better-auth, which extends it", async () => {
    const { account, headers, row } = await signedIn();
    // Signed in 29 of its 30 days ago: past the one-day refresh age.
    const shortened = new Date(Date.now() + DAY);
    await suite.services.db
      .update(session)
      .set({ expiresAt: shortened })
      .where(eq(session.id, row.id));
    const askedBetterAuth = vi.spyOn(suite.services.auth.api, "getSession");
    const result = await read(headers);
    expect(askedBetterAuth).toHaveBeenCalledTimes(1);
    expect(result?.user.id).toBe(account.id);
    const [after] = await suite.services.db.select().from(session).where(eq(session.id, row.id));
    expect(after?.expiresAt.getTime()).toBeGreaterThan(shortened.getTime() + 27 * DAY);
  });

  it("leaves a 'don't remember me' sign-in to better-auth", async () => {
    const { headers, cookie } = await signedIn();
    const askedBetterAuth = vi.spyOn(suite.services.auth.api, "getSession");
    const context = await suite.services.auth.$context;
    headers.set("cookie", `${cookie}; ${context.authCookies.dontRememberToken.name}=x`);
    await read(headers);
    expect(askedBetterAuth).toHaveBeenCalledTimes(1);
  });
});
