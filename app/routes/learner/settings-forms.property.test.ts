import fc from "fast-check";
import { afterAll, beforeAll, describe, it, vi } from "vitest";
import { CLIENT_IP_HEADER } from "~/domain/auth/auth.server";
import {
  expectCalmAnswer,
  FORM_RUNS,
  hostileForm,
  nextClientAddress,
  PROPERTY_TEST_TIMEOUT,
} from "../../../tests/support/hostile";
import { callAction } from "../../../tests/support/router";
import { createTestServices, type TestServices } from "../../../tests/support/services";
import { createTestUser, signInCookie } from "../../../tests/support/users";
import * as settings from "./settings";
import * as sessions from "./settings-sessions";
import * as twoFactor from "./settings-two-factor";

vi.setConfig({ testTimeout: PROPERTY_TEST_TIMEOUT });

// Property tests (fast-check): 1,000 hostile posts per settings form, sent by a signed-in learner
// with a real session; each is answered calmly (never a 5xx). A file of its own: the forms that
// check a password run scrypt a thousand times each, minutes that run beside the other files.

let t: TestServices;
let learner: Awaited<ReturnType<typeof createTestUser>>;
let cookie: string;
beforeAll(async () => {
  t = await createTestServices({ env: { RATE_LIMIT_SCALE: "10000" } });
  learner = await createTestUser(t.services, { password: "correct-horse-7" });
  cookie = await signInCookie(t.services, learner);
});
afterAll(async () => {
  await t.close();
});

const post = (action: unknown, url: string, form: Record<string, string | string[]>, params = {}) =>
  callAction(action as never, {
    services: t.services,
    url,
    user: learner,
    params,
    form,
    headers: { cookie, [CLIENT_IP_HEADER]: nextClientAddress() },
  });

// Every settings form, by the route it posts to and its intent, with the fields it sends (and
// the avatar removal).
const SETTINGS_ROUTES = [
  {
    url: "/settings",
    action: settings.action,
    forms: {
      profile: ["fullName", "phone"],
      password: ["currentPassword", "newPassword", "confirmPassword", "revokeOtherSessions"],
      email: ["newEmail", "password"],
      "delete-account": ["secret", "confirm"],
      "avatar-remove": [],
      "video-quality": ["quality"],
    },
  },
  {
    url: "/settings/two-factor",
    action: twoFactor.action,
    forms: {
      "mfa-enrol": ["friendlyName", "password"],
      "mfa-confirm": ["code"],
      "mfa-backup-codes": ["password"],
      "mfa-remove": ["password"],
      "mfa-phone-start": ["phone", "password"],
      "mfa-phone-confirm": ["code"],
    },
  },
  {
    url: "/settings/sessions",
    action: sessions.action,
    forms: { "end-session": ["sessionId"], "end-other-sessions": [] },
  },
] satisfies { url: string; action: unknown; forms: Record<string, string[]> }[];

describe("settings forms under hostile input", () => {
  for (const { url, action, forms } of SETTINGS_ROUTES) {
    for (const [intent, fields] of Object.entries(forms)) {
      it(`"${intent}" (${url}) answers 1,000 hostile posts calmly`, async () => {
        await fc.assert(
          fc.asyncProperty(hostileForm(fields, { intent }), async (form) => {
            expectCalmAnswer(await post(action, url, form));
          }),
          FORM_RUNS,
        );
      });
    }

    it(`an unknown or missing intent (${url}) answers calmly too`, async () => {
      await fc.assert(
        fc.asyncProperty(hostileForm(["intent", "password", "code"]), async (form) => {
          expectCalmAnswer(await post(action, url, form));
        }),
        FORM_RUNS,
      );
    });
  }
});
