import { createHash } from "node:crypto";
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

/**
 * The key a public form's submission is stored under: its rendered form's key bound to what was
 * submitted (and by whom). A form key travels in the page, and a page can be copied (a shared
 * cache, a forwarded link, a saved copy), so the key alone cannot tell a resend from another
 * person's message: with it alone, the second person's message was acknowledged and silently
 * dropped (issue 34 item 13). Only a true resubmission (the same key, the same fields) is
 * recognised as one; anything else with a copied key is a submission of its own. Fields are
 * taken in a fixed order, so the order they arrived in does not matter; undefined ones count as
 * absent, and the key itself is left out of them. Null without a form key (an old page, an API call): every submission creates.
 */
export function boundFormKey(
  key: string | undefined,
  fields: Record<string, unknown>,
): string | null {
  if (!key) return null;
  const sorted = Object.keys(fields)
    .filter((name) => name !== "formKey" && fields[name] !== undefined)
    .sort()
    .map((name) => [name, fields[name]]);
  const digest = createHash("sha256")
    .update(JSON.stringify([key, sorted]))
    .digest("base64url");
  return `v2:${digest}`;
}

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
