import { describe, expect, it } from "vitest";
import type { consultations } from "~/db/schema";
import { CONSULTATION_PLANS } from "~/db/schema/enums";
import { DEFAULT_SETTINGS } from "~/domain/settings/settings.schema";
import { consultationConfirmationEmail } from "./consultation-emails.server";
import {
  consultationMovedEmail,
  consultationReminderEmail,
  consultationStatusEmail,
} from "./consultation-status-emails.server";
import { existingAccountEmail } from "./templates.server";

function booking(plan: (typeof CONSULTATION_PLANS)[number]): typeof consultations.$inferSelect {
  const at = new Date("2026-03-02T09:00:00Z");
  return {
    id: "00000000-0000-4000-8000-000000000001",
    userId: null,
    name: "Tunde Bakare",
    email: "tunde@example.ng",
    phone: null,
    farmSize: null,
    cropType: null,
    plan,
    preferredDate: null,
    preferredTime: null,
    message: "Help with my tomatoes.",
    locale: "en",
    status: "pending",
    consultantId: null,
    startsAt: null,
    sequence: 0,
    channels: ["email"],
    phoneConfirmedAt: null,
    holdExpiresAt: null,
    idempotencyKey: null,
    createdAt: at,
    updatedAt: at,
  };
}

describe("the article before a name in our e-mails", () => {
  it("thanks the requester for 'a Beginner', 'an Intermediate' and 'an Advanced' consultation", () => {
    const expected = { Beginner: "a", Intermediate: "an", Advanced: "an" } as const;
    for (const plan of CONSULTATION_PLANS) {
      const mail = consultationConfirmationEmail({
        consultation: booking(plan),
        settings: { ...DEFAULT_SETTINGS, siteName: "AFA Academy" },
        appUrl: "https://afa.example",
      });
      const phrase = `Thank you for booking ${expected[plan]} ${plan} consultation`;
      expect(mail.text, plan).toContain(phrase);
      expect(mail.html, plan).toContain(phrase);
    }
  });

  it("says 'an AFA Academy account' in the existing-account notice", () => {
    const cases = [
      ["tunde@example.ng", "Tunde", "AFA Academy", "You already have an AFA Academy account"],
      ["ada@example.ng", "Ada", "Farm School", "You already have a Farm School account"],
    ] as const;
    for (const [to, name, siteName, subject] of cases) {
      const mail = existingAccountEmail({ to, name, siteName, appUrl: "https://afa.example" });
      expect(mail.subject).toBe(subject);
    }
  });
});

describe("a booking's e-mails to someone without an account", () => {
  const input = (userId: string | null) => ({
    consultation: {
      ...booking("Beginner"),
      userId,
      status: "confirmed" as const,
      preferredDate: "2026-03-09",
      preferredTime: "10:00",
    },
    settings: { ...DEFAULT_SETTINGS, siteName: "AFA Academy" },
    appUrl: "https://afa.example",
    links: { reschedule: "https://afa.example/r", cancel: "https://afa.example/c" },
  });

  it("never send a guest to a dashboard they do not have; a learner keeps that button", () => {
    const guest = [
      consultationStatusEmail(input(null)),
      consultationMovedEmail(input(null)),
      consultationReminderEmail({ ...input(null), before: "day" }),
    ];
    for (const mail of guest) {
      expect(mail.text).not.toContain("Open your dashboard");
      expect(mail.html).not.toContain("/dashboard");
      // Their own booking's links are what they can use.
      expect(mail.text).toContain("https://afa.example/r");
    }
    const learner = consultationStatusEmail(input("user-1"));
    expect(learner.text).toContain("Open your dashboard: https://afa.example/dashboard");
  });
});
