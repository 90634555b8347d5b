/** A UUID in its usual text form, any version, either case. */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Ids come from URLs and forms: anything that is not a UUID is simply not found, and never
 * reaches SQL (where PostgreSQL would refuse it with an error instead of no row).
 */
export function isUuid(value: string | undefined | null): value is string {
  return typeof value === "string" && UUID_PATTERN.test(value);
}
