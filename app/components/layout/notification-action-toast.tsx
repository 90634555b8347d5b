import { cn } from "~/components/ui/cn";
import { TOAST_PLACEMENT, ToastCard } from "~/components/ui/toast";
import type { Toast } from "~/domain/toast/toast";
import { ui } from "~/i18n/messages/ui";
import { useT } from "~/i18n/react";

/**
 * The error toast of a notification action that failed, in the destructive style. Failures
 * answer with a 4xx/5xx status rather than a redirect, so the message comes with the action's data
 * instead of the flash cookie; it looks and sits like the site's toasts and is announced at once.
 * It stays until dismissed (a CSS-only checkbox before JavaScript loads).
 */
export function NotificationActionToast({ toast }: { toast: Toast | null | undefined }) {
  const t = useT(ui);
  if (!toast) return null;
  return (
    <div className={cn(TOAST_PLACEMENT, "justify-center sm:justify-end")}>
      <ToastCard toast={toast} destructive autoHide={false} dismissLabel={t.toast.dismissMessage} />
    </div>
  );
}
