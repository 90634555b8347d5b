import { createHmac } from "node:crypto";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import pino from "pino";
import { afterAll, describe, expect, it, vi } from "vitest";
import { consultations, messageOptOuts, outboxMessages, user } from "~/db/schema";
import { updateConsultationStatus } from "~/domain/admin/consultations.server";
import { createConsultation } from "~/domain/consultations/consultations.server";
import { deliverDueMessages } from "~/domain/outbox/outbox.server";
import { isSameSecret } from "~/lib/same-secret.server";
import {
  action as webhookAction,
  loader as webhookLoader,
} from "~/routes/messaging/whatsapp-webhook";
import { createConsultant, weekdayAhead } from "../../../tests/support/consultants";
import { startFakeTermiiServer } from "../../../tests/support/fake-termii-server";
import { startFakeWhatsAppServer } from "../../../tests/support/fake-whatsapp-server";
import { callAction, callLoader } from "../../../tests/support/router";
import { setupFreshServices } from "../../../tests/support/suite";
import { createTestUser } from "../../../tests/support/users";
import { sendBookingMessage } from "./booking-messages.server";
import { createWhatsAppGateway, isWhatsAppSignatureValid, WhatsAppError } from "./whatsapp.server";

// The handshake must compare the verify token in constant time (the shared helper), never with ===.
vi.mock("~/lib/same-secret.server", async (importOriginal) => {
  const actual = await importOriginal<typeof import("~/lib/same-secret.server")>();
  return { isSameSecret: vi.fn(actual.isSameSecret) };
});

const WA = {
  accessToken: "EAAG-test-token",
  phoneNumberId: "109876543210",
  appSecret: "app-secret-0123456789",
};
const TERMII_KEY = "TL-test-key";
const whatsapp = await startFakeWhatsAppServer(WA);
const termii = await startFakeTermiiServer({ apiKey: TERMII_KEY });

const suite = setupFreshServices({
  env: {
    WHATSAPP_ACCESS_TOKEN: WA.accessToken,
    WHATSAPP_PHONE_NUMBER_ID: WA.phoneNumberId,
    WHATSAPP_APP_SECRET: WA.appSecret,
    WHATSAPP_VERIFY_TOKEN: "our-verify-token",
    WHATSAPP_API_URL: whatsapp.apiUrl,
    SMS_PROVIDER: "termii",
    TERMII_API_KEY: TERMII_KEY,
    TERMII_SENDER_ID: "AFAAcademy",
    TERMII_BASE_URL: termii.baseUrl,
  },
});

/** Our webhook route behind a real HTTP port, so the fake posts to it as Meta would. */
const bridge = createServer((request, response) => {
  let raw = "";
  request.on("data", (chunk) => {
    raw += chunk;
  });
  request.on("end", async () => {
    const result = await callAction(webhookAction, {
      services: suite.services,
      url: "/messaging/webhooks/whatsapp",
      json: raw,
      headers: { "x-hub-signature-256": String(request.headers["x-hub-signature-256"] ?? "") },
    });
    response.writeHead(result.status);
    response.end();
  });
});
await new Promise<void>((resolve) => bridge.listen(0, "127.0.0.1", resolve));
const WEBHOOK = `http://127.0.0.1:${(bridge.address() as AddressInfo).port}/messaging/webhooks/whatsapp`;

afterAll(async () => {
  await whatsapp.close();
  await termii.close();
  await new Promise((resolve) => bridge.close(resolve));
});

const PHONE = "0803 123 4567";
const NUMBER = "2348031234567";
const DAY = weekdayAhead(4);

/** A booking that chose `channels`, its number confirmed unless told. */
async function booking(channels: ("whatsapp" | "sms" | "email")[], confirmed = true) {
  await createConsultant(suite.services, "Ada");
  const row = await createConsultation(
    suite.services.db,
    {
      name: "Musa Ibrahim",
      email: "musa@example.ng",
      phone: PHONE,
      plan: "Beginner",
      preferredDate: DAY,
      preferredTime: "10:00",
      message: "Help with our onions, please.",
      channels,
    },
    null,
  );
  if (!row) throw new Error("not stored");
  if (confirmed) {
    await suite.services.db
      .update(consultations)
      .set({ phoneConfirmedAt: new Date() })
      .where(eq(consultations.id, row.id));
  }
  return row;
}

async function confirm(id: string) {
  const admin = await createTestUser(suite.services, { role: "admin" });
  // The real queued mailer: every message is an outbox row, as in production.
  const { createQueuedMailer } = await import("~/domain/outbox/outbox.server");
  const services = { ...suite.services, mailer: createQueuedMailer(suite.services.db, () => {}) };
  await updateConsultationStatus(services, { id, to: "confirmed", actorId: admin.id });
}

/** The worker's passes, with the site's real transports (the fakes behind them). */
async function deliverNow() {
  const emails: string[] = [];
  const transports = {
    ...suite.services.outbox.transports,
    email: async (m: { to: string; subject: string }) => void emails.push(`${m.to} ${m.subject}`),
  };
  // Only what is due now: the reminders wait for their time.
  while ((await deliverDueMessages(suite.services.db, transports, pino({ level: "silent" }))) > 0);
  return emails;
}

async function rows() {
  return suite.services.db.select().from(outboxMessages).orderBy(outboxMessages.createdAt);
}

describe("the WhatsApp Cloud API client", () => {
  it("sends a template with its parameters and URL buttons, and reads the wamid", async () => {
    const gateway = createWhatsAppGateway(
      { accessToken: WA.accessToken, phoneNumberId: WA.phoneNumberId, apiUrl: whatsapp.apiUrl },
      pino({ level: "silent" }),
    );
    const id = await gateway.send({
      to: NUMBER,
      template: "booking_confirmed",
      language: "ha",
      params: ["Musa", "Beginner", "1 Disamba 2026 10:00"],
      buttons: ["ha/consultation/x/reschedule?token=1.a"],
    });
    const sent = whatsapp.requests.at(-1);
    expect(sent?.id).toBe(id);
    expect(sent?.path).toBe(`/v21.0/${WA.phoneNumberId}/messages`);
    expect(sent?.authorization).toBe(`Bearer ${WA.accessToken}`);
    expect(sent?.body).toMatchObject({
      to: NUMBER,
      type: "template",
      template: {
        name: "booking_confirmed",
        language: { code: "ha" },
        components: [
          {
            type: "body",
            parameters: [{ text: "Musa" }, { text: "Beginner" }, { text: "1 Disamba 2026 10:00" }],
          },
          {
            type: "button",
            sub_type: "url",
            index: "0",
            parameters: [{ text: "ha/consultation/x/reschedule?token=1.a" }],
          },
        ],
      },
    });
    whatsapp.refuseNext(1, 400, 131026);
    const refused = await gateway
      .send({ to: NUMBER, template: "t", language: "en", params: [] })
      .catch((e) => e);
    expect(refused).toBeInstanceOf(WhatsAppError);
    expect((refused as WhatsAppError).permanent).toBe(true);
    expect((refused as Error).message).not.toContain(WA.accessToken);
  });

  it("accepts only webhooks signed with the app secret", () => {
    const body = '{"entry":[]}';
    const good = `sha256=${createHmac("sha256", WA.appSecret).update(body).digest("hex")}`;
    expect(isWhatsAppSignatureValid(body, good, WA.appSecret)).toBe(true);
    expect(isWhatsAppSignatureValid(`${body} `, good, WA.appSecret)).toBe(false);
    expect(isWhatsAppSignatureValid(body, good.replace(/.$/, "0"), "other")).toBe(false);
    expect(isWhatsAppSignatureValid(body, null, WA.appSecret)).toBe(false);
    expect(isWhatsAppSignatureValid(body, "sha1=abc", WA.appSecret)).toBe(false);
  });
});

describe("the webhook", () => {
  it("answers Meta's verification handshake with the challenge, only for our token", async () => {
    const ok = await callLoader(webhookLoader, {
      services: suite.services,
      url: "/messaging/webhooks/whatsapp?hub.mode=subscribe&hub.verify_token=our-verify-token&hub.challenge=1158201444",
    });
    expect(ok.status).toBe(200);
    expect(await ok.response?.text()).toBe("1158201444");
    const wrong = await callLoader(webhookLoader, {
      services: suite.services,
      url: "/messaging/webhooks/whatsapp?hub.mode=subscribe&hub.verify_token=guess&hub.challenge=1",
    });
    expect(wrong.status).toBe(403);
    expect(isSameSecret).toHaveBeenCalledWith("guess", "our-verify-token");
  });

  it("refuses an unsigned or tampered body (401) and changes nothing", async () => {
    const body = JSON.stringify({
      entry: [
        {
          changes: [
            {
              value: {
                messages: [{ from: NUMBER, id: "x", type: "text", text: { body: "STOP" } }],
              },
            },
          ],
        },
      ],
    });
    expect(await whatsapp.postRaw(WEBHOOK, body, null)).toBe(401);
    expect(await whatsapp.postRaw(WEBHOOK, body, `sha256=${"0".repeat(64)}`)).toBe(401);
    expect(await suite.services.db.select().from(messageOptOuts)).toEqual([]);
  });
});

describe("a booking's messages on the channels its requester chose", () => {
  it("WhatsApp first; delivery is recorded once however often Meta reports it", async () => {
    const row = await booking(["whatsapp"]);
    await confirm(row.id);
    expect(await deliverNow()).toEqual([]);
    const sent = whatsapp.requests.at(-1);
    expect(sent?.body.template.name).toBe("booking_confirmed");
    expect(sent?.body.to).toBe(NUMBER);
    expect(sent?.body.template.components[1]?.parameters[0]?.text).toMatch(
      new RegExp(`^consultation/${row.id}/reschedule\\?token=`),
    );
    const message = (await rows()).find((r) => r.channel === "whatsapp" && r.status === "sent");
    expect(message).toMatchObject({ providerMessageId: sent?.id, deliveryStatus: "sent" });

    expect(await whatsapp.postStatus(WEBHOOK, sent?.id ?? "", "delivered", NUMBER)).toBe(200);
    expect(await whatsapp.postStatus(WEBHOOK, sent?.id ?? "", "read", NUMBER)).toBe(200);
    // A late or repeated "delivered" changes nothing.
    expect(await whatsapp.postStatus(WEBHOOK, sent?.id ?? "", "delivered", NUMBER)).toBe(200);
    const [after] = await suite.services.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.id, message?.id ?? ""));
    expect(after?.deliveryStatus).toBe("read");
    // Delivered: nothing falls back, even after the deadline.
    await suite.services.db.update(outboxMessages).set({ deliverBy: new Date(0) });
    expect(await deliverNow()).toEqual([]);
    expect(termii.requests).toHaveLength(0);
  });

  it("falls back to SMS, then e-mail, once each, when WhatsApp refuses and Termii refuses", async () => {
    const row = await booking(["whatsapp", "sms"]);
    const before = termii.requests.length;
    whatsapp.refuseNext(1);
    termii.refuseNext(1);
    await confirm(row.id);
    const emails = await deliverNow();
    expect(emails).toEqual(["musa@example.ng Your consultation is confirmed – AFA Academy"]);
    // Termii was asked once (and refused): no second SMS.
    expect(termii.requests.length).toBe(before);
    const chain = (await rows()).filter(
      (r) => r.consultationId === row.id && r.consultationSequence === null,
    );
    expect(chain.map((r) => [r.channel, r.status])).toEqual([
      ["whatsapp", "failed"],
      ["sms", "failed"],
      ["email", "sent"],
    ]);
  });

  it("falls back to SMS when WhatsApp does not report delivery in time, or reports failure", async () => {
    const row = await booking(["whatsapp", "sms"]);
    await confirm(row.id);
    await deliverNow();
    const sent = whatsapp.requests.at(-1);
    // No status came; the deadline passes.
    await suite.services.db
      .update(outboxMessages)
      .set({ deliverBy: new Date(Date.now() - 1000) })
      .where(eq(outboxMessages.providerMessageId, sent?.id ?? ""));
    const count = termii.requests.length;
    await deliverNow();
    expect(termii.requests.length).toBe(count + 1);
    expect(termii.requests.at(-1)).toMatchObject({ to: NUMBER, from: "AFAAcademy" });
    expect(termii.requests.at(-1)?.sms).toContain("is confirmed");
    // WhatsApp's "failed" arriving after that sends nothing more: the fallback went once.
    await whatsapp.postStatus(WEBHOOK, sent?.id ?? "", "failed", NUMBER);
    await deliverNow();
    expect(termii.requests.length).toBe(count + 1);
  });

  it("sends nothing to the phone without consent or before the number is confirmed", async () => {
    const emailOnly = await booking(["email"]);
    const unconfirmed = await booking(["whatsapp", "sms"], false);
    const waBefore = whatsapp.requests.length;
    const smsBefore = termii.requests.length;
    await confirm(emailOnly.id);
    await confirm(unconfirmed.id);
    const emails = await deliverNow();
    expect(emails.filter((e) => e.includes("is confirmed"))).toHaveLength(2);
    expect(whatsapp.requests.length).toBe(waBefore);
    expect(termii.requests.length).toBe(smsBefore);
  });

  it("a STOP reply on WhatsApp stops WhatsApp and SMS to that number", async () => {
    const row = await booking(["whatsapp", "sms", "email"]);
    expect(await whatsapp.postReply(WEBHOOK, NUMBER, " stop ")).toBe(200);
    expect(
      (await suite.services.db.select().from(messageOptOuts)).map((o) => o.channel).sort(),
    ).toEqual(["sms", "whatsapp"]);
    const waBefore = whatsapp.requests.length;
    const smsBefore = termii.requests.length;
    await confirm(row.id);
    const emails = await deliverNow();
    expect(emails.some((e) => e.includes("is confirmed"))).toBe(true);
    expect(whatsapp.requests.length).toBe(waBefore);
    expect(termii.requests.length).toBe(smsBefore);
  });

  it("without the WHATSAPP_* variables WhatsApp is off: the phone gets the SMS", async () => {
    const booked = await booking(["whatsapp", "sms"]);
    const [row] = await suite.services.db
      .select()
      .from(consultations)
      .where(eq(consultations.id, booked.id));
    if (!row) throw new Error("gone");
    const { createQueuedMailer } = await import("~/domain/outbox/outbox.server");
    const off = {
      ...suite.services,
      env: { ...suite.services.env, WHATSAPP_ACCESS_TOKEN: undefined },
      mailer: createQueuedMailer(suite.services.db, () => {}),
    };
    const { getSiteSettings } = await import("~/domain/settings/settings.server");
    await suite.services.db.transaction(async (tx) =>
      sendBookingMessage(off, tx, {
        consultation: row,
        news: "received",
        email: { to: row.email, subject: "s", text: "t", html: "h" },
        locale: "en",
        settings: await getSiteSettings(tx),
      }),
    );
    const queued = (await rows()).filter((r) => r.consultationId === row.id);
    expect(queued.map((r) => r.channel)).toEqual(["sms"]);
    expect(queued[0]?.fallback?.map((f) => f.channel)).toEqual(["email"]);
  });

  it("an account that chose WhatsApp gets its certificate news there too, with the e-mail", async () => {
    const learner = await createTestUser(suite.services, { name: "Ngozi Eze" });
    await suite.services.db
      .update(user)
      .set({ phone: PHONE, phoneConfirmedAt: new Date(), messageChannels: ["whatsapp", "email"] })
      .where(eq(user.id, learner.id));
    const { createQueuedMailer } = await import("~/domain/outbox/outbox.server");
    const services = { ...suite.services, mailer: createQueuedMailer(suite.services.db, () => {}) };
    const { queueCertificateIssuedEmail } = await import("~/domain/mail/certificate-emails.server");
    await suite.services.db.transaction((tx) =>
      queueCertificateIssuedEmail(services, tx, {
        id: crypto.randomUUID(),
        userId: learner.id,
        code: "AFA-TEST-0001",
        learnerName: "Ngozi Eze",
        courseTitle: "Poultry Basics",
        instructor: "Dr Ade",
      } as never),
    );
    const emails = await deliverNow();
    expect(emails.some((e) => e.includes("Poultry Basics"))).toBe(true);
    const sent = whatsapp.requests.at(-1);
    expect(sent?.body.template.name).toBe("certificate_ready");
    expect(sent?.body.template.components[0]?.parameters.map((p) => p.text)).toEqual([
      "Ngozi Eze",
      "Poultry Basics",
    ]);
    expect(sent?.body.template.components[1]?.parameters[0]?.text).toBe(
      "certificates/AFA-TEST-0001",
    );
  });
});
