import { eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { consultations, user } from "~/db/schema";
import { isUuid } from "~/lib/uuid";
import type { Consultation } from "./consultations.server";

// Reads for the page a requester sees right after booking (/consultation/booked). Who may see
// it is the route's business (a signed receipt in the booking browser's cookie); these only read.

/**
 * The booking a rendered form stored for this very request (its key bound to what was asked,
 * `bookingFormKey`), or null.
 */
export async function findBookingByFormKey(
  db: Database,
  boundKey: string | null,
): Promise<Consultation | null> {
  if (!boundKey) return null;
  const [row] = await db
    .select()
    .from(consultations)
    .where(eq(consultations.idempotencyKey, boundKey))
    .limit(1);
  return row ?? null;
}

/** A booking with the name of the consultant holding its hour (null when none was set). */
export async function findBookingReceipt(
  db: Database,
  id: string,
): Promise<{ booking: Consultation; consultantName: string | null } | null> {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select({ booking: consultations, consultantName: user.name })
    .from(consultations)
    .leftJoin(user, eq(user.id, consultations.consultantId))
    .where(eq(consultations.id, id))
    .limit(1);
  return row ?? null;
}

/** The reference a requester reads out on the phone: the id's first eight characters. */
export function bookingReference(id: string): string {
  return id.slice(0, 8).toUpperCase();
}
