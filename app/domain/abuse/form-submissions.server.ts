import { and, eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { formSubmissions } from "~/db/schema";
import { isUniqueViolation } from "~/domain/learning/enrolments.server";

type FormKey = { key?: string; kind: string };

async function recordOf(db: Database, { key, kind }: FormKey): Promise<string | null> {
  if (!key) return null;
  const [row] = await db
    .select({ recordId: formSubmissions.recordId })
    .from(formSubmissions)
    .where(and(eq(formSubmissions.key, key), eq(formSubmissions.kind, kind)));
  return row?.recordId ?? null;
}

/**
 * Creates a record once per rendered form: `create` runs in a transaction that also stores the
 * form's key, so a double tap or a resend after a lost answer finds the first record (`repeated`)
 * and the caller answers as it did the first time. Without a key it simply creates.
 */
export async function createOnce(
  db: Database,
  form: FormKey,
  create: (tx: Database) => Promise<{ id: string }>,
): Promise<{ id: string; repeated: boolean }> {
  if (!form.key) return { id: (await create(db)).id, repeated: false };
  const earlier = await recordOf(db, form);
  if (earlier) return { id: earlier, repeated: true };
  try {
    return await db.transaction(async (tx) => {
      const created = await create(tx as unknown as Database);
      await tx
        .insert(formSubmissions)
        .values({ key: form.key as string, kind: form.kind, recordId: created.id });
      return { id: created.id, repeated: false };
    });
  } catch (error) {
    // Two copies of one form at the same moment: the key's primary key let one through.
    const winner = isUniqueViolation(error) ? await recordOf(db, form) : null;
    if (winner) return { id: winner, repeated: true };
    throw error;
  }
}
