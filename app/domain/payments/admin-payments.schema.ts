import { z } from "zod";

export * from "./admin-payments.constants";

/**
 * The refund form of a payment's admin page. Without `confirm` the action only asks (the page
 * shows the question with Confirm refund / Keep); the amount and the payment come from the
 * server, never from the form.
 */
export const refundFormSchema = z.object({
  intent: z.literal("refund"),
  confirm: z.literal("yes").optional(),
});
