import type { CONSULTATION_STATUSES } from "~/db/schema/enums";

// Shared by the server (which decides) and the admin page (which only offers what is allowed).

export type ConsultationStatus = (typeof CONSULTATION_STATUSES)[number];

/**
 * Staff may move pending → confirmed, pending → cancelled and confirmed →
 * completed; completed and cancelled are final, and nothing ever goes back to pending. Each target
 * has exactly one status it can be reached from, which lets the change be one conditional UPDATE.
 */
export const CONSULTATION_TRANSITIONS: Readonly<
  Record<ConsultationStatus, readonly ConsultationStatus[]>
> = {
  pending: ["confirmed", "cancelled"],
  confirmed: ["completed"],
  completed: [],
  cancelled: [],
};

export function canChangeConsultationStatus(
  from: ConsultationStatus,
  to: ConsultationStatus,
): boolean {
  return CONSULTATION_TRANSITIONS[from].includes(to);
}
