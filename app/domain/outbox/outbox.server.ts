import { and, desc, eq, inArray, isNull, lt, lte, or, type SQL, sql } from "drizzle-orm";
import type { Logger } from "pino";
import type { Database } from "~/db/client.server";
import {
  consultations,
  type OutboxChannel,
  type OutboxFallback,
  type OutboxStatus,
  outboxMessages,
} from "~/db/schema";
import type { Mailer, MailMessage, SendOptions } from "~/domain/mail/mailer.server";
import { WhatsAppError, type WhatsAppMessage } from "~/domain/messaging/whatsapp.server";
import { SmsError, type SmsGateway, type SmsMessage } from "~/domain/sms/sms-gateway.server";
import { startBackgroundLoop } from "~/lib/background-loop.server";
import type { OutboxFilter } from "./outbox";

export type OutboxMessage = typeof outboxMessages.$inferSelect;

/** After this many failed attempts a message waits for an admin (about two hours of retries). */
export const MAX_ATTEMPTS = 8;
/** How long a claimed message is reserved for the worker that claimed it. */
const LEASE = sql`now() + interval '2 minutes'`;
const BATCH = 10;

/**
 * 30 s, 1, 2, 4, 8, 16, 32 minutes, then hourly (with the default first wait of 30 s): a mail
 * server that is down for a while.
 */
export function retryDelaySeconds(attempts: number, firstWaitSeconds = 30): number {
  return Math.min(firstWaitSeconds * 2 ** Math.max(0, attempts - 1), 60 * 60);
}

/** `db` may be the transaction of the record that causes the message: queued with it or not at all. */
async function enqueue(
  db: Database,
  channel: OutboxChannel,
  payload: MailMessage | SmsMessage,
  recipient: string,
  summary: string,
  options: SendOptions | undefined,
) {
  await db.insert(outboxMessages).values({
    channel,
    payload: payload as unknown as Record<string, unknown>,
    recipient,
    summary: summary.slice(0, 200),
    runAt: options?.sendAt,
    consultationId: options?.onlyIfBooking?.id ?? options?.aboutBooking,
    consultationSequence: options?.onlyIfBooking?.sequence,
  });
}

/**
 * Queues a message on any channel, with the channels to fall back on in order (a booking's
 * WhatsApp message, then SMS, then e-mail). `db` may be the transaction of its cause.
 */
export async function queueMessage(
  db: Database,
  message: {
    channel: OutboxChannel;
    payload: Record<string, unknown>;
    recipient: string;
    summary: string;
    fallback?: OutboxFallback[];
    sendAt?: Date;
    consultationId?: string;
    consultationSequence?: number;
  },
) {
  await db.insert(outboxMessages).values({
    channel: message.channel,
    payload: message.payload,
    recipient: message.recipient,
    summary: message.summary.slice(0, 200),
    fallback: message.fallback?.length ? message.fallback : null,
    runAt: message.sendAt,
    consultationId: message.consultationId,
    consultationSequence: message.consultationSequence,
  });
}

/**
 * The mailer the site uses: `send` stores the message in the outbox (inside `options.tx` when
 * given, so it commits or rolls back with its record) and wakes the worker, which delivers it.
 */
export function createQueuedMailer(db: Database, wake: () => void): Mailer {
  return {
    send: async (message, options) => {
      await enqueue(options?.tx ?? db, "email", message, message.to, message.subject, options);
      wake();
    },
  };
}

/** Text messages go the same way: stored, then sent by the worker. */
export function createQueuedSmsGateway(db: Database, wake: () => void): SmsGateway {
  return {
    send: async (message, options) => {
      const summary = message.body.replace(/\b\d{6}\b/, "••••••");
      await enqueue(options?.tx ?? db, "sms", message, message.to, summary, options);
      wake();
      return undefined;
    },
  };
}

export type Transports = {
  /** Delivers one e-mail; `messageId` is stable across retries so a receiver can drop repeats. */
  email: (message: MailMessage & { messageId: string }) => Promise<void>;
  /** Resolves to the provider's message id (a string), when it gives one. */
  sms: (message: SmsMessage) => Promise<unknown>;
  /** Absent when WhatsApp is not configured: its messages then fall back at once. */
  whatsapp?: (message: WhatsAppMessage) => Promise<string>;
};

export type DeliveryOptions = {
  firstRetrySeconds?: number;
  /** A WhatsApp message not delivered within this many minutes falls back. */
  whatsappDeliveryMinutes?: number;
};

/**
 * Claims up to `limit` due messages for this worker: queued ones whose time has come, and ones
 * another worker claimed but never finished (its lease ran out, e.g. the process died). SKIP
 * LOCKED lets several instances claim side by side without waiting for, or taking, each other's.
 */
export async function claimDueMessages(db: Database, limit = BATCH): Promise<OutboxMessage[]> {
  const due = db
    .select({ id: outboxMessages.id })
    .from(outboxMessages)
    .where(
      or(
        and(eq(outboxMessages.status, "queued"), lte(outboxMessages.runAt, sql`now()`)),
        and(eq(outboxMessages.status, "sending"), lt(outboxMessages.lockedUntil, sql`now()`)),
      ),
    )
    .orderBy(outboxMessages.runAt)
    .limit(limit)
    .for("update", { skipLocked: true });
  return db
    .update(outboxMessages)
    .set({ status: "sending", attempts: sql`${outboxMessages.attempts} + 1`, lockedUntil: LEASE })
    .where(inArray(outboxMessages.id, due))
    .returning();
}

/** Hands the message to its channel; resolves to the provider's message id, if any. */
async function deliver(transports: Transports, message: OutboxMessage): Promise<string | null> {
  if (message.channel === "sms") {
    const id = await transports.sms(message.payload as unknown as SmsMessage);
    return typeof id === "string" && id !== "" ? id : null;
  }
  if (message.channel === "whatsapp") {
    if (!transports.whatsapp) throw new WhatsAppError("WhatsApp is not configured", true);
    return transports.whatsapp(message.payload as unknown as WhatsAppMessage);
  }
  await transports.email({
    ...(message.payload as unknown as MailMessage),
    messageId: `<${message.id}@outbox.afa-academy>`,
  });
  return null;
}

/**
 * Queues a message's fallback (the same news on the next channel: SMS, then e-mail), once:
 * the row is marked in the same statement that finds it unmarked, so a failure reported twice
 * (the send and a webhook, say) still sends one fallback. Returns whether one was queued.
 */
export async function queueFallback(db: Database, messageId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [marked] = await tx
      .update(outboxMessages)
      .set({ fallbackQueuedAt: sql`now()` })
      .where(and(eq(outboxMessages.id, messageId), isNull(outboxMessages.fallbackQueuedAt)))
      .returning();
    const [next, ...rest] = marked?.fallback ?? [];
    if (!marked || !next) return false;
    await tx.insert(outboxMessages).values({
      channel: next.channel,
      payload: next.payload,
      recipient: next.recipient,
      summary: marked.summary,
      fallback: rest.length > 0 ? rest : null,
      consultationId: marked.consultationId,
      consultationSequence: marked.consultationSequence,
    });
    return true;
  });
}

/**
 * WhatsApp messages WhatsApp has not reported delivered (or read) by their time: each falls
 * back once. Returns how many did.
 */
export async function fallBackOverdue(db: Database): Promise<number> {
  const overdue = await db
    .select({ id: outboxMessages.id })
    .from(outboxMessages)
    .where(
      and(
        isNull(outboxMessages.fallbackQueuedAt),
        lt(outboxMessages.deliverBy, sql`now()`),
        eq(outboxMessages.deliveryStatus, "sent"),
      ),
    )
    .limit(BATCH);
  let queued = 0;
  for (const { id } of overdue) {
    // Nothing further to try: the deadline is spent either way.
    if (await queueFallback(db, id)) queued += 1;
    else
      await db
        .update(outboxMessages)
        .set({ fallbackQueuedAt: sql`now()` })
        .where(eq(outboxMessages.id, id));
  }
  return queued;
}

/**
 * Whether a message tied to a booking's version (a reminder) is stale: the booking is gone, no
 * longer confirmed, or was changed (moved) since the message was written.
 */
async function isStale(db: Database, message: OutboxMessage): Promise<boolean> {
  // Only a message tied to a version (a reminder) can go stale; others just name their booking.
  if (!message.consultationId || message.consultationSequence === null) return false;
  const [booking] = await db
    .select({ status: consultations.status, sequence: consultations.sequence })
    .from(consultations)
    .where(eq(consultations.id, message.consultationId))
    .limit(1);
  if (!booking) return true;
  return booking.status !== "confirmed" || booking.sequence !== message.consultationSequence;
}

/** One pass: claims what is due, sends it, and records each outcome. Returns how many it claimed. */
export async function deliverDueMessages(
  db: Database,
  transports: Transports,
  logger: Logger,
  options: DeliveryOptions = {},
): Promise<number> {
  const firstRetrySeconds = options.firstRetrySeconds ?? 30;
  const deliveryMinutes = options.whatsappDeliveryMinutes ?? 15;
  await fallBackOverdue(db);
  const claimed = await claimDueMessages(db);
  for (const message of claimed) {
    try {
      if (await isStale(db, message)) {
        await db
          .update(outboxMessages)
          .set({ status: "skipped", lockedUntil: null })
          .where(eq(outboxMessages.id, message.id));
        logger.info({ messageId: message.id }, "reminder skipped: its booking changed");
        continue;
      }
      const providerMessageId = await deliver(transports, message);
      const tracked = message.channel === "whatsapp";
      await db
        .update(outboxMessages)
        .set({
          status: "sent",
          sentAt: sql`now()`,
          lockedUntil: null,
          lastError: null,
          providerMessageId,
          // WhatsApp tells us of delivery (webhooks); without it by then, the fallback goes.
          deliveryStatus: tracked ? "sent" : null,
          deliverBy:
            tracked && message.fallback?.length
              ? sql`now() + make_interval(mins => ${deliveryMinutes})`
              : null,
        })
        .where(eq(outboxMessages.id, message.id));
    } catch (error) {
      const lastError = error instanceof Error ? error.message : String(error);
      // A refusal will not pass on a later try: give up at once, and the fallback goes.
      const permanent =
        (error instanceof WhatsAppError || error instanceof SmsError) && error.permanent;
      const gaveUp = permanent || message.attempts >= MAX_ATTEMPTS;
      await db
        .update(outboxMessages)
        .set({
          status: gaveUp ? "failed" : "queued",
          lockedUntil: null,
          lastError: lastError.slice(0, 500),
          runAt: sql`now() + make_interval(secs => ${retryDelaySeconds(message.attempts, firstRetrySeconds)})`,
        })
        .where(eq(outboxMessages.id, message.id));
      if (gaveUp && message.fallback?.length) await queueFallback(db, message.id);
      logger[gaveUp ? "error" : "warn"](
        { err: error, messageId: message.id, channel: message.channel, attempts: message.attempts },
        gaveUp ? "message failed for good: an admin can retry it" : "message failed; will retry",
      );
    }
  }
  return claimed.length;
}

export type OutboxWorker = {
  /** Looks for due messages now rather than at the next tick. */
  wake: () => void;
  /** Stops looking and waits for a pass in progress to finish. */
  stop: () => Promise<void>;
};

/**
 * Delivers the outbox in the background: at every wake-up (a message was queued) and every
 * `intervalMs` (retries that fell due, messages another instance queued). One pass at a time.
 */
export function startOutboxWorker(opts: {
  db: Database;
  transports: Transports;
  logger: Logger;
  intervalMs?: number;
  firstRetrySeconds?: number;
  whatsappDeliveryMinutes?: number;
}): OutboxWorker {
  return startBackgroundLoop(
    async () => {
      try {
        // A full batch means more may be waiting: go again at once.
        const claimed = await deliverDueMessages(opts.db, opts.transports, opts.logger, {
          firstRetrySeconds: opts.firstRetrySeconds,
          whatsappDeliveryMinutes: opts.whatsappDeliveryMinutes,
        });
        return claimed === BATCH;
      } catch (error) {
        // The database is unreachable, say: the messages wait in it; try at the next tick.
        opts.logger.warn({ err: error }, "outbox pass failed");
        return false;
      }
    },
    { intervalMs: opts.intervalMs ?? 2_000 },
  );
}

/** The admin list: messages that failed or are waiting to retry first, newest first. */
export async function listOutboxMessages(db: Database, filter: OutboxFilter, limit = 100) {
  const where: SQL | undefined =
    filter === "problems"
      ? or(
          eq(outboxMessages.status, "failed"),
          and(eq(outboxMessages.status, "queued"), sql`${outboxMessages.attempts} > 0`),
        )
      : filter === "sent"
        ? eq(outboxMessages.status, "sent")
        : undefined;
  return db
    .select({
      id: outboxMessages.id,
      channel: outboxMessages.channel,
      recipient: outboxMessages.recipient,
      summary: outboxMessages.summary,
      status: outboxMessages.status,
      attempts: outboxMessages.attempts,
      runAt: outboxMessages.runAt,
      lastError: outboxMessages.lastError,
      sentAt: outboxMessages.sentAt,
      createdAt: outboxMessages.createdAt,
      deliveryStatus: outboxMessages.deliveryStatus,
      // Written for later (a reminder), not waiting after a failure.
      scheduled: sql<boolean>`(${outboxMessages.status} = 'queued' and ${outboxMessages.attempts} = 0 and ${outboxMessages.runAt} > now())`,
    })
    .from(outboxMessages)
    .where(where)
    .orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id))
    .limit(limit);
}

/** How many messages are in each state (the admin page's counts). */
export async function countOutboxMessages(db: Database): Promise<Record<OutboxStatus, number>> {
  const rows = await db
    .select({ status: outboxMessages.status, n: sql<number>`count(*)::int` })
    .from(outboxMessages)
    .groupBy(outboxMessages.status);
  const counts = { queued: 0, sending: 0, sent: 0, failed: 0, skipped: 0 };
  for (const row of rows) counts[row.status] = row.n;
  return counts;
}

/**
 * An admin sends a failed (or waiting) message again now, with a fresh set of attempts. A message
 * that was sent, or is being sent, is left alone. Returns whether one was queued.
 */
export async function retryOutboxMessage(db: Database, id: string): Promise<boolean> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return false;
  const retried = await db
    .update(outboxMessages)
    .set({ status: "queued", attempts: 0, runAt: sql`now()`, lockedUntil: null })
    .where(and(eq(outboxMessages.id, id), inArray(outboxMessages.status, ["failed", "queued"])))
    .returning({ id: outboxMessages.id });
  return retried.length > 0;
}
