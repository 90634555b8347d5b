import { ErrorIllustration } from "~/components/illustrations/error-illustration";
import { ButtonLink } from "~/components/ui/button";
import { common } from "~/i18n/messages/common";
import { ui } from "~/i18n/messages/ui";
import { useT } from "~/i18n/react";

/**
 * The site's 404, inside its frame: the catch-all route's page, and the root error boundary's
 * for a 404 thrown by a page (an unknown language code). Its words: the frame's error texts
 * (`common`) and the rest in `ui`, both sent by the root.
 */
export function NotFoundPage() {
  const frame = useT(common).errors;
  const t = useT(ui).notFound;
  return (
    <div className="container-page flex flex-col items-center py-16 text-center sm:py-24">
      <ErrorIllustration kind="not-found" className="h-auto w-full max-w-xs sm:max-w-sm" />
      <p className="mt-6 text-sm font-bold tracking-wider text-accent-700 uppercase">
        {frame.statusTitle({ status: 404 })}
      </p>
      <h1 className="mt-2 text-3xl font-bold text-ink sm:text-4xl">{frame.notFoundTitle}</h1>
      <p className="mt-3 max-w-md text-lg text-ink-muted">
        {frame.notFoundMessage} {t.findWayBack}
      </p>
      <div className="mt-8 flex w-full flex-col justify-center gap-3 sm:w-auto sm:flex-row">
        <ButtonLink to="/" size="lg">
          {frame.goHome}
        </ButtonLink>
        <ButtonLink to="/academy" size="lg" variant="outline">
          {t.browseCourses}
        </ButtonLink>
        <ButtonLink to="/contact" size="lg" variant="ghost">
          {t.contactUs}
        </ButtonLink>
      </div>
    </div>
  );
}
