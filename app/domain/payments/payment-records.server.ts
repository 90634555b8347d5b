import { eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { type payments, user } from "~/db/schema";

// The payment record itself, for the payment code (payments.server.ts) and its e-mails
// (payment-emails.server.ts) alike: the e-mails are queued by the payment code, so they cannot
// import it back.

export type Payment = typeof payments.$inferSelect;

/** The payer's e-mail for a receipt: the account's current one when it still exists. */
export async function payerEmail(db: Database, payment: Payment): Promise<string | null> {
  if (!payment.userId) return payment.email;
  const [row] = await db
    .select({ email: user.email })
    .from(user)
    .where(eq(user.id, payment.userId))
    .limit(1);
  return row?.email ?? payment.email;
}
