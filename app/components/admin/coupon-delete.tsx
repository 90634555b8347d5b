import { useNavigation } from "react-router";
import { Alert } from "~/components/ui/alert";
import { Button, ButtonLink } from "~/components/ui/button";
import { Card, CardContent } from "~/components/ui/card";
import { Form } from "~/components/ui/link";
import { formatNumber } from "~/lib/format";

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
  const deletable = uses === 0 && payments === 0;
  return (
    <Card className={deletable ? "border-danger-border" : undefined}>
      <CardContent className="space-y-3 text-sm">
        <h2 className="text-base font-bold text-ink">Delete coupon</h2>
        {deletable ? (
          <>
            <p className="text-ink-muted">Nobody has used {code} yet, so it can be deleted.</p>
            <ButtonLink to={confirmTo} variant="outline" size="sm" className="text-danger">
              Delete coupon
            </ButtonLink>
          </>
        ) : (
          <p className="text-ink-muted">
            {uses > 0
              ? `${code} has been used ${formatNumber(uses)} time${uses === 1 ? "" : "s"}`
              : `${code} is on ${formatNumber(payments)} payment${payments === 1 ? "" : "s"}`}{" "}
            and payments keep their coupon code, so it cannot be deleted. To stop it being used,
            untick Active and save.
          </p>
        )}
      </CardContent>
    </Card>
  );
}

/** "Are you sure?": the confirm step of deleting an unused coupon, a form of its own. */
export function CouponDeleteConfirm({ code, cancelTo }: { code: string; cancelTo: string }) {
  const navigation = useNavigation();
  return (
    <section
      aria-labelledby="confirm-heading"
      className="max-w-2xl space-y-4 rounded-xl border border-danger-border bg-surface p-4 shadow-sm sm:p-6"
    >
      <h2 id="confirm-heading" className="text-xl font-bold">
        Delete coupon {code}?
      </h2>
      <Alert variant="warning" title="This cannot be undone">
        Learners will no longer be able to use <strong className="font-mono">{code}</strong>. If you
        may want it again later, untick Active instead.
      </Alert>
      <Form method="post" className="flex flex-wrap gap-3">
        <input type="hidden" name="intent" value="delete" />
        <Button
          type="submit"
          variant="destructive"
          pending={
            navigation.state === "submitting" && navigation.formData?.get("intent") === "delete"
          }
        >
          Delete coupon
        </Button>
        <ButtonLink to={cancelTo} variant="outline">
          Cancel
        </ButtonLink>
      </Form>
    </section>
  );
}
