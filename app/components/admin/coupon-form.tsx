import { getFormProps } from "@conform-to/react";
import { useNavigation } from "react-router";
import { BoundCheckboxField, BoundField, BoundSelectField } from "~/components/forms/bound-fields";
import { useLazyForm } from "~/components/forms/use-lazy-form";
import { Button, ButtonLink } from "~/components/ui/button";
import { FormAlert } from "~/components/ui/form-alert";
import { InfoIcon } from "~/components/ui/icons";
import { Form } from "~/components/ui/link";
import { COUPON_KINDS, type CouponKind } from "~/domain/catalog/enums";
import {
  COUPON_KIND_LABELS,
  COUPONS_PATH,
  type CouponCourseOption,
  couponSummary,
} from "~/domain/payments/coupon.constants";
import { formatKobo } from "~/domain/payments/money";
import { formatNumber } from "~/lib/format";
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

const KIND_OPTIONS = COUPON_KINDS.map((kind) => ({ value: kind, label: COUPON_KIND_LABELS[kind] }));

const VALUE_HINTS: Record<CouponKind, string> = {
  percent: "A whole percentage from 1 to 100 (100 makes the course free).",
  fixed: "In naira, up to 2 decimals, e.g. 2500 or 2500.50.",
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
  const navigation = useNavigation();
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
  const summary = couponSummary({
    kind: fields.kind.value,
    value: fields.value.value,
    course,
    expiresOn: fields.expiresOn.value,
    maxUses: fields.maxUses.value,
    active: fields.active.value === "on",
  });
  const courseOptions = courses.map((c) => ({
    value: c.id,
    label: `${c.title} (${formatKobo(c.priceKobo)})`,
  }));
  return (
    <Form
      method="post"
      {...getFormProps(form)}
      className="max-w-3xl space-y-5 rounded-xl border border-border bg-surface p-4 shadow-sm sm:p-6"
    >
      <FormAlert alert={last?.alert} />
      {formKey ? <input type="hidden" name="formKey" value={formKey} /> : null}
      <p className="text-sm text-ink-muted">Fields marked * are required.</p>
      <BoundField
        label="Code *"
        field={fields.code}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        placeholder="e.g. HARVEST-2026"
        hint="3 to 30 letters, digits or hyphens. Saved in capitals; learners may type it in any case."
        className="[&_input]:font-mono [&_input]:uppercase"
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <BoundSelectField label="Discount type *" field={fields.kind} options={KIND_OPTIONS} />
        <BoundField
          label={kind === "percent" ? "Discount (%) *" : "Discount (₦) *"}
          field={fields.value}
          inputMode="decimal"
          autoComplete="off"
          hint={VALUE_HINTS[kind]}
        />
      </div>
      <BoundSelectField
        label="Course"
        field={fields.courseId}
        options={courseOptions}
        placeholder="Any priced course"
        hint={
          courses.length === 0
            ? "No course has a price yet: this coupon will work for any course that gets one."
            : "Limit the coupon to one course, or let it work for every priced course."
        }
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <BoundField
          label="Expires on"
          field={fields.expiresOn}
          type="date"
          hint="Optional. It works until the end of this day, Lagos time."
        />
        <BoundField
          label="Maximum uses"
          field={fields.maxUses}
          type="number"
          inputMode="numeric"
          min={Math.max(1, uses)}
          step={1}
          hint={
            mode === "edit"
              ? `Optional. Used ${formatNumber(uses)} time${uses === 1 ? "" : "s"} so far, so not below ${formatNumber(Math.max(1, uses))}.`
              : "Optional. Empty means no limit. A use is counted when a payment completes."
          }
        />
      </div>
      <BoundCheckboxField
        label="Active: learners can use this code at checkout"
        field={fields.active}
      />
      <section
        aria-labelledby="coupon-summary-heading"
        aria-live="polite"
        className="flex gap-3 rounded-lg border border-brand-200 bg-brand-50 p-4 text-sm text-ink"
      >
        <InfoIcon className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden="true" />
        <div>
          <h2 id="coupon-summary-heading" className="font-semibold">
            What the learner gets
          </h2>
          <p className="mt-1">
            {summary ?? "Enter the discount to see what a learner pays with this coupon."}
          </p>
        </div>
      </section>
      <div className="flex flex-wrap gap-3">
        <Button
          type="submit"
          pending={navigation.state === "submitting" && navigation.formData?.get("intent") === null}
        >
          {mode === "create" ? "Create coupon" : "Save changes"}
        </Button>
        <ButtonLink to={COUPONS_PATH} variant="outline">
          Cancel
        </ButtonLink>
      </div>
    </Form>
  );
}
