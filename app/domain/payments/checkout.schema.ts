import { z } from "zod";

/**
 * The checkout form: Apply shows what a coupon takes off, Pay starts the payment. Only the
 * coupon code is the learner's to give: the course comes from the address and the amount is
 * computed on the server.
 */
export const checkoutFormSchema = z.object({
  intent: z.enum(["apply", "pay"]).default("pay"),
  couponCode: z
    .string()
    .trim()
    .max(40, "Please keep the coupon code under 40 characters.")
    .optional(),
});

/** The built-in test gateway's buttons: what the provider's hosted page would let a payer do. */
export const testCheckoutFormSchema = z.object({
  outcome: z.enum(["success", "failed", "cancelled"]),
});
