/** Our own choices: enough for a person correcting and resending, too few for a spam run. */
export const FORM_RATE_LIMIT = { limit: 5, windowSeconds: 10 * 60 } as const;

/** A budget multiplied by RATE_LIMIT_SCALE (never below one request). */
export function scaledLimit<T extends { limit: number; windowSeconds: number }>(
  budget: T,
  scale: number,
): T {
  return { ...budget, limit: Math.max(1, Math.round(budget.limit * scale)) };
}

/** The sign-in family's 429 message (login, sign-up, password reset, verification, codes). */
export function tooManyAttemptsMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many attempts from your connection. Please wait ${minutes} ${
    minutes === 1 ? "minute" : "minutes"
  } and try again.`;
}

/** What a visitor reads when a form refuses a submission (HTTP 429); what they typed stays. */
export function rateLimitedAlert(retryAfterSeconds: number) {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return {
    title: "Too many submissions",
    description: `You have sent this form several times in a short while. Please wait ${minutes} ${
      minutes === 1 ? "minute" : "minutes"
    } and try again. What you typed is still here.`,
  };
}
