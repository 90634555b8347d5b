import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import type { SessionUser } from "~/domain/auth/session.server";
import { userContext } from "~/routes/middleware/user-context.server";
import { requireAdmin, requireRole, requireUser } from "./guards.server";

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
