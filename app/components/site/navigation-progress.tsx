import { useNavigation } from "react-router";
import { ui } from "~/i18n/messages/ui";
import { useOptionalT } from "~/i18n/react";

/**
 * A slim bar at the top of the window while a client navigation or submission is under way,
 * with the same news for screen readers. With reduced motion the bar stands still.
 */
export function NavigationProgress() {
  const busy = useNavigation().state !== "idle";
  // Also drawn on the error page of a failed root loader, where no words arrived.
  const loading = useOptionalT(ui)?.loading ?? "Loading…";
  return (
    <>
      {busy ? (
        <div
          aria-hidden="true"
          data-testid="navigation-progress"
          className="pointer-events-none fixed inset-x-0 top-0 z-[60] h-1 animate-nav-progress-appear overflow-hidden bg-accent-100"
        >
          <div className="h-full w-1/4 animate-nav-progress rounded-full bg-accent-600 motion-reduce:w-full motion-reduce:animate-none motion-reduce:rounded-none" />
        </div>
      ) : null}
      {/* Always present, so assistive technology notices when the text appears. */}
      <p role="status" className="sr-only">
        {busy ? loading : ""}
      </p>
    </>
  );
}
