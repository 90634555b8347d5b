import { z } from "zod";
import { CONSULTATION_TIMES } from "~/db/schema/enums";

// The requester's reschedule and cancel forms (from the signed links in their e-mails). Their
// messages are the page's own, in its language: the route maps each field's failure to them.

const token = z.string().min(1).max(200);

export const cancelBookingSchema = z.object({ token });

export const moveBookingSchema = z.object({
  token,
  date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .refine((value) => {
      const date = new Date(`${value}T00:00:00Z`);
      return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
    }),
  time: z.enum(CONSULTATION_TIMES),
});
