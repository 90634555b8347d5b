import { Alert } from "~/components/ui/alert";
import { Button, ButtonLink, usePendingForm } from "~/components/ui/button";
import { Card, CardContent } from "~/components/ui/card";
import { Form } from "~/components/ui/link";
import { SLOT, withNode } from "~/components/ui/message-parts";
import { adminCoupons } from "~/i18n/messages/admin-coupons";
import { useT } from "~/i18n/react";

/**
 * The edit page's Delete card. An unused coupon offers "Delete coupon", a link to the page's
 * confirm step (so it works without JavaScript); a used one, or one a payment carries, explains
 * why it stays (payments keep its code) and how to stop it instead.
 */
export function CouponDeleteCard({
  code,
  uses,
  payments,
  confirmTo,
}: {
  code: string;
  uses: number;
  payments: number;
  /** The edit page with its confirm step open. */
  confirmTo: string;
}) {
  const t = useT(adminCoupons).delete;
  const deletable = uses === 0 && payments === 0;
  return (
    <Card className={deletable ? "border-danger-border" : undefined}>
      <CardContent className="space-y-3 text-sm">
        <h2 className="text-base font-bold text-ink">{t.title}</h2>
        {deletable ? (
          <>
            <p className="text-ink-muted">{t.unused({ code })}</p>
            <ButtonLink to={confirmTo} variant="outline" size="sm" className="text-danger">
              {t.button}
            </ButtonLink>
          </>
        ) : (
          <p className="text-ink-muted">
            {uses > 0 ? t.used({ code, count: uses }) : t.onPayments({ code, count: payments })}
          </p>
        )}
      </CardContent>
    </Card>
  );
}

/** "Are you sure?": the confirm step of deleting an unused coupon, a form of its own. */
export function CouponDeleteConfirm({ code, cancelTo }: { code: string; cancelTo: string }) {
  const isPending = usePendingForm();
  const t = useT(adminCoupons).delete;
  return (
    <section
      aria-labelledby="confirm-heading"
      className="max-w-2xl space-y-4 rounded-xl border border-danger-border bg-surface p-4 shadow-sm sm:p-6"
    >
      <h2 id="confirm-heading" className="text-xl font-bold">
        {t.question({ code })}
      </h2>
      <Alert variant="warning" title={t.warningTitle}>
        {/* The code stands out, wherever the language puts it in the sentence. */}
        {withNode(t.warning({ code: SLOT }), <strong className="font-mono">{code}</strong>)}
      </Alert>
      <Form method="post" className="flex flex-wrap gap-3">
        <input type="hidden" name="intent" value="delete" />
        <Button
          type="submit"
          variant="destructive"
          pending={isPending({ fields: { intent: "delete" } })}
        >
          {t.button}
        </Button>
        <ButtonLink to={cancelTo} variant="outline">
          {t.cancel}
        </ButtonLink>
      </Form>
    </section>
  );
}
