import { sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { contacts } from "~/db/schema";
import { updateSiteSettings } from "~/domain/settings/settings.server";
import { setupFreshServices } from "../../../tests/support/suite";
import type { ContactInput } from "./contact.schema";
import { submitContactMessage } from "./contact.server";

const suite = setupFreshServices();

beforeEach(async () => {
  await updateSiteSettings(suite.services.db, { contactEmail: "hello@afa.test" }, null);
});

const input: ContactInput = {
  name: "Ifeoma Nwosu",
  email: "ifeoma@example.ng",
  phone: "+2348091234567",
  company: "Green Acres Cooperative",
  subject: "partnerships",
  message: "Our cooperative of 120 farmers would like group training.",
};

describe("submitContactMessage", () => {
  it("never lets the auto-reply carry a spammer's link or pitch, in the message or the name", async () => {
    const spam = {
      ...input,
      email: "stranger@example.ng",
      name: "Win N5,000,000 now at http://spam.example",
      message: "Click http://spam.example/claim to collect your prize today!",
    };
    expect(
      (await submitContactMessage(suite.services, { input: spam, clientKey: "x" })).status,
    ).toBe("stored");
    const reply = suite.outbox.find((m) => m.to === "stranger@example.ng");
    expect(reply?.text).toContain("Hello,");
    for (const body of [reply?.text, reply?.html, reply?.subject]) {
      expect(body).not.toContain("spam.example");
      expect(body).not.toContain("N5,000,000");
    }
  });

  it("stores the message, auto-replies to the sender and forwards it to staff", async () => {
    const outcome = await submitContactMessage(suite.services, { input, clientKey: "203.0.113.2" });
    expect(outcome.status).toBe("stored");
    const rows = await suite.services.db.select().from(contacts);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      name: "Ifeoma Nwosu",
      subject: "partnerships",
      company: "Green Acres Cooperative",
      readAt: null,
    });
    expect(suite.outbox.map((m) => m.to).sort()).toEqual(["hello@afa.test", "ifeoma@example.ng"]);
    const reply = suite.outbox.find((m) => m.to === "ifeoma@example.ng");
    expect(reply?.text).toContain("within 24 hours");
    expect(reply?.text).toContain("Hello Ifeoma Nwosu,");
    // Anyone can type anyone's address: the auto-reply carries none of the sender's text.
    expect(reply?.text).not.toContain(input.message);
    expect(reply?.html).not.toContain("cooperative of 120");
    const staff = suite.outbox.find((m) => m.to === "hello@afa.test");
    expect(staff?.subject).toBe("New contact message (Partnerships) – Ifeoma Nwosu");
    expect(staff?.replyTo).toBe("ifeoma@example.ng");
    for (const detail of [
      "Email: ifeoma@example.ng",
      "Phone: +2348091234567",
      "Company: Green Acres Cooperative",
      "Subject: Partnerships",
      input.message,
    ]) {
      expect(staff?.text).toContain(detail);
    }
  });

  it("stores a message sent twice from one form once", async () => {
    const keyed = { ...input, formKey: "0b8e2a52-35a5-4d8f-9a51-7b1c2d3e4f50" };
    expect(
      (await submitContactMessage(suite.services, { input: keyed, clientKey: "a" })).status,
    ).toBe("stored");
    expect(
      (await submitContactMessage(suite.services, { input: keyed, clientKey: "a" })).status,
    ).toBe("duplicate");
    expect(await suite.services.db.$count(contacts)).toBe(1);
    expect(suite.outbox).toHaveLength(2);
  });

  it("never drops another person's message that carries a copied form key", async () => {
    // Two visitors handed one page (a shared cache, a forwarded copy): one key, two messages.
    const formKey = "5d1c9a30-7e2b-4c6f-8a41-2b3c4d5e6f70";
    const first = { ...input, formKey };
    const second = { ...input, formKey, name: "Bola Ige", email: "bola@example.ng" };
    const answers = [];
    for (const message of [first, second, first, second]) {
      answers.push(
        (await submitContactMessage(suite.services, { input: message, clientKey: "c" })).status,
      );
    }
    expect(answers).toEqual(["stored", "stored", "duplicate", "duplicate"]);
    const rows = await suite.services.db.select({ email: contacts.email }).from(contacts);
    expect(rows.map((r) => r.email).sort()).toEqual(["bola@example.ng", "ifeoma@example.ng"]);
    // Each was answered and passed on to staff once.
    expect(suite.outbox.filter((m) => m.to === "bola@example.ng")).toHaveLength(1);
  });

  it("reports a failure when the message cannot be stored", async () => {
    await suite.services.db.execute(sql`drop table contacts`);
    expect(await submitContactMessage(suite.services, { input, clientKey: "b" })).toEqual({
      status: "failed",
    });
    expect(suite.outbox).toHaveLength(0);
  });
});
