import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { contacts, outboxMessages } from "~/db/schema";
import type { ContactInput } from "~/domain/contact/contact.schema";
import { submitContactMessage } from "~/domain/contact/contact.server";
import type { MailMessage } from "~/domain/mail/mailer.server";
import { setupFreshServices } from "../../../tests/support/suite";
import {
  claimDueMessages,
  createQueuedMailer,
  createQueuedSmsGateway,
  deliverDueMessages,
  listOutboxMessages,
  MAX_ATTEMPTS,
  retryDelaySeconds,
  retryOutboxMessage,
  startOutboxWorker,
  type Transports,
} from "./outbox.server";

const suite = setupFreshServices();

const mail = (to: string, subject = "Hello"): MailMessage => ({
  to,
  subject,
  text: `${subject} text`,
  html: `<p>${subject}</p>`,
});

/** Transports that record what they deliver, and fail while `down` is true. */
function recordingTransports() {
  const delivered: { to: string; messageId?: string }[] = [];
  const state = { down: false };
  const transports: Transports = {
    email: async (message) => {
      if (state.down) throw new Error("connect ECONNREFUSED 127.0.0.1:2525");
      delivered.push({ to: message.to, messageId: message.messageId });
    },
    sms: async (message) => {
      if (state.down) throw new Error("provider unreachable");
      delivered.push({ to: message.to });
    },
  };
  return { delivered, state, transports };
}

describe("queueing", () => {
  it("stores a message with its record, and drops it when the record rolls back", async () => {
    const mailer = createQueuedMailer(suite.services.db, () => {});
    await suite.services.db.transaction(async (tx) => {
      await mailer.send(mail("kept@example.ng"), { tx });
    });
    await expect(
      suite.services.db.transaction(async (tx) => {
        await mailer.send(mail("dropped@example.ng"), { tx });
        throw new Error("the record could not be stored");
      }),
    ).rejects.toThrow();
    const rows = await suite.services.db.select().from(outboxMessages);
    expect(rows.map((r) => [r.recipient, r.status, r.channel])).toEqual([
      ["kept@example.ng", "queued", "email"],
    ]);
  });

  it("queues text messages too, without keeping the code in the admin summary", async () => {
    const sms = createQueuedSmsGateway(suite.services.db, () => {});
    await sms.send({ to: "+2348031234567", body: "482913 is your AFA Academy sign-in code." });
    const [row] = await suite.services.db.select().from(outboxMessages);
    expect(row?.channel).toBe("sms");
    expect(row?.summary).not.toContain("482913");
    expect(JSON.stringify(row?.payload)).toContain("482913");
  });

  it("wakes the worker after queueing", async () => {
    let woken = 0;
    const mailer = createQueuedMailer(suite.services.db, () => {
      woken += 1;
    });
    await mailer.send(mail("a@example.ng"));
    expect(woken).toBe(1);
  });
});

describe("delivering", () => {
  it("sends each due message once, with a Message-ID that stays the same", async () => {
    const mailer = createQueuedMailer(suite.services.db, () => {});
    await mailer.send(mail("one@example.ng"));
    await mailer.send(mail("two@example.ng"));
    const { delivered, transports } = recordingTransports();
    expect(await deliverDueMessages(suite.services.db, transports, suite.services.logger)).toBe(2);
    expect(await deliverDueMessages(suite.services.db, transports, suite.services.logger)).toBe(0);
    expect(delivered.map((d) => d.to).sort()).toEqual(["one@example.ng", "two@example.ng"]);
    const rows = await suite.services.db.select().from(outboxMessages);
    expect(rows.every((r) => r.status === "sent" && r.sentAt)).toBe(true);
    expect(delivered.map((d) => d.messageId).sort()).toEqual(
      rows.map((r) => `<${r.id}@outbox.afa-academy>`).sort(),
    );
  });

  it("waits longer after each failure, then keeps the message as failed for an admin", async () => {
    expect([1, 2, 3, 8, 12].map((n) => retryDelaySeconds(n))).toEqual([30, 60, 120, 3600, 3600]);
    // OUTBOX_RETRY_SECONDS changes the first wait; the doubling stays.
    expect([1, 2, 3].map((n) => retryDelaySeconds(n, 5))).toEqual([5, 10, 20]);
    const mailer = createQueuedMailer(suite.services.db, () => {});
    await mailer.send(mail("later@example.ng"));
    const { delivered, state, transports } = recordingTransports();
    state.down = true;
    await deliverDueMessages(suite.services.db, transports, suite.services.logger);
    const [waiting] = await suite.services.db.select().from(outboxMessages);
    expect(waiting).toMatchObject({ status: "queued", attempts: 1 });
    expect(waiting?.lastError).toContain("ECONNREFUSED");
    expect(waiting?.runAt.getTime()).toBeGreaterThan(Date.now() + 20_000);
    // Not due yet: nothing is claimed.
    expect(await deliverDueMessages(suite.services.db, transports, suite.services.logger)).toBe(0);

    for (let attempt = 2; attempt <= MAX_ATTEMPTS; attempt++) {
      await suite.services.db.update(outboxMessages).set({ runAt: sql`now()` });
      await deliverDueMessages(suite.services.db, transports, suite.services.logger);
    }
    const [failed] = await suite.services.db.select().from(outboxMessages);
    expect(failed).toMatchObject({ status: "failed", attempts: MAX_ATTEMPTS });
    await suite.services.db.update(outboxMessages).set({ runAt: sql`now()` });
    expect(await deliverDueMessages(suite.services.db, transports, suite.services.logger)).toBe(0);

    // The admin's list shows it; a retry sends it once the server is back.
    const problems = await listOutboxMessages(suite.services.db, "problems");
    expect(problems.map((p) => [p.recipient, p.status])).toEqual([["later@example.ng", "failed"]]);
    state.down = false;
    expect(await retryOutboxMessage(suite.services.db, failed?.id ?? "")).toBe(true);
    await deliverDueMessages(suite.services.db, transports, suite.services.logger);
    expect(delivered.map((d) => d.to)).toEqual(["later@example.ng"]);
    expect(await retryOutboxMessage(suite.services.db, failed?.id ?? "")).toBe(false);
    expect(await retryOutboxMessage(suite.services.db, "not-a-uuid")).toBe(false);
  });

  it("takes back a message whose worker stopped half-way (its lease ran out)", async () => {
    const mailer = createQueuedMailer(suite.services.db, () => {});
    await mailer.send(mail("stuck@example.ng"));
    const [claimed] = await claimDueMessages(suite.services.db);
    expect(claimed?.status).toBe("sending");
    // Still leased: another worker leaves it alone.
    expect(await claimDueMessages(suite.services.db)).toEqual([]);
    await suite.services.db
      .update(outboxMessages)
      .set({ lockedUntil: sql`now() - interval '1 second'` })
      .where(eq(outboxMessages.id, claimed?.id ?? ""));
    const { delivered, transports } = recordingTransports();
    await deliverDueMessages(suite.services.db, transports, suite.services.logger);
    expect(delivered.map((d) => d.to)).toEqual(["stuck@example.ng"]);
  });

  it("lets two workers share the queue without sending anything twice", async () => {
    const mailer = createQueuedMailer(suite.services.db, () => {});
    for (let i = 0; i < 25; i++) await mailer.send(mail(`learner${i}@example.ng`));
    const { delivered, transports } = recordingTransports();
    const drain = async () => {
      while (
        (await deliverDueMessages(suite.services.db, transports, suite.services.logger)) > 0
      ) {}
    };
    await Promise.all([drain(), drain()]);
    expect(delivered).toHaveLength(25);
    expect(new Set(delivered.map((d) => d.to)).size).toBe(25);
  });

  it("delivers in the background as soon as something is queued", async () => {
    const { delivered, transports } = recordingTransports();
    const worker = startOutboxWorker({
      db: suite.services.db,
      transports,
      logger: suite.services.logger,
      intervalMs: 60_000,
    });
    try {
      const mailer = createQueuedMailer(suite.services.db, worker.wake);
      await mailer.send(mail("now@example.ng"));
      await expect.poll(() => delivered.length, { timeout: 5_000 }).toBe(1);
    } finally {
      await worker.stop();
    }
  });
});

describe("a contact message while the mail server is down", () => {
  it("is acknowledged and stored once; each of its e-mails arrives once when the server is back", async () => {
    const services = { ...suite.services, mailer: createQueuedMailer(suite.services.db, () => {}) };
    const { delivered, state, transports } = recordingTransports();
    state.down = true;
    const input: ContactInput = {
      name: "Ifeoma Nwosu",
      email: "ifeoma@example.ng",
      subject: "partnerships",
      message: "Our cooperative of 120 farmers would like group training.",
      formKey: "4d7c2a8e-7a1f-4a53-9c55-0d6f3c1b2a90",
    };
    const outcome = await submitContactMessage(services, { input, clientKey: "x" });
    expect(outcome.status).toBe("stored");
    // The visitor's retry of the same form stores and queues nothing more.
    expect((await submitContactMessage(services, { input, clientKey: "x" })).status).toBe(
      "duplicate",
    );
    await deliverDueMessages(suite.services.db, transports, suite.services.logger);
    expect(delivered).toEqual([]);

    state.down = false;
    await suite.services.db.update(outboxMessages).set({ runAt: sql`now()` });
    await deliverDueMessages(suite.services.db, transports, suite.services.logger);
    await deliverDueMessages(suite.services.db, transports, suite.services.logger);
    expect(await suite.services.db.$count(contacts)).toBe(1);
    expect(delivered).toHaveLength(2);
    expect(delivered.map((d) => d.to)).toContain("ifeoma@example.ng");
    expect(new Set(delivered.map((d) => d.messageId)).size).toBe(2);
  });
});
