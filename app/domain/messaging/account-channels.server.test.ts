import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { consultations, messageOptOuts, user } from "~/db/schema";
import { updateProfile } from "~/domain/account/profile.server";
import { submitConsultation } from "~/domain/consultations/consultations.server";
import { action as confirmAction, loader as confirmLoader } from "~/routes/public/account-phone";
import { callAction, callLoader } from "../../../tests/support/router";
import { setupFreshServices } from "../../../tests/support/suite";
import { createTestUser } from "../../../tests/support/users";
import { getAccountChannels, saveAccountChannels } from "./account-channels.server";

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
});
