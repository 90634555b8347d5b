import fc from "fast-check";
import { beforeAll, describe, it } from "vitest";
import {
  expectCalmAnswer,
  FORM_RUNS,
  hostileForm,
  postHostile,
  setupPropertySuite,
} from "../../../tests/support/hostile";
import { createTestUser } from "../../../tests/support/users";
import * as login from "./login";
import * as passwordReset from "./password-reset";
import * as register from "./register";
import * as twoFactor from "./two-factor";
import * as verify from "./verify";

// Property tests (fast-check): 1,000 hostile posts per sign-in form action, each answered calmly
// (never a 5xx); a refusal carries the form and a message back.

const suite = setupPropertySuite();
beforeAll(async () => {
  // A real account, so some generated e-mails and passwords meet one.
  await createTestUser(suite.services, { email: "ada@example.ng", password: "correct-horse-7" });
});

const post = (
  action: unknown,
  url: string,
  form: Record<string, string | string[]>,
  cookie?: string,
) => postHostile(suite.services, action, { url, form, cookie });

const sometimesReal = <T extends string>(real: T) =>
  fc.oneof({ weight: 1, arbitrary: fc.constant(real) }, { weight: 3, arbitrary: fc.string() });

describe("sign-in forms under hostile input", () => {
  it("/login answers 1,000 hostile posts calmly", async () => {
    await fc.assert(
      fc.asyncProperty(
        hostileForm(["email", "password", "redirectTo", "intent", "provider"]),
        sometimesReal("ada@example.ng"),
        async (form, email) => {
          const withEmail =
            typeof form.email === "string" && form.email === "" ? { ...form, email } : form;
          expectCalmAnswer(await post(login.action, "/login", withEmail));
        },
      ),
      FORM_RUNS,
    );
  });

  it("/register answers 1,000 hostile posts calmly", async () => {
    await fc.assert(
      fc.asyncProperty(
        hostileForm([
          "fullName",
          "email",
          "phone",
          "password",
          "confirmPassword",
          "terms",
          "redirectTo",
          "intent",
        ]),
        async (form) => {
          expectCalmAnswer(await post(register.action, "/register", form));
        },
      ),
      FORM_RUNS,
    );
  });

  it("/password-reset (asking for a link) answers 1,000 hostile posts calmly", async () => {
    await fc.assert(
      fc.asyncProperty(hostileForm(["email"], { intent: "request" }), async (form) => {
        expectCalmAnswer(await post(passwordReset.action, "/password-reset", form));
      }),
      FORM_RUNS,
    );
  });

  it("/password-reset (setting the new password) answers 1,000 hostile posts calmly", async () => {
    await fc.assert(
      fc.asyncProperty(
        hostileForm(["token", "password", "confirmPassword"], { intent: "reset" }),
        async (form) => {
          expectCalmAnswer(await post(passwordReset.action, "/password-reset", form));
        },
      ),
      FORM_RUNS,
    );
  });

  it("/verify (resending the e-mail) answers 1,000 hostile posts calmly", async () => {
    await fc.assert(
      fc.asyncProperty(hostileForm(["email", "intent"]), async (form) => {
        expectCalmAnswer(await post(verify.action, "/verify", form));
      }),
      FORM_RUNS,
    );
  });

  it("/login/two-factor answers 1,000 hostile posts calmly, with or without a pending sign-in", async () => {
    await fc.assert(
      fc.asyncProperty(
        hostileForm(["method", "code", "redirectTo", "intent"]),
        fc.constantFrom("", "better-auth.two_factor=forged.value", "better-auth.two_factor=%00"),
        async (form, cookie) => {
          const reply = await post(twoFactor.action, "/login/two-factor", form, cookie);
          expectCalmAnswer(reply, { formResult: form.intent !== "send-sms" });
        },
      ),
      FORM_RUNS,
    );
  });
});
