import { describe, expect, it } from "vitest";
import { updateSiteSettings } from "~/domain/settings/settings.server";
import { callAction, callLoader } from "../../../tests/support/router";
import { createTestServices } from "../../../tests/support/services";
import { flashedToast, setupFreshServices } from "../../../tests/support/suite";
import { createTestUser, signInCookie } from "../../../tests/support/users";
import * as login from "./login";
import * as logout from "./logout";
import * as register from "./register";

const suite = setupFreshServices();

const validRegistration = {
  fullName: "Ngozi Eze",
  email: "ngozi@example.ng",
  phone: "0803 123 4567",
  password: "Cassava-Rows-7",
  confirmPassword: "Cassava-Rows-7",
  terms: "on",
};

describe("/register", () => {
  it("registers, then redirects to /login with the success toast", async () => {
    const result = await callAction(register.action, {
      services: suite.services,
      url: "/register",
      form: validRegistration,
    });
    expect(result.status).toBe(302);
    expect(result.location).toBe("/login");
    expect(result.headers.get("Set-Cookie")).toContain("afa_toast=");
    expect(suite.outbox.map((m) => m.to)).toContain("ngozi@example.ng");
  });

  it("writes the verification e-mail in the language of the page the account was made on", async () => {
    const result = await callAction(register.action, {
      services: suite.services,
      url: "/yo/register",
      locale: "yo",
      form: { ...validRegistration, email: "tunde@example.ng" },
    });
    expect(result.status).toBe(302);
    const mail = suite.outbox.find((m) => m.to === "tunde@example.ng");
    expect(mail?.text).toContain("/yo/verify");
    expect(mail?.text).not.toContain("Verify your email");
  });

  it("answers invalid input with field messages and keeps what was typed, never the password", async () => {
    const result = await callAction(register.action, {
      services: suite.services,
      url: "/register",
      form: { ...validRegistration, email: "ngozi@example", confirmPassword: "other" },
    });
    expect(result.status).toBe(400);
    const reply = result.data?.result;
    expect(reply?.error?.email).toEqual(["Please enter a valid email address."]);
    expect(reply?.error?.confirmPassword).toEqual(["Please make sure your passwords match."]);
    expect(reply?.initialValue?.fullName).toBe("Ngozi Eze");
    expect(reply?.initialValue?.password).toBeUndefined();
  });

  it("says its field messages in the page's language, keeping what was typed", async () => {
    const result = await callAction(register.action, {
      services: suite.services,
      url: "/ha/register",
      locale: "ha",
      form: { ...validRegistration, email: "ngozi@example", password: "password1" },
    });
    expect(result.status).toBe(400);
    const reply = result.data?.result;
    expect(reply?.error?.email).toEqual(["Don Allah ka rubuta adireshin imel mai kyau."]);
    expect(reply?.error?.password?.[0]).toMatch(/^Mutane da yawa/);
    expect(reply?.initialValue?.fullName).toBe("Ngozi Eze");
  });

  it("refuses a common password on the server", async () => {
    const result = await callAction(register.action, {
      services: suite.services,
      url: "/register",
      form: { ...validRegistration, password: "password1", confirmPassword: "password1" },
    });
    expect(result.status).toBe(400);
    expect(result.data?.result?.error?.password?.[0]).toMatch(/too common/);
  });

  it("is closed when registrations are off: the page says so and the action refuses", async () => {
    await updateSiteSettings(suite.services.db, { allowRegistrations: false }, null);
    const page = await callLoader(register.loader, { services: suite.services, url: "/register" });
    expect(page.data?.open).toBe(false);
    const result = await callAction(register.action, {
      services: suite.services,
      url: "/register",
      form: validRegistration,
    });
    expect(result.status).toBe(403);
    expect(suite.outbox).toHaveLength(0);
  });

  it("sends a signed-in admin to /admin-dashboard", async () => {
    const admin = await createTestUser(suite.services, { role: "admin" });
    const result = await callLoader(register.loader, {
      services: suite.services,
      url: "/register",
      user: admin,
    });
    expect(result.thrown).toBe(true);
    expect(result.location).toBe("/admin-dashboard");
  });
});

describe("/login", () => {
  it("shows Google and Facebook only when configured", async () => {
    const none = await callLoader(login.loader, { services: suite.services, url: "/login" });
    expect(none.data?.providers).toEqual({ google: false, facebook: false });
    const configured = await createTestServices({
      env: { GOOGLE_CLIENT_ID: "id", GOOGLE_CLIENT_SECRET: "secret" },
    });
    try {
      const google = await callLoader(login.loader, {
        services: configured.services,
        url: "/login",
      });
      expect(google.data?.providers).toEqual({ google: true, facebook: false });
    } finally {
      await configured.close();
    }
  });

  it("signs in and returns to a local redirectTo, never to another site", async () => {
    const student = await createTestUser(suite.services);
    const back = await callAction(login.action, {
      services: suite.services,
      url: "/login",
      form: { email: student.email, password: student.password, redirectTo: "/settings" },
    });
    expect(back.location).toBe("/settings");
    expect(back.headers.get("Set-Cookie")).toMatch(/session_token/);
    // Read on arrival: the spec's title, without a 'Redirecting...' that is over by then.
    expect(await flashedToast(suite.services, back.headers)).toEqual({
      title: "Login Successful!",
    });

    const evil = await callAction(login.action, {
      services: suite.services,
      url: "/login",
      form: { email: student.email, password: student.password, redirectTo: "//evil.example" },
    });
    expect(evil.location).toBe("/dashboard");
  });

  it("answers a wrong password with 401 and the sign-in error message", async () => {
    const student = await createTestUser(suite.services);
    const result = await callAction(login.action, {
      services: suite.services,
      url: "/login",
      form: { email: student.email, password: "not-the-password" },
    });
    expect(result.status).toBe(401);
    expect(result.data?.alert).toEqual({
      title: "Login Failed",
      description: "Invalid credentials",
    });
  });

  it("answers a wrong password in the page's language", async () => {
    const student = await createTestUser(suite.services);
    const result = await callAction(login.action, {
      services: suite.services,
      url: "/yo/login",
      locale: "yo",
      form: { email: student.email, password: "not-the-password" },
    });
    expect(result.status).toBe(401);
    expect(result.data?.alert).toEqual({
      title: "Ìwọlé kò yọrí",
      description: "Ímeèlì tàbí ọ̀rọ̀ aṣínà kò tọ̀nà",
    });
  });
});

describe("/logout", () => {
  it("signs out, and empties what the phone kept for the learner (downloads, queued progress)", async () => {
    const student = await createTestUser(suite.services);
    const cookie = await signInCookie(suite.services, {
      email: student.email,
      password: student.password,
    });
    const result = await callAction(logout.action, {
      services: suite.services,
      url: "/logout",
      user: student,
      form: {},
      headers: { Cookie: cookie },
    });
    expect(result.status).toBe(302);
    expect(result.location).toBe("/login");
    expect(result.headers.get("Clear-Site-Data")).toBe('"storage"');
    const cleared = result.headers.getSetCookie().find((c) => c.includes("session_token="));
    expect(cleared).toMatch(/Max-Age=0/i);
  });
});
