import { useLocation } from "react-router";
import { Button, type ButtonSize, useIsPending } from "~/components/ui/button";
import { Form } from "~/components/ui/link";
import { catalog } from "~/i18n/messages/catalog";
import { useT } from "~/i18n/react";

/** Where the enrol action sends the learner back to: this very page, filters included. */
export function useCurrentPath(): string {
  const location = useLocation();
  return `${location.pathname}${location.search}`;
}

/**
 * The enrol button: a plain form post, so it works before JavaScript loads. Signed-out visitors
 * get it too; the server sends them to log in.
 */
export function EnrolForm({
  slug,
  title,
  priceKobo,
  label,
  size = "md",
  className,
}: {
  slug: string;
  title: string;
  priceKobo: number;
  /** Overrides the usual 'Enroll Free' / 'Enroll Now'. */
  label?: string;
  size?: ButtonSize;
  className?: string;
}) {
  const t = useT(catalog);
  const redirectTo = useCurrentPath();
  const action = `/academy/${slug}/enrol`;
  const pending = useIsPending({ formAction: action });
  return (
    <Form method="post" action={action} className={className}>
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <Button type="submit" size={size} pending={pending} className="w-full">
        {label ?? (priceKobo === 0 ? t.enrol.free : t.enrol.now)}
        <span className="sr-only"> {title}</span>
      </Button>
    </Form>
  );
}
