// Shared by the outage middleware (server) and the root error boundary (which draws the page).

/** What the root error boundary receives while the database cannot be reached. */
export type OutageData = { outage: true };

export function isOutageData(value: unknown): value is OutageData {
  return typeof value === "object" && value !== null && (value as OutageData).outage === true;
}
