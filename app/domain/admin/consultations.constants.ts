import { CONSULTATION_STATUSES } from "~/db/schema/enums";

// Labels, limits, messages and helpers that pages show; the zod schemas are in consultations.schema.ts,
// which re-exports this file. Kept apart so a page can show them without downloading zod first
// (see useLazyForm).

/** The consultation manager's filter: all, then every status. */
export const CONSULTATION_FILTERS = ["all", ...CONSULTATION_STATUSES] as const;
export type ConsultationFilter = (typeof CONSULTATION_FILTERS)[number];

/** The filter pills count up to this many, then say "999+": a count never reads the whole table. */
export const CONSULTATION_COUNT_CAP = 999;

/** The consultation manager's toasts. */
export const CONSULTATION_TOASTS = {
  updated: { title: "Status updated", variant: "default" },
  updateFailed: { title: "Update failed", variant: "destructive" },
  deleted: { title: "Consultation deleted", variant: "default" },
  deleteFailed: {
    title: "Update failed",
    description: "The consultation could not be deleted.",
    variant: "destructive",
  },
  fetchFailed: { title: "Error fetching consultations", variant: "destructive" },
} as const;
