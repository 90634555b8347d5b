import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { createdAt, oneOf } from "./helpers";

export const OUTBOX_CHANNELS = ["email", "sms", "whatsapp"] as const;
/** What the provider last told us of a sent message (WhatsApp's status webhooks). */
export const DELIVERY_STATUSES = ["sent", "delivered", "read", "failed"] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];
/**
 * "skipped": a message written for a moment that passed it by, found stale when its turn came
 * (a reminder of a booking that was moved or cancelled meanwhile); nothing was sent.
 */
export const OUTBOX_STATUSES = ["queued", "sending", "sent", "failed", "skipped"] as const;
export type OutboxChannel = (typeof OUTBOX_CHANNELS)[number];
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

/** A fallback: the channel and the payload as that channel's sender takes it. */
export type OutboxFallback = {
  channel: OutboxChannel;
  payload: Record<string, unknown>;
  recipient: string;
};

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
    /** The provider's id of the sent message (WhatsApp's wamid, Termii's message_id). */
    providerMessageId: text("provider_message_id"),
    deliveryStatus: text("delivery_status").$type<DeliveryStatus>(),
    /** Not delivered by then (WhatsApp), the fallback is sent. */
    deliverBy: timestamp("deliver_by", { withTimezone: true }),
    /**
     * The same message for the next channels, in order (SMS, then e-mail), sent once if this one
     * fails or is not delivered in time.
     */
    fallback: jsonb("fallback").$type<OutboxFallback[]>(),
    fallbackQueuedAt: timestamp("fallback_queued_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check("outbox_messages_channel_check", oneOf(t.channel, OUTBOX_CHANNELS)),
    check("outbox_messages_status_check", oneOf(t.status, OUTBOX_STATUSES)),
    check("outbox_messages_attempts_check", sql`${t.attempts} >= 0`),
    index("outbox_messages_due_idx").on(t.status, t.runAt),
    index("outbox_messages_created_idx").on(t.createdAt),
    check(
      "outbox_messages_delivery_status_check",
      sql`${t.deliveryStatus} is null or ${oneOf(t.deliveryStatus, DELIVERY_STATUSES)}`,
    ),
    uniqueIndex("outbox_messages_provider_id_uq")
      .on(t.channel, t.providerMessageId)
      .where(sql`${t.providerMessageId} is not null`),
    index("outbox_messages_overdue_idx")
      .on(t.deliverBy)
      .where(sql`${t.fallbackQueuedAt} is null and ${t.deliverBy} is not null`),
    index("outbox_messages_consultation_idx")
      .on(t.consultationId)
      .where(sql`${t.consultationId} is not null`),
  ],
);

/**
 * Phone numbers that asked for no more messages on a channel (they replied STOP on WhatsApp, or
 * switched it off): nothing is sent there again, whatever a form says, until they opt in anew.
 */
export const messageOptOuts = pgTable(
  "message_opt_outs",
  {
    /** E.164 without "+", as WhatsApp and Termii write it (2348031234567). */
    phone: text("phone").notNull(),
    channel: text("channel").$type<OutboxChannel>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.phone, t.channel] })],
);

/** Each provider event handled once: a webhook retried or sent twice changes nothing twice. */
export const messagingEvents = pgTable("messaging_events", {
  /** The provider and its event, e.g. "whatsapp:wamid.XXX:delivered". */
  id: text("id").primaryKey(),
  createdAt: createdAt(),
});
