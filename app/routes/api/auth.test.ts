// /api/auth/* as a script or another client reaches it: only the endpoints other clients need
// answer; the rest, which would skip our pages' checks, are not there.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { user } from "~/db/schema";
import { COMMON_PASSWORD_MESSAGE } from "~/domain/auth/common-passwords.server";
import { routeContext } from "../../../tests/support/router";
import { createTestServices, type TestServices } from "../../../tests/support/services";
import { createTestUser, signInCookie } from "../../../tests/support/users";
import { action, loader } from "./auth";

let t: TestServices;
beforeAll(async () => {
  t = await createTestServices();
});
afterAll(async () => {
  await t.close();
});

async function call(path: string, init: { body?: unknown; cookie?: string } = {}) {
  const method = init.body === undefined ? "GET" : "POST";
  const request = new Request(`${t.services.env.APP_URL}/api/auth${path}`, {
    method,
    headers: {
      "Content-Type": "application/json",
      Origin: t.services.env.APP_URL,
      ...(init.cookie ? { Cookie: init.cookie } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const handler = method === "GET" ? loader : action;
  return (await handler({
    request,
    context: routeContext(t.services),
    params: {},
  } as unknown as Parameters<typeof action>[0])) as Response;
}

describe("/api/auth over HTTP", () => {
  it("signs in with a password and reads the session, as the mobile app does", async () => {
    const account = await createTestUser(t.services);
    const signIn = await call("/sign-in/email", {
      body: { email: account.email, password: account.password },
    });
    expect(signIn.status).toBe(200);
    const cookie = await signInCookie(t.services, account);
    const session = await call("/get-session", { cookie });
    expect(((await session.json()) as { user: { id: string } }).user.id).toBe(account.id);
  });

  it("does not offer the endpoints that would skip the settings page's checks", async () => {
    const account = await createTestUser(t.services);
    const cookie = await signInCookie(t.services, account);
    const changeEmail = await call("/change-email", {
      body: { newEmail: "taken-over@example.ng" },
      cookie,
    });
    expect(changeEmail.status).toBe(404);
    const updateUser = await call("/update-user", { body: { name: "<b>x</b>" }, cookie });
    expect(updateUser.status).toBe(404);
    const changePassword = await call("/change-password", {
      body: { currentPassword: account.password, newPassword: "Another-Harvest-2027" },
      cookie,
    });
    expect(changePassword.status).toBe(404);
    const [row] = await t.services.db
      .select({ email: user.email, name: user.name })
      .from(user)
      .where(eq(user.id, account.id));
    expect(row?.email).toBe(account.email);
    expect(row?.name).not.toBe("<b>x</b>");
  });

  it("refuses a common password on the sign-up endpoint", async () => {
    const response = await call("/sign-up/email", {
      body: { email: "common@example.ng", password: "password1", name: "Ada Obi" },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      code: "COMMON_PASSWORD",
      message: COMMON_PASSWORD_MESSAGE,
    });
    const rows = await t.services.db.select().from(user).where(eq(user.email, "common@example.ng"));
    expect(rows).toEqual([]);
  });
});
