import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { consultations, messageOptOuts, user } from "~/db/schema";
import { ACCOUNT_PHONE_LINK_SECONDS, MESSAGE_BUDGETS } from "~/domain/abuse/message-budgets.server";
import { updateProfile } from "~/domain/account/profile.server";
import { submitConsultation } from "~/domain/consultations/consultations.server";
import { action as confirmAction, loader as confirmLoader } from "~/routes/public/account-phone";
import { callAction, callLoader } from "../../../tests/support/router";
import { setupFreshServices } from "../../../tests/support/suite";
import { createTestUser } from "../../../tests/support/users";
import {
  confirmAccountPhone,
  findAccountPhoneLink,
  getAccountChannels,
  liveAccountPhoneLink,
  saveAccountChannels,
} from "./account-channels.server";

const suite = setupFreshServices();

async function withPhone(phone: string | null) {
  const person = await createTestUser(suite.services, { name: "Amaka Obi" });
  await suite.services.db.update(user).set({ phone }).where(eq(user.id, person.id));
  return person;
}

/** The link in the last text message, as a path with its query. */
function textedLink(): { path: string; token: string } {
  const body = suite.smsOutbox.at(-1)?.body ?? "";
  const url = new URL(/https?:\/\/\S+/.exec(body)?.[0] ?? "http://x/");
  return { path: url.pathname + url.search, token: url.searchParams.get("token") ?? "" };
}

describe("findAccountPhoneLink", () => {
  it("answers the account's own number only for a token signed for it and that number", async () => {
    const person = await withPhone("08031234567");
    const other = await withPhone("08059876543");
    const url = suite.services.bookingLinks.accountPhoneUrl(person.id, "08031234567", "en");
    const token = new URL(url).searchParams.get("token") ?? "";
    expect(await findAccountPhoneLink(suite.services, person.id, token)).toEqual({
      phone: "08031234567",
      confirmed: false,
    });
    expect(await findAccountPhoneLink(suite.services, person.id, null)).toBeNull();
    expect(await findAccountPhoneLink(suite.services, person.id, `${token}x`)).toBeNull();
    // Another account's id with this token: its row is read, and the token does not fit it.
    expect(await findAccountPhoneLink(suite.services, other.id, token)).toBeNull();
    expect(await findAccountPhoneLink(suite.services, "x".repeat(65), token)).toBeNull();
    await confirmAccountPhone(suite.services.db, person.id, "08031234567");
    expect(await findAccountPhoneLink(suite.services, person.id, token)).toEqual({
      phone: "08031234567",
      confirmed: true,
    });
    await suite.services.db
      .update(user)
      .set({ phone: "08050000000" })
      .where(eq(user.id, person.id));
    expect(await findAccountPhoneLink(suite.services, person.id, token)).toBeNull();
  });
});

describe("an account's consultation message channels", () => {
  it("needs a phone number for WhatsApp or SMS", async () => {
    const person = await withPhone(null);
    expect(await saveAccountChannels(suite.services, person.id, ["whatsapp"], "en")).toEqual({
      status: "needs-phone",
    });
    expect((await getAccountChannels(suite.services.db, person.id)).channels).toEqual(["email"]);
  });

  it("texts a link to confirm the number; the link asks, the POST confirms; a new number must confirm again", async () => {
    const person = await withPhone("08031234567");
    expect(
      await saveAccountChannels(suite.services, person.id, ["whatsapp", "email"], "en"),
    ).toEqual({ status: "confirm-sent" });
    expect(suite.smsOutbox.at(-1)?.to).toBe("+2348031234567");
    const { path, token } = textedLink();
    expect(path.startsWith(`/account/confirm-phone/${person.id}?token=`)).toBe(true);

    const opened = await callLoader(confirmLoader, {
      services: suite.services,
      url: path,
      params: { userId: person.id },
    });
    expect(opened.data).toMatchObject({ link: { masked: "+234 ••• ••• 4567", confirmed: false } });
    expect((await getAccountChannels(suite.services.db, person.id)).phoneConfirmed).toBe(false);
    const wrong = await callAction(confirmAction, {
      services: suite.services,
      url: path,
      params: { userId: person.id },
      form: {
        token:
          `${token.slice(0, -1)}A` === token ? `${token.slice(0, -1)}B` : `${token.slice(0, -1)}A`,
      },
    });
    expect(wrong.status).toBe(404);
    await callAction(confirmAction, {
      services: suite.services,
      url: path,
      params: { userId: person.id },
      form: { token },
    });
    expect(await getAccountChannels(suite.services.db, person.id)).toMatchObject({
      channels: ["whatsapp", "email"],
      phoneConfirmed: true,
    });

    // A booking from the account with that number needs no second check: no text is sent.
    const texts = suite.smsOutbox.length;
    const outcome = await submitConsultation(suite.services, {
      input: {
        name: "Amaka Obi",
        email: "amaka@example.ng",
        phone: "+234 803 123 4567",
        plan: "Beginner",
        message: "Cassava processing.",
        channels: ["whatsapp", "email"],
      },
      userId: person.id,
      clientKey: "198.51.100.90",
    });
    expect(outcome.status).toBe("stored");
    const [booking] = await suite.services.db
      .select()
      .from(consultations)
      .where(eq(consultations.userId, person.id));
    expect(booking?.phoneConfirmedAt).toBeInstanceOf(Date);
    expect(suite.smsOutbox.length).toBe(texts);

    // The old link no longer fits a new number, and the new number is unconfirmed.
    await updateProfile(suite.services, person.id, { fullName: "Amaka Obi", phone: "08059876543" });
    expect((await getAccountChannels(suite.services.db, person.id)).phoneConfirmed).toBe(false);
    const stale = await callLoader(confirmLoader, {
      services: suite.services,
      url: path,
      params: { userId: person.id },
    });
    expect(stale.status).toBe(404);
  });

  it("with a confirmed number, unticking a phone channel stops it for the number; ticking it allows it again", async () => {
    const person = await withPhone("08031234567");
    await suite.services.db
      .update(user)
      .set({ phoneConfirmedAt: new Date() })
      .where(eq(user.id, person.id));
    await saveAccountChannels(suite.services, person.id, ["email"], "en");
    const stopped = async () =>
      (await suite.services.db.select().from(messageOptOuts)).map((o) => o.channel).sort();
    expect(await stopped()).toEqual(["sms", "whatsapp"]);
    await saveAccountChannels(suite.services, person.id, ["whatsapp", "email"], "en");
    expect(await stopped()).toEqual(["sms"]);
  });

  it("saving the form again and again texts the number once while its link works, and says so", async () => {
    const person = await withPhone("08031234567");
    const results = [];
    for (let i = 0; i < 30; i++) {
      results.push(await saveAccountChannels(suite.services, person.id, ["sms", "email"], "en"));
    }
    expect(results[0]).toEqual({ status: "confirm-sent" });
    expect(results.slice(1).every((r) => r.status === "link-live")).toBe(true);
    expect(suite.smsOutbox.length).toBe(1);
    const until = await liveAccountPhoneLink(suite.services.db, person.id, "08031234567");
    const day = Date.now() + ACCOUNT_PHONE_LINK_SECONDS * 1000;
    expect(Math.abs((until?.getTime() ?? 0) - day)).toBeLessThan(60_000);
    // The choice is saved all the same.
    expect((await getAccountChannels(suite.services.db, person.id)).channels).toEqual([
      "sms",
      "email",
    ]);
    // Once the link has lapsed, one more may go.
    const later = new Date(Date.now() + ACCOUNT_PHONE_LINK_SECONDS * 1000 + 1000);
    expect(
      await saveAccountChannels(suite.services, person.id, ["sms", "email"], "en", later),
    ).toEqual({ status: "confirm-sent" });
    expect(suite.smsOutbox.length).toBe(2);
  });

  it("an account naming one number after another texts at most its day's budget", async () => {
    const person = await withPhone(null);
    const budget = MESSAGE_BUDGETS["confirm-text-account"].limit;
    const statuses = [];
    for (let i = 0; i < 10; i++) {
      const phone = `0803123450${i}`;
      await updateProfile(suite.services, person.id, { fullName: "Amaka Obi", phone });
      statuses.push((await saveAccountChannels(suite.services, person.id, ["sms"], "en")).status);
    }
    expect(suite.smsOutbox.length).toBe(budget);
    expect(new Set(suite.smsOutbox.map((m) => m.to)).size).toBe(budget);
    expect(statuses.slice(budget).every((s) => s === "limited")).toBe(true);
  });

  it("one number is texted at most its day's budget, whichever accounts and bookings name it", async () => {
    const budget = MESSAGE_BUDGETS["confirm-text-number"].limit;
    for (let i = 0; i < budget + 2; i++) {
      const person = await withPhone("08031234567");
      await saveAccountChannels(suite.services, person.id, ["whatsapp"], "en");
    }
    const outcome = await submitConsultation(suite.services, {
      input: {
        name: "Amaka Obi",
        email: "amaka@example.ng",
        phone: "08031234567",
        plan: "Beginner",
        message: "Cassava processing.",
        channels: ["sms", "email"],
      },
      userId: null,
      clientKey: "198.51.100.91",
    });
    expect(outcome.status).toBe("stored");
    expect(suite.smsOutbox.filter((m) => m.to === "+2348031234567").length).toBe(budget);
  });

  it("never texts a link to a number that replied STOP", async () => {
    const person = await withPhone("08031234567");
    await suite.services.db
      .insert(messageOptOuts)
      .values({ phone: "2348031234567", channel: "sms" });
    expect(await saveAccountChannels(suite.services, person.id, ["sms"], "en")).toEqual({
      status: "opted-out",
    });
    expect(suite.smsOutbox.length).toBe(0);
  });
});
