import type { Tx } from "~/db/client.server";
import { isDatabaseUnavailable } from "~/db/outage.server";
import type { MailMessage } from "~/domain/mail/mailer.server";
import type { SiteSettings } from "~/domain/settings/settings.schema";
import { getSiteSettings } from "~/domain/settings/settings.server";
import type { Services } from "~/services.server";
import { FORM_RATE_LIMIT, scaledLimit } from "./limits";
import {
  type BudgetAnswer,
  type BudgetCharge,
  type MessageBudgetKind,
  spendMessageBudgets,
} from "./message-budgets.server";
import { consumeRateLimit } from "./rate-limit.server";

/** What became of a public form's submission (contact, consultation booking). */
export type PublicFormOutcome<T> =
  | { status: "stored"; record: T }
  /** This rendered form (its once-per-form key) was already stored: answer as the first time. */
  | { status: "duplicate" }
  /**
   * Over the client's budget (FORM_RATE_LIMIT), or over the day's budget of a number or address
   * the submission names (`budget`: MESSAGE_BUDGETS).
   */
  | { status: "limited"; retryAfterSeconds: number; budget?: MessageBudgetKind }
  /** `store` refused it as asked (a booking's slot taken meanwhile): nothing stored or sent. */
  | { status: "refused"; reason: unknown }
  | { status: "failed" };

/**
 * Thrown by a form's `store` when the submission cannot be stored as asked, with what the form
 * should say (`reason`): the transaction is rolled back and the outcome is "refused".
 */
export class SubmissionRefused extends Error {
  constructor(readonly reason: unknown) {
    super("submission refused");
  }
}

/** A stored record's budget was spent: the transaction is rolled back, the outcome "limited". */
class BudgetSpent extends Error {
  constructor(readonly answer: Extract<BudgetAnswer, { allowed: false }>) {
    super("budget spent");
  }
}

/**
 * A public form's submission, the one way: rate-limited per client (FORM_RATE_LIMIT under
 * `<form>:<client>`), then the record stored together with its e-mails in one transaction, so the
 * outbox sends them once it commits: an acknowledged submission is never without its e-mails, and
 * a mail server that is down only delays them. `store` answers null when the record's once-per-form
 * key was already stored; then nothing is mailed again.
 */
export async function storePublicSubmission<T>(
  services: Services,
  opts: {
    form: string;
    clientKey: string;
    store: (tx: Tx) => Promise<T | null>;
    mails: (record: T, settings: SiteSettings) => MailMessage[];
    /** Further messages, in the same transaction (a booking's WhatsApp and SMS, say). */
    after?: (tx: Tx, record: T, settings: SiteSettings) => Promise<void>;
    /**
     * The day's budgets of whom the record names (its e-mail address, its phone number), taken
     * inside the transaction once the record is new: only stored records count (a repeat of the
     * same form costs nothing), and one over budget is rolled back with nothing sent.
     */
    budgets?: (record: T) => BudgetCharge[];
  },
): Promise<PublicFormOutcome<T>> {
  const { db, logger } = services;
  try {
    const limit = await consumeRateLimit(db, {
      key: `${opts.form}:${opts.clientKey}`,
      ...scaledLimit(FORM_RATE_LIMIT, services.env.RATE_LIMIT_SCALE),
    });
    if (!limit.allowed) return { status: "limited", retryAfterSeconds: limit.retryAfterSeconds };
    const settings = await getSiteSettings(db);
    const record = await db.transaction(async (tx) => {
      const stored = await opts.store(tx);
      if (stored === null) return null;
      const charges = opts.budgets?.(stored) ?? [];
      if (charges.length > 0) {
        const budget = await spendMessageBudgets({ db: tx, env: services.env }, charges);
        if (!budget.allowed) throw new BudgetSpent(budget);
      }
      for (const mail of opts.mails(stored, settings)) await services.mailer.send(mail, { tx });
      await opts.after?.(tx, stored, settings);
      return stored;
    });
    if (record === null) return { status: "duplicate" };
    return { status: "stored", record };
  } catch (error) {
    if (error instanceof SubmissionRefused) return { status: "refused", reason: error.reason };
    if (error instanceof BudgetSpent) {
      return {
        status: "limited",
        retryAfterSeconds: error.answer.retryAfterSeconds,
        budget: error.answer.kind,
      };
    }
    // Nothing was acknowledged; a lost database also puts the site in its outage answer (503).
    if (isDatabaseUnavailable(error)) services.database.outage.markDown();
    logger.error({ err: error, form: opts.form }, `${opts.form} submission could not be stored`);
    return { status: "failed" };
  }
}
