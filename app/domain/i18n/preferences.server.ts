import { eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { user } from "~/db/schema";
import { DEFAULT_LOCALE, isLocale, type Locale } from "~/i18n/locales";

/** Keeps a signed-in person's language: their e-mails, texts, certificates and receipts use it. */
export async function saveLocale(db: Database, userId: string, locale: Locale): Promise<void> {
  await db.update(user).set({ locale }).where(eq(user.id, userId));
}

/** The language to write to someone in (English when they never chose). */
export async function findUserLocale(db: Database, userId: string): Promise<Locale> {
  const [row] = await db
    .select({ locale: user.locale })
    .from(user)
    .where(eq(user.id, userId))
    .limit(1);
  return row && isLocale(row.locale) ? row.locale : DEFAULT_LOCALE;
}
