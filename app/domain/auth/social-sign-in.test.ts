import { eq } from "drizzle-orm";
import { generateKeyPair, SignJWT } from "jose";
import { afterEach, describe, expect, it, vi } from "vitest";
import { account, user } from "~/db/schema";
import * as login from "~/routes/auth/login";
import { callAction, callLoader } from "../../../tests/support/router";
import { setupTestServices } from "../../../tests/support/suite";
import { cookiesFrom, totpCode } from "../../../tests/support/totp";
import { enableTotp } from "../../../tests/support/two-factor";
import { createTestUser, signInCookie } from "../../../tests/support/users";
import { AUTH_TOASTS } from "./auth.messages";
import { verifySecondFactor } from "./two-factor.server";

// The whole social sign-in runs here without internet: the provider's token and profile endpoints
// are answered by a stand-in fetch, exactly where better-auth calls them.

const suite = setupTestServices({
  env: {
    GOOGLE_CLIENT_ID: "google-client-id",
    GOOGLE_CLIENT_SECRET: "google-client-secret",
    FACEBOOK_CLIENT_ID: "facebook-app-id",
    FACEBOOK_CLIENT_SECRET: "facebook-app-secret",
  },
});
afterEach(() => {
  vi.unstubAllGlobals();
});

type Profile = { sub: string; email: string; name: string; emailVerified?: boolean };

/** Google's token endpoint, answering with an id token that carries the profile. */
function fakeGoogle(profile: Profile, options: { fail?: boolean } = {}) {
  const realFetch = globalThis.fetch;
  const calls: string[] = [];
  vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    calls.push(url.origin + url.pathname);
    if (url.href.startsWith("https://oauth2.googleapis.com/token")) {
      if (options.fail) return Response.json({ error: "invalid_grant" }, { status: 400 });
      const { privateKey } = await generateKeyPair("RS256");
      const idToken = await new SignJWT({
        email: profile.email,
        email_verified: profile.emailVerified ?? true,
        name: profile.name,
        picture: "https://lh3.googleusercontent.com/a/photo.jpg",
      })
        .setProtectedHeader({ alg: "RS256", kid: "test" })
        .setSubject(profile.sub)
        .setIssuer("https://accounts.google.com")
        .setAudience("google-client-id")
        .setIssuedAt()
        .setExpirationTime("1h")
        .sign(privateKey);
      return Response.json({
        access_token: "google-access-token",
        id_token: idToken,
        expires_in: 3600,
        token_type: "Bearer",
        scope: "openid email profile",
      });
    }
    if (url.hostname.endsWith("googleapis.com") || url.hostname.endsWith("google.com")) {
      throw new Error(`unexpected call to ${url.href}`);
    }
    return realFetch(input, init);
  });
  return calls;
}

/** Facebook's token, debug_token and /me endpoints. */
function fakeFacebook(profile: { id: string; email: string; name: string }) {
  const realFetch = globalThis.fetch;
  vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    if (url.hostname !== "graph.facebook.com") return realFetch(input, init);
    if (url.pathname.endsWith("/oauth/access_token")) {
      return Response.json({
        access_token: "fb-access-token",
        token_type: "bearer",
        expires_in: 3600,
      });
    }
    if (url.pathname === "/debug_token") {
      return Response.json({
        data: { is_valid: true, app_id: "facebook-app-id", user_id: profile.id },
      });
    }
    if (url.pathname === "/me") {
      return Response.json({
        id: profile.id,
        name: profile.name,
        email: profile.email,
        picture: { data: { url: "https://graph.facebook.com/photo.jpg" } },
      });
    }
    throw new Error(`unexpected call to ${url.href}`);
  });
}

/**
 * The browser's round trip: the Google/Facebook button on /login, the provider's page (skipped:
 * it would send the visitor straight back), then our callback with a code and the same state.
 */
async function signInWith(provider: "google" | "facebook") {
  const started = await callAction(login.action, {
    services: suite.services,
    url: "/login",
    form: { intent: "social", provider },
  });
  expect(started.status).toBe(302);
  const authorize = new URL(started.location ?? "");
  const state = authorize.searchParams.get("state") ?? "";
  const cookie = cookiesFrom(started.headers);
  const callback = await suite.services.auth.handler(
    new Request(
      `${suite.services.env.APP_URL}/api/auth/callback/${provider}?code=provider-code&state=${encodeURIComponent(state)}`,
      { headers: { cookie } },
    ),
  );
  return {
    authorize,
    status: callback.status,
    location: callback.headers.get("location") ?? "",
    cookie: cookiesFrom(callback.headers, cookie),
  };
}

async function sessionUser(cookie: string) {
  return (await suite.services.auth.api.getSession({ headers: new Headers({ cookie }) }))?.user;
}

describe("Google sign-in", () => {
  it("sends the visitor to Google with our client id and a state", async () => {
    fakeGoogle({ sub: "g-0", email: "nobody@gmail.test", name: "Nobody" });
    const started = await callAction(login.action, {
      services: suite.services,
      url: "/login",
      form: { intent: "social", provider: "google" },
    });
    const url = new URL(started.location ?? "");
    expect(url.origin + url.pathname).toBe("https://accounts.google.com/o/oauth2/v2/auth");
    expect(url.searchParams.get("client_id")).toBe("google-client-id");
    expect(url.searchParams.get("redirect_uri")).toBe(
      `${suite.services.env.APP_URL}/api/auth/callback/google`,
    );
    expect(url.searchParams.get("state")).toBeTruthy();
  });

  it("creates a new learner verified and active, signed in, on /dashboard", async () => {
    const calls = fakeGoogle({ sub: "g-1", email: "amaka.google@gmail.test", name: "Amaka Eze" });
    const result = await signInWith("google");
    expect(calls).toContain("https://oauth2.googleapis.com/token");
    expect(result.status).toBe(302);
    expect(new URL(result.location, suite.services.env.APP_URL).pathname).toBe("/dashboard");
    const signedIn = await sessionUser(result.cookie);
    expect(signedIn?.email).toBe("amaka.google@gmail.test");
    const [row] = await suite.services.db
      .select({ emailVerified: user.emailVerified, status: user.status, role: user.role })
      .from(user)
      .where(eq(user.email, "amaka.google@gmail.test"));
    expect(row).toEqual({ emailVerified: true, status: "active", role: "user" });
  });

  it("links an existing account only when Google says the e-mail is verified", async () => {
    const existing = await createTestUser(suite.services, { email: "chinedu@gmail.test" });
    fakeGoogle({ sub: "g-2", email: existing.email, name: "Chinedu", emailVerified: false });
    const refused = await signInWith("google");
    expect(refused.location).toMatch(/\/login\?social=failed/);
    expect(await sessionUser(refused.cookie)).toBeUndefined();
    const unlinked = await suite.services.db
      .select()
      .from(account)
      .where(eq(account.userId, existing.id));
    expect(unlinked.map((a) => a.providerId)).toEqual(["credential"]);

    fakeGoogle({ sub: "g-2", email: existing.email, name: "Chinedu", emailVerified: true });
    const linked = await signInWith("google");
    expect(new URL(linked.location, suite.services.env.APP_URL).pathname).toBe("/dashboard");
    expect((await sessionUser(linked.cookie))?.id).toBe(existing.id);
    const accounts = await suite.services.db
      .select({ providerId: account.providerId })
      .from(account)
      .where(eq(account.userId, existing.id));
    expect(accounts.map((a) => a.providerId).sort()).toEqual(["credential", "google"]);
  });

  it("asks an account with two-step sign-in for its code before any session exists", async () => {
    const existing = await createTestUser(suite.services, { email: "ngozi.mfa@gmail.test" });
    // Switching the app on throws (failing the test) unless both steps succeed.
    const { secret } = await enableTotp(
      suite.services,
      existing,
      await signInCookie(suite.services, existing),
    );

    fakeGoogle({ sub: "g-mfa", email: existing.email, name: "Ngozi", emailVerified: true });
    const result = await signInWith("google");
    expect(result.status).toBe(302);
    expect(new URL(result.location, suite.services.env.APP_URL).pathname).toBe("/login/two-factor");
    expect(await sessionUser(result.cookie)).toBeUndefined();

    // The code from the app finishes the sign-in.
    const second = await verifySecondFactor(
      suite.services,
      new Request(`${suite.services.env.APP_URL}/login/two-factor`, {
        method: "POST",
        headers: { cookie: result.cookie, origin: suite.services.env.APP_URL },
      }),
      { method: "totp", code: await totpCode(secret, 1) },
    );
    if (!second.ok) throw new Error(second.message);
    expect((await sessionUser(cookiesFrom(second.headers, result.cookie)))?.id).toBe(existing.id);
  });

  it("shows 'Social Login Failed' with the fallback message when Google refuses the code", async () => {
    fakeGoogle({ sub: "g-3", email: "x@gmail.test", name: "X" }, { fail: true });
    const result = await signInWith("google");
    const back = new URL(result.location, suite.services.env.APP_URL);
    expect(back.pathname).toBe("/login");
    expect(back.searchParams.get("social")).toBe("failed");
    const page = await callLoader(login.loader, {
      services: suite.services,
      url: back.pathname + back.search,
    });
    expect(page.data?.alert).toEqual({
      title: AUTH_TOASTS.socialLoginFailed.title,
      description: AUTH_TOASTS.socialLoginFailed.fallback,
    });
  });

  it("refuses a callback whose state was not issued to this browser", async () => {
    fakeGoogle({ sub: "g-4", email: "forged@gmail.test", name: "Forged" });
    const forged = await suite.services.auth.handler(
      new Request(`${suite.services.env.APP_URL}/api/auth/callback/google?code=c&state=made-up`),
    );
    expect(forged.status).toBe(302);
    expect(forged.headers.get("location")).not.toMatch(/\/dashboard/);
    const rows = await suite.services.db
      .select()
      .from(user)
      .where(eq(user.email, "forged@gmail.test"));
    expect(rows).toEqual([]);
  });
});

describe("Facebook sign-in", () => {
  it("creates a new learner verified and active from the e-mail Facebook confirmed", async () => {
    fakeFacebook({ id: "fb-1", email: "bola.fb@example.test", name: "Bola Ade" });
    const result = await signInWith("facebook");
    expect(result.authorize.origin).toBe("https://www.facebook.com");
    expect(new URL(result.location, suite.services.env.APP_URL).pathname).toBe("/dashboard");
    expect((await sessionUser(result.cookie))?.email).toBe("bola.fb@example.test");
    const [row] = await suite.services.db
      .select({ emailVerified: user.emailVerified, status: user.status })
      .from(user)
      .where(eq(user.email, "bola.fb@example.test"));
    expect(row).toEqual({ emailVerified: true, status: "active" });
  });

  it("does not link an existing account: Facebook never states that the e-mail is verified", async () => {
    const existing = await createTestUser(suite.services, { email: "tunde@example.test" });
    fakeFacebook({ id: "fb-2", email: existing.email, name: "Tunde" });
    const result = await signInWith("facebook");
    expect(result.location).toMatch(/\/login\?social=failed/);
    expect(await sessionUser(result.cookie)).toBeUndefined();
  });
});
