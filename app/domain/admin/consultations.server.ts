import { count, desc, eq, type SQL } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { consultations } from "~/db/schema";
import {
  type ChangeStatusResult,
  type ConsultationStatus,
  changeConsultationStatus,
} from "~/domain/consultations/status.server";
import { consultationStatusEmail } from "~/domain/mail/consultation-status-emails.server";
import { getSiteSettings } from "~/domain/settings/settings.server";
import type { Services } from "~/services.server";
import type { ConsultationFilter } from "./consultations.schema";

/** The newest this many are listed per filter; older ones stay stored. */
export const CONSULTATION_LIST_LIMIT = 200;

/** Consultations newest first, optionally of one status, with the count per status (2 queries). */
export async function listConsultations(
  db: Database,
  filter: ConsultationFilter,
  limit = CONSULTATION_LIST_LIMIT,
) {
  const where: SQL | undefined = filter === "all" ? undefined : eq(consultations.status, filter);
  const [rows, counts] = await Promise.all([
    db
      .select()
      .from(consultations)
      .where(where)
      .orderBy(desc(consultations.createdAt), desc(consultations.id))
      .limit(limit),
    db
      .select({ status: consultations.status, n: count() })
      .from(consultations)
      .groupBy(consultations.status),
  ]);
  const byStatus = {
    all: 0,
    pending: 0,
    confirmed: 0,
    completed: 0,
    cancelled: 0,
  } satisfies Record<ConsultationFilter, number>;
  for (const row of counts) {
    byStatus[row.status] = row.n;
    byStatus.all += row.n;
  }
  return { consultations: rows, counts: byStatus };
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
  const result = await changeConsultationStatus(services.db, input, async (tx, consultation) => {
    await services.mailer.send(
      consultationStatusEmail({ consultation, settings, appUrl: services.env.APP_URL }),
      { tx },
    );
    emailed = true;
  });
  return result.status === "changed" ? { ...result, emailed } : result;
}
