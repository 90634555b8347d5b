import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { consultations } from "~/db/schema";
import { createConsultation } from "~/domain/consultations/consultations.server";
import { slotStart } from "~/domain/consultations/slots";
import { createConsultant, weekdayAhead } from "../../../tests/support/consultants";
import { callAction, callLoader } from "../../../tests/support/router";
import { setupFreshServices } from "../../../tests/support/suite";
import * as cancelRoute from "./booking-cancel";
import * as phoneRoute from "./booking-phone";
import * as rescheduleRoute from "./booking-reschedule";

const suite = setupFreshServices();
const DAY = weekdayAhead(4);

async function booked() {
  await createConsultant(suite.services, "Ada");
  const row = await createConsultation(
    suite.services.db,
    {
      name: "Bola Adeyemi",
      email: "bola@example.ng",
      plan: "Intermediate",
      preferredDate: DAY,
      preferredTime: "10:00",
      message: "Help with our first fish ponds, please.",
    },
    null,
  );
  if (!row) throw new Error("not stored");
  const urls = suite.services.bookingLinks.urlsFor(row, "en");
  if (!urls) throw new Error("no links");
  const path = (url: string) => new URL(url).pathname + new URL(url).search;
  return { row, cancel: path(urls.cancel), reschedule: path(urls.reschedule) };
}

async function reload(id: string) {
  const [row] = await suite.services.db
    .select()
    .from(consultations)
    .where(eq(consultations.id, id));
  return row;
}

const tokenOf = (path: string) => new URL(path, "http://x").searchParams.get("token") ?? "";

describe("/consultation/{id}/cancel", () => {
  it("opening the link only shows the booking; the POST cancels it; the link then says it was replaced", async () => {
    const { row, cancel } = await booked();
    const opened = await callLoader(cancelRoute.loader, {
      services: suite.services,
      url: cancel,
      params: { id: row.id },
    });
    expect(opened.status).toBe(200);
    expect(opened.data).toMatchObject({ problem: null, booking: { plan: "Intermediate" } });
    expect((await reload(row.id))?.status).toBe("pending");

    const posted = await callAction(cancelRoute.action, {
      services: suite.services,
      url: cancel,
      params: { id: row.id },
      form: { token: tokenOf(cancel) },
    });
    expect(posted.data).toMatchObject({ done: { status: "cancelled" } });
    expect((await reload(row.id))?.status).toBe("cancelled");

    // The same link again: the booking is closed now.
    const again = await callAction(cancelRoute.action, {
      services: suite.services,
      url: cancel,
      params: { id: row.id },
      form: { token: tokenOf(cancel) },
    });
    expect(again.status).toBe(200);
    expect(again.data).toMatchObject({ problem: "closed", status: "cancelled" });
  });

  it("a tampered, missing or foreign token, or an unknown booking, changes nothing", async () => {
    const { row, cancel, reschedule } = await booked();
    const token = tokenOf(cancel);
    const tries = [
      { id: row.id, token: `${token.slice(0, -2)}xx` },
      { id: row.id, token: "" },
      // The reschedule link's token does not cancel.
      { id: row.id, token: tokenOf(reschedule) },
      { id: crypto.randomUUID(), token },
      { id: "not-a-uuid", token },
    ];
    for (const t of tries) {
      const result = await callAction(cancelRoute.action, {
        services: suite.services,
        url: `/consultation/${t.id}/cancel`,
        params: { id: t.id },
        form: { token: t.token },
      });
      expect(result.status).toBe(404);
      expect(result.data).toMatchObject({ problem: "invalid" });
    }
    expect((await reload(row.id))?.status).toBe("pending");
  });
});

describe("/consultation/{id}/reschedule", () => {
  it("a date shows its free hours (GET); the POST moves the booking; the old link is replaced", async () => {
    const { row, reschedule } = await booked();
    const withDate = `${reschedule}&date=${DAY}`;
    const opened = await callLoader(rescheduleRoute.loader, {
      services: suite.services,
      url: withDate,
      params: { id: row.id },
    });
    // 10:00 is the booking's own hour: not offered.
    const times = (opened.data as { times: string[] }).times;
    expect(times).toContain("14:00");
    expect(times).not.toContain("10:00");
    // The page also offers the cancel link (an SMS carries only the reschedule one).
    expect((opened.data as { cancelPath: string }).cancelPath).toMatch(
      new RegExp(`^/consultation/${row.id}/cancel\\?token=`),
    );

    const moved = await callAction(rescheduleRoute.action, {
      services: suite.services,
      url: withDate,
      params: { id: row.id },
      form: { token: tokenOf(reschedule), date: DAY, time: "14:00" },
    });
    expect(moved.data).toMatchObject({ done: { timeText: "2:00 PM" } });
    expect((await reload(row.id))?.startsAt).toEqual(slotStart(DAY, "14:00"));

    const stale = await callLoader(rescheduleRoute.loader, {
      services: suite.services,
      url: reschedule,
      params: { id: row.id },
    });
    expect(stale.status).toBe(200);
    expect(stale.data).toMatchObject({ problem: "replaced" });
  });

  it("a missing or past date, or an hour not offered, is said beside its field, never a 500", async () => {
    const { row, reschedule } = await booked();
    const token = tokenOf(reschedule);
    const post = (form: Record<string, string>) =>
      callAction(rescheduleRoute.action, {
        services: suite.services,
        url: reschedule,
        params: { id: row.id },
        form: { token, ...form },
      });
    const noDate = await post({ time: "14:00" });
    expect(noDate.status).toBe(400);
    expect(noDate.data).toMatchObject({ errors: { date: "Please choose a date from today on." } });
    const past = await post({ date: "2020-01-06", time: "14:00" });
    expect(past.data).toMatchObject({ errors: { date: "Please choose a date from today on." } });
    const odd = await post({ date: DAY, time: "13:30" });
    expect(odd.data).toMatchObject({ errors: { time: "Please choose one of the free times." } });
    const own = await post({ date: DAY, time: "10:00" });
    expect(own.status).toBe(409);
    expect((own.data as { errors: { time: string } }).errors.time).toMatch(/no longer free/);
    expect((await reload(row.id))?.sequence).toBe(0);

    const badDate = await callLoader(rescheduleRoute.loader, {
      services: suite.services,
      url: `${reschedule}&date=tomorrow`,
      params: { id: row.id },
    });
    expect(badDate.status).toBe(200);
    expect(badDate.data).toMatchObject({
      date: null,
      dateError: "Please choose a date from today on.",
    });
  });
});

describe("/consultation/{id}/confirm-phone", () => {
  it("the form's WhatsApp/SMS choice texts a link; opening it asks; the POST confirms or stops", async () => {
    const { submitConsultation } = await import("~/domain/consultations/consultations.server");
    const outcome = await submitConsultation(suite.services, {
      input: {
        name: "Musa Ibrahim",
        email: "musa@example.ng",
        phone: "0803 123 4567",
        plan: "Beginner",
        message: "Help with our onions, please.",
        channels: ["whatsapp", "email"],
      },
      userId: null,
      clientKey: "198.51.100.77",
    });
    expect(outcome.status).toBe("stored");
    const text = suite.smsOutbox.at(-1);
    expect(text?.to).toBe("+2348031234567");
    const link = /https?:\/\/\S+\/confirm-phone\?token=\S+/.exec(text?.body ?? "")?.[0] ?? "";
    const url = new URL(link);
    const id = url.pathname.split("/")[2] ?? "";
    const path = url.pathname + url.search;

    const opened = await callLoader(phoneRoute.loader, {
      services: suite.services,
      url: path,
      params: { id },
    });
    expect(opened.status).toBe(200);
    expect(opened.data).toMatchObject({ link: { masked: "+234 ••• ••• 4567", confirmed: false } });
    expect((await reload(id))?.phoneConfirmedAt).toBeNull();

    const tampered = await callAction(phoneRoute.action, {
      services: suite.services,
      url: path,
      params: { id },
      form: { token: `${url.searchParams.get("token")}x`, intent: "confirm" },
    });
    expect(tampered.status).toBe(404);

    const confirmed = await callAction(phoneRoute.action, {
      services: suite.services,
      url: path,
      params: { id },
      form: { token: url.searchParams.get("token") ?? "", intent: "confirm" },
    });
    expect(confirmed.data).toEqual({ done: "confirmed" });
    expect((await reload(id))?.phoneConfirmedAt).toBeInstanceOf(Date);

    const stopped = await callAction(phoneRoute.action, {
      services: suite.services,
      url: path,
      params: { id },
      form: { token: url.searchParams.get("token") ?? "", intent: "stop" },
    });
    expect(stopped.data).toEqual({ done: "stopped" });
    const { messageOptOuts } = await import("~/db/schema");
    expect(
      (await suite.services.db.select().from(messageOptOuts)).map((o) => o.channel).sort(),
    ).toEqual(["sms", "whatsapp"]);
  });
});
