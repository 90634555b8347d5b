// The harness itself, exercised through a real route: if these helpers lie, route tests lie.
import { describe, expect, it } from "vitest";
import { resolveSession } from "~/domain/auth/session.server";
import * as adminRedirect from "~/routes/admin/admin-redirect";
import * as login from "~/routes/auth/login";
import { callAction, callLoader } from "./router";
import { setupFreshServices } from "./suite";
import { createTestUser, signInCookie } from "./users";

const suite = setupFreshServices();

describe("callLoader", () => {
  it("reads a returned redirect", async () => {
    const result = await callLoader(adminRedirect.loader, {
      services: suite.services,
      url: "/admin",
    });
    expect(result).toMatchObject({ status: 301, location: "/admin-dashboard", thrown: false });
  });

  it("reads a thrown redirect, and plain data, depending on the user", async () => {
    const admin = await createTestUser(suite.services, { role: "admin" });
    const signedIn = await callLoader(login.loader, {
      services: suite.services,
      url: "/login",
      user: admin,
    });
    expect(signedIn).toMatchObject({ status: 302, location: "/admin-dashboard", thrown: true });

    const signedOut = await callLoader(login.loader, {
      services: suite.services,
      url: "/login?redirectTo=/settings",
    });
    expect(signedOut.status).toBe(200);
    expect(signedOut.data?.redirectTo).toBe("/settings");
    expect(signedOut.data?.providers).toEqual({ google: false, facebook: false });
  });
});

describe("callAction", () => {
  it("posts a form and returns the redirect with its cookies", async () => {
    const user = await createTestUser(suite.services, { email: "Ngozi@afa.test" });
    expect(user.email).toBe("ngozi@afa.test");
    const result = await callAction(login.action, {
      services: suite.services,
      url: "/login",
      form: { email: user.email, password: user.password },
    });
    expect(result).toMatchObject({ status: 302, location: "/dashboard", thrown: false });
    expect(result.headers.getSetCookie().join("\n")).toMatch(/session_token=/);
  });

  it("returns data() with its status", async () => {
    const result = await callAction(login.action, {
      services: suite.services,
      url: "/login",
      form: { email: "nobody@afa.test", password: "wrong-password" },
    });
    expect(result.status).toBe(401);
    expect(result.data?.alert?.description).toBeTruthy();
  });
});

describe("createTestUser and signInCookie", () => {
  it("make a user the session resolves with its role and status", async () => {
    const created = await createTestUser(suite.services, {
      role: "instructor",
      name: "Tunde Bakare",
    });
    const cookie = await signInCookie(suite.services, created);
    const request = new Request("http://localhost:3000/dashboard", { headers: { Cookie: cookie } });
    const resolution = await resolveSession(suite.services, request);
    expect(resolution.user).toMatchObject({
      id: created.id,
      name: "Tunde Bakare",
      role: "instructor",
      isAdmin: false,
      emailVerified: true,
    });
  });

  it("can make a pending, unverified user that cannot sign in", async () => {
    const pending = await createTestUser(suite.services, {
      status: "pending",
      emailVerified: false,
    });
    await expect(signInCookie(suite.services, pending)).rejects.toThrow(/Sign-in failed with 403/);
  });
});
