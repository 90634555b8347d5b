import { learner } from "~/i18n/messages/learner";
import { useOptionalT } from "~/i18n/react";

/**
 * What every learner page tells its RouteErrorPanel: the way back is the dashboard, and "Error"
 * titles a failure. In the page's language when the learner area's messages arrived (the layout
 * sends them), else in English.
 */
export function useLearnerPageError() {
  const t = useOptionalT(learner);
  return {
    t,
    back: { to: "/dashboard", label: t?.errors.back ?? "Back to Dashboard" },
    errorTitle: t?.errors.title ?? "Error",
  };
}
