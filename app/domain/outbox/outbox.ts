// Shared by the outbox (server) and the admin's Outgoing mail page.

/** The admin list's views: what needs attention (the default), what was sent, everything. */
export const OUTBOX_FILTERS = ["problems", "sent", "all"] as const;
export type OutboxFilter = (typeof OUTBOX_FILTERS)[number];
