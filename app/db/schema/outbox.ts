import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { createdAt, oneOf } from "./helpers";

export const OUTBOX_CHANNELS = ["email", "sms"] as const;
/**
 * "skipped": a message written for a moment that passed it by, found stale when its turn came
 * (a reminder of a booking that was moved or cancelled meanwhile); nothing was sent.
 */
export const OUTBOX_STATUSES = ["queued", "sending", "sent", "failed", "skipped"] as const;
export type OutboxChannel = (typeof OUTBOX_CHANNELS)[number];
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

/**
 * Every e-mail and text message, written in the same transaction as the record that causes it
 * and sent afterwards by the outbox worker (app/domain/outbox/). A row is claimed with a lease
 * (`locked_until`), so one worker among several instances sends it; a failure waits `run_at`
 * with backoff, and after the last attempt the row stays `failed` for an admin to retry.
 */
export const outboxMessages = pgTable(
  "outbox_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    channel: text("channel").$type<OutboxChannel>().notNull(),
    /** The MailMessage or SmsMessage, as the sender will hand it to the transport. */
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull(),
    /** Recipient and subject copied out for the admin list (the payload may be large). */
    recipient: text("recipient").notNull(),
    summary: text("summary").notNull(),
    status: text("status").$type<OutboxStatus>().notNull().default("queued"),
    attempts: integer("attempts").notNull().default(0),
    runAt: timestamp("run_at", { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    lastError: text("last_error"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    /**
     * A message about one version of a consultation (a reminder): sent only if the booking is
     * still confirmed at that version (`consultations.sequence`) when its time comes. No foreign
     * key: a deleted booking's reminder is skipped, and the record of what was sent stays.
     */
    consultationId: uuid("consultation_id"),
    consultationSequence: integer("consultation_sequence"),
    createdAt: createdAt(),
  },
  (t) => [
    check("outbox_messages_channel_check", oneOf(t.channel, OUTBOX_CHANNELS)),
    check("outbox_messages_status_check", oneOf(t.status, OUTBOX_STATUSES)),
    check("outbox_messages_attempts_check", sql`${t.attempts} >= 0`),
    index("outbox_messages_due_idx").on(t.status, t.runAt),
    index("outbox_messages_created_idx").on(t.createdAt),
    index("outbox_messages_consultation_idx")
      .on(t.consultationId)
      .where(sql`${t.consultationId} is not null`),
  ],
);
