import { data } from "react-router";
import type { AdminFormLast } from "~/components/admin/admin-form";
import type { AuditActor } from "~/domain/admin/audit.server";
import { COUPON_MESSAGES, COUPON_TOASTS, COUPONS_PATH } from "~/domain/payments/coupon.constants";
import { couponFormSchema } from "~/domain/payments/coupon.schema";
import { createCoupon, updateCoupon } from "~/domain/payments/coupons.server";
import { parseSubmission } from "~/lib/parse-submission";
import { redirectWithToast } from "~/routes/toast.server";
import type { Services } from "~/services.server";

// The save action shared by /admin-dashboard/payments/coupons/new and …/coupons/:couponId.

export type CouponFormTarget = { mode: "create" } | { mode: "edit"; id: string };

function reply(result: AdminFormLast["result"], status: number, alert: AdminFormLast["alert"]) {
  return data({ result, alert } satisfies AdminFormLast, { status });
}

/**
 * Validates, saves, and returns to the list with a toast; or answers the form with what was
 * typed and a message beside the field the server refused (a taken code, a maximum below the
 * uses already counted…), never a 500 for a rule.
 */
export async function submitCouponForm(
  services: Services,
  request: Request,
  formData: FormData,
  actor: AuditActor,
  target: CouponFormTarget,
) {
  const submission = parseSubmission(formData, { schema: couponFormSchema });
  if (submission.status !== "success") return reply(submission.reply(), 400, null);
  const failed = (description: string) => ({ title: COUPON_TOASTS.saveFailed.title, description });
  try {
    const outcome =
      target.mode === "create"
        ? await createCoupon(services.db, actor, submission.value)
        : await updateCoupon(services.db, actor, target.id, submission.value);
    switch (outcome.status) {
      case "invalid":
        return reply(
          submission.reply({ fieldErrors: { [outcome.field]: [outcome.message] } }),
          400,
          null,
        );
      case "not-found":
        return reply(submission.reply(), 404, failed(COUPON_MESSAGES.notFound));
      case "saved":
        return redirectWithToast(
          services.toasts,
          request,
          COUPONS_PATH,
          target.mode === "create"
            ? { ...COUPON_TOASTS.created, description: `Coupon ${outcome.code} was created.` }
            : { ...COUPON_TOASTS.updated, description: `Coupon ${outcome.code} was saved.` },
        );
    }
  } catch (error) {
    services.logger.error({ err: error, mode: target.mode }, "coupon save failed");
    return reply(submission.reply(), 500, failed(COUPON_MESSAGES.unsaved));
  }
}
