import { data } from "react-router";
import type { AdminFormLast } from "~/components/admin/admin-form";
import type { AuditActor } from "~/domain/admin/audit.server";
import { COUPON_MESSAGES, COUPON_TOASTS, COUPONS_PATH } from "~/domain/payments/coupon.constants";
import { couponFormSchema } from "~/domain/payments/coupon.schema";
import { createCoupon, updateCoupon } from "~/domain/payments/coupons.server";
import { translate } from "~/i18n/catalog.server";
import type { Compiled } from "~/i18n/define";
import type { Locale } from "~/i18n/locales";
import { adminCoupons } from "~/i18n/messages/admin-coupons";
import type en from "~/i18n/messages/admin-coupons/en";
import { parseSubmission } from "~/lib/parse-submission";
import { redirectWithToast } from "~/routes/toast.server";
import type { Services } from "~/services.server";

// The save action shared by /admin-dashboard/payments/coupons/new and …/coupons/:couponId.

export type CouponFormTarget = { mode: "create" } | { mode: "edit"; id: string };

type CouponWords = Compiled<typeof en>;

const KEY_OF = new Map(
  (Object.keys(COUPON_MESSAGES) as (keyof typeof COUPON_MESSAGES)[]).map((key) => [
    COUPON_MESSAGES[key] as string,
    key,
  ]),
);

/**
 * A message of the schema or of coupons.server.ts (English, as they say it) in the page's
 * language. (The browser's own check, once zod has loaded, still speaks English.)
 */
function localize(message: string, t: CouponWords): string {
  const key = KEY_OF.get(message);
  if (key) return t.validation[key];
  const below = /^This coupon has been used ([\d,]+) times? already/.exec(message);
  if (below?.[1]) return t.maxUsesBelowUses({ count: Number(below[1].replace(/,/g, "")) });
  return message;
}

function localizeErrors(result: AdminFormLast["result"], t: CouponWords): AdminFormLast["result"] {
  if (!result?.error) return result;
  const error: Record<string, string[] | null> = {};
  for (const [field, messages] of Object.entries(result.error)) {
    error[field] = messages ? messages.map((m) => localize(m, t)) : messages;
  }
  return { ...result, error };
}

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
  locale: Locale = "en",
) {
  const t = translate(locale, adminCoupons);
  const submission = parseSubmission(formData, { schema: couponFormSchema });
  if (submission.status !== "success")
    return reply(localizeErrors(submission.reply(), t), 400, null);
  const failed = (description: string) => ({ title: t.toasts.saveFailed, description });
  try {
    const outcome =
      target.mode === "create"
        ? await createCoupon(services.db, actor, submission.value)
        : await updateCoupon(services.db, actor, target.id, submission.value);
    switch (outcome.status) {
      case "invalid":
        return reply(
          submission.reply({ fieldErrors: { [outcome.field]: [localize(outcome.message, t)] } }),
          400,
          null,
        );
      case "not-found":
        return reply(submission.reply(), 404, failed(t.validation.notFound));
      case "saved":
        return redirectWithToast(
          services.toasts,
          request,
          COUPONS_PATH,
          target.mode === "create"
            ? {
                ...COUPON_TOASTS.created,
                title: t.toasts.created,
                description: t.toasts.createdDescription({ code: outcome.code }),
              }
            : {
                ...COUPON_TOASTS.updated,
                title: t.toasts.updated,
                description: t.toasts.savedDescription({ code: outcome.code }),
              },
        );
    }
  } catch (error) {
    services.logger.error({ err: error, mode: target.mode }, "coupon save failed");
    return reply(submission.reply(), 500, failed(t.validation.unsaved));
  }
}
