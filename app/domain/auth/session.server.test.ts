import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import {
  homeFor,
  requireAdmin,
  requireRole,
  requireUser,
  type SessionUser,
  safeRedirectTo,
  userContext,
} from "./session.server";

describe("safeRedirectTo", () => {
  it("keeps local paths with their query", () => {
    expect(safeRedirectTo("/dashboard")).toBe("/dashboard");
    expect(safeRedirectTo("/academy?category=crops")).toBe("/academy?category=crops");
  });

  it("refuses anything that could leave the site", () => {
    for (const value of [
      "https://evil.example",
      "//evil.example",
      "/\\evil.example",
      "javascript:alert(1)",
      "dashboard",
      "",
      null,
      undefined,
    ]) {
      expect(safeRedirectTo(value)).toBeNull();
    }
  });

  // Known open-redirect payloads: each either leaves the site as written or becomes "//host" once
  // the browser (or the URL parser) resolves its dot segments and backslashes.
  it.each([
    "/./%2F%2Fevil.com".replaceAll("%2F", "/"),
    "/.//evil.com",
    "/..//evil.com",
    "/a/..//evil.com",
    "/a/b/../..//evil.com",
    "/%2e//evil.com",
    "/.%2e//evil.com",
    "/%2E%2E//evil.com",
    "/./\\evil.com",
    "/\\/evil.com",
    "///evil.com",
    "////evil.com",
    "/%2F/evil.com",
    "/%2f%2fevil.com",
    "/%5Cevil.com",
    "/\tevil.com".replace("\\t", "\t"),
    "/\t/evil.com",
    "/\n/evil.com",
    " /evil.com",
    "/ /evil.com",
    "https:evil.com",
    "https://evil.com",
    "http:/\\evil.com",
    "javascript://%0aalert(1)",
    "data:text/html,<script>alert(1)</script>",
    `/${"a".repeat(3000)}`,
  ])("refuses the open-redirect payload %j", (payload) => {
    expect(safeRedirectTo(payload)).toBeNull();
  });

  it("keeps a path whose dot segments resolve inside the site", () => {
    expect(safeRedirectTo("/academy/../dashboard")).toBe("/dashboard");
    expect(safeRedirectTo("/learn/./course?tab=lessons#top")).toBe("/learn/course?tab=lessons#top");
  });
});

describe("homeFor", () => {
  it("sends admins to the admin dashboard and everyone else to theirs", () => {
    expect(homeFor({ isAdmin: true })).toBe("/admin-dashboard");
    expect(homeFor({ isAdmin: false })).toBe("/dashboard");
  });
});

describe("guards", () => {
  const student: SessionUser = {
    id: "u1",
    name: "Ada",
    email: "ada@example.ng",
    image: null,
    phone: null,
    role: "user",
    isAdmin: false,
    emailVerified: true,
  };
  const contextWith = (user: SessionUser | null) => {
    const context = new RouterContextProvider();
    context.set(userContext, user);
    return context;
  };
  const request = new Request("http://localhost/settings?tab=profile");

  function thrownBy(fn: () => unknown): Response {
    try {
      fn();
    } catch (error) {
      if (error instanceof Response) return error;
      throw error;
    }
    throw new Error("expected a redirect");
  }

  it("sends a signed-out visitor to /login with the way back", () => {
    const response = thrownBy(() => requireUser(contextWith(null), request));
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/login?redirectTo=%2Fsettings%3Ftab%3Dprofile");
  });

  it("sends a signed-in non-admin away from admin pages to /dashboard", () => {
    const response = thrownBy(() => requireAdmin(contextWith(student), request));
    expect(response.headers.get("Location")).toBe("/dashboard");
    expect(requireRole(contextWith(student), request, ["user"])).toBe(student);
  });

  it("lets an admin through", () => {
    const admin = { ...student, role: "admin" as const, isAdmin: true };
    expect(requireAdmin(contextWith(admin), request)).toBe(admin);
  });
});
