import type { MiddlewareFunction, UNSAFE_DataWithResponseInit } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { ROLES } from "~/db/schema/enums";
import type { SessionUser } from "~/domain/auth/session.server";
import { updateSiteSettings } from "~/domain/settings/settings.server";
import { routeContext } from "../../../tests/support/router";
import { setupTestServices } from "../../../tests/support/suite";
import { createTestUser } from "../../../tests/support/users";
import {
  isMaintenanceData,
  isMaintenanceExempt,
  MAINTENANCE_RETRY_AFTER_SECONDS,
  maintenanceMiddleware,
} from "./maintenance.server";

const suite = setupTestServices();
const users: Partial<Record<(typeof ROLES)[number], SessionUser>> = {};

beforeAll(async () => {
  for (const role of ROLES) users[role] = await createTestUser(suite.services, { role });
});

/**
 * Runs the two middleware steps as React Router does: the inner one's thrown answer becomes the
 * response the outer one's next() returns (here a bare Response carrying the status and data).
 */
async function request(path: string, user: SessionUser | null) {
  const context = routeContext(suite.services, user);
  const args = {
    request: new Request(`http://localhost:3000${path}`),
    context,
    params: {},
    unstable_pattern: path,
  } as unknown as Parameters<MiddlewareFunction<Response>>[0];
  const [outer, inner] = maintenanceMiddleware as [
    MiddlewareFunction<Response>,
    MiddlewareFunction<Response>,
  ];
  let thrown: unknown = null;
  const response = await outer(args, async () => {
    try {
      return (await inner(args, async () => new Response("the page", { status: 200 }))) as Response;
    } catch (error) {
      thrown = error;
      const init = (error as UNSAFE_DataWithResponseInit<unknown>).init;
      return new Response("maintenance page", { status: init?.status ?? 500 });
    }
  });
  return {
    response: response as Response,
    thrown: thrown as UNSAFE_DataWithResponseInit<unknown> | null,
  };
}

describe("maintenance mode", () => {
  it("does nothing while off", async () => {
    await updateSiteSettings(suite.services.db, { maintenanceMode: false }, null);
    const { response } = await request("/academy", null);
    expect(response.status).toBe(200);
    expect(response.headers.get("Retry-After")).toBeNull();
  });

  it("shows visitors and learners a 503 maintenance page with Retry-After", async () => {
    await updateSiteSettings(
      suite.services.db,
      { maintenanceMode: true, siteName: "Farm School" },
      null,
    );
    for (const user of [null, users.user ?? null]) {
      for (const path of [
        "/",
        "/academy",
        "/dashboard",
        "/register",
        "/academy.data",
        "/_root.data",
      ]) {
        const { response, thrown } = await request(path, user);
        expect(response.status, path).toBe(503);
        expect(response.headers.get("Retry-After")).toBe(String(MAINTENANCE_RETRY_AFTER_SECONDS));
        expect(isMaintenanceData(thrown?.data)).toBe(true);
        expect(thrown?.data).toEqual({ maintenance: true, siteName: "Farm School" });
      }
    }
  });

  it("lets staff (every role with admin access) use the whole site", async () => {
    await updateSiteSettings(suite.services.db, { maintenanceMode: true }, null);
    for (const role of ["instructor", "moderator", "admin"] as const) {
      for (const path of ["/", "/academy", "/admin-dashboard"]) {
        const { response } = await request(path, users[role] ?? null);
        expect(response.status, `${role} ${path}`).toBe(200);
        expect(response.headers.get("Retry-After")).toBeNull();
      }
    }
  });

  it("keeps sign-in open for everyone, so staff can sign in", async () => {
    await updateSiteSettings(suite.services.db, { maintenanceMode: true }, null);
    for (const path of [
      "/login",
      "/login.data",
      "/logout",
      "/password-reset",
      "/api/auth/sign-in/email",
    ]) {
      expect((await request(path, null)).response.status, path).toBe(200);
    }
    expect((await request("/api/auth/sign-up/email", null)).response.status).toBe(503);
  });
});

describe("isMaintenanceExempt", () => {
  it("opens only the sign-in paths", () => {
    expect(isMaintenanceExempt("/login")).toBe(true);
    expect(isMaintenanceExempt("/api/auth/callback/google")).toBe(true);
    expect(isMaintenanceExempt("/api/auth/sign-up/email")).toBe(false);
    expect(isMaintenanceExempt("/loginx")).toBe(false);
    expect(isMaintenanceExempt("/")).toBe(false);
    expect(isMaintenanceExempt("/uploads/avatars/a.webp")).toBe(false);
  });
});
