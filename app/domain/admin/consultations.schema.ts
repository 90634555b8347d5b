import { z } from "zod";
import { CONSULTATION_STATUSES } from "~/db/schema/enums";

// The zod schemas of these forms, shared by the browser (quick feedback) and the actions
// (which decide). Their labels, limits and messages are in consultations.constants.ts.
export * from "./consultations.constants";

export const consultationActionSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("status"),
    id: z.string().trim().min(1),
    status: z.enum(CONSULTATION_STATUSES),
  }),
  z.object({ intent: z.literal("delete"), id: z.string().trim().min(1) }),
]);
