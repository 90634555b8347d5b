import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { rateLimits } from "~/db/schema";
import type { Services } from "~/services.server";
import { scaledLimit } from "./limits";
import { consumeRateLimit } from "./rate-limit.server";

// What one person, number or e-mail address may make the site send to strangers. The per-client
// budgets (FORM_RATE_LIMIT, AUTH_RATE_LIMITS) stop one address sending fast; these stop many
// addresses (or one account) aiming the site's texts and e-mails at one number or address, and
// one account aiming them at many numbers. Every text costs the academy money and a stranger's
// attention. Kept in `rate_limits` like every other budget (consumeRateLimit, a fixed window).

const DAY = 24 * 60 * 60;

/** How long the link texted to an account's number works: one text at a time while it does. */
export const ACCOUNT_PHONE_LINK_SECONDS = DAY;

/**
 * Our own numbers, before RATE_LIMIT_SCALE (except `confirm-text-live`, which is one by nature).
 * Three a day is enough for a person who mistyped a number or lost a text, and caps what any
 * one account or attacker can cost: three texts per account, three per number, per day.
 */
export const MESSAGE_BUDGETS = {
  /** Confirmation links one account has texted (to whichever numbers it names), per day. */
  "confirm-text-account": { limit: 3, windowSeconds: DAY },
  /** Confirmation links texted to one number, from every account and booking together. */
  "confirm-text-number": { limit: 3, windowSeconds: DAY },
  /** An account's number gets no second link while the first works (ACCOUNT_PHONE_LINK_SECONDS). */
  "confirm-text-live": { limit: 1, windowSeconds: ACCOUNT_PHONE_LINK_SECONDS },
  /** Bookings from the public form naming one phone number, per day, whoever sends them. */
  "booking-number": { limit: 3, windowSeconds: DAY },
  /** Bookings naming one e-mail address, per day (each mails it, and holds a consultant). */
  "booking-email": { limit: 3, windowSeconds: DAY },
  /** Moves of one booking by its requester, per day (each mails the requester and the team). */
  "booking-move": { limit: 3, windowSeconds: DAY },
} as const;

export type MessageBudgetKind = keyof typeof MESSAGE_BUDGETS;

/** One unit to take from a budget: its kind and whom it is about (a number, an address, an id). */
export type BudgetCharge = { kind: MessageBudgetKind; subject: string };

export type BudgetAnswer =
  | { allowed: true }
  | { allowed: false; kind: MessageBudgetKind; retryAfterSeconds: number };

/**
 * The counter's key. Numbers and addresses are hashed, so the table never lists them (the
 * counter lives a day at most); a phone number is normalised by the caller (toProviderNumber).
 */
export function budgetKey(charge: BudgetCharge): string {
  const subject = charge.subject.trim().toLowerCase();
  const hashed = createHash("sha256").update(`afa-message-budget\n${subject}`).digest("hex");
  return `${charge.kind}:${hashed.slice(0, 32)}`;
}

function budgetOf(kind: MessageBudgetKind, scale: number) {
  const budget = MESSAGE_BUDGETS[kind];
  return kind === "confirm-text-live" ? budget : scaledLimit(budget, scale);
}

/**
 * Takes one unit from each budget in turn; the first one spent refuses (later ones are not
 * touched, earlier ones stay taken: a refused attempt still counts, as with every rate limit).
 * A `confirm-text-live` unit taken before a refusal is given back, so "a link is on its way" is
 * only ever said of a link that was sent.
 */
export async function spendMessageBudgets(
  services: Pick<Services, "db" | "env">,
  charges: readonly BudgetCharge[],
  now: Date = new Date(),
): Promise<BudgetAnswer> {
  const taken: BudgetCharge[] = [];
  for (const charge of charges) {
    const result = await consumeRateLimit(services.db, {
      key: budgetKey(charge),
      ...budgetOf(charge.kind, services.env.RATE_LIMIT_SCALE),
      now,
    });
    if (!result.allowed) {
      for (const live of taken.filter((c) => c.kind === "confirm-text-live")) {
        await forgetBudget(services.db, live);
      }
      return { allowed: false, kind: charge.kind, retryAfterSeconds: result.retryAfterSeconds };
    }
    taken.push(charge);
  }
  return { allowed: true };
}

/** Drops one counter (a live link confirmed, or one taken for a text that was not sent). */
export async function forgetBudget(db: Database, charge: BudgetCharge): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, budgetKey(charge)));
}
