import { getFormProps } from "@conform-to/react";
import { BoundCheckboxField, BoundField, BoundSelectField } from "~/components/forms/bound-fields";
import { useLazyForm } from "~/components/forms/use-lazy-form";
import { Button, ButtonLink, usePendingForm } from "~/components/ui/button";
import { FormAlert } from "~/components/ui/form-alert";
import { InfoIcon } from "~/components/ui/icons";
import { Form } from "~/components/ui/link";
import { COUPON_KINDS, type CouponKind } from "~/db/schema/enums";
import {
  COUPONS_PATH,
  type CouponCourseOption,
  couponSummary,
} from "~/domain/payments/coupon.constants";

import { adminCoupons } from "~/i18n/messages/admin-coupons";
import { useLocale, useT } from "~/i18n/react";
import { formatNaira } from "~/lib/format";
import type { AdminFormLast } from "./admin-form";

/** The form's starting values, as its fields hold them (text). */
export type CouponFormDefaults = {
  code: string;
  kind: CouponKind;
  /** A percentage, or naira ("2500.5"). */
  value: string;
  /** "" for any priced course. */
  courseId: string;
  /** "YYYY-MM-DD" (a Lagos day) or "". */
  expiresOn: string;
  /** "" for no limit. */
  maxUses: string;
  active: boolean;
};

/**
 * A coupon: its code, a percentage or fixed ₦ discount, an optional course, expiry and maximum
 * uses, and whether it is active; with a plain-language summary of what a learner gets, which
 * follows the fields as they are typed. `uses` (counted by payments) is shown, never edited.
 */
export function CouponForm({
  mode,
  defaults,
  courses,
  uses = 0,
  last,
  formKey,
}: {
  mode: "create" | "edit";
  defaults: CouponFormDefaults;
  courses: readonly CouponCourseOption[];
  uses?: number;
  last?: AdminFormLast;
  /** A new coupon's once-per-form key: a repeated submission makes one coupon. */
  formKey?: string;
}) {
  const isPending = usePendingForm();
  const words = useT(adminCoupons);
  const t = words.form;
  const locale = useLocale();
  const kindOptions = COUPON_KINDS.map((k) => ({ value: k, label: words.kinds[k] }));
  const [form, fields] = useLazyForm(
    "coupon-form",
    () => import("~/domain/payments/coupon.schema").then((m) => m.couponFormSchema),
    {
      id: "coupon-form",
      lastResult: last?.result,
      defaultValue: {
        ...defaults,
        courseId: defaults.courseId || undefined,
        active: defaults.active ? "on" : undefined,
      },
      shouldValidate: "onBlur",
      shouldRevalidate: "onInput",
    },
  );
  const kind: CouponKind = fields.kind.value === "fixed" ? "fixed" : "percent";
  const course = courses.find((c) => c.id === fields.courseId.value) ?? null;
  const summary = couponSummary(
    {
      kind: fields.kind.value,
      value: fields.value.value,
      course,
      expiresOn: fields.expiresOn.value,
      maxUses: fields.maxUses.value,
      active: fields.active.value === "on",
    },
    words.summary,
    locale,
  );
  const courseOptions = courses.map((c) => ({
    value: c.id,
    label: t.courseOption({ title: c.title, price: formatNaira(c.priceKobo, locale) }),
  }));
  return (
    <Form
      method="post"
      {...getFormProps(form)}
      className="max-w-3xl space-y-5 rounded-xl border border-border bg-surface p-4 shadow-sm sm:p-6"
    >
      <FormAlert alert={last?.alert} />
      {formKey ? <input type="hidden" name="formKey" value={formKey} /> : null}
      <p className="text-sm text-ink-muted">{t.required}</p>
      <BoundField
        label={t.code}
        field={fields.code}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        placeholder={t.codePlaceholder}
        hint={t.codeHint}
        className="[&_input]:font-mono [&_input]:uppercase"
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <BoundSelectField label={t.kind} field={fields.kind} options={kindOptions} />
        <BoundField
          label={kind === "percent" ? t.valuePercent : t.valueFixed}
          field={fields.value}
          inputMode="decimal"
          autoComplete="off"
          hint={kind === "percent" ? t.valueHintPercent : t.valueHintFixed}
        />
      </div>
      <BoundSelectField
        label={t.course}
        field={fields.courseId}
        options={courseOptions}
        placeholder={words.list.anyCourse}
        hint={courses.length === 0 ? t.courseHintNone : t.courseHint}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <BoundField label={t.expiresOn} field={fields.expiresOn} type="date" hint={t.expiresHint} />
        <BoundField
          label={t.maxUses}
          field={fields.maxUses}
          type="number"
          inputMode="numeric"
          min={Math.max(1, uses)}
          step={1}
          hint={
            mode === "edit"
              ? t.maxUsesHintEdit({ count: uses, min: Math.max(1, uses) })
              : t.maxUsesHintNew
          }
        />
      </div>
      <BoundCheckboxField label={t.active} field={fields.active} />
      <section
        aria-labelledby="coupon-summary-heading"
        aria-live="polite"
        className="flex gap-3 rounded-lg border border-brand-200 bg-brand-50 p-4 text-sm text-ink"
      >
        <InfoIcon className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden="true" />
        <div>
          <h2 id="coupon-summary-heading" className="font-semibold">
            {t.summaryTitle}
          </h2>
          <p className="mt-1">{summary ?? t.summaryEmpty}</p>
        </div>
      </section>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" pending={isPending({ fields: { intent: null } })}>
          {mode === "create" ? t.create : t.save}
        </Button>
        <ButtonLink to={COUPONS_PATH} variant="outline">
          {t.cancel}
        </ButtonLink>
      </div>
    </Form>
  );
}
