import { sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { consultations, outboxMessages } from "~/db/schema";
import { MESSAGE_BUDGETS } from "~/domain/abuse/message-budgets.server";
import { createQueuedMailer, deliverDueMessages } from "~/domain/outbox/outbox.server";
import { updateSiteSettings } from "~/domain/settings/settings.server";
import type { Services } from "~/services.server";
import { setupFreshServices } from "../../../tests/support/suite";
import { createTestUser } from "../../../tests/support/users";
import { type ConsultationRequest, submitConsultation } from "./consultations.server";

const suite = setupFreshServices();

beforeEach(async () => {
  await updateSiteSettings(suite.services.db, { contactEmail: "desk@afa.test" }, null);
});

const input: ConsultationRequest = {
  name: "Bola Adeyemi",
  email: "bola@example.ng",
  phone: "08031234567",
  plan: "Advanced",
  farmSize: "40 hectares",
  cropType: "Cassava",
  preferredDate: "2099-06-15",
  preferredTime: "14:00",
  message: "We want to add a garri processing line.",
};

describe("submitConsultation", () => {
  it("stores a pending request, linked to the user, and mails the requester and staff", async () => {
    const user = await createTestUser(suite.services);
    const outcome = await submitConsultation(suite.services, {
      input,
      userId: user.id,
      clientKey: "203.0.113.1",
    });
    expect(outcome.status).toBe("stored");
    const rows = await suite.services.db.select().from(consultations);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      userId: user.id,
      status: "pending",
      plan: "Advanced",
      preferredDate: "2099-06-15",
      preferredTime: "14:00",
      farmSize: "40 hectares",
    });

    expect(suite.outbox.map((m) => m.to).sort()).toEqual(["bola@example.ng", "desk@afa.test"]);
    const confirmation = suite.outbox.find((m) => m.to === "bola@example.ng");
    expect(confirmation?.subject).toMatch(/We received your consultation request/);
    expect(confirmation?.text).toContain("Advanced consultation");
    expect(confirmation?.text).toContain("Preferred date: 15 June 2099");
    // Anyone can book with anyone's address: the confirmation carries none of the typed text.
    for (const typed of [input.message, "40 hectares", "Cassava"]) {
      expect(confirmation?.text).not.toContain(typed);
      expect(confirmation?.html).not.toContain(typed);
    }
    const staff = suite.outbox.find((m) => m.to === "desk@afa.test");
    expect(staff?.subject).toBe("New consultation request: Advanced – Bola Adeyemi");
    expect(staff?.replyTo).toBe("bola@example.ng");
    for (const detail of [
      "Email: bola@example.ng",
      "Phone: 08031234567",
      "Farm size: 40 hectares",
      "Crop or livestock: Cassava",
      "Preferred date: 15 June 2099",
      "Preferred time: 2:00 PM",
      "Account: signed-in user",
      "We want to add a garri processing line.",
    ]) {
      expect(staff?.text).toContain(detail);
    }
  });

  it("stores one request for a form submitted twice (same form key), mailing once", async () => {
    const keyed = { ...input, formKey: "3f0c1f9a-8a1e-4c1e-9d51-0c9a0c6c2b11" };
    const first = await submitConsultation(suite.services, {
      input: keyed,
      userId: null,
      clientKey: "a",
    });
    const again = await submitConsultation(suite.services, {
      input: keyed,
      userId: null,
      clientKey: "a",
    });
    expect(first.status).toBe("stored");
    expect(again.status).toBe("duplicate");
    expect(await suite.services.db.$count(consultations)).toBe(1);
    expect(suite.outbox).toHaveLength(2);
  });

  it("queues both e-mails with the request, so a mail server that is down only delays them", async () => {
    const queued: Services = {
      ...suite.services,
      mailer: createQueuedMailer(suite.services.db, () => {}),
    };
    const outcome = await submitConsultation(queued, { input, userId: null, clientKey: "b" });
    expect(outcome.status).toBe("stored");
    expect(await suite.services.db.$count(consultations)).toBe(1);
    const smtpDown = {
      email: async () => {
        throw new Error("SMTP down");
      },
      sms: async () => {},
    };
    expect(await deliverDueMessages(suite.services.db, smtpDown, suite.services.logger)).toBe(2);
    const waiting = await suite.services.db.select().from(outboxMessages);
    expect(waiting.map((m) => [m.status, m.attempts, m.lastError])).toEqual([
      ["queued", 1, "SMTP down"],
      ["queued", 1, "SMTP down"],
    ]);
    expect(waiting.map((m) => m.recipient).sort()).toEqual(["bola@example.ng", "desk@afa.test"]);
  });

  it("reports a failure (and sends nothing) when the request cannot be stored", async () => {
    await suite.services.db.execute(sql`drop table consultations`);
    const outcome = await submitConsultation(suite.services, {
      input,
      userId: null,
      clientKey: "c",
    });
    expect(outcome).toEqual({ status: "failed" });
    expect(suite.outbox).toHaveLength(0);
  });

  it("refuses the sixth request from one client within ten minutes", async () => {
    const statuses: string[] = [];
    for (let i = 0; i < 6; i++) {
      // Each names other details: only the client's own limit is at stake here.
      const outcome = await submitConsultation(suite.services, {
        input: { ...input, email: `farmer${i}@example.ng`, phone: `0803123450${i}` },
        userId: null,
        clientKey: "d",
      });
      statuses.push(outcome.status);
    }
    expect(statuses).toEqual(["stored", "stored", "stored", "stored", "stored", "limited"]);
    expect(await suite.services.db.$count(consultations)).toBe(5);
    const other = await submitConsultation(suite.services, { input, userId: null, clientKey: "e" });
    expect(other.status).toBe("stored");
  });
});

describe("the booking form's budgets of whom a booking names", () => {
  /** A booking from its own client address each time: the per-address limit never applies. */
  const book = (i: number, over: Partial<ConsultationRequest>) =>
    submitConsultation(suite.services, {
      input: { ...input, preferredDate: undefined, preferredTime: undefined, ...over },
      userId: null,
      clientKey: `198.51.100.${i}`,
    });

  it("takes a day's bookings per e-mail address from any number of addresses, then refuses with nothing sent", async () => {
    const budget = MESSAGE_BUDGETS["booking-email"].limit;
    const outcomes = [];
    for (let i = 0; i < budget + 3; i++) {
      // A different number each time, and the address written differently: one address.
      outcomes.push(
        await book(i, {
          email: i % 2 ? "Bola@Example.ng" : "bola@example.ng",
          phone: `0803123400${i}`,
        }),
      );
    }
    expect(outcomes.slice(0, budget).every((o) => o.status === "stored")).toBe(true);
    for (const refused of outcomes.slice(budget)) {
      expect(refused).toMatchObject({ status: "limited", budget: "booking-email" });
      if (refused.status === "limited") expect(refused.retryAfterSeconds).toBeGreaterThan(3600);
    }
    expect(await suite.services.db.select().from(consultations)).toHaveLength(budget);
    expect(suite.outbox.filter((m) => m.to.toLowerCase() === "bola@example.ng")).toHaveLength(
      budget,
    );
  });

  it("takes a day's bookings per phone number, however it is written, then refuses with nothing texted", async () => {
    const budget = MESSAGE_BUDGETS["booking-number"].limit;
    const outcomes = [];
    const writings = ["08031234567", "+234 803 123 4567", "2348031234567"];
    for (let i = 0; i < budget + 3; i++) {
      outcomes.push(
        await book(i, {
          email: `farmer${i}@example.ng`,
          phone: writings[i % writings.length],
          channels: ["sms", "email"],
        }),
      );
    }
    expect(outcomes.slice(0, budget).every((o) => o.status === "stored")).toBe(true);
    expect(outcomes.slice(budget).every((o) => o.status === "limited")).toBe(true);
    expect(outcomes.at(-1)).toMatchObject({ budget: "booking-number" });
    expect(suite.smsOutbox.length).toBeLessThanOrEqual(budget);
  });

  it("a repeat of one rendered form costs nothing", async () => {
    for (let i = 0; i < 6; i++) {
      expect((await book(i, { formKey: "one-form-key-000001" })).status).toBe(
        i === 0 ? "stored" : "duplicate",
      );
    }
    expect((await book(9, { formKey: "another-form-key-02" })).status).toBe("stored");
  });
});
