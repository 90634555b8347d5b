import { z } from "zod";
import { COUPON_KINDS } from "~/db/schema/enums";
import { formKeyField } from "~/domain/contact/form-fields";
import { pageNumber, parseSearchParams } from "~/lib/search-params";
import {
  COUPON_CODE_MAX,
  COUPON_CODE_MIN,
  COUPON_MAX_USES_LIMIT,
  COUPON_MESSAGES,
  cleanCouponValue,
  couponValueProblem,
  isCalendarDate,
  normaliseCouponCode,
} from "./coupon.constants";

// The admin coupon form's zod schema, shared by the browser (quick feedback) and the actions
// (which decide). Its labels, limits and messages are in coupon.constants.ts. Whether a code is
// free, a course priced, a date still ahead and a maximum above the uses already counted needs
// the database or the clock: coupons.server.ts decides those and names the field.
export * from "./coupon.constants";

const code = z
  .string({ error: COUPON_MESSAGES.code })
  .max(COUPON_CODE_MAX * 2, COUPON_MESSAGES.code)
  .transform(normaliseCouponCode)
  .pipe(
    z
      .string()
      .min(COUPON_CODE_MIN, COUPON_MESSAGES.code)
      .max(COUPON_CODE_MAX, COUPON_MESSAGES.code)
      .regex(/^[A-Z0-9-]+$/, COUPON_MESSAGES.codeCharacters),
  );

export const couponFormSchema = z
  .object({
    formKey: formKeyField,
    code,
    kind: z.enum(COUPON_KINDS, { error: COUPON_MESSAGES.kind }),
    /** A percentage, or naira with up to 2 decimals (₦ and thousands commas allowed). */
    value: z
      .string({ error: COUPON_MESSAGES.value })
      .max(40, COUPON_MESSAGES.value)
      .transform(cleanCouponValue),
    /** Empty: any priced course. */
    courseId: z.guid(COUPON_MESSAGES.course).optional(),
    /** A Lagos calendar day (the date input's YYYY-MM-DD); empty: never expires. */
    expiresOn: z
      .string()
      .max(10, COUPON_MESSAGES.expires)
      .refine(isCalendarDate, COUPON_MESSAGES.expires)
      .optional(),
    /** Empty: no limit. */
    maxUses: z
      .number({ error: COUPON_MESSAGES.maxUses })
      .int(COUPON_MESSAGES.maxUses)
      .min(1, COUPON_MESSAGES.maxUses)
      .max(COUPON_MAX_USES_LIMIT, COUPON_MESSAGES.maxUses)
      .optional(),
    active: z.boolean().default(false),
  })
  // The discount's rule depends on its kind; `when` runs it even while other fields are wrong,
  // so every message shows at once.
  .superRefine(
    (form, ctx) => {
      if (typeof form.value !== "string" || !COUPON_KINDS.includes(form.kind)) return;
      const problem =
        form.value === "" ? COUPON_MESSAGES.value : couponValueProblem(form.kind, form.value);
      if (problem) ctx.addIssue({ code: "custom", path: ["value"], message: problem });
    },
    { when: () => true },
  );

export type CouponFormInput = z.infer<typeof couponFormSchema>;

/** The edit page's one other post: deleting an unused coupon, after its confirm step. */
export const couponDeleteSchema = z.object({ intent: z.literal("delete") });

/** The coupons list: ?page=. */
export function parseCouponListPage(params: URLSearchParams): number {
  return parseSearchParams(z.object({ page: pageNumber() }), params).page;
}
