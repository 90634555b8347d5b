import { z } from "zod";
import { CONSULTATION_STATUSES } from "~/domain/catalog/enums";

export * from "./consultations.constants";

export const consultationActionSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("status"),
    id: z.string().trim().min(1),
    status: z.enum(CONSULTATION_STATUSES),
  }),
  z.object({ intent: z.literal("delete"), id: z.string().trim().min(1) }),
]);
