import { sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { contacts } from "~/db/schema";
import { HONEYPOT_FIELD } from "~/domain/abuse/honeypot";
import { CONTACT_MESSAGES, CONTACT_REQUIRED } from "~/domain/contact/contact.schema";
import { updateSiteSettings } from "~/domain/settings/settings.server";
import { callAction, callLoader } from "../../../tests/support/router";
import { flashedToast, setupFreshServices } from "../../../tests/support/suite";
import { createTestUser } from "../../../tests/support/users";
import { action, loader } from "./contact";

const suite = setupFreshServices();

beforeEach(async () => {
  await updateSiteSettings(suite.services.db, { contactEmail: "team@afa.test" }, null);
});

const VALID = {
  name: "Musa Danjuma",
  email: "musa@example.ng",
  phone: "0703 555 0199",
  company: "Danjuma Farms Ltd",
  subject: "academy",
  message: "Can my farm workers take the poultry course together?",
} as const;

let ipCounter = 0;
function submit(form: Record<string, string>, ip?: string) {
  ipCounter += 1;
  return callAction(action, {
    services: suite.services,
    url: "/contact",
    form,
    headers: { "x-afa-client-ip": ip ?? `2001:db8:${ipCounter.toString(16)}::1` },
  });
}

describe("/contact loader", () => {
  it("pre-fills a signed-in user's details and gives every render its own form key", async () => {
    const user = await createTestUser(suite.services, { name: "Kemi Ade", phone: "08021234567" });
    const signedIn = await callLoader(loader, { services: suite.services, url: "/contact", user });
    expect(signedIn.data?.defaultValue).toEqual({
      name: "Kemi Ade",
      email: user.email,
      phone: "08021234567",
    });
    const visitor = await callLoader(loader, { services: suite.services, url: "/contact" });
    expect(visitor.data?.defaultValue).toEqual({ name: "", email: "", phone: "" });
    expect(visitor.data?.formKey).not.toBe(signedIn.data?.formKey);
  });
});

describe("/contact action", () => {
  it("stores the message, sends the auto-reply and the staff e-mail, and says 'Message Sent! 📧'", async () => {
    const result = await submit({ ...VALID });
    expect(result.status).toBe(302);
    expect(result.location).toBe("/contact");
    expect(await flashedToast(suite.services, result.headers)).toMatchObject(CONTACT_MESSAGES.sent);
    const [row] = await suite.services.db.select().from(contacts);
    expect(row).toMatchObject({
      name: "Musa Danjuma",
      email: "musa@example.ng",
      phone: "07035550199",
      company: "Danjuma Farms Ltd",
      subject: "academy",
      message: VALID.message,
    });
    expect(suite.outbox.map((m) => m.to).sort()).toEqual(["musa@example.ng", "team@afa.test"]);
  });

  it("files a message without a subject under general", async () => {
    const { subject: _subject, phone: _phone, company: _company, ...required } = VALID;
    expect((await submit(required)).status).toBe(302);
    const [row] = await suite.services.db.select().from(contacts);
    expect(row).toMatchObject({ subject: "general", phone: null, company: null });
  });

  it("answers 'Missing Information' (400) when required fields are empty, keeping the rest", async () => {
    const result = await submit({ ...VALID, name: "", message: "" });
    expect(result.status).toBe(400);
    expect(result.data?.alert).toEqual(CONTACT_MESSAGES.missing);
    expect(result.data?.result?.error).toEqual({
      name: [CONTACT_REQUIRED.name],
      message: [CONTACT_REQUIRED.message],
    });
    expect(result.data?.result?.initialValue).toEqual({
      email: VALID.email,
      phone: VALID.phone,
      company: VALID.company,
      subject: VALID.subject,
    });
    const onlyEmail = await submit({ ...VALID, email: "" });
    expect(onlyEmail.data?.alert).toEqual(CONTACT_MESSAGES.missing);
    expect(await suite.services.db.$count(contacts)).toBe(0);
    expect(suite.outbox).toHaveLength(0);
  });

  it("answers 400 for each invalid field with its own message and no 'Missing Information'", async () => {
    const cases: [string, Record<string, string>, string][] = [
      ["email", { email: "musa@" }, "Please enter a valid email address."],
      [
        "phone",
        { phone: "phone me" },
        "Please enter a valid phone number, e.g. 0803 123 4567 or +234 803 123 4567.",
      ],
      ["subject", { subject: "jobs" }, "Please choose a subject from the list."],
      [
        "company",
        { company: "C".repeat(121) },
        "Please keep the company name under 120 characters.",
      ],
      ["name", { name: "N".repeat(101) }, "Please keep your name under 100 characters."],
      [
        "message",
        { message: "M".repeat(5001) },
        "Please keep your message under 5,000 characters.",
      ],
    ];
    for (const [field, change, message] of cases) {
      const result = await submit({ ...VALID, ...change });
      expect(result.status, field).toBe(400);
      expect(result.data?.alert, field).toBeNull();
      expect(result.data?.result?.error, field).toEqual({ [field]: [message] });
      expect(result.data?.result?.initialValue, field).toEqual({ ...VALID, ...change });
    }
    expect(await suite.services.db.$count(contacts)).toBe(0);
  });

  it("pretends success for a filled honeypot and stores and sends nothing", async () => {
    const result = await submit({ ...VALID, [HONEYPOT_FIELD]: "https://seo-deals.example" });
    expect(result.status).toBe(302);
    expect(await flashedToast(suite.services, result.headers)).toMatchObject(CONTACT_MESSAGES.sent);
    expect(await suite.services.db.$count(contacts)).toBe(0);
    expect(suite.outbox).toHaveLength(0);
  });

  it("answers the sixth message from one IPv6 /64 in ten minutes with 429", async () => {
    for (let i = 1; i <= 5; i++) {
      expect((await submit({ ...VALID }, `2001:db8:aa:bb::${i}`)).status).toBe(302);
    }
    const sixth = await submit({ ...VALID, message: "Still there?" }, "2001:db8:aa:bb::99");
    expect(sixth.status).toBe(429);
    expect(sixth.headers.get("Retry-After")).toMatch(/^\d+$/);
    expect(sixth.data?.alert?.title).toBe("Too many submissions");
    expect(sixth.data?.result?.initialValue).toMatchObject({ message: "Still there?" });
    expect(await suite.services.db.$count(contacts)).toBe(5);
  });

  it("answers a body over the form limit with 413 before reading it, never 500", async () => {
    const result = await submit({ ...VALID, message: "m".repeat(1_000_000) });
    expect(result.status).toBe(413);
    expect(await suite.services.db.$count(contacts)).toBe(0);
  });

  it("answers values over the fields' limits with 400 and a message beside each, never 500", async () => {
    const result = await submit({
      name: "n".repeat(5_000),
      email: "e".repeat(5_000),
      phone: "1".repeat(5_000),
      company: "c".repeat(5_000),
      subject: "s".repeat(5_000),
      message: "m".repeat(30_000),
    });
    expect(result.status).toBe(400);
    expect(Object.keys(result.data?.result?.error ?? {}).sort()).toEqual(
      ["company", "email", "message", "name", "phone", "subject"].sort(),
    );
  });

  it("shows 'Submission Failed' with a message when the message cannot be stored", async () => {
    await suite.services.db.execute(sql`drop table contacts`);
    const result = await submit({ ...VALID });
    expect(result.status).toBe(500);
    expect(result.data?.alert?.title).toBe("Submission Failed");
    expect(result.data?.alert?.description).toContain("team@afa.test");
    expect(result.data?.result?.initialValue).toMatchObject({ message: VALID.message });
  });
});
