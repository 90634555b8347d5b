// /api/auth/* as a script or another client reaches it: only the endpoints other clients need
// answer; the rest, which would skip our pages' checks, are not there.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { user } from "~/db/schema";
import { COMMON_PASSWORD_MESSAGE } from "~/domain/auth/common-passwords.server";
import { routeContext } from "../../../tests/support/router";
import { setupTestServices } from "../../../tests/support/suite";
import { createTestUser, signInCookie } from "../../../tests/support/users";
import { action, loader } from "./auth";

const suite = setupTestServices();

async function call(
  path: string,
  init: { body?: unknown; raw?: string; cookie?: string; type?: string } = {},
) {
  const method = init.body === undefined && init.raw === undefined ? "GET" : "POST";
  const request = new Request(`${suite.services.env.APP_URL}/api/auth${path}`, {
    method,
    headers: {
      "Content-Type": init.type ?? "application/json",
      Origin: suite.services.env.APP_URL,
      ...(init.cookie ? { Cookie: init.cookie } : {}),
    },
    body: init.raw ?? (init.body === undefined ? undefined : JSON.stringify(init.body)),
  });
  const handler = method === "GET" ? loader : action;
  return (await handler({
    request,
    context: routeContext(suite.services),
    params: {},
  } as unknown as Parameters<typeof action>[0])) as Response;
}

describe("/api/auth over HTTP", () => {
  it("signs in with a password and reads the session, as the mobile app does", async () => {
    const account = await createTestUser(suite.services);
    const signIn = await call("/sign-in/email", {
      body: { email: account.email, password: account.password },
    });
    expect(signIn.status).toBe(200);
    const cookie = await signInCookie(suite.services, account);
    const session = await call("/get-session", { cookie });
    expect(((await session.json()) as { user: { id: string } }).user.id).toBe(account.id);
  });

  it("does not offer the endpoints that would skip the settings page's checks", async () => {
    const account = await createTestUser(suite.services);
    const cookie = await signInCookie(suite.services, account);
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
    const [row] = await suite.services.db
      .select({ email: user.email, name: user.name })
      .from(user)
      .where(eq(user.id, account.id));
    expect(row?.email).toBe(account.email);
    expect(row?.name).not.toBe("<b>x</b>");
  });

  it("refuses a common password on the sign-up endpoint", async () => {
    const response = await call("/sign-up/email", {
      body: {
        email: "common@example.ng",
        password: "password1",
        name: "Ada Obi",
        phone: "08031234567",
      },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      code: "COMMON_PASSWORD",
      message: COMMON_PASSWORD_MESSAGE,
    });
    const rows = await suite.services.db
      .select()
      .from(user)
      .where(eq(user.email, "common@example.ng"));
    expect(rows).toEqual([]);
  });
});

describe("/api/auth bodies", () => {
  const signIn = (raw: string, type?: string) => call("/sign-in/email", { raw, type });

  it("refuses a body over 16 KB with 413 before better-auth reads it", async () => {
    const huge = JSON.stringify({ email: "a@b.co", password: "x".repeat(10 * 1024 * 1024) });
    const response = await signIn(huge);
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ code: "PAYLOAD_TOO_LARGE" });
  });

  it("refuses deep, wide, prototype-naming and broken JSON with 400", async () => {
    const deep = `${"[".repeat(1000)}${"]".repeat(1000)}`;
    const wide = JSON.stringify(Object.fromEntries(Array.from({ length: 500 }, (_, i) => [i, 1])));
    const proto = '{"email":"a@b.co","password":"x","__proto__":{"isAdmin":true}}';
    const nested = '{"email":"a@b.co","password":"x","a":{"constructor":{"prototype":1}}}';
    for (const raw of [deep, wide, proto, nested, '{"email":', "\xff\xfe"]) {
      const response = await signIn(raw);
      expect(response.status, raw.slice(0, 40)).toBe(400);
    }
    const form = Array.from({ length: 600 }, (_, i) => `f${i}=1`).join("&");
    expect((await signIn(form, "application/x-www-form-urlencoded")).status).toBe(400);
  });

  it("still signs in with an ordinary body", async () => {
    const account = await createTestUser(suite.services);
    const ok = await signIn(JSON.stringify({ email: account.email, password: account.password }));
    expect(ok.status).toBe(200);
  });
});

describe("POST /api/auth/sign-up/email: /register's rules", () => {
  const body = (email: string, extra: Record<string, unknown> = {}) => ({
    name: "Ngozi Eze",
    email,
    password: "Harvest-Season-2026",
    phone: "0803 123 4567",
    ...extra,
  });
  const stored = (email: string) =>
    suite.services.db.select().from(user).where(eq(user.email, email.toLowerCase()));

  it("refuses what the form refuses, and any picture address from the client", async () => {
    const cases: [string, Record<string, unknown>][] = [
      ["long-name@example.ng", { name: "N".repeat(5_000) }],
      ["bad-phone@example.ng", { phone: "<b>not a phone</b>" }],
      ["image@example.ng", { image: "javascript:alert(1)" }],
      ["image2@example.ng", { image: "https://afa.example/avatar.png" }],
      ["role@example.ng", { role: "admin" }],
      ["short@example.ng", { password: "Kola-7x" }],
    ];
    for (const [email, extra] of cases) {
      const response = await call("/sign-up/email", { body: body(email, extra) });
      expect(response.status, email).toBe(400);
      expect(await stored(email), email).toEqual([]);
    }
    const noPhone = {
      name: "Ngozi Eze",
      email: "no-phone@example.ng",
      password: "Harvest-Season-2026",
    };
    expect((await call("/sign-up/email", { body: noPhone })).status).toBe(400);
  });

  it("stores a good sign-up as the form would: trimmed name, phone without spaces", async () => {
    const response = await call("/sign-up/email", {
      body: body("Good-Signup@Example.ng", { name: "  Ngozi Eze  " }),
    });
    expect(response.status).toBe(200);
    const [row] = await stored("good-signup@example.ng");
    expect(row).toMatchObject({ name: "Ngozi Eze", phone: "08031234567", image: null });
  });
});
