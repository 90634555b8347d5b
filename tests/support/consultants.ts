import { eq } from "drizzle-orm";
import { user } from "~/db/schema";
import type { Services } from "~/services.server";
import { createTestUser } from "./users";

/** A staff member (instructor) who takes consultations, working the default hours. */
export async function createConsultant(services: Services, name = "Ada Consultant") {
  const person = await createTestUser(services, { name, role: "instructor" });
  await services.db.update(user).set({ isConsultant: true }).where(eq(user.id, person.id));
  return person;
}

/**
 * A Monday-to-Friday date (YYYY-MM-DD) at least `days` days from the real clock: for paths that
 * read it (the booking form), far enough ahead of the booking notice and within the horizon.
 */
export function weekdayAhead(days: number): string {
  let day = Date.now() + days * 86_400_000;
  while ([0, 6].includes(new Date(day).getUTCDay())) day += 86_400_000;
  return new Date(day).toISOString().slice(0, 10);
}
