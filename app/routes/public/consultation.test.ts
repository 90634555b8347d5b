import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { consultations, user } from "~/db/schema";
import { HONEYPOT_FIELD } from "~/domain/abuse/honeypot";
import { CONSULTATION_MESSAGES, DATE_MESSAGES } from "~/domain/consultations/consultation.schema";
import { updateSiteSettings } from "~/domain/settings/settings.server";
import { weekdayAhead } from "../../../tests/support/consultants";
import { callAction, callLoader } from "../../../tests/support/router";
import { flashedToast, setupFreshServices } from "../../../tests/support/suite";
import { createTestUser } from "../../../tests/support/users";
import { action, loader } from "./consultation";

const suite = setupFreshServices();

beforeEach(async () => {
  await updateSiteSettings(suite.services.db, { contactEmail: "bookings@afa.test" }, null);
});
afterEach(async () => {
  vi.useRealTimers();
});

const VALID = {
  name: "Tunde Bakare",
  email: "tunde@example.ng",
  phone: "0803 123 4567",
  plan: "Beginner",
  farmSize: "2 hectares",
  cropType: "Tomatoes",
  preferredDate: "",
  preferredTime: "",
  message: "I am starting a tomato farm in Ogun State.",
} as const;

let ipCounter = 0;
/** A client address of its own per call unless told, so only the rate-limit test meets the limit. */
function submit(
  form: Record<string, string>,
  opts: { user?: Awaited<ReturnType<typeof createTestUser>>; ip?: string; url?: string } = {},
) {
  ipCounter += 1;
  return callAction(action, {
    services: suite.services,
    url: opts.url ?? "/consultation",
    form,
    user: opts.user ?? null,
    headers: { "x-afa-client-ip": opts.ip ?? `198.51.100.${ipCounter}` },
  });
}

describe("/consultation loader", () => {
  it("preselects the plan named in ?plan= and offers today's Lagos date as the minimum", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-07-09T23:15:00Z"));
    const { data } = await callLoader(loader, {
      services: suite.services,
      url: "/consultation?plan=advanced",
    });
    expect(data?.defaultValue.plan).toBe("Advanced");
    expect(data?.formAction).toBe("/consultation?plan=Advanced");
    expect(data?.today).toBe("2026-07-10");
    expect(data?.formKey).toMatch(/^[0-9a-f-]{36}$/);
    const none = await callLoader(loader, {
      services: suite.services,
      url: "/consultation?plan=platinum",
    });
    expect(none.data?.defaultValue.plan).toBe("");
    expect(none.data?.formAction).toBe("/consultation");
  });

  it("pre-fills name, e-mail and phone for a signed-in user", async () => {
    const user = await createTestUser(suite.services, {
      name: "Halima Musa",
      phone: "08091234567",
    });
    const { data } = await callLoader(loader, {
      services: suite.services,
      url: "/consultation",
      user,
    });
    expect(data?.defaultValue).toMatchObject({
      name: "Halima Musa",
      email: user.email,
      phone: "08091234567",
    });
    const visitor = await callLoader(loader, { services: suite.services, url: "/consultation" });
    expect(visitor.data?.defaultValue).toMatchObject({ name: "", email: "", phone: "" });
  });
});

describe("/consultation action", () => {
  it("stores a visitor's request as pending, mails both sides, and goes to its confirmation page", async () => {
    const result = await submit({ ...VALID });
    expect(result.status).toBe(302);
    expect(result.location).toBe("/consultation/booked");

    const [row] = await suite.services.db.select().from(consultations);
    expect(row).toMatchObject({
      userId: null,
      name: "Tunde Bakare",
      email: "tunde@example.ng",
      phone: "08031234567",
      plan: "Beginner",
      status: "pending",
      // Empty date and time are stored as null.
      preferredDate: null,
      preferredTime: null,
    });
    expect(suite.outbox.map((m) => m.to).sort()).toEqual(["bookings@afa.test", "tunde@example.ng"]);
  });

  it("keeps the plan the page was opened with (?plan=) when a bot's submission is sent back", async () => {
    // A bot's (pretended) success and an unknown plan go back the same way.
    const bot = await submit(
      { ...VALID, [HONEYPOT_FIELD]: "x" },
      { url: "/consultation?plan=Intermediate" },
    );
    expect(bot.location).toBe("/consultation?plan=Intermediate");
  });

  it("links the request to the signed-in user from the session, never from the form", async () => {
    const user = await createTestUser(suite.services);
    const intruder = await createTestUser(suite.services);
    const result = await submit(
      {
        ...VALID,
        userId: intruder.id,
        preferredDate: "2099-01-05",
        preferredTime: "10:00",
      },
      { user },
    );
    expect(result.status).toBe(302);
    const rows = await suite.services.db.select().from(consultations);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      userId: user.id,
      preferredDate: "2099-01-05",
      preferredTime: "10:00",
    });
  });

  const INVALID: [string, Record<string, string>, string][] = [
    ["name", { name: "" }, "Please enter your full name."],
    ["email", { email: "" }, "Please enter your email address."],
    ["email", { email: "tunde@example" }, "Please enter a valid email address."],
    ["plan", { plan: "" }, "Please choose a consultation plan."],
    ["plan", { plan: "Premium" }, "Please choose a consultation plan."],
    ["message", { message: "   " }, "Please enter a message."],
    [
      "phone",
      { phone: "555-0100" },
      "Please enter a valid Nigerian phone number, e.g. 0803 123 4567 or +234 803 123 4567.",
    ],
    ["preferredDate", { preferredDate: "31/12/2099" }, DATE_MESSAGES.invalid],
    ["preferredTime", { preferredTime: "07:00" }, "Please choose one of the listed times."],
  ];
  it("answers 400 for each bad field with its message beside it, keeping the rest", async () => {
    for (const [field, change, message] of INVALID) {
      const result = await submit({ ...VALID, ...change });
      expect(result.status, field).toBe(400);
      const reply = result.data?.result;
      expect(reply?.error, field).toEqual({ [field]: [message] });
      // What was typed comes back (empty inputs are simply absent), so the form shows it again.
      const typed = Object.entries({ ...VALID, ...change }).filter(([, value]) => value !== "");
      expect(reply?.initialValue, field).toEqual(Object.fromEntries(typed));
    }
    expect(await suite.services.db.$count(consultations)).toBe(0);
    expect(suite.outbox).toHaveLength(0);
  });

  it("refuses a date before today in Lagos, with a fixed clock", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    // 00:10 on 1 January 2027 in Lagos, still 31 December 2026 in UTC.
    vi.setSystemTime(new Date("2026-12-31T23:10:00Z"));
    const past = await submit({ ...VALID, preferredDate: "2026-12-31" });
    expect(past.status).toBe(400);
    expect(past.data?.result?.error).toEqual({ preferredDate: [DATE_MESSAGES.past] });
    const today = await submit({ ...VALID, preferredDate: "2027-01-01" });
    expect(today.status).toBe(302);
    const [row] = await suite.services.db.select().from(consultations);
    expect(row?.preferredDate).toBe("2027-01-01");
  });

  it("pretends success for a filled honeypot and stores and sends nothing", async () => {
    const result = await submit({ ...VALID, [HONEYPOT_FIELD]: "http://cheap-pills.example" });
    expect(result.status).toBe(302);
    expect(await flashedToast(suite.services, result.headers)).toMatchObject({
      title: CONSULTATION_MESSAGES.success,
    });
    expect(await suite.services.db.$count(consultations)).toBe(0);
    expect(suite.outbox).toHaveLength(0);
  });

  it("answers the sixth submission from one client in ten minutes with 429, keeping the values", async () => {
    // Each names its own details: only the client's limit is at stake here.
    const own = (i: number) => ({ email: `sixth${i}@example.ng`, phone: `0803 555 000${i}` });
    for (let i = 0; i < 5; i++) {
      expect((await submit({ ...VALID, ...own(i) }, { ip: "::ffff:203.0.113.50" })).status).toBe(
        302,
      );
    }
    const sixth = await submit({ ...VALID, ...own(5), name: "Sixth Try" }, { ip: "203.0.113.50" });
    expect(sixth.status).toBe(429);
    expect(Number(sixth.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(sixth.data?.alert?.title).toBe("Too many submissions");
    expect(sixth.data?.result?.initialValue).toMatchObject({ name: "Sixth Try", plan: "Beginner" });
    expect(await suite.services.db.$count(consultations)).toBe(5);
    // Another client is not affected.
    expect((await submit({ ...VALID, ...own(6) }, { ip: "203.0.113.51" })).status).toBe(302);
  });

  it("answers a fourth booking of one e-mail address in a day with 429 in hours, from whatever address", async () => {
    const details = { email: "oft-booked@example.ng" };
    for (let i = 0; i < 3; i++) {
      const phone = `0805 111 000${i}`;
      expect(
        (await submit({ ...VALID, ...details, phone }, { ip: `203.0.113.${60 + i}` })).status,
      ).toBe(302);
    }
    const fourth = await submit(
      { ...VALID, ...details, phone: "0805 111 0009", name: "Fourth Try" },
      { ip: "203.0.113.70" },
    );
    expect(fourth.status).toBe(429);
    expect(Number(fourth.headers.get("Retry-After"))).toBeGreaterThan(3600);
    expect(fourth.data?.alert?.title).toBe("Too many bookings for these details");
    expect(fourth.data?.alert?.description).toMatch(/ 2[34] hours/);
    expect(fourth.data?.result?.initialValue).toMatchObject({ name: "Fourth Try" });
  });

  it("answers huge and wrong-typed values with 400, never 500", async () => {
    // A body over the form limit is refused whole (413); within it, each field gets its message.
    expect((await submit({ ...VALID, message: "M".repeat(200_000) })).status).toBe(413);
    const huge = await submit({
      ...VALID,
      name: "N".repeat(10_000),
      email: `${"e".repeat(5_000)}@example.ng`,
      phone: "0".repeat(5_000),
      farmSize: "F".repeat(5_000),
      cropType: "C".repeat(5_000),
      preferredDate: "2".repeat(5_000),
      preferredTime: "T".repeat(5_000),
      message: "M".repeat(20_000),
    });
    expect(huge.status).toBe(400);
    expect(Object.keys(huge.data?.result?.error ?? {}).sort()).toEqual(
      [
        "cropType",
        "email",
        "farmSize",
        "message",
        "name",
        "phone",
        "preferredDate",
        "preferredTime",
      ].sort(),
    );

    const file = new File(["not text"], "x.txt", { type: "text/plain" });
    const typed = await callAction(action, {
      services: suite.services,
      url: "/consultation",
      form: { ...VALID, name: file, plan: ["Beginner", "Advanced"] },
      headers: { "x-afa-client-ip": "192.0.2.200" },
    });
    expect(typed.status).toBe(400);
    expect(await suite.services.db.$count(consultations)).toBe(0);
  });

  it("shows the submission error (500) and keeps the values when the request cannot be stored", async () => {
    const { sql } = await import("drizzle-orm");
    await suite.services.db.execute(sql`drop table consultations`);
    const result = await submit({ ...VALID });
    expect(result.status).toBe(500);
    expect(result.data?.alert).toEqual({ title: CONSULTATION_MESSAGES.error });
    expect(result.data?.result?.initialValue).toMatchObject({ name: VALID.name });
  });

  it("stores a double submission of one rendered form once", async () => {
    const { data } = await callLoader(loader, { services: suite.services, url: "/consultation" });
    const formKey = data?.formKey ?? "";
    expect((await submit({ ...VALID, formKey })).status).toBe(302);
    expect((await submit({ ...VALID, formKey })).status).toBe(302);
    const rows = await suite.services.db
      .select()
      .from(consultations)
      .where(eq(consultations.email, VALID.email));
    expect(rows).toHaveLength(1);
    expect(suite.outbox).toHaveLength(2);
  });
});

describe("/consultation with consultants: real slots", () => {
  it("books the hour once; the next request for it is told beside the time what is free, keeping what was typed", async () => {
    const ada = await createTestUser(suite.services, {
      name: "Ada Consultant",
      role: "instructor",
    });
    await suite.services.db.update(user).set({ isConsultant: true }).where(eq(user.id, ada.id));
    // A weekday a few days from now, 10:00 in Lagos.
    const date = weekdayAhead(4);
    const form = { ...VALID, preferredDate: date, preferredTime: "10:00" };

    const first = await submit(form);
    expect(first.status).toBe(302);
    const [held] = await suite.services.db
      .select()
      .from(consultations)
      .where(eq(consultations.consultantId, ada.id));
    expect(held?.preferredTime).toBe("10:00");

    const second = await submit({ ...form, email: "second@example.ng" });
    expect(second.status).toBe(409);
    const message = second.data?.result?.error?.preferredTime?.[0] ?? "";
    expect(message).toMatch(/^That time is no longer free\. Choose one of the next free times/);
    expect(second.data?.result?.initialValue).toMatchObject({ email: "second@example.ng" });
    expect(await suite.services.db.select().from(consultations)).toHaveLength(1);
    // The date's other free hours stay in the time list, and the next free ones are choices.
    const reply = second.data as unknown as {
      slots: { date: string; times: string[] };
      nextFree: { date: string; time: string }[];
    };
    expect(reply.slots.date).toBe(date);
    expect(reply.slots.times).toContain("09:00");
    expect(reply.slots.times).not.toContain("10:00");
    expect(reply.nextFree[0]).toEqual({ date, time: "09:00" });
    // Ticking one books that date and hour, whatever the time field still says.
    const picked = await submit({
      ...form,
      email: "second@example.ng",
      preferredSlot: `${date}T09:00`,
    });
    expect(picked.status).toBe(302);
    const times = await suite.services.db
      .select({ time: consultations.preferredTime })
      .from(consultations)
      .where(eq(consultations.email, "second@example.ng"));
    expect(times).toEqual([{ time: "09:00" }]);
  });

  it("offers the free hours of the date chosen first, keeping what was typed; none without consultants", async () => {
    const plain = await callLoader(loader, { services: suite.services, url: "/consultation" });
    expect(plain.data?.slots).toBeNull();

    const ada = await createTestUser(suite.services, {
      name: "Ada Consultant",
      role: "instructor",
    });
    await suite.services.db.update(user).set({ isConsultant: true }).where(eq(user.id, ada.id));
    const opened = await callLoader(loader, { services: suite.services, url: "/consultation" });
    expect(opened.data?.slots).toEqual({
      date: null,
      times: [],
      consultants: [{ id: ada.id, name: "Ada Consultant" }],
    });

    const date = weekdayAhead(5);
    await submit({ ...VALID, preferredDate: date, preferredTime: "11:00" });
    const shown = await submit({
      ...VALID,
      name: "Typed Name",
      preferredDate: date,
      preferredTime: "",
      intent: "times",
    });
    expect(shown.status).toBe(200);
    const reply = shown.data as unknown as {
      slots: { date: string; times: string[] };
      result: { initialValue: Record<string, string>; error?: unknown };
    };
    expect(reply.slots.date).toBe(date);
    expect(reply.slots.times).toEqual([
      "09:00",
      "10:00",
      "12:00",
      "13:00",
      "14:00",
      "15:00",
      "16:00",
      "17:00",
    ]);
    expect(reply.result.initialValue).toMatchObject({ name: "Typed Name", preferredDate: date });
    expect(reply.result.error).toBeUndefined();
    // Nothing stored by asking.
    expect(await suite.services.db.select().from(consultations)).toHaveLength(1);

    const noDate = await submit({ ...VALID, intent: "times" });
    expect((noDate.data as unknown as { slots: unknown }).slots).toMatchObject({
      date: null,
      times: [],
    });
  });

  it("a chosen consultant's free hours only; someone who is not one is refused beside the field", async () => {
    const ada = await createTestUser(suite.services, { name: "Ada", role: "instructor" });
    const bayo = await createTestUser(suite.services, { name: "Bayo", role: "instructor" });
    for (const id of [ada.id, bayo.id]) {
      await suite.services.db.update(user).set({ isConsultant: true }).where(eq(user.id, id));
    }
    const date = weekdayAhead(5);
    await submit({ ...VALID, preferredDate: date, preferredTime: "11:00", consultantId: bayo.id });
    const times = async (consultantId: string) => {
      const reply = await submit({ ...VALID, preferredDate: date, consultantId, intent: "times" });
      return (reply.data as unknown as { slots: { times: string[] } }).slots.times;
    };
    expect(await times(bayo.id)).not.toContain("11:00");
    expect(await times(ada.id)).toContain("11:00");
    expect(await times("")).toContain("11:00");

    const refused = await submit({
      ...VALID,
      preferredDate: date,
      preferredTime: "12:00",
      consultantId: "not-a-consultant",
    });
    expect(refused.status).toBe(409);
    expect(refused.data).toMatchObject({
      result: {
        error: {
          consultantId: [
            "That consultant no longer takes bookings. Please choose another, or any consultant.",
          ],
        },
      },
    });
  });

  it("WhatsApp or SMS updates need a phone number, said beside the phone field; e-mail is the default", async () => {
    const refused = await submit({ ...VALID, phone: "", channels: "whatsapp" });
    expect(refused.status).toBe(400);
    expect(refused.data).toMatchObject({
      result: {
        error: {
          phone: ["Please enter your phone number to get updates on WhatsApp or by SMS."],
        },
      },
    });
    await submit({ ...VALID, email: "plain@example.ng" });
    const [stored] = await suite.services.db
      .select()
      .from(consultations)
      .where(eq(consultations.email, "plain@example.ng"));
    expect(stored?.channels).toEqual(["email"]);
  });
});
