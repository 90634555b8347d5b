import fc from "fast-check";
import { describe, it } from "vitest";
import {
  expectCalmAnswer,
  FORM_RUNS,
  hostileForm,
  setupSignedInLearnerProperties,
} from "../../../tests/support/hostile";
import * as settings from "./settings";
import * as sessions from "./settings-sessions";
import * as twoFactor from "./settings-two-factor";

// Property tests (fast-check): 1,000 hostile posts per settings form, sent by a signed-in learner
// with a real session; each is answered calmly (never a 5xx). A file of its own: the forms that
// check a password run scrypt a thousand times each, minutes that run beside the other files.

const { post } = setupSignedInLearnerProperties();

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
