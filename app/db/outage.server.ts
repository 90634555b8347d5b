// Errors that mean "the database is not there", as node-postgres and PGlite report them: the
// socket's (refused, reset, timed out), PostgreSQL's shutdown and connection classes (57P0x, 08xxx).
const CONNECTION_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "ENOTFOUND",
  "EAI_AGAIN",
  "57P01",
  "57P02",
  "57P03",
  "08000",
  "08001",
  "08003",
  "08004",
  "08006",
]);
const CONNECTION_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection refused|PGlite is closed/i;

/** Whether `error` (or what caused it: Drizzle wraps the driver's error) is a lost database. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e = error, depth = 0; e && depth < 6; depth++) {
    if (typeof e !== "object") return false;
    const { code, message, cause, errors } = e as {
      code?: unknown;
      message?: unknown;
      cause?: unknown;
      errors?: unknown;
    };
    if (typeof code === "string" && CONNECTION_CODES.has(code)) return true;
    if (typeof message === "string" && CONNECTION_MESSAGES.test(message)) return true;
    // A refused connection to "localhost" tries ::1 and 127.0.0.1: an AggregateError of both.
    if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner))) return true;
    e = cause;
  }
  return false;
}

export type OutageTracker = {
  /** A request just failed for want of the database. */
  markDown: () => void;
  /** Whether the database is known to be down: asks it again at most every `recheckMs`. */
  isDown: () => Promise<boolean>;
};

/**
 * Remembers that the database was unreachable, so the next requests get the outage page at once
 * instead of each waiting for its own connection to fail, and notices by itself when the
 * database is back (one ping at a time, every couple of seconds at most).
 */
export function createOutageTracker(
  ping: () => Promise<boolean>,
  recheckMs = 2_000,
): OutageTracker {
  let down = false;
  let checkedAt = 0;
  let checking: Promise<boolean> | null = null;
  return {
    markDown: () => {
      down = true;
      checkedAt = Date.now();
    },
    isDown: async () => {
      if (!down) return false;
      if (Date.now() - checkedAt < recheckMs) return true;
      checking ??= ping()
        .then((ok) => {
          down = !ok;
          checkedAt = Date.now();
          return down;
        })
        .finally(() => {
          checking = null;
        });
      return checking;
    },
  };
}
