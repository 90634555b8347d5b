import { and, eq, getTableColumns, inArray, type SQL, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { consultations, outboxMessages, user } from "~/db/schema";
import { sessionLength } from "~/domain/consultations/hours.server";
import { queueReminders, requesterLocale } from "~/domain/consultations/requester-mail.server";
import {
  type ChangeStatusResult,
  type ConsultationStatus,
  changeConsultationStatus,
} from "~/domain/consultations/status.server";
import { consultationStatusEmail } from "~/domain/mail/consultation-status-emails.server";
import { sendBookingMessage } from "~/domain/messaging/booking-messages.server";
import { getSiteSettings } from "~/domain/settings/settings.server";
import type { Services } from "~/services.server";
import {
  CONSULTATION_COUNT_CAP,
  CONSULTATION_FILTERS,
  type ConsultationFilter,
} from "./consultations.constants";
import type { KeysetQuery } from "./keyset";
import { cursorAt, keysetPage } from "./keyset.server";

/** A filter's count, or null when there are more than CONSULTATION_COUNT_CAP. */
export type ConsultationCounts = Record<ConsultationFilter, number | null>;

/**
 * One page of consultations, newest first, optionally of one status, with the count of each
 * filter (2 queries). Each count reads at most CONSULTATION_COUNT_CAP + 1 index entries.
 */
export async function listConsultations(
  db: Database,
  filter: ConsultationFilter,
  page: KeysetQuery = { kind: "newest" },
) {
  const where: SQL | undefined = filter === "all" ? undefined : eq(consultations.status, filter);
  const [listed, counts] = await Promise.all([
    keysetPage(consultations, page, (window) =>
      db
        .select({
          ...getTableColumns(consultations),
          // Who holds the booking's hour, when the site has consultants.
          consultantName: user.name,
          cursorAt: cursorAt(consultations.createdAt),
        })
        .from(consultations)
        .leftJoin(user, eq(user.id, consultations.consultantId))
        .where(and(where, window.where))
        .orderBy(...window.orderBy)
        .limit(window.limit),
    ),
    countConsultations(db),
  ]);
  return {
    consultations: listed.rows,
    page: listed,
    counts,
    messages: await listBookingMessages(
      db,
      listed.rows.map((r) => r.id),
    ),
  };
}

/** One message sent (or to be sent) about a booking, as staff see it beside the booking. */
export type BookingMessageRow = {
  consultationId: string;
  channel: "email" | "sms" | "whatsapp";
  status: "queued" | "sending" | "sent" | "failed" | "skipped";
  deliveryStatus: "sent" | "delivered" | "read" | "failed" | null;
  summary: string;
  at: Date;
  scheduled: boolean;
};

/** The messages about these bookings (one query), oldest first: channel and delivery. */
async function listBookingMessages(db: Database, ids: string[]) {
  if (ids.length === 0) return [] as BookingMessageRow[];
  return db
    .select({
      consultationId: sql<string>`${outboxMessages.consultationId}`,
      channel: outboxMessages.channel,
      status: outboxMessages.status,
      deliveryStatus: outboxMessages.deliveryStatus,
      summary: outboxMessages.summary,
      at: outboxMessages.runAt,
      scheduled: sql<boolean>`(${outboxMessages.status} = 'queued' and ${outboxMessages.runAt} > now())`,
    })
    .from(outboxMessages)
    .where(inArray(outboxMessages.consultationId, ids))
    .orderBy(outboxMessages.runAt, outboxMessages.createdAt)
    .limit(ids.length * 12);
}

async function countConsultations(db: Database): Promise<ConsultationCounts> {
  const upTo = (filter: ConsultationFilter) =>
    sql`(select count(*)::int from (select 1 from ${consultations} ${
      filter === "all" ? sql`` : sql`where ${consultations.status} = ${filter}`
    } limit ${CONSULTATION_COUNT_CAP + 1}) capped) as ${sql.identifier(filter)}`;
  const result = await db.execute(sql`select ${sql.join(CONSULTATION_FILTERS.map(upTo), sql`, `)}`);
  // PGlite and node-postgres both answer { rows }.
  const [row] = (result as unknown as { rows: Record<string, unknown>[] }).rows;
  const counts = {} as ConsultationCounts;
  for (const filter of CONSULTATION_FILTERS) {
    const n = Number(row?.[filter] ?? 0);
    counts[filter] = n > CONSULTATION_COUNT_CAP ? null : n;
  }
  return counts;
}

/**
 * Changes the status: rules, audit, in-app notice and, unless the requester's account switched
 * system notifications off, the e-mail to them, all in one transaction (the outbox sends it).
 */
export async function updateConsultationStatus(
  services: Services,
  input: { id: string; to: ConsultationStatus; actorId: string },
): Promise<ChangeStatusResult & { emailed?: boolean }> {
  const settings = await getSiteSettings(services.db);
  let emailed = false;
  const result = await changeConsultationStatus(
    services.db,
    input,
    async (tx, consultation, from) => {
      const locale = await requesterLocale(tx, consultation);
      const links = services.bookingLinks.urlsFor(consultation, locale);
      await sendBookingMessage(services, tx, {
        consultation,
        news: consultation.status === "pending" ? "received" : consultation.status,
        email: consultationStatusEmail({
          consultation,
          settings,
          appUrl: services.env.APP_URL,
          locale,
          links,
          from,
          sessionMinutes: await sessionLength(tx, consultation),
        }),
        locale,
        settings,
        links,
      });
      // A confirmed booking is reminded a day and an hour before (skipped if it changes).
      await queueReminders(services, tx, consultation, { settings, locale });
      emailed = true;
    },
  );
  return result.status === "changed" ? { ...result, emailed } : result;
}
