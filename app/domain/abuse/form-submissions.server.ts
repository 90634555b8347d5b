import { and, eq } from "drizzle-orm";
import type { Database, Tx } from "~/db/client.server";
import { formSubmissions } from "~/db/schema";
import { isUniqueViolation } from "~/domain/learning/enrolments.server";

/**
 * A rendered form's once-only key (a UUID in a hidden field) and what it creates. A double tap or
 * a resend after a lost answer carries the same key, so it finds the first record instead of
 * making a second; without a key (an old page, an API call) every submission creates.
 */
export type FormKey = { key?: string; kind: string };

/** The record a form with this key already created, or null. */
export async function findSubmitted(db: Database, { key, kind }: FormKey): Promise<string | null> {
  if (!key) return null;
  const [row] = await db
    .select({ recordId: formSubmissions.recordId })
    .from(formSubmissions)
    .where(and(eq(formSubmissions.key, key), eq(formSubmissions.kind, kind)));
  return row?.recordId ?? null;
}

/** Stores the key in the transaction that creates the record, so both or neither are saved. */
export async function recordSubmission(tx: Database, { key, kind }: FormKey, recordId: string) {
  if (!key) return;
  await tx.insert(formSubmissions).values({ key, kind, recordId });
}

/**
 * After a failed create: when it failed because the same form was being saved at that moment
 * (the key's primary key let one copy through), the record that copy made; otherwise null.
 */
export async function winnerOf(db: Database, form: FormKey, error: unknown) {
  return form.key && isUniqueViolation(error) ? findSubmitted(db, form) : null;
}

/**
 * Creates a record once per rendered form: `create` runs in a transaction that also stores the
 * form's key, and a repeat answers the first record (`repeated`), so the caller can answer as it
 * did the first time. `create` may answer null (nothing created, e.g. its course is gone).
 */
export async function createOnce<T extends { id: string }>(
  db: Database,
  form: FormKey,
  create: (tx: Tx) => Promise<T | null>,
): Promise<(T & { repeated: false }) | { id: string; repeated: true } | null> {
  const earlier = await findSubmitted(db, form);
  if (earlier) return { id: earlier, repeated: true };
  try {
    return await db.transaction(async (tx) => {
      const created = await create(tx);
      if (!created) return null;
      await recordSubmission(tx, form, created.id);
      return { ...created, repeated: false as const };
    });
  } catch (error) {
    const winner = await winnerOf(db, form, error);
    if (winner) return { id: winner, repeated: true };
    throw error;
  }
}
